import { readFile } from 'node:fs/promises';
import ExcelJS from 'exceljs';
import jsQRModule from 'jsqr';
import { type APIRequestContext, expect, type Page, test } from './fixtures.js';
import { choose, DEMO_USERS, expectAccessible, expectNoSideScroll, signIn } from './helpers.js';
import { text } from './locales.js';

// jsqr is CommonJS: Node hands its exports object as the default, whose `default` is the function
const jsQR = jsQRModule.default;

/** The admin reads English. */
const en = (key: string) => text('en', key);
test.use({ locale: 'en-US' });

const stamp = Date.now().toString(36);
const PARTNER = `Certified Partner ${stamp}`;
const COURSE = {
  en: `Fiber splicing ${stamp}`,
  pt: `Emenda de fibra ${stamp}`,
  es: `Empalme de fibra ${stamp}`,
};
const PATH = {
  en: `Fiber installer ${stamp}`,
  pt: `Instalador de fibra ${stamp}`,
  es: `Instalador de fibra ${stamp}`,
};
/** Two people of the partner who complete the course, so hold its certificate and the path's. */
const PEOPLE = [
  { name: 'Renata Quintela', email: `renata.${stamp}@example.com` },
  { name: 'Otávio Prado', email: `otavio.${stamp}@example.com` },
];
const PASSWORD = 'partner-pass-1';
/** A tier asking 2 people certified for a product line none of the partner's courses is of. */
const TIER = `Gold ${stamp}`;
const LINE = `Batteries ${stamp}`;

type Api = <T>(path: string, data?: unknown, method?: 'GET' | 'POST') => Promise<T>;

/** Calls the API (as the holder of `token`, if any) and unwraps the `{ status: 1, data }` envelope. */
function apiOf(request: APIRequestContext, token?: string): Api {
  return async <T>(
    path: string,
    data?: unknown,
    method: 'GET' | 'POST' = data === undefined ? 'GET' : 'POST',
  ) => {
    const headers = token ? { Authorization: `Bearer ${token}` } : undefined;
    const response =
      method === 'GET'
        ? await request.get(`/api/${path}`, { headers })
        : await request.post(`/api/${path}`, { headers, data });
    expect(response.ok(), `${path}: ${await response.text()}`).toBe(true);
    return ((await response.json()) as { data: T }).data;
  };
}

async function signedInApi(request: APIRequestContext, account: { email: string; password: string }) {
  const { token } = await apiOf(request)<{ token: string }>('auth/login', account);
  return apiOf(request, token);
}

/** What the QR code image on the page holds, read from its pixels. */
async function qrCodeText(page: Page, name: string): Promise<string | undefined> {
  const image = page.getByRole('img', { name });
  const pixels = await image.evaluate(async (element) => {
    const img = element as HTMLImageElement;
    await img.decode();
    const canvas = document.createElement('canvas');
    canvas.width = 400;
    canvas.height = 400;
    const context = canvas.getContext('2d');
    if (!context) return null;
    context.fillStyle = '#fff';
    context.fillRect(0, 0, 400, 400);
    context.drawImage(img, 0, 0, 400, 400);
    return Array.from(context.getImageData(0, 0, 400, 400).data);
  });
  return pixels ? jsQR(Uint8ClampedArray.from(pixels), 400, 400)?.data : undefined;
}

