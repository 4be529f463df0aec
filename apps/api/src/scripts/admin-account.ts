import { emailSchema, passwordSchema } from '@academy/domain';
import { and, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../db/client.js';
import { users } from '../db/schema/index.js';
import { newId } from '../lib/ids.js';
import { hashPassword } from '../lib/passwords.js';
import { revokeUserSessions } from '../modules/auth/index.js';

export const adminAccountInput = z.strictObject({
  email: emailSchema,
  password: passwordSchema,
  name: z.string().trim().min(2, 'validation.name').max(120, 'validation.name').optional(),
});
export type AdminAccountInput = z.infer<typeof adminAccountInput>;

export type AdminAccountResult =
  | { action: 'created' | 'reset'; id: string; email: string }
  | { action: 'refused'; reason: 'not-an-admin' | 'name-required'; email: string };

/**
 * Creates an enabled admin, or, when the email already belongs to an admin, sets a new
 * password (and name, when given), enables the account and ends its sessions. One statement
 * decides which, so two runs at once cannot create two accounts. An email of a non-admin is
 * refused: this tool never promotes anyone.
 */
export async function createOrResetAdmin(db: Db, input: AdminAccountInput): Promise<AdminAccountResult> {
  const passwordHash = await hashPassword(input.password);
  const now = new Date();
  const reset = {
    passwordHash,
    status: 'enabled' as const,
    updatedAt: now,
    ...(input.name && { name: input.name }),
  };

  const [row] = input.name
    ? await db
        .insert(users)
        .values({
          id: newId(),
          type: 'admin',
          status: 'enabled',
          email: input.email,
          name: input.name,
          passwordHash,
        })
        .onConflictDoUpdate({ target: users.email, set: reset, setWhere: eq(users.type, 'admin') })
        // xmax is 0 on a freshly inserted row, set on an updated one
        .returning({ id: users.id, created: sql<boolean>`(xmax = 0)` })
    : await db
        .update(users)
        .set(reset)
        .where(and(eq(users.email, input.email), eq(users.type, 'admin')))
        .returning({ id: users.id, created: sql<boolean>`false` });

  if (!row) {
    const [other] = await db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, input.email))
      .limit(1);
    return { action: 'refused', reason: other ? 'not-an-admin' : 'name-required', email: input.email };
  }
  if (!row.created) await revokeUserSessions(db, row.id);
  return { action: row.created ? 'created' : 'reset', id: row.id, email: input.email };
}
