import type { LessonInput } from '@academy/domain';
import { inArray } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import { lessonPackages } from '../../db/schema/index.js';
import { AppError } from '../../lib/errors.js';
import { filledOnly } from './languages.js';

/**
 * Checks in one query that every package a package lesson plays was uploaded (POST
 * lesson-packages), and answers 422 invalid-file naming each language whose package was not, as
 * a video's or pdf's unknown file is answered.
 */
export async function checkPackageRefs(tx: Tx, lesson: LessonInput) {
  if (lesson.kind !== 'package') return;
  const refs = Object.entries(filledOnly(lesson.content.package));
  const ids = [...new Set(refs.map(([, id]) => id))];
  if (ids.length === 0) return;
  const rows = await tx
    .select({ id: lessonPackages.id })
    .from(lessonPackages)
    .where(inArray(lessonPackages.id, ids));
  const known = new Set(rows.map((row) => row.id));
  const unknown = refs.filter(([, id]) => !known.has(id));
  if (unknown.length > 0)
    throw new AppError(
      'invalid-file',
      Object.fromEntries(
        unknown.map(([lang]) => [`lesson.content.package.${lang}`, 'validation.invalidFile']),
      ),
    );
}
