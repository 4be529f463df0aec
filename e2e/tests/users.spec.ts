import { expect, test } from './fixtures.js';
import { DEMO_USERS, expectAccessible, expectNoSideScroll, mainMenu, signIn } from './helpers.js';

test.use({ locale: 'en-US' });

/** A reload loads the whole app again (its code, the session, the list): slower than a move within it. */
const RELOAD_TIMEOUT = 30_000;

test('an admin finds a demo student by the Students tab and the search, and reads his view tab by tab', async ({
  page,
}) => {
  await signIn(page, 'admin');
  await mainMenu(page).getByRole('link', { name: 'Users' }).click();
  await expect(page).toHaveURL(/\/users$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Users' })).toBeVisible();
  await expect(page).toHaveTitle(/Users/);
  await expect(page.getByRole('link', { name: /Pending registrations/ })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Import CSV' })).toBeVisible();

  // the tab is the address, and its counter is a number
  const students = page.getByRole('tab', { name: /^Students \d+$/ });
  await expect(students).toBeVisible();
  await students.click();
  await expect(page).toHaveURL(/\/users\/student$/);
  await expect(students).toHaveAttribute('aria-selected', 'true');
  await expect(page).toHaveTitle(/Users: Students/);

  // other files' learners share this academy, so the search names the demo student whole
  await page.getByRole('searchbox', { name: 'Search by name or email' }).fill('Sofia Lima');
  await expect(page).toHaveURL(/\/users\/student\?search=Sofia(\+|%20)Lima$/);
  const table = page.getByRole('table', { name: 'Users' });
  await expect(table.getByRole('link', { name: 'Sofia Lima', exact: true })).toBeVisible();
  await expect(table.getByRole('link', { name: 'Marcos Alfa' })).toHaveCount(0);
  await expect(page.getByRole('status').filter({ hasText: /^1 user$/ })).toBeVisible();
  await expectAccessible(page);

  // a reload keeps the tab and the search
  await page.reload();
  await expect(page.getByRole('searchbox', { name: 'Search by name or email' })).toHaveValue('Sofia Lima', {
    timeout: RELOAD_TIMEOUT,
  });
  await table.getByRole('link', { name: 'Sofia Lima', exact: true }).click();

  await expect(page).toHaveURL(/\/user\/view\/[0-9a-f]{24}\/profile$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Sofia Lima' })).toBeVisible();
  await expect(page.getByText('student@academy.local').first()).toBeVisible();
  await expect(page.getByRole('link', { name: 'Edit' })).toBeVisible();
  const profile = page.getByRole('region', { name: 'Profile' });
  await expect(profile).toContainText('Alfa Distribuição');
  await expectAccessible(page);

  for (const [tab, path, region] of [
    ['Courses', 'courses', 'Courses'],
    ['Assignments', 'assignments', 'Assignments'],
    ['Teams', 'teams', 'Teams'],
    ['Activities', 'activities', 'Recent lessons'],
    ['Conquests', 'conquests', 'Certificates'],
  ] as const) {
    await page.getByRole('tab', { name: tab }).click();
    await expect(page).toHaveURL(new RegExp(`/user/view/[0-9a-f]{24}/${path}$`));
    await expect(page.getByRole('tab', { name: tab })).toHaveAttribute('aria-selected', 'true');
    // each tab shows its content, or says it has none, once it has loaded
    await expect(
      page
        .getByRole('region', { name: region })
        .or(page.getByText(/^No (courses|activity|conquests) yet$|^Not in any team$|^Nothing assigned$/))
        .first(),
    ).toBeVisible();
  }
  await expectAccessible(page);
});

test('an admin creates a user, is told he was invited, finds him in the list and removes him after confirming', async ({
  page,
}) => {
  const name = `Rui Teste ${Date.now()}`;
  const email = `rui.${Date.now()}@example.com`;
  await signIn(page, 'admin');
  await page.goto('/users');
  await page.getByRole('link', { name: 'New user' }).click();
  await expect(page).toHaveURL(/\/user\/create$/);
  await expect(page.getByRole('heading', { level: 1, name: 'New user' })).toBeVisible();

  // a student needs a distributor: saving without one says what is missing
  await page.getByRole('textbox', { name: 'Name' }).fill(name);
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Required', { exact: true })).toBeVisible();

  await page.getByRole('combobox', { name: 'Country', exact: true }).click();
  await page.getByRole('option', { name: 'Brazil' }).click();
  await page.getByRole('combobox', { name: 'State', exact: true }).click();
  await page.getByRole('option', { name: 'São Paulo' }).click();
  await page.getByRole('combobox', { name: 'Distributor', exact: true }).click();
  await page.getByRole('option', { name: 'Alfa Distribuição' }).click();
  await page.getByRole('combobox', { name: 'Language', exact: true }).click();
  await page.getByRole('option', { name: 'Portuguese' }).click();
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Save' }).click();

  await expect(page).toHaveURL(/\/user\/view\/[0-9a-f]{24}\/profile$/);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page.getByText(`${name} was created and invited by mail (${email})`)).toBeVisible();

  // the edit form starts from what was saved, and a change shows on the profile
  await page.getByRole('link', { name: 'Edit' }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Edit ${name}` })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Email' })).toHaveValue(email);
  await page.getByRole('textbox', { name: 'Phone' }).fill('11 5555-0101');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/\/user\/view\/[0-9a-f]{24}\/profile$/);
  await expect(page.getByText(`${name} was saved`)).toBeVisible();
  await expect(page.getByRole('region', { name: 'Profile' })).toContainText('11 5555-0101');

  await page.getByRole('link', { name: 'Users', exact: true }).first().click();
  await page.getByRole('searchbox', { name: 'Search by name or email' }).fill(email);
  const row = page.getByRole('row').filter({ hasText: email });
  await expect(row.getByRole('link', { name, exact: true })).toBeVisible();
  await expect(row).toContainText('Alfa Distribuição');

  await row.getByRole('button', { name: `Remove ${name}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Remove this user?' });
  await expect(dialog).toContainText('progress and certificates are kept');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(row).toBeVisible();
  await row.getByRole('button', { name: `Remove ${name}` }).click();
  await dialog.getByRole('button', { name: 'Remove' }).click();
  await expect(page.getByText(`${name} was removed`)).toBeVisible();
  await expect(page.getByRole('link', { name, exact: true })).toHaveCount(0);
});

test('on a phone, a master (in Portuguese) sees his people as cards, no wider than the screen, and no admin or tsm tab', async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await signIn(page, 'master');
  await page.goto('/users');
  await expect(page.getByRole('heading', { level: 1, name: 'Usuários' })).toBeVisible();
  const cards = page.getByRole('list', { name: 'Usuários' });
  await expect(cards.getByRole('listitem').first()).toBeVisible();
  // people the other tests add to his distributor come first (newest first): find the demo student by name
  await page.getByRole('searchbox', { name: 'Buscar por nome ou e-mail' }).fill('Sofia Lima');
  await expect(cards.getByRole('link', { name: 'Sofia Lima', exact: true })).toBeVisible();
  // a master has no admin or tsm tab
  await expect(page.getByRole('tab', { name: /^Administradores/ })).toHaveCount(0);
  await expectNoSideScroll(page);
  await expectAccessible(page);

  await page.getByRole('searchbox', { name: 'Buscar por nome ou e-mail' }).fill('ninguém assim');
  await expect(page.getByText('Nenhum usuário encontrado')).toBeVisible();
});

test('an admin pages through a search of 25 people: next, last, previous and first, each page kept in the address', async ({
  page,
  request,
}) => {
  const stamp = Date.now();
  const login = await request.post('/api/auth/login', { data: DEMO_USERS.admin });
  const { token } = ((await login.json()) as { data: { token: string } }).data;
  const headers = { authorization: `Bearer ${token}` };
  const countries = (
    (await (await request.get('/api/country/list')).json()) as { data: { _id: string; iso2: string }[] }
  ).data;
  const brazil = countries.find((country) => country.iso2 === 'BR');
  if (!brazil) throw new Error('the demo academy has no Brazil');
  // the demo's second distributor, so the demo master's own list stays as it is
  const [carioca] = (
    (await (await request.get(`/api/country/distributors/${brazil._id}/list?state=RJ`)).json()) as {
      data: { _id: string }[];
    }
  ).data;
  for (let index = 1; index <= 25; index += 1) {
    const created = await request.post('/api/user/create', {
      headers,
      data: {
        type: 'student',
        name: `Pager ${String(index).padStart(2, '0')} ${stamp}`,
        email: `pager.${index}.${stamp}@example.com`,
        country: brazil._id,
        distributor: carioca?._id,
      },
    });
    expect(created.ok(), await created.text()).toBe(true);
  }

  await signIn(page, 'admin');
  await mainMenu(page).getByRole('link', { name: 'Users' }).click();
  await page.getByRole('searchbox', { name: 'Search by name or email' }).fill(String(stamp));
  await expect(page).toHaveURL(new RegExp(`/users\\?search=${stamp}$`));
  const table = page.getByRole('table', { name: 'Users' });
  const pager = page.getByRole('navigation', { name: 'Pages' });
  await expect(page.getByRole('status').filter({ hasText: /^25 users$/ })).toBeVisible();
  // newest first: the first page holds the last 20 made
  await expect(table.getByRole('link', { name: `Pager 25 ${stamp}`, exact: true })).toBeVisible();
  await expect(table.getByRole('row')).toHaveCount(21);
  await expect(pager.getByRole('button', { name: 'Go to the previous page' })).toBeDisabled();

  await pager.getByRole('button', { name: 'Go to the next page' }).click();
  await expect(page).toHaveURL(/cursor=/);
  await expect(table.getByRole('link', { name: `Pager 01 ${stamp}`, exact: true })).toBeVisible();
  await expect(table.getByRole('row')).toHaveCount(6);
  await expect(pager.getByRole('button', { name: 'Go to the next page' })).toBeDisabled();
  // a reload shows the same page
  await page.reload();
  await expect(table.getByRole('link', { name: `Pager 01 ${stamp}`, exact: true })).toBeVisible({
    timeout: RELOAD_TIMEOUT,
  });

  await pager.getByRole('button', { name: 'Go to the previous page' }).click();
  await expect(page).toHaveURL(/direction=before/);
  await expect(table.getByRole('link', { name: `Pager 25 ${stamp}`, exact: true })).toBeVisible();

  await pager.getByRole('button', { name: 'Go to the last page' }).click();
  await expect(page).toHaveURL(/jump=last/);
  await expect(table.getByRole('link', { name: `Pager 01 ${stamp}`, exact: true })).toBeVisible();
  await expectAccessible(page);

  await pager.getByRole('button', { name: 'Go to the first page' }).click();
  await expect(page).toHaveURL(new RegExp(`/users\\?search=${stamp}$`));
  await expect(table.getByRole('link', { name: `Pager 25 ${stamp}`, exact: true })).toBeVisible();
});
