import { read } from 'read';

/** Where create-admin takes the password from, for its usage line and README. */
export const PASSWORD_SOURCES =
  'type it at the prompt, pipe it on standard input, or set ADMIN_PASSWORD in the environment';

const hidden = (prompt: string) =>
  read({ prompt, silent: true, replace: '', output: process.stderr, terminal: true });

/**
 * The password, never from the command line, where the shell's history, `ps` and npm's echo of
 * the command keep it: ADMIN_PASSWORD when set, else a prompt on a terminal (typed twice, not
 * shown), else the first line of standard input.
 */
export async function readPassword(): Promise<string> {
  const fromEnvironment = process.env.ADMIN_PASSWORD;
  if (fromEnvironment) return fromEnvironment;
  if (process.stdin.isTTY) {
    const first = await hidden('Password: ');
    if ((await hidden('Password again: ')) !== first) throw new Error('the two passwords differ');
    return first;
  }
  let text = '';
  for await (const chunk of process.stdin) text += chunk;
  return text.split(/\r?\n/)[0] ?? '';
}
