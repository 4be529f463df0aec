import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { loginRequest } from './auth.js';
import { changePasswordRequest, resetTokenRequest, saveProfileRequest, verifyCodeQuery } from './users.js';

/** The first message of each field, as a form shows it and the server's `fields` carry it. */
function messages(schema: z.ZodType, input: unknown): Record<string, string> {
  const first: Record<string, string> = {};
  for (const issue of schema.safeParse(input).error?.issues ?? [])
    first[issue.path.join('.')] ??= issue.message;
  return first;
}

const RESET_TOKEN = 'x'.repeat(40);

describe('the account forms tell what is wanted', () => {
  it('an empty field is "Required", on every account form', () => {
    expect(messages(loginRequest, { email: ' ', password: '' })).toEqual({
      email: 'validation.required',
      password: 'validation.required',
    });
    expect(messages(resetTokenRequest, { email: '' })).toEqual({ email: 'validation.required' });
    expect(messages(verifyCodeQuery, { email: '', code: '' })).toEqual({
      email: 'validation.required',
      code: 'validation.required',
    });
    expect(
      messages(changePasswordRequest, { resetToken: RESET_TOKEN, password: '', confirmation: '' }),
    ).toEqual({
      password: 'validation.required',
      confirmation: 'validation.required',
    });
    expect(messages(saveProfileRequest, { name: '  ' })).toEqual({ name: 'validation.required' });
  });

  it('a filled field that is refused says what is wrong or wanted', () => {
    expect(messages(loginRequest, { email: 'someone', password: 'x' })).toEqual({
      email: 'validation.email',
    });
    expect(messages(verifyCodeQuery, { email: 'a@b.co', code: '12' })).toEqual({ code: 'validation.code' });
    expect(messages(saveProfileRequest, { name: 'A' })).toEqual({ name: 'validation.personName' });
    expect(messages(saveProfileRequest, { name: 'A'.repeat(121) })).toEqual({
      name: 'validation.personName',
    });
  });

  it('an empty confirmation is flagged even when the password is filled, a different one says so', () => {
    expect(
      messages(changePasswordRequest, { resetToken: RESET_TOKEN, password: 'secret-123', confirmation: '' }),
    ).toEqual({ confirmation: 'validation.required' });
    expect(
      messages(changePasswordRequest, {
        resetToken: RESET_TOKEN,
        password: 'secret-123',
        confirmation: 'secret',
      }),
    ).toEqual({ confirmation: 'validation.confirmation' });
  });
});
