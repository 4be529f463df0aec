import { expect, test } from './fixtures.js';
import { expectAccessible, expectNoSideScroll, mainMenu, newLearner, signIn, signInAs } from './helpers.js';

test.describe('language and menus', () => {
  test('when a learner chooses Spanish, the interface changes at once and stays Spanish after a reload', async ({
    page,
  }) => {
    // a learner of this test's own, who reads Portuguese: the demo student keeps his language
    await signInAs(page, await newLearner(page.request, 'Lia Idiomas'));
    await expect(mainMenu(page, 'Menu principal').getByRole('link', { name: 'Cursos' })).toBeVisible();

    await page.goto('/profile/language');
    // a click, not check(): the radio shows the language once the server has saved it
    await page.getByRole('radio', { name: 'Español' }).click();
    const menu = mainMenu(page, 'Menú principal');
    await expect(menu.getByRole('link', { name: 'Rutas de aprendizaje' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'Idioma' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');

    // saved on the user: a fresh start (even with another language remembered here) shows Spanish
    await page.evaluate(() => localStorage.setItem('academy.lang', 'en'));
    await page.reload();
    await expect(
      mainMenu(page, 'Menú principal').getByRole('link', { name: 'Rutas de aprendizaje' }),
    ).toBeVisible();
    await expect(page.getByRole('radio', { name: 'Español' })).toBeChecked();

    await page.getByRole('radio', { name: 'Português' }).click();
    await expect(mainMenu(page, 'Menu principal').getByRole('link', { name: 'Trilhas' })).toBeVisible();
    await page.reload();
    await expect(page.getByRole('radio', { name: 'Português' })).toBeChecked();
  });

  test('when a student signs in, the menu has exactly Courses and Learning paths', async ({ page }) => {
    await signIn(page, 'student');
    const links = mainMenu(page, 'Menu principal').getByRole('link');
    await expect(links).toHaveText(['Cursos', 'Trilhas']);
    await expect(page.getByRole('link', { name: 'Configurações' })).toHaveCount(0);
  });

  test('when the admin signs in, the menu has settings too', async ({ page }) => {
    // the seed gives the admin English
    await signIn(page, 'admin');
    const links = mainMenu(page, 'Main menu').getByRole('link');
    await expect(links).toHaveText([
      'Courses',
      'Users',
      'Teams',
      'Learning paths',
      'Assignments',
      'Reports',
      'Settings',
    ]);
  });

  test('when the screen is 375 px wide, the hamburger opens the menu with notifications and profile', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await signIn(page, 'student');
    await expect(mainMenu(page, 'Menu principal')).toBeHidden();
    await page.getByRole('button', { name: 'Abrir menu' }).click();
    const drawer = page.getByRole('presentation').getByRole('navigation', { name: 'Menu principal' });
    await expect(drawer.getByRole('link')).toHaveText(['Cursos', 'Trilhas', 'Notificações', 'Perfil']);
    await drawer.getByRole('link', { name: 'Perfil' }).click();
    await expect(page).toHaveURL(/\/profile$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Perfil' })).toBeVisible();
    // nothing sticks out sideways
    await expectNoSideScroll(page);
  });

  test('when the profile pages are open, axe finds no serious or critical problem', async ({ page }) => {
    await signIn(page, 'student');
    for (const [path, heading] of [
      ['/profile', 'Perfil'],
      ['/profile/privacy', 'Privacidade'],
      ['/profile/language', 'Idioma'],
      ['/profile/data', 'Dados pessoais'],
    ] as const) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await expectAccessible(page);
    }
  });
});

test('when a learner opens his privacy page, it says when he accepted the policy', async ({ page }) => {
  await signIn(page, 'student');
  await page.goto('/profile/privacy');
  // the demo academy records the acceptance when it is made: a DD/MM/YYYY date is shown
  await expect(page.getByText(/^Você aceitou esta política em \d{2}\/\d{2}\/\d{4}\.$/)).toBeVisible();
});
