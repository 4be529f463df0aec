import type { ApiTokenItem } from '@academy/domain';

export type ApiTokenState = 'active' | 'revoked' | 'expired';

/** Where a token stands now: revoked wins over expired, as it was ended on purpose. */
export const tokenStateOf = (token: ApiTokenItem, now = Date.now()): ApiTokenState =>
  token.revokedAt ? 'revoked' : new Date(token.expiresAt).getTime() <= now ? 'expired' : 'active';
