import {
  type CustomCertificatesRequest,
  certificateEndDate,
  DEFAULT_LANGUAGE,
  type IssuedCertificate,
} from '@academy/domain';
import { inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { certificates, users } from '../../db/schema/index.js';
import { unlessReferenceGone } from '../../lib/db-errors.js';
import { AppError } from '../../lib/errors.js';
import { newId } from '../../lib/ids.js';
import { notifyUsers } from '../notifications/index.js';
import { queueWebhookEventsOf } from '../webhooks/index.js';
import { newVerificationCode } from './code.js';
import { certificateEvents } from './events.js';
import { MY_CERTIFICATES_ROUTE } from './issue.js';

/**
 * The certificate generator's confirmation: one custom certificate (the same title, text and
 * validity) for each chosen user, printed with his name and in his language, listed and
 * verified like a course certificate, and told to webhooks (certificate.issued, one statement for
 * the batch). All or none: an unknown user refuses the whole batch.
 */
export async function issueCustomCertificates(
  db: Db,
  adminId: string,
  input: CustomCertificatesRequest,
): Promise<{ items: IssuedCertificate[] }> {
  const holders = await db
    .select({ id: users.id, name: users.name, lang: users.lang })
    .from(users)
    .where(inArray(users.id, input.users));
  if (holders.length !== input.users.length)
    throw new AppError('validation-failed', { users: 'validation.users' });

  const { title, text, validityMonths } = input.certificate;
  const issuedAt = new Date();
  const rows = holders.map((holder) => ({
    id: newId(),
    userId: holder.id,
    kind: 'custom' as const,
    code: newVerificationCode(),
    holderName: holder.name,
    lang: holder.lang ?? DEFAULT_LANGUAGE,
    title,
    data: { text },
    issuedBy: adminId,
    issuedAt,
    expiresAt: certificateEndDate(issuedAt, validityMonths),
  }));
  // a user deleted since he was looked up is the same bad input as an unknown one
  await unlessReferenceGone(
    () =>
      db.transaction(async (tx) => {
        await tx.insert(certificates).values(rows);
        await notifyUsers(
          tx,
          rows.map((row) => row.userId),
          {
            type: 'certificate-issued',
            describe: {
              en: `You received the certificate "${title}"`,
              pt: `Você recebeu o certificado "${title}"`,
              es: `Recibió el certificado "${title}"`,
            },
            route: MY_CERTIFICATES_ROUTE,
          },
        );
        const ids = rows.map((row) => row.id);
        await queueWebhookEventsOf(
          tx,
          'certificate.issued',
          certificateEvents(inArray(certificates.id, ids)),
        );
      }),
    () => new AppError('validation-failed', { users: 'validation.users' }),
  );
  return {
    items: rows.map((row) => ({ _id: row.id, userId: row.userId, name: row.holderName, code: row.code })),
  };
}
