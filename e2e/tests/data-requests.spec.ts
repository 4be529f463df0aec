import { expect, test } from './fixtures.js';
import { expectAccessible, expectNoSideScroll, newLearner, signIn, signInAs } from './helpers.js';
import { text } from './locales.js';

const pt = (key: string) => text('pt', key);
/** The learner's due date as his list writes it. */
const DUE = /Resposta até (\d{2}\/\d{2}\/\d{4})/;

test('a learner in Portuguese downloads his data and asks for erasure; an admin closes it from the queue and he sees it done', async ({
  page,
  browser,
  baseURL,
  request,
}) => {
  const name = `Rita Dados ${Date.now()}`;
  const learner = await newLearner(request, name);

  await signInAs(page, learner);
  await page.goto('/profile/privacy');
  await expect(page.getByRole('heading', { level: 2, name: pt('dataRequests.mine.title') })).toBeVisible();
  await expect(page.getByText(pt('dataRequests.mine.none'))).toBeVisible();
  await expectAccessible(page);

  const [zip] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: pt('dataRequests.mine.download') }).click(),
  ]);
  expect(zip.suggestedFilename()).toMatch(/\.zip$/);
  expect((await zip.failure()) ?? null).toBeNull();

  await page.getByRole('radio', { name: pt('dataRequests.mine.erasure') }).check();
  await page.getByRole('textbox', { name: pt('dataRequests.mine.details') }).fill('Quero sair da academia');
  await page.getByRole('button', { name: pt('dataRequests.mine.send') }).click();
  const confirmation = page.getByRole('dialog', { name: pt('dataRequests.mine.confirmErasureTitle') });
  await confirmation.getByRole('button', { name: pt('dataRequests.mine.send') }).click();
  await expect(page.getByText(pt('dataRequests.mine.sent'))).toBeVisible();
  const mine = page.getByRole('list', { name: pt('dataRequests.mine.requests') });
  await expect(mine).toContainText(pt('dataRequests.kinds.erasure'));
  await expect(mine).toContainText(pt('dataRequests.statuses.open'));
  const dueText = (await mine.getByText(/Resposta até/).textContent()) ?? '';
  const due = DUE.exec(dueText)?.[1];
  expect(due).toBeDefined();

  // the admin, in a browser of his own
  const admin = await (await browser.newContext({ baseURL, locale: 'en-US' })).newPage();
  await signIn(admin, 'admin');
  await admin.goto('/settings');
  await admin.getByRole('link', { name: /Data requests/ }).click();
  await expect(admin.getByRole('heading', { level: 1, name: 'Data requests' })).toBeVisible();
  await expect(admin.getByRole('group', { name: 'Requests waiting' })).toContainText(/\d+ open/);
  await admin.getByLabel('Person (name or email)').fill(name);
  const queue = admin.getByRole('list', { name: 'Data requests' });
  await expect(queue.getByRole('listitem')).toHaveCount(1);
  await expect(queue).toContainText(name);
  await expect(queue).toContainText('Erasure');
  await expect(queue).toContainText(`Due ${due}`);
  await expectAccessible(admin);

  await admin.setViewportSize({ width: 375, height: 800 });
  await expectNoSideScroll(admin);
  await admin.setViewportSize({ width: 1280, height: 800 });

  await queue.getByRole('button', { name: `Close the request of ${name}` }).click();
  const closing = admin.getByRole('dialog', { name: `Close the request of ${name}` });
  // an outcome is required before anything is sent
  await closing.getByRole('button', { name: 'Close', exact: true }).click();
  await expect(closing.getByText('Required')).toBeVisible();
  await closing.getByRole('textbox', { name: /What was done/ }).fill('Conta e dados eliminados');
  await expectAccessible(admin);
  await closing.getByRole('button', { name: 'Close', exact: true }).click();
  await admin
    .getByRole('dialog', { name: 'Close this request?' })
    .getByRole('button', { name: 'Close the request' })
    .click();
  await expect(admin.getByText(`Request closed; ${name} is mailed`)).toBeVisible();
  // the queue shows the open requests: his left it
  await expect(admin.getByText('No request matches these filters')).toBeVisible();
  await admin.context().close();

  await page.reload();
  await expect(mine).toContainText(pt('dataRequests.statuses.done'));
  await expect(mine).toContainText('Conta e dados eliminados');
});
