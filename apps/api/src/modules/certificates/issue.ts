import { DEFAULT_LANGUAGE, type Language, renewingEndDate } from '@academy/domain';
import { and, eq, isNull } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import type { Localized } from '../../db/schema/columns.js';
import { certificates, courses, lessons, users } from '../../db/schema/index.js';
import { newId } from '../../lib/ids.js';
import { textIn } from '../../lib/localized-text.js';
import { notifyUsers } from '../notifications/index.js';
import { queueWebhookEventsOf } from '../webhooks/index.js';
import { newVerificationCode } from './code.js';
import { certificateEvents } from './events.js';

export const MY_CERTIFICATES_ROUTE = '/courses/my-certificates';

export interface IssuedRow {
  id: string;
  userId: string;
  code: string;
  /** as printed, in the holder's language */
  title: string;
  kind: 'course' | 'lesson' | 'custom';
}

/** The learner as the certificate prints him: his name and language of today. */
async function holderOf(tx: Tx, userId: string) {
  const [holder] = await tx
    .select({ name: users.name, lang: users.lang })
    .from(users)
    .where(eq(users.id, userId));
  return holder && { name: holder.name, lang: holder.lang ?? DEFAULT_LANGUAGE };
}

/**
 * Issues the learner's certificate of a completed course, or, with `lessonId`, of a passed exam
 * lesson of that course whose `generate_certificate` is on (any other lesson issues nothing, so
 * callers may call it on every pass). Call it inside the transaction that records the completion.
 *
 * A learner gets one certificate per course and one per such lesson, ever: the unique partial
 * indexes settle two completions at once (`on conflict do nothing`), and a later completion of
 * the same course (say after lessons were added) keeps the first certificate. The exception is a
 * renewal (`renews`: the certificate his open renewal assignment renews): completing the course
 * again then marks that one renewed and issues a new one linked to it, valid from the end of the
 * renewed one when that has not come yet (renewing early loses no time), else from now. It stores the
 * holder's name and language, the title in that language and, when the course sets a validity,
 * its end; the learner is notified, and webhooks told (certificate.issued, or certificate.renewed
 * for the certificate of a renewal). Answers the certificate issued, or null when none was.
 */
export async function issueCertificates(
  tx: Tx,
  userId: string,
  courseId: string,
  lessonId?: string,
  options: { renews?: string } = {},
): Promise<IssuedRow | null> {
  const holder = await holderOf(tx, userId);
  const [course] = await tx
    .select({
      title: courses.title,
      langs: courses.langs,
      validityMonths: courses.certificateValidityMonths,
      version: courses.version,
    })
    .from(courses)
    .where(eq(courses.id, courseId));
  if (!holder || !course) return null;

  let title: Localized = course.title;
  if (lessonId) {
    const [lesson] = await tx
      .select({ title: lessons.title, kind: lessons.kind, generates: lessons.generateCertificate })
      .from(lessons)
      .where(and(eq(lessons.id, lessonId), eq(lessons.courseId, courseId)));
    // lessons scored on the server give their own certificate: exams, and packages that report a pass
    if ((lesson?.kind !== 'exam' && lesson?.kind !== 'package') || !lesson.generates) return null;
    const both = (lang: Language) =>
      [textIn(course.title, lang, course.langs), textIn(lesson.title, lang, course.langs)]
        .filter(Boolean)
        .join(': ');
    title = { en: both('en'), pt: both('pt'), es: both('es') };
  }

  const issuedAt = new Date();
  // a renewal replaces the holder's current certificate of the course, which stays, renewed; the
  // new validity follows on from the end of the renewed one (`renewingEndDate`)
  const [renewed] =
    options.renews && !lessonId
      ? await tx
          .update(certificates)
          .set({ renewedAt: issuedAt })
          .where(and(eq(certificates.id, options.renews), isNull(certificates.renewedAt)))
          .returning({ expiresAt: certificates.expiresAt })
      : [];
  const renewsId = lessonId ? null : (options.renews ?? null);
  const [issued] = await tx
    .insert(certificates)
    .values({
      id: newId(),
      userId,
      courseId,
      lessonId: lessonId ?? null,
      kind: lessonId ? 'lesson' : 'course',
      code: newVerificationCode(),
      holderName: holder.name,
      lang: holder.lang,
      title: textIn(title, holder.lang, course.langs),
      issuedAt,
      expiresAt: renewingEndDate(issuedAt, course.validityMonths, renewed?.expiresAt ?? null),
      renewsId,
      version: course.version,
    })
    .onConflictDoNothing()
    .returning({
      id: certificates.id,
      userId: certificates.userId,
      code: certificates.code,
      title: certificates.title,
      kind: certificates.kind,
    });
  if (!issued) return null;

  const name = (lang: Language) => textIn(title, lang, course.langs);
  await notifyUsers(tx, [userId], {
    type: 'certificate-issued',
    describe: {
      en: `You earned the certificate "${name('en')}"`,
      pt: `Você conquistou o certificado "${name('pt')}"`,
      es: `Obtuvo el certificado "${name('es')}"`,
    },
    route: MY_CERTIFICATES_ROUTE,
    aboutId: issued.id,
  });
  await queueWebhookEventsOf(
    tx,
    renewsId ? 'certificate.renewed' : 'certificate.issued',
    certificateEvents(eq(certificates.id, issued.id)),
  );
  return issued;
}
