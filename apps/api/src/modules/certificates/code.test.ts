import { describe, expect, it } from 'vitest';
import { newVerificationCode, normalizeCode } from './code.js';

describe('verification codes', () => {
  it('are 24 base32 characters (120 bits), each one new', () => {
    const codes = Array.from({ length: 2000 }, newVerificationCode);
    for (const code of codes) expect(code).toMatch(/^[A-Z2-7]{24}$/);
    expect(new Set(codes).size).toBe(codes.length);
  });

  it('use every character of the alphabet in every position (no fixed bits)', () => {
    const codes = Array.from({ length: 4000 }, newVerificationCode);
    for (const position of [0, 12, 23]) {
      const seen = new Set(codes.map((code) => code[position]));
      expect(seen.size).toBe(32);
    }
  });

  it('are read back whatever the case, spaces or dashes', () => {
    expect(normalizeCode(' abcd-efgh ijkl\tmnop ')).toBe('ABCDEFGHIJKLMNOP');
  });
});
