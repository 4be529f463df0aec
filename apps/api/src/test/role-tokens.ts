import { USER_TYPES, type UserType } from '@academy/domain';
import { login, makeUser } from './factories.js';
import type { TestApp } from './harness.js';

/** A signed-in user of every type, by type: for "one case per role" tests. */
export async function tokensByRole(t: TestApp): Promise<Record<UserType, string>> {
  const entries = await Promise.all(
    USER_TYPES.map(async (type) => {
      const user = await makeUser(t.deps.db, { type });
      return [type, await login(t.app, user.email, user.password)] as const;
    }),
  );
  return Object.fromEntries(entries) as Record<UserType, string>;
}

export const NON_ADMIN_TYPES = USER_TYPES.filter((type) => type !== 'admin');
