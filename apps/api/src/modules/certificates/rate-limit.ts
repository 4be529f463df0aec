import { addressRateLimit } from '../../lib/address-rate-limit.js';
import type { ApiApp } from '../../lib/route-types.js';

/**
 * Checks of verification codes per client address: plenty for people scanning certificates,
 * useless for walking through codes (120 random bits could not be walked anyway).
 */
export const VERIFY_LIMIT = { max: 60, timeWindow: 60_000 } as const;

/** A preHandler counting each verification against its address; over the limit it is 429 rate-limited. */
export const verifyRateLimit = (app: ApiApp) => addressRateLimit(app, 'certificate-verify', VERIFY_LIMIT);
