import { expect, test } from './fixtures.js';
import { expectAccessible, expectNoSideScroll, signIn, signInAs } from './helpers.js';

test('a master (in Portuguese) gives his distributor an entrance and an invitation link; a new person (in Spanish, on a phone) joins through it without approval, and the master sees him', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(150_000);
  const slug = `alfa-${Date.now().toString(36)}`;
  await signIn(page, 'master');
  await page.goto('/users');
  await page.getByRole('link', { name: 'Entrada e convites' }).click();
  await expect(page.getByRole('heading', { level: 1, name: /^Entrada de / })).toBeVisible();
  await page.getByLabel('Nome do endereço').fill(slug);
  await page.getByLabel('Cor', { exact: true }).fill('#0a7f3f');
  await page.getByRole('button', { name: 'Salvar' }).click();
  await expect(page.getByText('Entrada salva')).toBeVisible();
  await expect(page.getByRole('link', { name: `${baseURL}/join/${slug}` })).toBeVisible();

  await page.getByRole('button', { name: 'Novo link de convite' }).click();
  const dialog = page.getByRole('dialog', { name: 'Novo link de convite' });
  await dialog.getByLabel('Para que serve').fill('Equipe de vendas');
  await dialog.getByLabel('Quantas pessoas podem usá-lo').fill('2');
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Criar link' }).click();
  const row = page.getByRole('listitem').filter({ hasText: 'Equipe de vendas' });
  await expect(row.getByText('0 de 2 usados')).toBeVisible();
  const address = (await row.getByText(`${baseURL}/join/${slug}/`).textContent()) ?? '';
  await expectAccessible(page);

  const visitor = await page.context().browser()?.newContext({ baseURL, locale: 'es-ES' });
  if (!visitor) throw new Error('no browser');
  const his = await visitor.newPage();
  await his.setViewportSize({ width: 375, height: 800 });
  await his.goto(address);
  await expect(his.getByRole('heading', { level: 1, name: /^Únase a / })).toBeVisible();
  await expectAccessible(his);
  await expectNoSideScroll(his);
  const email = `invitado.${Date.now()}@example.com`;
  await his.getByLabel('Nombre completo').fill('Invitado Ventas');
  await his.getByLabel('Correo electrónico').fill(email);
  await his.getByLabel('Contraseña', { exact: true }).fill('secret123');
  await his.getByLabel('Confirme la contraseña').fill('secret123');
  await his.getByRole('checkbox').check();
  await his.getByRole('button', { name: 'Registrarse' }).click();
  await expect(his.getByRole('heading', { level: 1, name: /^Le damos la bienvenida a / })).toBeVisible();
  await signInAs(his, { email, password: 'secret123' });
  await expect(his.getByRole('heading', { level: 1, name: 'Panel' })).toBeVisible();
  await visitor.close();

  await page.reload();
  await expect(row.getByText('1 de 2 usados')).toBeVisible();
  await row.getByRole('button', { name: 'Quem entrou (1)' }).click();
  await expect(row.getByText(`Invitado Ventas (${email})`, { exact: false })).toBeVisible();
});
