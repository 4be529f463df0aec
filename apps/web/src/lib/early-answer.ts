/**
 * An answer the first screen waits for, asked as soon as the app's code runs (main.tsx calls
 * `start`) rather than once the shell has rendered, a round trip later. The first reader takes
 * the answer asked early; every later read asks afresh.
 */
export function earlyAnswer<T>(ask: () => Promise<T>) {
  let pending: Promise<T> | undefined;
  return {
    start() {
      pending = ask();
      // a failure is the taker's to handle; until he takes it, it is not unhandled
      pending.catch(() => undefined);
    },
    take(): Promise<T> {
      const answer = pending ?? ask();
      pending = undefined;
      return answer;
    },
  };
}
