import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Webhook } from 'standardwebhooks';
import { expect, test } from './fixtures.js';
import { expectAccessible, expectNoSideScroll, signIn } from './helpers.js';
import { tabTo } from './keyboard.js';

test.use({ locale: 'en-US' });

test('an admin makes an API token for reports only, a system reads the course report with it and nothing else, and revoking it stops it at once', async ({
  page,
  request,
}) => {
  const name = `CRM ${Date.now()}`;
  await signIn(page, 'admin');
  await page.goto('/settings');
  await page.getByRole('link', { name: /API tokens/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'API tokens' })).toBeVisible();
  await expectAccessible(page);

  await page.getByRole('button', { name: 'New token' }).click();
  const dialog = page.getByRole('dialog', { name: 'New API token' });
  // nothing chosen: the form says what is missing
  await dialog.getByRole('button', { name: 'Make token' }).click();
  await expect(dialog.getByText('Choose at least one thing the token may reach')).toBeVisible();
  await dialog.getByLabel('Name').fill(name);
  await dialog.getByRole('checkbox', { name: 'Read reports and dashboards' }).check();
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Make token' }).click();

  const shown = page.getByRole('textbox', { name: 'Token' });
  await expect(shown).toHaveValue(/^acd_/);
  const token = await shown.inputValue();
  const row = page.getByRole('listitem').filter({ hasText: name });
  await expect(row.getByText('Active')).toBeVisible();
  await expect(row.getByText('never used')).toBeVisible();

  const headers = { Authorization: `Bearer ${token}` };
  expect((await request.get('/api/report/course-list', { headers })).status()).toBe(200);
  const outside = await request.get('/api/user/list', { headers });
  expect([outside.status(), (await outside.json()).error]).toEqual([403, 'insufficient-scope']);

  await page.getByRole('button', { name: 'I have kept it' }).click();
  await expect(shown).toHaveCount(0);
  await page.reload();
  await expect(row.getByText(/last used/)).toBeVisible();

  await row.getByRole('button', { name: `Revoke ${name}` }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Revoke' }).click();
  await expect(row.getByText('Revoked', { exact: true })).toBeVisible();
  expect((await request.get('/api/report/course-list', { headers })).status()).toBe(401);
});

interface Received {
  headers: IncomingHttpHeaders;
  body: string;
}

test('an admin adds a webhook by keyboard, sends it a test and sees it delivered, signed, in the log; on a phone too', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const received: Received[] = [];
  const receiver = createServer((incoming, answer) => {
    let body = '';
    incoming.on('data', (chunk) => {
      body += chunk;
    });
    incoming.on('end', () => {
      received.push({ headers: incoming.headers, body });
      answer.end('ok');
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/academy`;
  const name = `Partner CRM ${Date.now()}`;
  try {
    await signIn(page, 'admin');
    await page.goto('/settings/webhooks');
    await expect(page.getByRole('heading', { level: 1, name: 'Webhooks' })).toBeVisible();

    await tabTo(page, page.getByRole('button', { name: 'New webhook' }));
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'New webhook' });
    await page.keyboard.type(name);
    await dialog.getByLabel('Address').fill(url);
    await tabTo(page, dialog.getByRole('checkbox', { name: 'Person created' }));
    await page.keyboard.press('Space');
    await dialog.getByRole('checkbox', { name: 'Certificate issued' }).check();
    await expectAccessible(page);
    await dialog.getByRole('button', { name: 'Save' }).click();

    const secret = await page.getByRole('textbox', { name: 'Signing secret' }).inputValue();
    expect(secret).toMatch(/^whsec_/);
    const row = page.getByRole('listitem').filter({ hasText: name });
    await expect(row.getByText('signing secret set')).toBeVisible();
    await expect(row.getByText(secret)).toHaveCount(0);

    await row.getByRole('link', { name }).click();
    await expect(page.getByRole('heading', { level: 1, name: `Deliveries of ${name}` })).toBeVisible();
    await expect(page.getByText('No deliveries yet')).toBeVisible();
    await page.getByRole('button', { name: 'Send a test' }).click();
    // the delivery job is woken when the test is queued; the log reads itself again every 5 s
    const delivery = page.getByRole('listitem').filter({ hasText: 'webhook.test' });
    await expect(delivery.getByText('Delivered')).toBeVisible({ timeout: 30_000 });
    await expect(delivery.getByText(/answered 200/)).toBeVisible();
    await expectAccessible(page);

    expect(received).toHaveLength(1);
    const [sent] = received;
    const payload = new Webhook(secret).verify(sent?.body ?? '', sent?.headers as Record<string, string>);
    expect(payload).toMatchObject({ type: 'webhook.test', data: { subscription: { name } } });

    await delivery.getByRole('button', { name: 'Send webhook.test again' }).click();
    await expect(page.getByText('2 tries')).toBeVisible({ timeout: 30_000 });
    expect(received.map((each) => each.headers['webhook-id'])).toEqual([
      sent?.headers['webhook-id'],
      sent?.headers['webhook-id'],
    ]);

    await page.setViewportSize({ width: 375, height: 800 });
    await expectNoSideScroll(page);
    await page.goto('/settings/webhooks');
    await expect(page.getByRole('listitem').filter({ hasText: name })).toBeVisible();
    await expectNoSideScroll(page);
    await expectAccessible(page);
  } finally {
    receiver.closeAllConnections();
    receiver.close();
  }
});
