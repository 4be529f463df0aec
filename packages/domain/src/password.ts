export const PASSWORD_MIN_LENGTH = 6;
/** Upper bound so a hash request can never be used to burn CPU with megabytes of input. */
export const PASSWORD_MAX_LENGTH = 128;

export type PasswordProblem = 'password-too-short' | 'password-too-long' | 'password-mismatch';

/** Checks a new password and its confirmation; returns the first problem, or null when both are fine. */
export function checkNewPassword(password: string, confirmation: string): PasswordProblem | null {
  if (password.length < PASSWORD_MIN_LENGTH) return 'password-too-short';
  if (password.length > PASSWORD_MAX_LENGTH) return 'password-too-long';
  if (password !== confirmation) return 'password-mismatch';
  return null;
}
