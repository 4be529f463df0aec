import type { PackageStandard, PackageUnit } from '@academy/domain';
import { expect } from 'vitest';
import type { Db } from '../db/client.js';
import { lessonPackages } from '../db/schema/index.js';
import { newId } from '../lib/ids.js';
import { type Client, inAllLanguages } from './course-data.js';

/**
 * Builders for the package lessons' tests: a package's row as an upload leaves it (its files do
 * not matter to attempts) and a published course playing it, authored through the API.
 */

export const units = (count: number): PackageUnit[] =>
  Array.from({ length: count }, (_, index) => ({
    id: `sco-${index + 1}`,
    title: `Part ${index + 1}`,
    launch: `part${index + 1}/index.html`,
  }));

export async function makePackage(db: Db, standard: PackageStandard, parts: PackageUnit[] = units(1)) {
  const id = newId();
  await db
    .insert(lessonPackages)
    .values({ id, standard, title: `A ${standard} package`, units: parts, files: 3, bytes: 1000 });
  return id;
}

async function ok(res: Promise<{ status: number; body: { data?: unknown } }>) {
  const answer = await res;
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body.data as { _id: string };
}

/** A published linear course of one package lesson that plays `packageId` in every language. */
export async function packageCourse(admin: Client, packageId: string, extra: Record<string, unknown> = {}) {
  const course = await ok(
    admin.post('course/create', {
      title: inAllLanguages('Package course'),
      description: inAllLanguages('About'),
      langs: ['en', 'pt', 'es'],
      status: 'published',
    }),
  );
  const content = { package: { en: packageId, pt: packageId, es: packageId } };
  const lesson = await ok(
    admin.post('course/lesson/save', {
      lesson: {
        courseId: course._id,
        kind: 'package',
        title: inAllLanguages('Package lesson'),
        content,
        ...extra,
      },
    }),
  );
  return { courseId: course._id, lessonId: lesson._id };
}
