import type { Language, UserType } from '@academy/domain';
import { eq } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import { users } from '../../db/schema/index.js';
import { isUniqueViolation } from '../../lib/db-errors.js';
import { AppError } from '../../lib/errors.js';
import { newId } from '../../lib/ids.js';
import type { AuthContext } from '../../lib/session-user.js';
import { applyRulesTo } from '../assignments/index.js';
import { recordAudits } from '../audit/index.js';
import { queueMails } from '../notifications/index.js';
import { queueWebhookEvents } from '../webhooks/index.js';
import type { Place } from './account-checks.js';
import { invitationMail } from './mails.js';
import { personData } from './person-events.js';

/** A new account's fields, checked already (`checkPlace` for a form; the import checks its rows in batches). */
export interface AccountFields extends Omit<Place, 'categoryIndex'> {
  categoryIndex?: number | null;
  type: UserType;
  name: string;
  /** lowercased and trimmed */
  email: string;
  status?: 'enabled' | 'disabled';
  lang?: Language | null;
  city?: string | null;
  avatar?: string | null;
  phone?: string | null;
  dialCode?: string | null;
}

/** Where the invitation's link points (`siteOrigin`) and where the request came from, for the audit. */
export interface Invitation {
  origin: string;
  ip?: string;
}

/**
 * No password matches this hash (the verifier refuses it): the person chooses his first password
 * through the invitation's link, the password-reset code flow.
 */
const NO_PASSWORD = '!';

/**
 * Creates one account inside the caller's transaction: the row (enabled unless said otherwise,
 * with no password), its audit entry, the person.created webhook event, and the invitation mail,
 * queued so that it leaves only once the transaction commits. A taken email is `email-taken`
 * (the unique index settles two creations racing for one). It answers the new id.
 */
export async function createAccount(
  tx: Tx,
  fields: AccountFields,
  auth: AuthContext,
  invitation: Invitation,
): Promise<string> {
  const [id] = await createAccounts(tx, [fields], auth, invitation);
  // the assignment rules whose audience he is in give him their course or path at once
  await applyRulesTo(tx, eq(users.id, id as string));
  return id as string;
}

/**
 * Creates several accounts as `createAccount` does, all or none, in the same few statements
 * whatever their number: the CSV import's batches (modules/user-import) go through here. It
 * answers the new ids in the order of `list`.
 */
export async function createAccounts(
  tx: Tx,
  list: readonly AccountFields[],
  auth: AuthContext,
  invitation: Invitation,
): Promise<string[]> {
  if (list.length === 0) return [];
  const rows = list.map((fields) => ({
    id: newId(),
    passwordHash: NO_PASSWORD,
    ...fields,
    status: fields.status ?? 'enabled',
    lang: fields.lang ?? null,
  }));
  try {
    // a savepoint, so that a taken email leaves the caller's transaction usable
    await tx.transaction((savepoint) => savepoint.insert(users).values(rows));
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError('email-taken', { email: 'validation.emailTaken' });
    throw error;
  }
  await recordAudits(
    tx,
    auth,
    rows.map((row) => ({
      action: 'user.create',
      entity: 'user',
      entityId: row.id,
      details: { type: row.type, distributorId: row.distributorId },
      ip: invitation.ip,
    })),
  );
  await queueMails(
    tx,
    rows.map((row) =>
      invitationMail({ name: row.name, email: row.email, lang: row.lang }, invitation.origin),
    ),
  );
  await queueWebhookEvents(tx, 'person.created', rows.map(personData));
  return rows.map((row) => row.id);
}
