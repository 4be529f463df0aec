import { type APIRequestContext, expect, test } from './fixtures.js';
import { DEMO_USERS, demoLessonPaths, expectAccessible, expectNoSideScroll, signIn } from './helpers.js';

test.use({ locale: 'en-US' });

/** The demo student's id, read through the API as the admin. */
async function demoStudentId(request: APIRequestContext): Promise<string> {
  const login = await request.post('/api/auth/login', { data: DEMO_USERS.admin });
  const { token } = (await login.json()).data as { token: string };
  const list = await request.get(`/api/user/list?search=${DEMO_USERS.student.email}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(list.ok(), await list.text()).toBe(true);
  const [student] = (await list.json()).data.items as { _id: string }[];
  if (!student) throw new Error('the demo academy has no student');
  return student._id;
}

test('an admin views Academy as a student: read-only until switched, then back as admin on the course list', async ({
  page,
  request,
}) => {
  // two axe passes and three screens: more than the default minute on a busy machine
  test.setTimeout(180_000);
  const studentId = await demoStudentId(request);
  await signIn(page, 'admin');
  await page.goto(`/user/view/${studentId}/profile`);
  await page.getByRole('button', { name: 'View as this user' }).click();

  // the bar names the student; the app now shows her menus, not the admin's
  const bar = page.getByRole('region', { name: 'Simulation' });
  await expect(bar).toContainText('You are using Academy as Sofia Lima (student@academy.local)');
  await expect(page).toHaveURL(/\/courses$/);
  await expect(page.getByRole('navigation').getByRole('link', { name: 'Settings' })).toHaveCount(0);
  await expect(bar.getByRole('button', { name: 'View only' })).toHaveAttribute('aria-pressed', 'true');
  await expectAccessible(page);

  // a change is refused while the simulation only shows
  await page.goto('/profile/data');
  await page.getByRole('textbox', { name: 'Name', exact: true }).fill('Sofia Lima Changed');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('This is a view-only simulation')).toBeVisible();

  // switched to act as, the change is announced
  await bar.getByRole('button', { name: 'Act as' }).click();
  await expect(bar.getByRole('button', { name: 'Act as' })).toHaveAttribute('aria-pressed', 'true');
  await expect(bar.getByRole('status')).toHaveText(/Changes are allowed: you act as Sofia Lima/);

  // closing returns to the admin's own session, on the course list
  await bar.getByRole('button', { name: 'Close' }).click();
  await expect(page.getByRole('region', { name: 'Simulation' })).toHaveCount(0);
  await expect(page).toHaveURL(/\/courses$/);
  await page.goto('/settings/audit-log');
  await expect(page.getByRole('heading', { level: 1, name: 'Audit log' })).toBeVisible();

  // the audit log shows the simulation with both people
  const started = page.getByRole('listitem').filter({ hasText: 'Simulation started' }).first();
  await expect(started).toContainText('as Sofia Lima');
  await page.getByLabel('Action').click();
  await page.getByRole('option', { name: 'Simulation mode switched' }).click();
  // the closing menu's fading options would otherwise be read as faint text
  await expect(page.getByRole('listbox')).toHaveCount(0);
  await expect(
    page.getByRole('listitem').filter({ hasText: 'Simulation mode switched' }).first(),
  ).toContainText('to: act');
  await expectAccessible(page);
});

test('the audit log fits a phone and says when nothing matches', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await signIn(page, 'admin');
  await page.goto('/settings/audit-log?search=nobody-matches-this');
  await expect(page.getByText('No entry matches')).toBeVisible();
  await expectNoSideScroll(page);
});

test("a lesson's rating in a view-only simulation is refused with the simulation's own message", async ({
  page,
  request,
}) => {
  const studentId = await demoStudentId(request);
  const { video } = await demoLessonPaths(request);
  await signIn(page, 'admin');
  await page.goto(`/user/view/${studentId}/profile`);
  await page.getByRole('button', { name: 'View as this user' }).click();
  await expect(page.getByRole('region', { name: 'Simulation' })).toBeVisible();

  await page.goto(video);
  // the stars are the radios' labels (the radios themselves are visually hidden)
  await page.locator('label', { hasText: '4 stars' }).click();
  await expect(page.getByText('This is a view-only simulation')).toBeVisible();
  await expect(page.getByText('There is something wrong')).toHaveCount(0);
  await page.getByRole('region', { name: 'Simulation' }).getByRole('button', { name: 'Close' }).click();
  await expect(page.getByRole('region', { name: 'Simulation' })).toHaveCount(0);
});
