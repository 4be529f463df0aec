import { eq, getTableColumns, sql } from 'drizzle-orm';
import { it } from 'vitest';
import { courses, lessons, modules } from '../../db/schema/index.js';
import { createTestApp } from '../../test/harness.js';
import { audienceColumns } from './view.js';
it('debug', async () => {
  const t = await createTestApp();
  const q = t.deps.db.select({
      ...getTableColumns(courses),
      ...audienceColumns,
      hasContent: sql<boolean>`exists (select 1 from ${lessons} where ${lessons.courseId} = ${courses.id}) or exists (select 1 from ${modules} where ${modules.courseId} = ${courses.id})`,
    }).from(courses).where(eq(courses.id, 'x')).for('no key update', { of: courses });
  console.log(q.toSQL().sql);
  await t.close();
});
