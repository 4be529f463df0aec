import { describe, expect, it } from 'vitest';
import { USER_TYPES } from '../roles.js';
import {
  ASSIGNABLE_USER_TYPES,
  createUserRequest,
  needsDistributor,
  updateUserRequest,
  userListQuery,
} from './user-admin.js';

/** The first message of each field, as the user form shows it. */
function messages(result: { error?: { issues: { path: PropertyKey[]; message: string }[] } }) {
  const first: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) first[issue.path.join('.')] ??= issue.message;
  return first;
}

describe('the user form', () => {
  it('asks for a type, a name and an email, and says what a refused one needs', () => {
    expect(messages(createUserRequest.safeParse({ name: ' ', email: '' }))).toEqual({
      type: 'validation.userType',
      name: 'validation.required',
      email: 'validation.required',
    });
    expect(
      messages(
        createUserRequest.safeParse({ type: 'student', name: 'A', email: 'x', category: -1, avatar: 'x' }),
      ),
    ).toEqual({
      name: 'validation.personName',
      email: 'validation.email',
      category: 'validation.category',
      avatar: 'validation.avatar',
    });
  });

  it('creates an enabled account with the email lowercased, and refuses pending as a status', () => {
    const parsed = createUserRequest.parse({ type: 'fact', name: 'Ana Lima', email: ' Ana@X.com ' });
    expect(parsed).toMatchObject({ email: 'ana@x.com', status: 'enabled', distributor: null, city: null });
    expect(createUserRequest.safeParse({ ...parsed, status: 'pending' }).success).toBe(false);
  });

  it('an update changes only what it sends and refuses unknown fields', () => {
    expect(updateUserRequest.parse({ _id: '0123456789abcdef01234567', lang: 'pt' })).toEqual({
      _id: '0123456789abcdef01234567',
      lang: 'pt',
    });
    expect(updateUserRequest.safeParse({ _id: '0123456789abcdef01234567', password: 'x' }).success).toBe(
      false,
    );
  });
});

describe('the types each type may give', () => {
  it('an admin gives any; a tsm never admin or tsm; a master learners only; learners nothing', () => {
    expect(ASSIGNABLE_USER_TYPES.admin).toEqual(USER_TYPES);
    expect(ASSIGNABLE_USER_TYPES.tsm).not.toContain('admin');
    expect(ASSIGNABLE_USER_TYPES.tsm).not.toContain('tsm');
    expect(ASSIGNABLE_USER_TYPES.master).toEqual(['student', 'fact']);
    expect(ASSIGNABLE_USER_TYPES.student).toEqual([]);
    expect(ASSIGNABLE_USER_TYPES.fact).toEqual([]);
  });
});

describe('the user list query', () => {
  it('pages up to 1000 people and refuses a jump with a cursor', () => {
    expect(userListQuery.parse({ limit: '1000' }).limit).toBe(1000);
    expect(userListQuery.safeParse({ limit: '1001' }).success).toBe(false);
    expect(userListQuery.safeParse({ jump: 'last', cursor: 'abc' }).success).toBe(false);
    expect(userListQuery.parse({ category: '2' })).toMatchObject({
      category: 2,
      direction: 'after',
      limit: 10,
    });
  });
});

describe('who needs a distributor', () => {
  it('a master, a student and a fact user belong to one; an admin and a tsm never do', () => {
    expect(USER_TYPES.filter(needsDistributor)).toEqual(['master', 'student', 'fact']);
  });
});
