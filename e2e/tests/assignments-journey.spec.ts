import ExcelJS from 'exceljs';
import {
  type APIRequestContext,
  type BrowserContext,
  expect,
  type Page,
  request as requests,
  test,
} from './fixtures.js';
import {
  DEMO_USERS,
  dataOf,
  expectAccessible,
  expectNoSideScroll,
  signIn,
  signInAs,
  uploadFixture,
} from './helpers.js';
import { text } from './locales.js';
import { linkMailedTo, mailedTo, runJobNow } from './operator.js';
import { postgresMissing, type ServerBehindProxy, startServerBehindProxy } from './server-behind-proxy.js';

/**
 * The assignments journey end to end, on an academy of its own on PostgreSQL (its outbox read and
 * its reminder job run as an operator would): an admin (in English) writes a rule for a team, a
 * master (in Portuguese) imports a new person into that team, the person (in Spanish, on a phone)
 * takes the invitation, follows the reminder's link and completes the course on time, and the
 * master reads it in the compliance report and its xlsx.
 */

const pt = (key: string) => text('pt', key);
const es = (key: string) => text('es', key);

const stamp = Date.now().toString(36);
const COURSE = {
  en: `Safe ladders ${stamp}`,
  pt: `Escadas seguras ${stamp}`,
  es: `Escaleras seguras ${stamp}`,
};
const LESSON = { en: 'Ladder checklist', pt: 'Lista da escada', es: 'Lista de la escalera' };
const TEAM = `Tower climbers ${stamp}`;
const RULE = `Climbers onboarding ${stamp}`;
/** Due a week after joining: the first reminder (7 days before) is due the day one joins. */
const DUE_IN_DAYS = 7;
const LEARNER = {
  name: `Lucía Escalante ${stamp}`,
  email: `lucia.${stamp}@example.com`,
  password: 'escalera-123',
};

/** The due day as the pages write it (DD/MM/YYYY of the UTC day the server counts from). */
function dueDay(days: number): string {
  const [year, month, day] = new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10).split('-');
  return `${day}/${month}/${year}`;
}

/** Chooses an option of a picker by typing part of it. */
async function pick(page: Page, field: string, typed: string, option: string) {
  const box = page.getByRole('combobox', { name: field });
  await box.click();
  await box.fill(typed);
  await page.getByRole('option', { name: option, exact: true }).click();
  await box.press('Escape');
}

let server: ServerBehindProxy | undefined;
let api: APIRequestContext;
let courseId = '';
/** one signed-in page per person, shared by the steps */
const contexts: BrowserContext[] = [];
let admin: Page;
let master: Page;
let learner: Page;

/** A published linear course in three languages of one two-page pdf lesson, and a team of the demo's Alfa distributor. */
async function setUp(baseURL: string) {
  api = await requests.newContext({ baseURL });
  const { token } = await dataOf<{ token: string }>(
    await api.post('/api/auth/login', { data: DEMO_USERS.admin }),
  );
  const headers = { authorization: `Bearer ${token}` };
  const post = <T>(path: string, data: unknown) =>
    api.post(`/api/${path}`, { headers, data }).then(dataOf<T>);
  // the reminders, sent by a job, link only once the academy's address is set
  await post('setting/create-or-update', { name: 'site_url', value: baseURL });
  const pdf = { url: await uploadFixture(api, token, 'module_pdf', 'two-pages.pdf', 'application/pdf') };
  const course = await post<{ _id: string }>('course/create', {
    title: COURSE,
    description: COURSE,
    langs: ['en', 'pt', 'es'],
  });
  courseId = course._id;
  await post('course/lesson/save', {
    lesson: {
      courseId,
      kind: 'pdf',
      title: LESSON,
      content: { pdf: { en: pdf.url, pt: pdf.url, es: pdf.url } },
    },
  });
  await post('course/update', { _id: courseId, status: 'published' });
  const countries = await dataOf<{ _id: string; iso2: string }[]>(await api.get('/api/country/list'));
  const brazil = countries.find((country) => country.iso2 === 'BR');
  const distributors = await dataOf<{ _id: string; name: string }[]>(
    await api.get(`/api/country/distributors/${brazil?._id}/list?state=SP`),
  );
  const alfa = distributors.find((distributor) => distributor.name === 'Alfa Distribuição');
  if (!alfa) throw new Error('the demo academy has no Alfa Distribuição');
  await post('team/create', { name: TEAM, masters: [alfa._id] });
}

