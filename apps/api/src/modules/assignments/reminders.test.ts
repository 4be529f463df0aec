import { addDays, dayOf } from '@academy/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox, notifications, users } from '../../db/schema/index.js';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { makePathWorld, type PathWorld } from '../../test/learning-path-world.js';
import { sendAssignmentReminders } from './reminders.js';

let t: TestApp;
let world: PathWorld;
let course: { courseId: string; lessonIds: string[] };
let courseId: string;
let email: string;
const dueOn = addDays(dayOf(new Date()), 10);
/** Noon (UTC) of the day `days` days from the due day. */
const dayFromDue = (days: number) => new Date(`${addDays(dueOn, days)}T12:00:00Z`);

beforeAll(async () => {
  t = await createTestApp();
  world = await makePathWorld(t);
  course = await world.makeCourse('Due course');
  courseId = course.courseId;
  await t.deps.db.update(users).set({ lang: 'es' }).where(eq(users.id, world.people.studentA));
  const [person] = await t.deps.db
    .select({ email: users.email })
    .from(users)
    .where(eq(users.id, world.people.studentA));
  email = person?.email as string;
  const res = await world.api.admin.post('/assignment/create', {
    item: { kind: 'course', id: courseId },
    audience: { people: [world.people.studentA] },
    due: { date: dueOn },
  });
  expect(res.body.data.assigned).toBe(1);
  await t.app.inject({
    method: 'POST',
    url: '/api/setting/create-or-update',
    headers: { authorization: `Bearer ${world.tokens.admin}` },
    payload: { name: 'site_url', value: 'https://academy.example.com' },
  });
});
afterAll(() => t.close());

const mails = () =>
  t.deps.db
    .select({ subject: mailOutbox.subject, text: mailOutbox.text })
    .from(mailOutbox)
    .where(eq(mailOutbox.to, email));
const notices = () =>
  t.deps.db
    .select({ describe: notifications.describe, route: notifications.route })
    .from(notifications)
    .where(
      and(eq(notifications.userId, world.people.studentA), eq(notifications.type, 'assignment-reminder')),
    );

describe('assignment reminders', () => {
  it('go 7 days and 1 day before, on the first overdue day and weekly after, each once', async () => {
    const db = t.deps.db;
    const runs: [number, number][] = [
      [-8, 0],
      [-7, 1],
      [-7, 0], // again the same day
      [-3, 0],
      [-1, 1],
      [-5, 0], // the clock moved back: the week-ahead reminder went already
      [0, 0],
      [1, 1],
      [7, 0],
      [8, 1],
      [8, 0],
    ];
    for (const [day, expected] of runs)
      expect(await sendAssignmentReminders(db, dayFromDue(day)), `day ${day}`).toBe(expected);
    expect(await mails()).toHaveLength(4);
    expect(await notices()).toHaveLength(4);
  });

  it('write in the person language and link to the course at the academy address', async () => {
    const [first] = await mails();
    expect(first?.subject).toBe('"Due course (es)" vence pronto');
    expect(first?.text).toContain(`https://academy.example.com/course/view/${courseId}`);
    expect(first?.text).toContain(dueOn.split('-').reverse().join('/'));
    const [notice] = await notices();
    expect(notice?.route).toBe(`/course/view/${courseId}`);
    expect(notice?.describe.en).toContain('"Due course (en)" is due on');
  });

  it('go once when two instances run at the same time', async () => {
    const counts = await Promise.all([
      sendAssignmentReminders(t.deps.db, dayFromDue(15)),
      sendAssignmentReminders(t.deps.db, dayFromDue(15)),
    ]);
    expect(counts.filter((count) => count === 1)).toHaveLength(1);
    expect(await mails()).toHaveLength(5);
  });

  it('stop once the course is completed', async () => {
    await world.complete(world.tokens.student, course);
    expect(await sendAssignmentReminders(t.deps.db, dayFromDue(22))).toBe(0);
  });

  it('put the due day in a calendar file the person and his master can download, no one else', async () => {
    const [row] = (await world.api.student.get('/assignment/mine')).body.data;
    const url = `/assignment/calendar/${row._id}`;
    const own = await t.app.inject({
      method: 'GET',
      url: `/api${url}`,
      headers: { authorization: `Bearer ${world.tokens.student}` },
    });
    expect(own.statusCode).toBe(200);
    expect(own.headers['content-type']).toMatch(/^text\/calendar/);
    // iCalendar folds lines longer than 75 octets: a fold is a line break and a space
    const unfolded = own.body.replaceAll('\r\n ', '');
    expect(unfolded).toContain(`DTSTART;VALUE=DATE:${dueOn.replaceAll('-', '')}`);
    expect(unfolded).toContain('SUMMARY:Fecha límite: Due course (es)');
    expect(unfolded).toContain(`URL;VALUE=URI:https://academy.example.com/course/view/${courseId}`);
    for (const [role, status] of [
      ['master', 200],
      ['fact', 404],
      ['tsmLAAM', 404],
    ] as const) {
      const res = await t.app.inject({
        method: 'GET',
        url: `/api${url}`,
        headers: { authorization: `Bearer ${world.tokens[role]}` },
      });
      expect(res.statusCode, role).toBe(status);
    }
  });
});
