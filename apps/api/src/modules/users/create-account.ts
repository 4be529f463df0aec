import type { Language, UserType } from '@academy/domain';
import type { Tx } from '../../db/client.js';
import { users } from '../../db/schema/index.js';
import { isUniqueViolation } from '../../lib/db-errors.js';
import { AppError } from '../../lib/errors.js';
import { newId } from '../../lib/ids.js';
import { recordAudit } from '../auth/audit.js';
import type { AuthContext } from '../auth/sessions.js';
import { queueMails } from '../notifications/mail-queue.js';
import type { Place } from './account-checks.js';
import { invitationMail } from './mails.js';

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
 * with no password), its audit entry, and the invitation mail, queued so that it leaves only
 * once the transaction commits. A taken email is `email-taken` (the unique index settles two
 * creations racing for one). The CSV import calls it once per new row inside that row's
 * transaction; it answers the new id.
 */
export async function createAccount(
  tx: Tx,
  fields: AccountFields,
  auth: AuthContext,
  invitation: Invitation,
): Promise<string> {
  const id = newId();
  const row = {
    id,
    passwordHash: NO_PASSWORD,
    ...fields,
    status: fields.status ?? 'enabled',
    lang: fields.lang ?? null,
  };
  try {
    // a savepoint, so that a taken email leaves the caller's transaction usable
    await tx.transaction((savepoint) => savepoint.insert(users).values(row));
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError('email-taken', { email: 'validation.emailTaken' });
    throw error;
  }
  await recordAudit(tx, auth, {
    action: 'user.create',
    entity: 'user',
    entityId: id,
    details: { type: fields.type, distributorId: fields.distributorId },
    ip: invitation.ip,
  });
  await queueMails(tx, [
    invitationMail({ name: fields.name, email: fields.email, lang: row.lang }, invitation.origin),
  ]);
  return id;
}
