import { type APIRequestContext, expect, type Locator, type Page, test } from './fixtures.js';
import { DEMO_USERS, expectAccessible, expectNoSideScroll, signIn } from './helpers.js';
import { text } from './locales.js';

/** The demo admin reads English. */
const en = (key: string) => text('en', key);
const withName = (key: string, name: string) => en(key).replace('{name}', name);

test.use({ locale: 'en-US' });

/** The demo academy's LAAM tsm follows Argentina, Mexico and Chile; its BR tsm two distributors. */
const LUCIA = 'Lucía Fernández';
const BRUNO = 'Bruno Souza';

/** Chooses an option of a multiple-choice field by typing part of it (the list closes on the choice). */
async function pick(scope: Locator, field: string, typed: string, option: RegExp) {
  const box = scope.getByRole('combobox', { name: field });
  await box.click();
  await box.fill(typed);
  await scope.page().getByRole('option', { name: option }).click();
  await expect(scope.page().getByRole('listbox')).toHaveCount(0);
}

const rowOf = (page: Page, name: string) => page.getByRole('listitem').filter({ hasText: name });

/** Puts the demo's LAAM tsm back on his own countries, so other tests find the demo as seeded. */
async function restoreLucia(request: APIRequestContext) {
  const login = await request.post('/api/auth/login', { data: DEMO_USERS.admin });
  const headers = { authorization: `Bearer ${(await login.json()).data.token}` };
  const list = await request.get('/api/tsm/list?search=tsm.laam', { headers });
  const [lucia] = (await list.json()).data.items as {
    userId: string;
    countries: { _id: string; name: { en: string } }[];
  }[];
  if (!lucia) throw new Error('the demo academy has no LAAM tsm');
  const countries = lucia.countries
    .filter((country) => country.name.en !== 'Peru')
    .map((country) => country._id);
  const saved = await request.put(`/api/tsm/update/${lucia.userId}`, {
    headers,
    data: { regionType: 'LAAM', countries },
  });
  expect(saved.ok(), await saved.text()).toBe(true);
}

test('an admin opens TSM management from the settings page, gives a LAAM tsm a country, and that country for another TSM is refused as a duplicate', async ({
  page,
  request,
}) => {
  await signIn(page, 'admin');
  await page
    .getByRole('banner')
    .getByRole('link', { name: en('menu.settings') })
    .click();
  await page.getByRole('link', { name: new RegExp(en('tsm.title')) }).click();
  await expect(page).toHaveURL(/\/settings-tsm$/);
  await expect(page.getByRole('heading', { level: 1, name: en('tsm.title') })).toBeVisible();
  await expect(page).toHaveTitle(new RegExp(`^${en('tsm.title')}`));
  await expect(rowOf(page, BRUNO)).toContainText(en('tsm.type.BR'));
  await expect(rowOf(page, LUCIA)).toContainText(en('tsm.type.LAAM'));
  await expectAccessible(page);

  try {
    await rowOf(page, LUCIA)
      .getByRole('button', { name: withName('tsm.editTsm', LUCIA) })
      .click();
    const luciaDialog = page.getByRole('dialog', { name: withName('tsm.form.title', LUCIA) });
    await pick(luciaDialog, en('tsm.form.countries'), 'Per', /^Peru$/);
    await expectAccessible(page);
    await luciaDialog.getByRole('button', { name: en('common.save') }).click();
    await expect(luciaDialog).toBeHidden();
    await expect(page.getByText(withName('tsm.saved', LUCIA))).toBeVisible();
    await expect(rowOf(page, LUCIA)).toContainText('Peru');

    await rowOf(page, BRUNO)
      .getByRole('button', { name: withName('tsm.editTsm', BRUNO) })
      .click();
    const brunoDialog = page.getByRole('dialog', { name: withName('tsm.form.title', BRUNO) });
    await brunoDialog.getByRole('button', { name: en('tsm.type.LAAM') }).click();
    // the BR tsm's distributors give way to countries
    await expect(brunoDialog.getByRole('combobox', { name: en('tsm.form.masters') })).toHaveCount(0);
    await pick(brunoDialog, en('tsm.form.countries'), 'Per', /^Peru$/);
    await brunoDialog.getByRole('button', { name: en('common.save') }).click();
    await expect(brunoDialog.getByRole('alert')).toHaveText(en('errors.tsm-duplicate'));
    await brunoDialog.getByRole('button', { name: en('common.cancel') }).click();
    await expect(brunoDialog).toBeHidden();
    // nothing changed
    await expect(rowOf(page, BRUNO)).toContainText(en('tsm.type.BR'));
  } finally {
    await restoreLucia(request);
  }
});

test('on a phone, TSM management and its dialog fit the screen and work by keyboard', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await signIn(page, 'admin');
  await page.goto('/settings-tsm');
  await expect(page.getByRole('heading', { level: 1, name: en('tsm.title') })).toBeVisible();
  await expectNoSideScroll(page);

  const edit = rowOf(page, BRUNO).getByRole('button', { name: withName('tsm.editTsm', BRUNO) });
  await edit.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: withName('tsm.form.title', BRUNO) });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('combobox', { name: en('tsm.form.masters') })).toBeVisible();
  await expectNoSideScroll(page);
  await expectAccessible(page);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(edit).toBeFocused();
});