test.describe('partner certification status', () => {
  // several sign-ins, registrations and axe runs on a shared two-core machine
  test.setTimeout(120_000);
  let countryId = '';
  let distributorId = '';
  let address = '';

  test.beforeAll(async ({ request, baseURL }) => {
    const admin = await signedInApi(request, DEMO_USERS.admin);
    // the public page's address (and QR code) is on the academy's address: here, the test server's
    await admin('setting/create-or-update', { name: 'site_url', value: baseURL });
    const countries = await admin<{ _id: string; iso2: string }[]>('country/list');
    countryId = countries.find((country) => country.iso2 === 'BR')?._id ?? '';
    const states = await admin<{ _id: string; code: string }[]>(`country/listStates?countryId=${countryId}`);
    const saoPaulo = states.find((state) => state.code === 'SP')?._id ?? '';
    distributorId = (
      await admin<{ _id: string }>('country/distributors/save', {
        countryID: countryId,
        distributor: { name: PARTNER, state: 'SP' },
      })
    )._id;

    // its people register and the admin accepts them
    const visitor = apiOf(request);
    const registered = [];
    for (const person of PEOPLE)
      registered.push(
        await visitor<{ _id: string }>('user/register', {
          ...person,
          password: PASSWORD,
          confirmation: PASSWORD,
          country: countryId,
          state: saoPaulo,
          master: distributorId,
          privacy: true,
          lang: 'en',
        }),
      );
    await admin('user/accept', { userIds: registered.map((user) => user._id), accept: true });

    // a published course of one video lesson, open to all, and a path of it; both complete it
    const course = await admin<{ _id: string }>('course/create', {
      title: COURSE,
      description: COURSE,
      langs: ['en', 'pt', 'es'],
    });
    const lesson = await admin<{ _id: string }>('course/lesson/save', {
      lesson: {
        courseId: course._id,
        kind: 'video',
        title: COURSE,
        content: {
          video: { en: 'https://vimeo.com/1', pt: 'https://vimeo.com/1', es: 'https://vimeo.com/1' },
        },
      },
    });
    await admin('course/update', { _id: course._id, status: 'published' });
    await admin('learning_paths/create', {
      title: PATH,
      courses: [course._id],
      openToAll: true,
      status: 'published',
    });
    for (const person of PEOPLE) {
      const learner = await signedInApi(request, { email: person.email, password: PASSWORD });
      await learner('user/progress/mark', { courseId: course._id, lessonId: lesson._id, progress: 100 });
    }
  });

  test("an admin switches the partner's public status page on from its edit page and sees its address and QR code", async ({
    page,
    baseURL,
  }) => {
    await signIn(page, 'admin');
    await page.goto(`/settings/country/${countryId}/distributor/edit/${distributorId}`);
    await expect(
      page.getByRole('heading', { level: 2, name: en('settings.statusPage.title') }),
    ).toBeVisible();
    const pageSwitch = page.getByLabel(en('settings.statusPage.switch'), { exact: true });
    await expect(pageSwitch).not.toBeChecked();
    await expect(page.getByRole('img', { name: en('settings.statusPage.qrCode') })).toBeHidden();

    await pageSwitch.click();
    const dialog = page.getByRole('dialog', { name: en('settings.statusPage.onTitle') });
    await expect(dialog).toContainText(PARTNER);
    await dialog.getByRole('button', { name: en('settings.statusPage.turnOn') }).click();
    await expect(page.getByText(en('settings.statusPage.isOn'))).toBeVisible();
    await expect(pageSwitch).toBeChecked();

    const link = page.getByRole('link', { name: /\/partners\// });
    address = (await link.textContent()) ?? '';
    expect(address).toMatch(new RegExp(`^${baseURL}/partners/[A-Z2-7]{24}$`));
    await expect(page.getByRole('img', { name: en('settings.statusPage.qrCode') })).toBeVisible();
    expect(await qrCodeText(page, en('settings.statusPage.qrCode'))).toBe(address);
    await expectAccessible(page);
  });

  test('a visitor, signed out on a phone, opens the address and sees the certified first names and counts only', async ({
    browser,
  }) => {
    test.skip(!address, 'needs the page switched on by the first test');
    const visitor = await browser.newContext({ viewport: { width: 375, height: 740 }, locale: 'en-US' });
    const page = await visitor.newPage();
    await page.goto(address);
    await expect(page.getByRole('heading', { level: 1, name: PARTNER })).toBeVisible();
    for (const title of [COURSE.en, PATH.en]) {
      const card = page
        .getByRole('heading', { level: 3, name: title })
        .locator('xpath=ancestor::*[contains(@class, "MuiPaper-root")][1]');
      await expect(card).toContainText('2 certified people');
      await expect(card).toContainText('Otávio and Renata');
    }
    const body = (await page.locator('main').textContent()) ?? '';
    for (const hidden of ['Quintela', 'Prado', '@'] as const) expect(body).not.toContain(hidden);
    await expectNoSideScroll(page);
    await expectAccessible(page);

    // an address no distributor has is a plain "not found"
    await page.goto('/partners/AAAABBBBCCCCDDDDEEEEFFFF');
    await expect(page.getByRole('heading', { level: 1, name: en('shell.notFound.title') })).toBeVisible();
    await visitor.close();
  });

  test("an admin reads the partner's certification status and downloads it as a spreadsheet", async ({
    page,
  }) => {
    await signIn(page, 'admin');
    await page.goto(`/reports/certification?search=${encodeURIComponent(PARTNER)}`);
    await expect(
      page.getByRole('heading', { level: 1, name: en('certificationStatus.title') }),
    ).toBeVisible();
    const card = page.getByRole('region', { name: PARTNER });
    await expect(card.getByRole('listitem').filter({ hasText: COURSE.en })).toContainText('2 of 2 certified');
    await expect(card.getByRole('listitem').filter({ hasText: PATH.en })).toContainText(
      'certified with no end',
    );
    await expectAccessible(page);

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: en('certificationStatus.export') }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('certification-status.xlsx');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load((await readFile(await download.path())) as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0];
    expect(sheet?.getRow(1).values).toEqual([
      undefined,
      'Distributor',
      'Country',
      'State',
      'People',
      'Type',
      'Title',
      'Certified people',
      'First certification ends',
      'Certified until',
      'Partner tier',
      'Tier requirements',
      'Certificates ending within 30 days',
    ]);
    expect(sheet?.getRow(2).values).toEqual([
      undefined,
      PARTNER,
      'Brazil',
      'SP',
      2,
      'Course',
      COURSE.en,
      2,
      'No end',
      'No end',
      // no tier yet (the next test gives one); no certificate ends
      undefined,
      undefined,
      0,
    ]);
    expect(sheet?.getRow(3).values).toEqual([
      undefined,
      PARTNER,
      'Brazil',
      'SP',
      2,
      'Learning path',
      PATH.en,
      2,
      'No end',
      'No end',
      // no tier yet (the next test gives one); no certificate ends
      undefined,
      undefined,
      0,
    ]);
    expect(sheet?.rowCount).toBe(3);

    // on a phone the report fits the width
    await page.setViewportSize({ width: 375, height: 740 });
    await expectNoSideScroll(page);
  });

  test('an admin gives the partner a tier asking 2 people per product line, and the report and the public page show it short by 2', async ({
    page,
    request,
    browser,
  }) => {
    test.skip(!address, 'needs the page switched on by the first test');
    const admin = await signedInApi(request, DEMO_USERS.admin);
    await admin('training-type/save', { title: LINE });

    await signIn(page, 'admin');
    await page.goto('/settings/partner_tiers');
    await expect(
      page.getByRole('heading', { level: 1, name: en('settings.partnerTiers.title') }),
    ).toBeVisible();
    await page.getByRole('link', { name: en('settings.partnerTiers.add') }).click();
    await expect(
      page.getByRole('heading', { level: 1, name: en('settings.partnerTiers.newTitle') }),
    ).toBeVisible();
    await page.getByRole('textbox', { name: en('settings.partnerTiers.name') }).fill(TIER);
    await page.getByRole('button', { name: en('settings.partnerTiers.addRequirement') }).click();
    await choose(page, en('settings.partnerTiers.trainingType'), LINE);
    await page.getByRole('spinbutton', { name: en('settings.partnerTiers.people') }).fill('2');
    await expectAccessible(page);
    await page.getByRole('button', { name: en('common.save') }).click();
    const tiers = page.getByRole('list', { name: en('settings.partnerTiers.title') });
    await expect(tiers.getByRole('listitem').filter({ hasText: TIER })).toContainText(`${LINE}: 2 people`);
    await expectAccessible(page);

    await page.goto(`/settings/country/${countryId}/distributor/edit/${distributorId}`);
    await choose(page, en('settings.distributors.tier'), TIER);
    await page.getByRole('button', { name: en('common.save') }).click();
    await expect(page.getByText(`Distributor ${PARTNER} saved`)).toBeVisible();

    await page.goto(`/reports/certification?search=${encodeURIComponent(PARTNER)}`);
    const card = page.getByRole('region', { name: PARTNER });
    await expect(card.getByRole('heading', { name: `Partner tier: ${TIER}` })).toBeVisible();
    await expect(
      card.getByRole('list', { name: `Requirements of ${TIER}` }).getByRole('listitem'),
    ).toHaveText(`${LINE}: 0 of 2 certified · short by 2`);
    await expect(card).toContainText('No certificate ends within 30 days');
    await expectAccessible(page);
    await page.setViewportSize({ width: 375, height: 740 });
    await expectNoSideScroll(page);

    const visitor = await browser.newContext({ viewport: { width: 375, height: 740 }, locale: 'en-US' });
    const publicPage = await visitor.newPage();
    await publicPage.goto(address);
    await expect(publicPage.getByRole('heading', { level: 2, name: `Partner tier: ${TIER}` })).toBeVisible();
    await expect(publicPage.getByRole('list', { name: `Requirements of ${TIER}` })).toHaveText(
      `${LINE}: 0 of 2 certified · short by 2`,
    );
    await expectNoSideScroll(publicPage);
    await expectAccessible(publicPage);
    await visitor.close();
  });
});
