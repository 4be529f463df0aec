import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';

/** An opaque bearer token of 256 random bits. */
export const newToken = () => randomBytes(32).toString('base64url');

/** Tokens and codes are kept only as their SHA-256. */
export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

export const sameHash = (a: string, b: string) =>
  a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

/** A 6-digit code, zero-padded, uniformly drawn. */
export const newSixDigitCode = () => randomInt(0, 1_000_000).toString().padStart(6, '0');
