import {
  assignmentState,
  CERTIFICATE_EXPIRY_NOTICE_DAYS,
  certificateStatus,
  courseProgress,
  dayOf,
  moduleProgress,
} from '@academy/domain';
import { and, eq, isNotNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as schema from '../db/schema/index.js';
import { DEMO_ADMIN } from '../db/seed/people.js';
import { loadStructure, progressStructure } from '../modules/courses/index.js';
import { openRenewals } from '../modules/renewals/index.js';
import { seedDemo } from '../test/demo-academy.js';
import { bearer, login } from '../test/factories.js';
import { createTestApp, type TestApp } from '../test/harness.js';
import { seedHistory } from './history.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await seedDemo(t.deps.db, t.deps.storage, seedHistory);
});
afterAll(() => t.close());

const DAY_MS = 86_400_000;

describe('demo history', () => {
  it('when seeded, a few hundred learners of the partner distributors joined over the last year, none in the demo accounts’ own', async () => {
    const rows = await t.deps.db
      .select({ distributorId: schema.users.distributorId, createdAt: schema.users.createdAt })
      .from(schema.users)
      .where(sql`${schema.users.email} like '%@partners.academy.local'`);
    expect(rows.length).toBeGreaterThanOrEqual(250);
    expect(new Set(rows.map((row) => row.distributorId)).size).toBeGreaterThanOrEqual(8);
    const [alfa] = await t.deps.db
      .select({ id: schema.users.distributorId })
      .from(schema.users)
      .where(eq(schema.users.email, 'student@academy.local'));
    expect(rows.some((row) => row.distributorId === alfa?.id)).toBe(false);
    const ages = rows.map((row) => (Date.now() - row.createdAt.getTime()) / DAY_MS);
    expect(Math.max(...ages)).toBeGreaterThan(330);
    expect(Math.min(...ages)).toBeLessThan(30);
  });

  it('when seeded, every module and course progress is the domain’s rule applied to the lesson progress', async () => {
    const courses = await t.deps.db.select().from(schema.courses);
    const lessons = await t.deps.db.select().from(schema.lessonProgress);
    const moduleRows = await t.deps.db.select().from(schema.moduleProgress);
    const courseRows = await t.deps.db.select().from(schema.courseProgress);
    expect(courseRows.length).toBeGreaterThan(200);
    for (const course of courses) {
      const structure = await loadStructure(t.deps.db, course.id);
      for (const row of courseRows.filter((r) => r.courseId === course.id)) {
        const mine = new Map(
          lessons
            .filter((l) => l.userId === row.userId && l.courseId === course.id)
            .map((l) => [l.lessonId, l.progress]),
        );
        const shape = progressStructure(
          course.structure,
          structure.modules,
          structure.lessons,
          (id) => mine.get(id) ?? 0,
        );
        expect(row.progress).toBeCloseTo(courseProgress(shape), 3);
        for (const module of shape.modules) {
          const stored = moduleRows.find((m) => m.userId === row.userId && m.moduleId === module.id);
          expect(stored?.progress ?? 0).toBeCloseTo(moduleProgress(module), 3);
        }
      }
    }
  });

  it('when seeded, the staff dashboard has learners at work in each of the last twelve months', async () => {
    const token = await login(t.app, DEMO_ADMIN.email, DEMO_ADMIN.password);
    const res = await t.app.inject({ method: 'GET', url: '/api/dashboard/staff', headers: bearer(token) });
    expect(res.statusCode).toBe(200);
    const { months } = res.json().data as {
      months: { activeLearners: number; completions: number; certificates: number }[];
    };
    // the current month may have just begun: the eleven before it are full
    for (const month of months.slice(0, -1)) expect(month.activeLearners).toBeGreaterThan(0);
    expect(
      months.filter((month) => month.completions > 0 && month.certificates > 0).length,
    ).toBeGreaterThanOrEqual(9);
  });

  it('when seeded, certificates follow their course’s validity: some end within the notice days, some have ended', async () => {
    const rows = await t.deps.db
      .select()
      .from(schema.certificates)
      .where(eq(schema.certificates.kind, 'course'));
    const now = new Date();
    const horizon = new Date(now.getTime() + CERTIFICATE_EXPIRY_NOTICE_DAYS * DAY_MS);
    const statuses = rows.map((row) => certificateStatus(row, now));
    expect(statuses.filter((status) => status === 'expired').length).toBeGreaterThan(5);
    const ending = rows.filter(
      (row) => certificateStatus(row, now) === 'valid' && row.expiresAt && row.expiresAt < horizon,
    );
    expect(ending.length).toBeGreaterThan(2);
    const completed = await t.deps.db
      .select({ n: sql<number>`count(*)::int` })
      .from(schema.courseProgress)
      .where(isNotNull(schema.courseProgress.completedAt));
    // each completion issued the course's certificate (the renewal's holder's course is open again)
    expect(rows.length).toBeGreaterThanOrEqual(completed[0]?.n ?? 0);
  });

  it('when seeded, one rule and assignments in every state, some overdue and some completed late, reminded once', async () => {
    const rules = await t.deps.db.select().from(schema.assignmentRules);
    expect(rules).toHaveLength(1);
    const rows = await t.deps.db.select().from(schema.assignments);
    const today = dayOf(new Date());
    const states = new Set(rows.map((row) => assignmentState(row, today)));
    for (const state of ['overdue', 'completed', 'completed-late', 'in-progress'] as const)
      expect(states.has(state), state).toBe(true);
    expect(rows.filter((row) => row.ruleId === rules[0]?.id).length).toBeGreaterThan(5);
    const reminders = await t.deps.db.select().from(schema.assignmentReminders);
    const overdue = rows.filter((row) => assignmentState(row, today) === 'overdue');
    expect(reminders.filter((r) => overdue.some((row) => row.id === r.assignmentId))).toHaveLength(
      overdue.length,
    );
  });

  it('when seeded, one renewal is in progress: its window is open, its renewal assigned, its renewal part reopened, and the job opens no other', async () => {
    const [renewal] = await t.deps.db
      .select()
      .from(schema.assignments)
      .where(isNotNull(schema.assignments.certificateId));
    expect(renewal).toBeDefined();
    const [certificate] = await t.deps.db
      .select()
      .from(schema.certificates)
      .where(eq(schema.certificates.id, renewal?.certificateId ?? ''));
    expect(certificate?.expiresAt?.getTime()).toBeGreaterThan(Date.now());
    expect(renewal?.dueOn).toBe(dayOf(certificate?.expiresAt ?? new Date()));
    const [progress] = await t.deps.db
      .select()
      .from(schema.courseProgress)
      .where(
        and(
          eq(schema.courseProgress.userId, renewal?.userId ?? ''),
          eq(schema.courseProgress.courseId, renewal?.courseId ?? ''),
        ),
      );
    expect(progress?.cycleStartedAt).not.toBeNull();
    expect(progress?.progress).toBeLessThan(100);
    expect(await openRenewals(t.deps.db)).toBe(0);
  });
});
