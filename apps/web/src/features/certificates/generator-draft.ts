import { type CustomCertificatesRequest, customCertificatesRequest } from '@academy/domain';

/** The certificate as the generator's form holds it: the validity as typed, '' for none. */
export interface CertificateDraft {
  title: string;
  text: string;
  validityMonths: string;
}

/**
 * The request the draft makes, checked with the server's own rule, or the message key of each
 * field it breaks (`users`, `title`, `text`, `validityMonths`).
 */
export function draftRequest(
  userIds: string[],
  draft: CertificateDraft,
): { request: CustomCertificatesRequest } | { problems: Record<string, string> } {
  const months = draft.validityMonths.trim();
  const parsed = customCertificatesRequest.safeParse({
    users: userIds,
    certificate: {
      title: draft.title,
      text: draft.text,
      validityMonths: months === '' ? null : /^\d+$/.test(months) ? Number(months) : Number.NaN,
    },
  });
  if (parsed.success) return { request: parsed.data };
  const problems: Record<string, string> = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0] === 'users' ? 'users' : String(issue.path.at(-1));
    problems[field] ??= issue.message;
  }
  return { problems };
}
