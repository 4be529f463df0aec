/** What a person may ask of his data (LGPD art. 18, GDPR arts. 15–17). */
export const DATA_REQUEST_KINDS = ['export', 'erasure', 'correction'] as const;
export type DataRequestKind = (typeof DATA_REQUEST_KINDS)[number];

/** A request is open until an admin closes it, with what was done, or refuses it, with why. */
export const DATA_REQUEST_STATUSES = ['open', 'done', 'refused'] as const;
export type DataRequestStatus = (typeof DATA_REQUEST_STATUSES)[number];

/** The days the academy gives itself to answer, unless the setting says otherwise (LGPD: 15). */
export const DEFAULT_DATA_REQUEST_DAYS = 15;

/** What becomes of an erased person's certificates: kept verifiable under his initials, or revoked. */
export const ERASED_CERTIFICATES = ['initials', 'revoke'] as const;
export type ErasedCertificates = (typeof ERASED_CERTIFICATES)[number];
