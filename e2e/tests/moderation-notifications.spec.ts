import { expect, type Page, test } from './fixtures.js';
import { DEMO_USERS, expectAccessible, newLearner, signIn, signInAs } from './helpers.js';

test.use({ locale: 'en-US' });

/** Picks an option of a MUI select by the field's label. */
async function choose(page: Page, label: string, option: string) {
  await page.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option }).click();
}

/** The app bar's bell, whose name says how many notifications are unread (Portuguese: the demo people's language). */
const bellOf = (page: Page) => page.getByRole('banner').getByRole('button', { name: /^Notificações, / });

/** The unread count the bell announces. */
async function unreadOf(page: Page): Promise<number> {
  const name = (await bellOf(page).getAttribute('aria-label')) ?? '';
  const count = /(\d+) não lidas?$/.exec(name);
  return count ? Number(count[1]) : 0;
}

test('a master approves a registration of his distributor from his notification, and the person can log in', async ({
  browser,
  page,
}) => {
  // three people's pages on a server that has just started
  test.slow();
  const person = { name: 'Paula Pendente', email: `paula.${Date.now()}@example.com`, password: 'secret-123' };
  await page.goto('/register');
  await page.getByLabel('Full name').fill(person.name);
  await page.getByLabel('Email').fill(person.email);
  await page.getByLabel('Password', { exact: true }).fill(person.password);
  await page.getByLabel('Confirm password').fill(person.password);
  await choose(page, 'Country', 'Brazil');
  await choose(page, 'State', 'São Paulo');
  await choose(page, 'Distributor', 'Alfa Distribuição');
  await page.getByRole('checkbox', { name: 'I have read and accept the privacy policy' }).check();
  await page.getByRole('button', { name: 'Register' }).click();
  await expect(page.getByRole('heading', { name: 'Registration sent' })).toBeVisible();

  // the master of Alfa Distribuição is told, and his notification leads to the pending list
  const masterContext = await browser.newContext({ locale: 'en-US' });
  const master = await masterContext.newPage();
  await signIn(master, 'master');
  await expect.poll(() => unreadOf(master)).toBeGreaterThan(0);
  await bellOf(master).click();
  await master
    .getByRole('dialog', { name: 'Notificações' })
    .getByRole('button', { name: new RegExp(person.email.replace(/\./g, '\\.')) })
    .click();
  await expect(master).toHaveURL(/\/settings\/users_check$/);
  await expect(master.getByRole('heading', { level: 1, name: 'Cadastros pendentes' })).toBeVisible();
  await expectAccessible(master);

  // he ticks the registration and approves the selection
  const row = master.getByRole('row').filter({ hasText: person.email });
  await row.getByRole('checkbox', { name: `Selecionar ${person.name}` }).check();
  await master.getByRole('button', { name: 'Aprovar 1 selecionado' }).click();
  await expect(master.getByText(`Cadastro de ${person.name} aprovado: já pode entrar`)).toBeVisible();
  await expect(row).toHaveCount(0);
  await masterContext.close();

  // the person gets in
  await page.goto('/login');
  await page.getByLabel('Email').fill(person.email);
  await page.getByLabel('Password', { exact: true }).fill(person.password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('a student sees the badge of a new course, opens the notification, lands on the course and the badge goes down', async ({
  page,
  request,
}) => {
  test.slow();
  // reading a notification changes its reader: a learner of this test's own
  const learner = await newLearner(request, 'Nina Avisos');
  // an admin publishes a course open to all, which tells every learner
  const login = await request.post('/api/auth/login', { data: DEMO_USERS.admin });
  const token = ((await login.json()) as { data: { token: string } }).data.token;
  const title = `Bombas ${Date.now()}`;
  const created = await request.post('/api/course/create', {
    headers: { authorization: `Bearer ${token}` },
    data: {
      title: { en: `${title} (en)`, pt: title, es: `${title} (es)` },
      description: { en: 'About pumps', pt: 'Sobre bombas', es: 'Sobre bombas' },
      langs: ['en', 'pt', 'es'],
      audience: 'all',
      status: 'published',
    },
  });
  expect(created.ok()).toBe(true);
  const courseId = ((await created.json()) as { data: { _id: string } }).data._id;

  await signInAs(page, learner);
  await expect.poll(() => unreadOf(page)).toBeGreaterThan(0);
  const before = await unreadOf(page);
  // the badge shows the count, at most 10 (then "10+")
  await expect(bellOf(page)).toContainText(before > 10 ? '10+' : String(before));

  await bellOf(page).click();
  const popover = page.getByRole('dialog', { name: 'Notificações' });
  await expectAccessible(page);
  await popover.getByRole('button', { name: `Novo curso para você: "${title}"` }).click();
  await expect(page).toHaveURL(new RegExp(`/course/view/${courseId}$`));
  await expect(popover).toHaveCount(0);
  await expect.poll(() => unreadOf(page)).toBe(before - 1);
});
