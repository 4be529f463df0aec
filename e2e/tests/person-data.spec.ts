import { readFile } from 'node:fs/promises';
import { readZip } from '../../apps/api/src/test/read-zip.js';
import { expect, test } from './fixtures.js';
import { expectAccessible, newLearner, signIn } from './helpers.js';

test.use({ locale: 'en-US' });

test("an admin downloads a person's data, then erases it choosing to revoke the certificates; the person's view shows only a pseudonym", async ({
  page,
}) => {
  const stamp = Date.now().toString(36);
  const person = await newLearner(page.request, `Bento Apagado ${stamp}`);
  await signIn(page, 'admin');
  await page.goto(`/user/view/${person._id}`);
  await expect(page.getByRole('heading', { level: 1, name: person.name })).toBeVisible();

  const downloaded = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download data' }).click();
  const zip = await readZip(await readFile((await (await downloaded).path()) ?? ''));
  const [account] = JSON.parse(zip.get('users.json')?.toString() ?? '[]') as { name: string }[];
  expect(account?.name).toBe(person.name);
  expect([...zip.keys()]).toContain('LEIA-ME.txt');

  await page.getByRole('button', { name: 'Erase data' }).click();
  const dialog = page.getByRole('dialog', { name: `Erase the data of ${person.name}?` });
  await dialog.getByRole('radio', { name: 'Revoke them' }).check();
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Erase' }).click();
  await expect(page.getByText(`The data of ${person.name} was erased`)).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: /^Erased person [0-9a-f]{8}$/ })).toBeVisible();
  await expect(page.getByRole('main').getByText(person.name)).toHaveCount(0);
});

test('an admin sees what the retention rules would remove before saving them, and a rule below its floor is refused', async ({
  page,
}) => {
  await signIn(page, 'admin');
  await page.goto('/settings');
  await page.getByRole('link', { name: /^Retention/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Retention' })).toBeVisible();
  const audit = page.getByRole('spinbutton', { name: 'Audit log entries, days' });
  await audit.fill('90');
  await expect(page.getByRole('status')).toContainText(/\d+ of \d+ audit entries would be deleted/);
  await audit.fill('30');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(audit).toHaveAccessibleDescription('Use 0, or at least the number of days shown below');
  await expectAccessible(page);
  await audit.fill('0');
  await page.getByRole('spinbutton', { name: "Learners' accounts without sign-in, days" }).fill('0');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Retention rules saved')).toBeVisible();
});
