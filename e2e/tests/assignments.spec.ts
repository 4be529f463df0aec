import { expect, type Page, test } from './fixtures.js';
import {
  DEMO_USERS,
  dataOf,
  expectAccessible,
  expectNoSideScroll,
  mainMenu,
  newLearner,
  type Person,
  signIn,
  signInAs,
} from './helpers.js';

const stamp = Date.now().toString(36);
/** How many days after being assigned the course is due. */
const DUE_IN_DAYS = 14;

/** The due day as the pages write it (DD/MM/YYYY of the UTC day the server counts from). */
function dueDay(days: number): string {
  const [year, month, day] = new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10).split('-');
  return `${day}/${month}/${year}`;
}

/** Chooses an option of a picker by typing part of it. */
async function pick(page: Page, field: string, typed: string, option: RegExp) {
  const box = page.getByRole('combobox', { name: field });
  await box.click();
  await box.fill(typed);
  await page.getByRole('option', { name: option }).click();
  await box.press('Escape');
}

test.describe
  .serial('assignments', () => {
    // several sign-ins and axe runs on a shared two-core machine
    test.setTimeout(120_000);
    /** Learners of the demo's Alfa distributor made by this file: one keeps his assignment, one has it withdrawn. */
    let kept: Person;
    let withdrawn: Person;

    test.beforeAll(async ({ request }) => {
      kept = await newLearner(request, `Lia Prazo ${stamp}`);
      withdrawn = await newLearner(request, `Caio Retirado ${stamp}`);
    });

    test("an admin assigns a demo course to Alfa's students, due in 14 days, and withdraws one after confirming", async ({
      page,
    }) => {
      await signIn(page, 'admin');
      await mainMenu(page).getByRole('link', { name: 'Assignments' }).click();
      await expect(page).toHaveURL(/\/assignments$/);
      await expect(page.getByRole('heading', { level: 1, name: 'Assignments' })).toBeVisible();
      await expect(page).toHaveTitle(/Assignments/);
      await expectAccessible(page);

      await page.getByRole('link', { name: 'Assign', exact: true }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Assign' })).toBeVisible();
      const preview = page.getByTestId('assignment-preview');
      await expect(preview).toContainText('Choose what to assign and who');
      // assigning to no one is refused before anything is sent
      await page.getByRole('button', { name: 'Assign', exact: true }).click();
      await expect(page.getByText('Choose a course or a learning path')).toBeVisible();
      await expect(page.getByRole('alert').filter({ hasText: 'Choose who to assign' })).toBeVisible();

      await pick(page, 'Course', 'Wi-Fi', /^Wi-Fi Deployment$/);
      await pick(page, 'User types', 'Stud', /^Students$/);
      await pick(page, 'Distributors', 'Alfa', /^Alfa Distribuição/);
      await expect(preview).toContainText(/This assigns \d+ (person|people)/);
      await expect(page.getByRole('alert').filter({ hasText: 'Choose who to assign' })).toHaveCount(0);
      await page.getByRole('radio', { name: 'Some days after being assigned' }).check();
      await page.getByRole('spinbutton', { name: 'Days after being assigned' }).fill(String(DUE_IN_DAYS));
      await expectAccessible(page);
      await page.getByRole('button', { name: 'Assign', exact: true }).click();

      await expect(page).toHaveURL(/\/assignments$/);
      await expect(page.getByText(/Assigned to \d+ (person|people)/)).toBeVisible();
      const search = page.getByRole('searchbox', { name: 'Search by name or email' });
      await search.fill(kept.name);
      const row = page.getByRole('listitem').filter({ hasText: kept.name });
      await expect(row).toContainText('Wi-Fi Deployment');
      await expect(row).toContainText(`Due ${dueDay(DUE_IN_DAYS)}`);
      await expect(row).toContainText('Assigned');

      await search.fill(withdrawn.name);
      const other = page.getByRole('listitem').filter({ hasText: withdrawn.name });
      await other.getByRole('button', { name: /^Withdraw/ }).click();
      const dialog = page.getByRole('dialog', { name: 'Withdraw this assignment?' });
      await expect(dialog).toContainText('Whatever was already completed stays');
      await dialog.getByRole('button', { name: 'Cancel' }).click();
      await expect(other).toContainText('Assigned');
      await other.getByRole('button', { name: /^Withdraw/ }).click();
      await dialog.getByRole('button', { name: 'Withdraw' }).click();
      await expect(page.getByText(`Wi-Fi Deployment was withdrawn from ${withdrawn.name}`)).toBeVisible();
      await expect(other).toContainText('Withdrawn');
      await expect(other.getByRole('button', { name: /^Withdraw/ })).toHaveCount(0);
      await page.goto(`/assignments?state=withdrawn&search=${encodeURIComponent(withdrawn.name)}`);
      await expect(page.getByRole('listitem').filter({ hasText: withdrawn.name })).toBeVisible();
      await page.goto(`/assignments?state=open&search=${encodeURIComponent(withdrawn.name)}`);
      await expect(page.getByText('No assignment matches')).toBeVisible();
    });

    test('an admin reads the rules, opens a new and an existing rule, and removes it after confirming', async ({
      page,
      request,
    }) => {
      // a disabled rule naming only this file's learner assigns no one, so no other file sees it
      const { token } = await dataOf<{ token: string }>(
        await request.post('/api/auth/login', { data: DEMO_USERS.admin }),
      );
      const courses = await dataOf<{ items: { _id: string; title: { en: string } }[] }>(
        await request.get('/api/course/list?limit=100', { headers: { authorization: `Bearer ${token}` } }),
      );
      const course = courses.items.find((item) => item.title.en === 'Networking Fundamentals');
      const name = `Onboarding rule ${stamp}`;
      await dataOf(
        await request.post('/api/assignment-rule/create', {
          headers: { authorization: `Bearer ${token}` },
          data: {
            name,
            item: { kind: 'course', id: course?._id },
            audience: { people: [kept._id] },
            due: { days: 30 },
            status: 'disabled',
          },
        }),
      );

      await signIn(page, 'admin');
      await page.goto('/assignments');
      await page.getByRole('link', { name: 'Assignment rules' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Assignment rules' })).toBeVisible();
      const row = page.getByRole('listitem').filter({ hasText: name });
      await expect(row).toContainText('Course: Networking Fundamentals');
      await expect(row).toContainText('1 person named');
      await expect(row).toContainText('Due 30 days after being assigned');
      await expect(row).toContainText('Disabled');
      await expectAccessible(page);

      await page.getByRole('link', { name: 'New rule' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'New rule' })).toBeVisible();
      await page.getByRole('button', { name: 'Save' }).click();
      await expect(page.getByText('Required', { exact: true }).first()).toBeVisible();
      await expectAccessible(page);

      await page.goBack();
      await page
        .getByRole('listitem')
        .filter({ hasText: name })
        .getByRole('link', { name: `Edit ${name}` })
        .click();
      await expect(page.getByRole('heading', { level: 1, name: `Edit ${name}` })).toBeVisible();
      await expect(page.getByRole('combobox', { name: 'Course' })).toHaveValue('Networking Fundamentals');
      await expect(page.getByText('Also 1 person named one by one')).toBeVisible();
      await expect(page.getByTestId('assignment-preview')).toContainText('This assigns 1 person');
      await expectAccessible(page);

      await page.getByRole('button', { name: 'Remove' }).click();
      const dialog = page.getByRole('dialog', { name: 'Remove this rule?' });
      await expect(dialog).toContainText('The assignments it made stay');
      await dialog.getByRole('button', { name: 'Remove' }).click();
      await expect(page).toHaveURL(/\/assignments\/rules$/);
      await expect(page.getByText(`The rule ${name} was removed`)).toBeVisible();
      await expect(page.getByRole('link', { name, exact: true })).toHaveCount(0);
    });

    test('on a phone, a master (in Portuguese) finds his learner on the assignments list', async ({
      page,
    }) => {
      await page.setViewportSize({ width: 375, height: 800 });
      await signIn(page, 'master');
      await page.goto('/assignments');
      await expect(page.getByRole('heading', { level: 1, name: 'Atribuições' })).toBeVisible();
      await page.getByRole('searchbox', { name: 'Buscar por nome ou e-mail' }).fill(kept.name);
      const row = page.getByRole('listitem').filter({ hasText: kept.name });
      await expect(row).toContainText('Implantação de Wi-Fi');
      await expect(row).toContainText('Atribuída');
      await expect(row).toContainText(`Prazo: ${dueDay(DUE_IN_DAYS)}`);
      await expectNoSideScroll(page);
      await expectAccessible(page);

      await page.getByRole('link', { name: 'Atribuir', exact: true }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Atribuir' })).toBeVisible();
      await expectNoSideScroll(page);
      await expectAccessible(page);
    });

    test('the learner sees what he was assigned on his dashboard, with its due date', async ({ page }) => {
      await signInAs(page, kept);
      const section = page.getByRole('region', { name: 'Minhas atribuições' });
      const item = section.getByRole('listitem').filter({ hasText: 'Implantação de Wi-Fi' });
      await expect(item).toContainText(`Prazo: ${dueDay(DUE_IN_DAYS)}`);
      await expect(item).toContainText('Atribuída');
      await expectAccessible(page);
      await item.getByRole('link', { name: 'Implantação de Wi-Fi' }).click();
      await expect(page).toHaveURL(/\/course\/view\/[0-9a-f]{24}$/);
    });

    test('the learner puts the due day in his calendar from his dashboard, and sees it on the course card', async ({
      page,
    }) => {
      await signInAs(page, kept);
      const item = page
        .getByRole('region', { name: 'Minhas atribuições' })
        .getByRole('listitem')
        .filter({ hasText: 'Implantação de Wi-Fi' });
      const [calendar] = await Promise.all([
        page.waitForEvent('download'),
        item.getByRole('button', { name: 'Adicionar à agenda: Implantação de Wi-Fi' }).click(),
      ]);
      expect(calendar.suggestedFilename()).toMatch(/\.ics$/);
      await expect(page.getByRole('alert')).toHaveCount(0);

      await page.goto('/courses?search=Wi-Fi');
      const card = page.getByRole('listitem').filter({ hasText: 'Implantação de Wi-Fi' });
      await expect(card.getByTestId('due-chip')).toHaveText(`Prazo: ${dueDay(DUE_IN_DAYS)}`);
      await expectAccessible(page);
    });

    test("an admin opens a learner's Assignments tab and reads what he was assigned", async ({ page }) => {
      await signIn(page, 'admin');
      await page.goto(`/user/view/${kept._id}/profile`);
      await page.getByRole('tab', { name: 'Assignments' }).click();
      await expect(page).toHaveURL(new RegExp(`/user/view/${kept._id}/assignments$`));
      await expect(page.getByRole('tab', { name: 'Assignments' })).toHaveAttribute('aria-selected', 'true');
      const row = page
        .getByRole('region', { name: 'Assignments' })
        .getByRole('listitem')
        .filter({ hasText: 'Wi-Fi Deployment' });
      await expect(row).toContainText(`Due ${dueDay(DUE_IN_DAYS)}`);
      await expect(row).toContainText('Assigned on');
      await expect(row.getByText('Assigned', { exact: true })).toBeVisible();
      await expectAccessible(page);

      await page.goto(`/user/view/${withdrawn._id}/assignments`);
      const gone = page.getByRole('region', { name: 'Assignments' }).getByRole('listitem');
      await expect(gone.filter({ hasText: 'Wi-Fi Deployment' })).toContainText('Withdrawn on');
    });

    test('an admin reads the compliance report by distributor, then by team, and downloads it', async ({
      page,
    }) => {
      await signIn(page, 'admin');
      await page.goto('/assignments');
      await page.getByRole('link', { name: 'Compliance report' }).click();
      await expect(page).toHaveURL(/\/assignments\/compliance$/);
      await expect(page.getByRole('heading', { level: 1, name: 'Compliance report' })).toBeVisible();
      await expect(page).toHaveTitle(/Compliance report/);
      const byDistributor = page.getByRole('table', { name: 'Compliance by Distributor' });
      await expect(byDistributor.getByRole('columnheader', { name: 'Completed on time' })).toBeVisible();
      const alfa = byDistributor.getByRole('row').filter({ hasText: 'Alfa Distribuição' });
      await expect(alfa).toBeVisible();
      // the last row is everyone's
      await expect(byDistributor.getByRole('row').last().getByRole('rowheader')).toHaveText('All people');
      await expectAccessible(page);

      await page.getByRole('combobox', { name: 'Group by' }).click();
      await page.getByRole('option', { name: 'Team' }).click();
      await expect(page).toHaveURL(/\/assignments\/compliance\?by=team$/);
      const byTeam = page.getByRole('table', { name: 'Compliance by Team' });
      await expect(byTeam.getByRole('columnheader', { name: 'Team' })).toBeVisible();
      await expect(byTeam.getByRole('row').last().getByRole('rowheader')).toHaveText('All people');

      // the course filter narrows the report to one course
      await pick(page, 'Course', 'Wi-Fi', /^Wi-Fi Deployment$/);
      await expect(byTeam.getByRole('row').last().getByRole('rowheader')).toHaveText('All people');
      await expectAccessible(page);

      const [file] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('button', { name: 'Download xlsx' }).click(),
      ]);
      expect(file.suggestedFilename()).toMatch(/\.xlsx$/);

      // the grouping stays in the address
      await page.reload();
      await expect(page.getByRole('table', { name: 'Compliance by Team' })).toBeVisible();
    });

    test('on a phone, a master (in Portuguese) reads the compliance report as cards', async ({ page }) => {
      await page.setViewportSize({ width: 375, height: 800 });
      await signIn(page, 'master');
      await page.goto('/assignments/compliance?by=country');
      await expect(page.getByRole('heading', { level: 1, name: 'Relatório de conformidade' })).toBeVisible();
      const cards = page.getByRole('list', { name: 'Conformidade por País' });
      await expect(cards.getByRole('heading', { name: 'Todas as pessoas' })).toBeVisible();
      await expect(cards.getByRole('listitem').last()).toContainText('Atribuídas');
      await expectNoSideScroll(page);
      await expectAccessible(page);
    });

    test('a learner with nothing assigned sees no assignments section', async ({ page }) => {
      await signInAs(page, withdrawn);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByRole('heading', { level: 2 }).first()).toBeVisible();
      await expect(page.getByRole('region', { name: 'Minhas atribuições' })).toHaveCount(0);
    });
  });