test.describe
  .serial('an assignment rule, from the CSV import to the compliance report', () => {
    test.beforeAll(async ({ browser }) => {
      const missing = await postgresMissing();
      test.skip(missing !== null, `assignments journey skipped: ${missing}`);
      test.setTimeout(180_000);
      server = await startServerBehindProxy();
      await setUp(server.baseURL);
      const open = async (locale: string, viewport = { width: 1280, height: 800 }) => {
        const context = await browser.newContext({ baseURL: server?.baseURL, locale, viewport });
        contexts.push(context);
        return context.newPage();
      };
      admin = await open('en-US');
      master = await open('pt-BR');
      learner = await open('es-ES', { width: 375, height: 800 });
    });
    test.afterAll(async () => {
      for (const context of contexts) await context.close();
      await api?.dispose();
      await server?.stop();
    });
    // sign-ins, mails read back, a job run and axe runs on a shared two-core machine
    test.setTimeout(120_000);

    test('an admin writes a rule: the course, to the members of a team, due a week after joining', async () => {
      await signIn(admin, 'admin');
      await admin.goto('/assignments/rules');
      await admin.getByRole('link', { name: 'New rule' }).click();
      await expect(admin.getByRole('heading', { level: 1, name: 'New rule' })).toBeVisible();
      await admin.getByRole('textbox', { name: 'Name' }).fill(RULE);
      await pick(admin, 'Course', 'ladders', COURSE.en);
      await pick(admin, 'Teams', 'climbers', TEAM);
      await admin.getByRole('radio', { name: 'Some days after being assigned' }).check();
      await admin.getByRole('spinbutton', { name: 'Days after being assigned' }).fill(String(DUE_IN_DAYS));
      // the team has no one yet
      await expect(admin.getByTestId('assignment-preview')).toContainText('This reaches no one');
      await expectAccessible(admin);
      await admin.getByRole('button', { name: 'Save' }).click();
      await expect(admin).toHaveURL(/\/assignments\/rules$/);
      await expect(admin.getByText(`The rule ${RULE} was saved: assigned 0, withdrawn 0`)).toBeVisible();
      const row = admin.getByRole('listitem').filter({ hasText: RULE });
      await expect(row).toContainText(`Course: ${COURSE.en}`);
      await expect(row).toContainText(`Due ${DUE_IN_DAYS} days after being assigned`);
      await expect(row).toContainText('Enabled');
    });

    test('a master (in Portuguese) imports a new person into the team, who is assigned the course at once, due in a week', async () => {
      await signIn(master, 'master');
      await master.goto('/users/import');
      await expect(master.getByRole('heading', { level: 1, name: pt('userImport.title') })).toBeVisible();
      await expectAccessible(master);
      const csv = [
        'Nome;E-mail;Tipo;País;Estado;Distribuidor;Equipe;Idioma',
        `${LEARNER.name};${LEARNER.email};student;Brasil;SP;Alfa Distribuição;${TEAM};es`,
      ].join('\r\n');
      await master
        .locator('input[type="file"]')
        .setInputFiles({ name: 'pessoas.csv', mimeType: 'text/csv', buffer: Buffer.from(csv, 'utf8') });
      const summary = master.getByTestId('import-summary');
      await expect(summary).toContainText(
        'Verificação concluída: 1 pessoa nova, 0 atualizadas, 0 sem alteração, 0 recusadas.',
      );
      await master.getByRole('button', { name: pt('userImport.apply'), exact: true }).click();
      const dialog = master.getByRole('dialog', { name: pt('userImport.confirmTitle') });
      await dialog.getByRole('button', { name: pt('userImport.apply'), exact: true }).click();
      await expect(summary).toContainText(
        'Importação concluída: 1 pessoa criada, 0 atualizadas, 0 sem alteração, 0 recusadas.',
      );

      await master.goto(`/assignments?search=${encodeURIComponent(LEARNER.name)}`);
      const row = master.getByRole('listitem').filter({ hasText: LEARNER.name });
      await expect(row).toContainText(COURSE.pt);
      await expect(row).toContainText('Atribuída');
      await expect(row).toContainText(`Prazo: ${dueDay(DUE_IN_DAYS)}`);
    });

    test('the person (in Spanish, on a phone) takes the invitation, chooses a password and sees the course among her assignments', async () => {
      if (!server) throw new Error('no server');
      const invitation = await linkMailedTo(server, LEARNER.email, '/recovery');
      await learner.goto(invitation);
      await expect(learner.getByRole('heading', { level: 1, name: es('recovery.title') })).toBeVisible();
      await expect(learner.getByLabel(es('auth.email'))).toHaveValue(LEARNER.email);
      await expectNoSideScroll(learner);
      await expectAccessible(learner);
      await learner.getByRole('button', { name: es('recovery.submit') }).click();
      await expect(learner.getByRole('heading', { level: 1, name: es('recovery.codeTitle') })).toBeVisible();
      // the code is mailed in her language
      const code = await mailedTo(
        server,
        LEARNER.email,
        /(?<=Su código para restablecer la contraseña es )\d{6}/,
      );
      await learner.getByLabel(es('recovery.code')).fill(code);
      await learner.getByRole('button', { name: es('recovery.verify') }).click();
      await expect(learner.getByRole('heading', { level: 1, name: es('recovery.resetTitle') })).toBeVisible();
      await expectNoSideScroll(learner);
      await expectAccessible(learner);
      await learner.getByLabel(es('recovery.newPassword'), { exact: true }).fill(LEARNER.password);
      await learner.getByLabel(es('recovery.confirmation')).fill(LEARNER.password);
      await learner.getByRole('button', { name: es('recovery.save') }).click();
      await expect(learner.getByText(es('recovery.changed'))).toBeVisible();

      await signInAs(learner, LEARNER);
      const item = learner
        .getByRole('region', { name: es('dashboard.learner.assignments') })
        .getByRole('listitem')
        .filter({ hasText: COURSE.es });
      await expect(item).toContainText(dueDay(DUE_IN_DAYS));
      await expectNoSideScroll(learner);
      await expectAccessible(learner);
    });

    test('the reminder is in the outbox in Spanish; its link opens the course, which she completes on time by keyboard', async () => {
      if (!server) throw new Error('no server');
      // no reminder before the job runs
      const reminders = `select 1 from mail_outbox where "to" = '${LEARNER.email}' and text like '%/course/view/%'`;
      expect(await server.query(reminders)).toEqual([]);
      await runJobNow(server, 'assignment-reminders');
      const reminder = await linkMailedTo(server, LEARNER.email, `/course/view/${courseId}`);
      expect(reminder).toBe(`${server.baseURL}/course/view/${courseId}`);
      await mailedTo(server, LEARNER.email, new RegExp(`Ábralo en ${reminder.replaceAll('/', '\\/')}`));

      await learner.goto(reminder);
      await expect(learner.getByRole('heading', { level: 1, name: COURSE.es })).toBeVisible();
      await expectNoSideScroll(learner);
      await expectAccessible(learner);
      await learner.getByRole('link', { name: new RegExp(LESSON.es) }).click();
      await expect(learner.getByRole('heading', { level: 1, name: LESSON.es })).toBeVisible();
      await expect(learner.getByText('Página 1 de 2')).toBeVisible();
      await expectNoSideScroll(learner);
      await expectAccessible(learner);
      const next = learner.getByRole('button', { name: es('courses.pdf.next') });
      await next.focus();
      await learner.keyboard.press('Enter');
      await expect(learner.getByText('Página 2 de 2')).toBeVisible();
      // sent within the reporting interval (5 s)
      await expect(learner.getByText(es('courses.lesson.complete'), { exact: true })).toBeVisible({
        timeout: 15_000,
      });

      await learner.goto('/');
      const item = learner
        .getByRole('region', { name: es('dashboard.learner.assignments') })
        .getByRole('listitem')
        .filter({ hasText: COURSE.es });
      await expect(item).toContainText(es('assignments.state.completed'));
    });

    test('the master reads it completed on time in the compliance report by team, and in its xlsx', async () => {
      await master.goto('/assignments/compliance?by=team');
      await expect(
        master.getByRole('heading', { level: 1, name: pt('assignments.compliance.title') }),
      ).toBeVisible();
      await pick(master, pt('assignments.item.course'), 'Escadas', COURSE.pt);
      const table = master.getByRole('table', { name: 'Conformidade por Equipe' });
      const row = table.getByRole('row').filter({ has: master.getByRole('rowheader', { name: TEAM }) });
      const figures = row.getByRole('cell');
      // Atribuídas, Concluídas no prazo, Concluídas com atraso, Em andamento, Atrasadas
      await expect(figures.nth(0)).toHaveText('1');
      await expect(figures.nth(1)).toHaveText('1');
      await expect(figures.nth(2)).toHaveText('0');
      await expect(figures.nth(3)).toHaveText('0');
      await expect(figures.nth(4)).toHaveText('0');
      await expectAccessible(master);

      const [file] = await Promise.all([
        master.waitForEvent('download'),
        master.getByRole('button', { name: pt('assignments.compliance.download') }).click(),
      ]);
      expect(file.suggestedFilename()).toMatch(/^conformidade.*\.xlsx$/);
      const workbook = new ExcelJS.Workbook();
      await workbook.xlsx.readFile(await file.path());
      const sheet = workbook.worksheets[0];
      const header = sheet?.getRow(1).values as unknown[];
      expect(header.slice(1, 4)).toEqual(['Equipe', 'Atribuídas', 'Concluídas no prazo']);
      const rows: unknown[][] = [];
      sheet?.eachRow((line) => {
        rows.push((line.values as unknown[]).slice(1));
      });
      const team = rows.find((line) => line[0] === TEAM);
      expect(team?.slice(0, 6)).toEqual([TEAM, 1, 1, 0, 0, 0]);
    });
  });
