import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkNewPassword, PASSWORD_MIN_LENGTH } from './password.js';

describe('checkNewPassword', () => {
  it('refuses fewer than 6 characters', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: PASSWORD_MIN_LENGTH - 1 }), (password) => {
        expect(checkNewPassword(password, password)).toBe('password-too-short');
      }),
    );
  });

  it('accepts 6 or more matching characters', () => {
    fc.assert(
      fc.property(fc.string({ minLength: PASSWORD_MIN_LENGTH, maxLength: 128 }), (password) => {
        expect(checkNewPassword(password, password)).toBeNull();
      }),
    );
  });

  it('refuses a confirmation that differs', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 6, maxLength: 40 }), fc.string(), (password, other) => {
        fc.pre(password !== other);
        expect(checkNewPassword(password, other)).toBe('password-mismatch');
      }),
    );
  });

  it('refuses absurdly long passwords', () => {
    expect(checkNewPassword('x'.repeat(129), 'x'.repeat(129))).toBe('password-too-long');
  });
});
