import { randomBytes } from 'node:crypto';

/** RFC 4648 base32: upper-case letters and the digits 2-7, none of them easy to mistake for another. */
const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

/** 15 random bytes: 120 bits, far past guessing, in exactly 24 base32 characters. */
const CODE_BYTES = 15;

function base32(bytes: Uint8Array): string {
  let bits = 0;
  let value = 0;
  let out = '';
  for (const byte of bytes) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      out += ALPHABET[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
  }
  if (bits > 0) out += ALPHABET[(value << (5 - bits)) & 31];
  return out;
}

/** A new verification code: 120 random bits from the system's secure source. */
export function newVerificationCode(): string {
  return base32(randomBytes(CODE_BYTES));
}

/** A code as typed or scanned, in its stored form: spaces and dashes dropped, upper case. */
export function normalizeCode(code: string): string {
  return code.replace(/[\s-]+/g, '').toUpperCase();
}
