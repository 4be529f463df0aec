import { describe, expect, it } from 'vitest';
import { registerForm } from './register-form';

const ID = '0123456789abcdef01234567';
/** The form as it opens: every text empty, the privacy box unticked. */
const empty = {
  name: '',
  email: '',
  password: '',
  confirmation: '',
  country: '',
  state: '',
  master: '',
};

/** The first problem of each field, as the form shows them. */
function problems(values: Record<string, unknown>): Record<string, string> {
  const result = registerForm.safeParse({ ...empty, ...values });
  const first: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) first[issue.path.join('.')] ??= issue.message;
  return first;
}

describe('the register form', () => {
  it('an empty submit says "Required", and nothing yet about the choices that need another first', () => {
    expect(problems({})).toEqual({
      name: 'validation.required',
      email: 'validation.required',
      password: 'validation.required',
      confirmation: 'validation.required',
      country: 'validation.required',
      privacy: 'validation.privacy',
    });
  });

  it('once the country is chosen the state is required, and once the state is the distributor', () => {
    expect(problems({ country: ID })).toMatchObject({ state: 'validation.required' });
    expect(problems({ country: ID })).not.toHaveProperty('master');
    expect(problems({ country: ID, state: ID })).toMatchObject({ master: 'validation.required' });
    expect(problems({ country: ID, state: ID, master: ID })).not.toHaveProperty('master');
  });

  it('a refused name says what is wanted, and a wrong email or password what is wrong', () => {
    expect(problems({ name: 'A', email: 'not-an-email', password: 'abc' })).toMatchObject({
      name: 'validation.personName',
      email: 'validation.email',
      password: 'validation.password',
    });
  });

  it('a confirmation that differs is flagged even while the privacy box is unticked', () => {
    expect(problems({ password: 'secret-123', confirmation: 'secret-124' })).toMatchObject({
      confirmation: 'validation.confirmation',
    });
  });

  it('a complete form passes', () => {
    const filled = {
      name: 'Rafael Registrado',
      email: 'rafael@example.com',
      password: 'secret-123',
      confirmation: 'secret-123',
      country: ID,
      state: ID,
      master: ID,
      privacy: true,
    };
    expect(registerForm.safeParse(filled).success).toBe(true);
  });
});
