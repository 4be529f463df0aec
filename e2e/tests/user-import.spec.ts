import { expect, test } from './fixtures.js';
import { expectAccessible, expectNoSideScroll, signIn } from './helpers.js';

test.use({ locale: 'en-US' });

/** Three people of the demo's first distributor, in a CSV as a spreadsheet in Portuguese writes it. */
function threePeople() {
  const stamp = Date.now();
  const people = ['Ana Import', 'Bruno Import', 'Carla Import'].map((name, index) => ({
    name,
    email: `import.${index}.${stamp}@example.com`,
  }));
  const csv = [
    'Nome;E-mail;Tipo;País;Estado;Distribuidor;Idioma',
    ...people.map(({ name, email }) => `${name};${email};student;Brasil;SP;Alfa Distribuição;pt`),
  ].join('\r\n');
  return { people, csv };
}

test('an admin imports a CSV of three people after a dry run, then the same file finds them unchanged', async ({
  page,
}) => {
  const { people, csv } = threePeople();
  await signIn(page, 'admin');
  await page.goto('/users/import');
  await expect(page.getByRole('heading', { level: 1, name: 'Import people' })).toBeVisible();
  await expectAccessible(page);

  await page
    .locator('input[type="file"]')
    .setInputFiles({ name: 'people.csv', mimeType: 'text/csv', buffer: Buffer.from(csv, 'utf8') });

  // the dry run: three new people, nothing written yet
  const summary = page.getByTestId('import-summary');
  await expect(summary).toContainText('Check done: 3 new people, 0 updated, 0 unchanged, 0 refused.');
  const rows = page.getByRole('list', { name: 'Rows of the file' });
  for (const { name, email } of people) await expect(rows).toContainText(`${name} (${email})`);
  await expect(rows.getByText('New', { exact: true })).toHaveCount(3);
  await expectAccessible(page);

  await page.getByRole('button', { name: 'Import', exact: true }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('3 people will be created');
  await dialog.getByRole('button', { name: 'Import', exact: true }).click();

  await expect(page.getByTestId('import-progress')).toHaveText('3 of 3 rows');
  await expect(page.getByTestId('import-summary')).toContainText(
    'Import done: 3 people created, 0 updated, 0 unchanged, 0 refused.',
  );

  // the same file again changes nobody: its rows are unchanged, not updated
  await page
    .locator('input[type="file"]')
    .setInputFiles({ name: 'people.csv', mimeType: 'text/csv', buffer: Buffer.from(csv, 'utf8') });
  await expect(page.getByTestId('import-summary')).toContainText(
    'Check done: 0 new people, 0 updated, 3 unchanged, 0 refused.',
  );
  await expect(rows.getByText('Unchanged', { exact: true })).toHaveCount(3);
});

test('a file without the required columns says which are missing, on a phone', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await signIn(page, 'admin');
  await page.goto('/users/import');
  await page
    .locator('input[type="file"]')
    .setInputFiles({ name: 'bad.csv', mimeType: 'text/csv', buffer: Buffer.from('name,team\nAna,X\n') });
  await expect(page.getByRole('alert')).toContainText('The file lacks the columns: email, type.');
  await expectNoSideScroll(page);
});
