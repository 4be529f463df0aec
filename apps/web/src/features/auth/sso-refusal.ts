import type { ApiErrorKey } from '@academy/domain';

/** The refusals the single sign-on's callback sends back to the login page (`?sso_error=`). */
const REFUSALS = [
  'sso-failed',
  'sso-email-unverified',
  'account-pending',
  'account-disabled',
] as const satisfies readonly ApiErrorKey[];

/** The refusal a login address names, if it is one of those: anything else is ignored. */
export function ssoRefusalOf(search: string): (typeof REFUSALS)[number] | null {
  const named = new URLSearchParams(search).get('sso_error');
  return REFUSALS.find((refusal) => refusal === named) ?? null;
}
