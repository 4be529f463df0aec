import { expect, type Page, test } from './fixtures.js';
import {
  approvedPerson,
  DEMO_USERS,
  dataOf,
  expectAccessible,
  expectNoSideScroll,
  mainMenu,
  signIn,
} from './helpers.js';

test.use({ locale: 'en-US' });

/** Chooses an option of a multiple-choice field by typing part of it. */
async function pick(page: Page, field: string, typed: string, option: RegExp) {
  const box = page.getByRole('combobox', { name: field });
  await box.click();
  await box.fill(typed);
  await page.getByRole('option', { name: option }).click();
  await box.press('Escape');
}

test('an admin makes a team from the people of two distributors, finds it in the list and its view, and removes it', async ({
  page,
  request,
}) => {
  // the team's members are made here: a team holding a demo account would change it for other files
  const rita = await approvedPerson(request, 'Rita Carioca', 'RJ');
  const sara = await approvedPerson(request, `Sara Paulista ${Date.now().toString(36)}`, 'SP');
  const name = `Rio and São Paulo sellers ${Date.now()}`;
  await signIn(page, 'admin');

  await mainMenu(page).getByRole('link', { name: 'Teams' }).click();
  await expect(page).toHaveURL(/\/teams$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Teams' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Alfa Sales Team', exact: true })).toBeVisible();
  await expect(page).toHaveTitle(/Teams/);
  await expectAccessible(page);

  await page.getByRole('link', { name: 'New team' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'New team' })).toBeVisible();
  // the people wait for a distributor; saving without one says what is missing
  await expect(page.getByRole('combobox', { name: 'Members' })).toBeDisabled();
  // the hints under the waiting fields are read as well as any text
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Required', { exact: true })).toBeVisible();
  await expect(page.getByText('Choose at least one distributor')).toBeVisible();

  await page.getByRole('textbox', { name: 'Name' }).fill(name);
  await pick(page, 'Distributors', 'Alfa', /^Alfa Distribuição/);
  await pick(page, 'Distributors', 'Carioca', /^Carioca Redes/);
  await pick(page, 'Leaders', 'Marcos', /^Marcos Alfa/);
  await pick(page, 'Members', sara.name, new RegExp(`^${sara.name}`));
  await pick(page, 'Members', 'Rita', new RegExp(`^${rita.name}`));
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Save' }).click();

  await expect(page).toHaveURL(/\/team\/view\/[0-9a-f]{24}$/);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page.getByText(`The team ${name} was saved`)).toBeVisible();
  const distributors = page.getByRole('region', { name: 'Distributors' });
  await expect(distributors).toContainText('Alfa Distribuição');
  await expect(distributors).toContainText('Carioca Redes');
  await expect(distributors).toContainText('Enabled');
  await expect(page.getByRole('region', { name: '1 leader' })).toContainText('Marcos Alfa');
  const members = page.getByRole('region', { name: '2 members' });
  await expect(members).toContainText(sara.email);
  await expect(members).toContainText(rita.email);
  await expectAccessible(page);

  await page.getByRole('link', { name: 'Teams', exact: true }).first().click();
  await page.getByRole('searchbox', { name: 'Search by name' }).fill('Rio and São Paulo');
  const row = page.getByRole('listitem').filter({ hasText: name });
  await expect(row).toContainText('Alfa Distribuição, Carioca Redes');
  await expect(row).toContainText('1 leader · 2 members');
  await expect(page).toHaveURL(/search=Rio/);

  await row.getByRole('link', { name, exact: true }).click();
  await page.getByRole('button', { name: 'Remove' }).click();
  const dialog = page.getByRole('dialog', { name: 'Remove this team?' });
  await expect(dialog).toContainText('Its people keep their accounts');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await page.getByRole('button', { name: 'Remove' }).click();
  await dialog.getByRole('button', { name: 'Remove' }).click();
  await expect(page).toHaveURL(/\/teams/);
  await expect(page.getByText(`The team ${name} was removed`)).toBeVisible();
  await expect(page.getByRole('link', { name, exact: true })).toHaveCount(0);
});

test("on a phone, a master (in Portuguese) sees his distributor's team and no wider than the screen", async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await signIn(page, 'master');
  await page.goto('/teams');
  await expect(page.getByRole('heading', { level: 1, name: 'Equipes' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Alfa Sales Team', exact: true })).toBeVisible();
  // other files may add teams to the same distributor, so the count is read on a search for this one
  await page.getByRole('searchbox', { name: 'Buscar pelo nome' }).fill('Alfa Sales');
  await expect(page.getByRole('status').filter({ hasText: '1 equipe' })).toBeVisible();
  await expect(page.getByText('Alfa Distribuição', { exact: true })).toBeVisible();
  await expectNoSideScroll(page);
  await expectAccessible(page);

  await page.getByRole('searchbox', { name: 'Buscar pelo nome' }).fill('nenhuma assim');
  await expect(page.getByText('Nenhuma equipe encontrada')).toBeVisible();
});

test('an admin switches a team off alone from its edit page, and the status filter finds it', async ({
  page,
  request,
}) => {
  const { token } = await dataOf<{ token: string }>(
    await request.post('/api/auth/login', { data: DEMO_USERS.admin }),
  );
  const auth = { authorization: `Bearer ${token}` };
  const [alfa] = await dataOf<{ _id: string }[]>(await request.get('/api/team/masters', { headers: auth }));
  const name = `Switched team ${Date.now()}`;
  const team = await dataOf<{ _id: string }>(
    await request.post('/api/team/create', { data: { name, masters: [alfa?._id] }, headers: auth }),
  );

  await signIn(page, 'admin');
  await page.goto(`/team/edit/${team._id}`);
  await expect(page.getByRole('heading', { level: 1, name: `Edit ${name}` })).toBeVisible();
  const enabled = page.getByRole('switch', { name: 'Enabled' });
  await expect(enabled).toBeChecked();
  await enabled.press('Space');
  await expect(enabled).not.toBeChecked();
  await expectAccessible(page);

  // the connection drops while the change is sent: the edit is said to have failed, the form stays
  await page.route('**/api/team/update/**', (route) => route.abort('connectionreset'));
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Error to edit' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: `Edit ${name}` })).toBeVisible();
  await page.unroute('**/api/team/update/**');

  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Distributors' })).toContainText('Disabled');

  await page.goto('/teams?status=disabled');
  await expect(page.getByRole('link', { name, exact: true })).toBeVisible();
  await page.goto('/teams?status=enabled');
  await expect(page.getByRole('link', { name: 'Alfa Sales Team', exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name, exact: true })).toHaveCount(0);
});
