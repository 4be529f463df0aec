/**
 * What a failed statement's error says of the values it was sent (Drizzle: "\nparams: a,b,c"),
 * to the end of the message or, in a stack, to its first frame (a value may hold line breaks).
 */
const SENT_VALUES = /\nparams: [\s\S]*?(?=\n {4}at |$)/;
/** A text of an error (message or stack) without the values its statement was sent. */
export const withoutValues = (text: string) => text.replace(SENT_VALUES, '\nparams: (left out)');

export interface LoggedError {
  [key: string]: unknown;
  type: string;
  message: string;
  stack: string;
}

/**
 * An error as the log keeps it (the `err` of every log line): its type, message, stack and
 * PostgreSQL's code and constraint, and its cause's the same way. Never the values a failed
 * statement was sent, nor PostgreSQL's `detail` ("Key (email)=(…) already exists"): they hold
 * people's emails, names and password hashes.
 */
export function loggedError(error: Error): LoggedError {
  // a thrown value that is no Error (a string, an object) is logged as text
  if (!(error instanceof Error)) return { type: typeof error, message: String(error), stack: '' };
  const { code, constraint } = error as { code?: unknown; constraint?: unknown };
  const { cause } = error;
  return {
    type: error.constructor.name,
    message: withoutValues(error.message),
    stack: withoutValues(error.stack ?? ''),
    ...(typeof code === 'string' && { code }),
    ...(typeof constraint === 'string' && { constraint }),
    ...(cause instanceof Error && { cause: loggedError(cause) }),
  };
}
