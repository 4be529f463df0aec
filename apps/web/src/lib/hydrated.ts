import { useSyncExternalStore } from 'react';

const nothingToWatch = () => () => undefined;

/**
 * False while a page the server drew is not yet the app's (and on the server itself), true once it
 * is: a form drawn by the server must not be sent by the browser on its own before the app
 * handles it (a sign-in sent as a plain GET would put the password in the address).
 */
export const useHydrated = (): boolean =>
  useSyncExternalStore(
    nothingToWatch,
    () => true,
    () => false,
  );
