import { type APIRequestContext, expect, type Page, test } from './fixtures.js';
import { expectAccessible, mainMenu, signIn } from './helpers.js';

test.use({ locale: 'en-US' });

/** Picks an option of a MUI select by the field's label. */
async function choose(page: Page, label: string, option: string) {
  await page.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option }).click();
}

async function logIn(page: Page, email: string, password: string) {
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();
}

test('when someone registers, he waits for approval, and once the admin approves him he gets the student menus', async ({
  browser,
  page,
}) => {
  // two browsers, three sign-ins and three accessibility checks: a long flow
  test.setTimeout(120_000);
  const person = {
    name: 'Rafael Registrado',
    email: `rafael.${Date.now()}@example.com`,
    password: 'secret-123',
  };

  await page.goto('/register');
  await expect(page.getByRole('heading', { level: 1, name: 'Create your account' })).toBeVisible();
  // the distributor's manager usually answers a registration, an administrator otherwise
  await expect(
    page.getByText(
      'After you register, the manager of your distributor (or an administrator of the academy) checks your details before you can log in.',
    ),
  ).toBeVisible();
  await expectAccessible(page);

  // every field to fill speaks up on an empty submit (forms.spec.ts checks each message)
  await page.getByRole('button', { name: 'Register' }).click();
  await expect(page.getByText('Required', { exact: true })).toHaveCount(5);
  await expect(page.getByText('You must accept the privacy policy')).toBeVisible();

  await page.getByLabel('Full name').fill(person.name);
  await page.getByLabel('Email').fill(person.email);
  await page.getByLabel('Password', { exact: true }).fill(person.password);
  await page.getByLabel('Confirm password').fill('something-else');
  await page.getByLabel('Confirm password').blur();
  await expect(page.getByText('Password does not match!')).toBeVisible();
  await page.getByLabel('Confirm password').fill(person.password);

  await expect(page.getByRole('combobox', { name: 'State' })).toHaveAttribute('aria-disabled', 'true');
  await choose(page, 'Country', 'Brazil');
  await choose(page, 'State', 'São Paulo');
  await choose(page, 'Distributor', 'Alfa Distribuição');
  await page.getByRole('checkbox', { name: 'I have read and accept the privacy policy' }).check();
  await page.getByRole('button', { name: 'Register' }).click();

  await expect(page.getByRole('heading', { name: 'Registration sent' })).toBeVisible();
  await expect(page.getByText('Your registration is waiting for approval')).toBeVisible();
  await expectAccessible(page);

  // not yet: the account waits for an admin
  await logIn(page, person.email, person.password);
  await expect(page.getByRole('alert')).toHaveText('Your registration is waiting for approval');

  // the admin approves him (his own browser)
  const adminContext = await browser.newContext({ locale: 'en-US' });
  const admin = await adminContext.newPage();
  await signIn(admin, 'admin');
  await admin.goto('/settings/users_check');
  await expect(admin.getByRole('heading', { level: 1, name: 'Pending registrations' })).toBeVisible();
  const row = admin.getByRole('row').filter({ hasText: person.email });
  await expect(row).toContainText('Brazil');
  await expect(row).toContainText('São Paulo');
  await expect(row).toContainText('Alfa Distribuição');
  await expectAccessible(admin);
  await row.getByRole('button', { name: `Approve ${person.name}` }).click();
  await expect(admin.getByText(`${person.name} was approved and can now log in`)).toBeVisible();
  await expect(row).toHaveCount(0);
  await adminContext.close();

  // now he gets in, with a learner's menu
  await logIn(page, person.email, person.password);
  await expect(page).toHaveURL(/\/$/);
  const menu = mainMenu(page);
  await expect(menu.getByRole('link')).toHaveText(['Courses', 'Learning paths']);
});

/** A registration sent straight to the API (Brazil, São Paulo, the first distributor there). */
async function registerThroughApi(request: APIRequestContext, name: string) {
  const get = async <T>(path: string): Promise<T> => {
    const response = await request.get(`/api/${path}`);
    expect(response.ok()).toBe(true);
    return ((await response.json()) as { data: T }).data;
  };
  const countries = await get<{ _id: string; iso2: string }[]>('country/list');
  const brazil = countries.find((country) => country.iso2 === 'BR');
  if (!brazil) throw new Error('the demo academy has no Brazil');
  const states = await get<{ _id: string; code: string }[]>(`country/listStates?countryId=${brazil._id}`);
  const saoPaulo = states.find((state) => state.code === 'SP');
  if (!saoPaulo) throw new Error('Brazil has no São Paulo');
  const [master] = await get<{ _id: string }[]>(`country/distributors/${brazil._id}/list?state=SP`);
  if (!master) throw new Error('São Paulo has no distributor');
  const email = `${name.toLowerCase().replace(/\W+/g, '.')}.${Date.now()}@example.com`;
  const response = await request.post('/api/user/register', {
    data: {
      name,
      email,
      password: 'secret-123',
      confirmation: 'secret-123',
      country: brazil._id,
      state: saoPaulo._id,
      master: master._id,
      privacy: true,
    },
  });
  expect(response.ok()).toBe(true);
  return { name, email };
}

test('when the admin rejects a registration, he confirms first, the row leaves the list, and the login tells the person whom to ask', async ({
  browser,
  page,
  request,
}) => {
  const person = await registerThroughApi(request, 'Renata Recusada');
  await signIn(page, 'admin');
  await page.goto('/settings/users_check');
  const row = page.getByRole('row').filter({ hasText: person.email });
  const reject = row.getByRole('button', { name: `Reject ${person.name}` });
  const dialog = page.getByRole('dialog', { name: 'Reject this registration?' });

  await reject.click();
  await expect(dialog).toContainText(person.email);
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(row).toHaveCount(1);

  await reject.click();
  await dialog.getByRole('button', { name: 'Reject', exact: true }).click();
  await expect(page.getByText(`The registration of ${person.name} was rejected`)).toBeVisible();
  await expect(row).toHaveCount(0);

  // the person learns at the login that the registration was refused, and whom to ask
  const personContext = await browser.newContext({ locale: 'en-US' });
  const personPage = await personContext.newPage();
  await logIn(personPage, person.email, 'secret-123');
  await expect(personPage.getByRole('alert')).toHaveText(
    "Your registration was refused. If you think this is a mistake, ask the manager of your distributor or the academy's administrators.",
  );
  await expectAccessible(personPage);
  await personContext.close();
});

test('on a phone, each pending registration is a card with its answers', async ({ page, request }) => {
  const person = await registerThroughApi(request, 'Caio Celular');
  await page.setViewportSize({ width: 375, height: 800 });
  await signIn(page, 'admin');
  await page.goto('/settings/users_check');
  await expect(page.getByRole('heading', { level: 1, name: 'Pending registrations' })).toBeVisible();
  await expect(page.getByRole('table')).toHaveCount(0);
  const card = page.getByRole('listitem').filter({ hasText: person.email });
  await expect(card).toContainText('São Paulo');
  await expectAccessible(page);
  await card.getByRole('button', { name: `Approve ${person.name}` }).click();
  await expect(card).toHaveCount(0);
});
