import { authCalls, type LoginRequest } from '@academy/domain';
import { useMutation } from '@tanstack/react-query';
import { call } from '../../lib/api';

/** These pages show their own failures next to the form, so the app's error snackbar stays quiet. */
export const SILENT = { meta: { silent: true } } as const;

/**
 * Signing in, apart from the other account calls (./api): the login page, the first most
 * visitors see, then loads the sign-in contract alone.
 */
export const useLogin = () =>
  useMutation({ mutationFn: (body: LoginRequest) => call(authCalls.login, { body }), ...SILENT });
