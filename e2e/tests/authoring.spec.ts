import { expect, type Locator, type Page, test } from './fixtures.js';
import { expectAccessible, sameSiteHeaders, signIn } from './helpers.js';
import { text } from './locales.js';

test.use({ locale: 'en-US' });

const FIXTURES = new URL('../fixtures/', import.meta.url);
const VIDEO = new URL('two-seconds.mp4', FIXTURES).pathname;
const PDF = new URL('two-pages.pdf', FIXTURES).pathname;
/** A 1x1 png, for the course picture and a question's picture. */
const PNG = {
  name: 'cover.png',
  mimeType: 'image/png',
  buffer: Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
    'base64',
  ),
};

const LANGUAGES = [
  ['en', 'English'],
  ['pt', 'Portuguese'],
  ['es', 'Spanish'],
] as const;
type Lang = (typeof LANGUAGES)[number][0];

/** Fills a per-language text field in each language ("Title (English)", "Title (Portuguese)"...). */
async function fillEach(scope: Page | Locator, label: string, value: (lang: Lang) => string) {
  for (const [lang, name] of LANGUAGES) await scope.getByLabel(`${label} (${name})`).fill(value(lang));
}

/** Chooses a file for a per-language file field in each language. */
async function chooseEach(scope: Page | Locator, label: string, file: string | typeof PNG) {
  for (const [, name] of LANGUAGES)
    await scope.locator(`input[type="file"][aria-label="${label} (${name})"]`).setInputFiles(file);
}

async function saveAndReturnToCourse(page: Page, message: string) {
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText(message)).toBeVisible({ timeout: 30_000 });
  await expect(page).toHaveURL(/\/course\/edit\/[0-9a-f]{24}$/);
}

test('when the admin authors a modular course in three languages and publishes it, a student finds and opens it', async ({
  page,
}) => {
  // three languages, two sign-ins and several accessibility checks: a long flow, which took over
  // two minutes on a machine loaded several times over its cores
  test.setTimeout(240_000);
  const stamp = Date.now();
  const title = (lang: Lang) => `Routers ${lang} ${stamp}`;
  await signIn(page, 'admin');

  await test.step('the course', async () => {
    await page.goto('/course/create');
    await expect(page.getByRole('heading', { level: 1, name: 'New course' })).toBeVisible();
    // every offered language asks for its own title
    await page.getByRole('button', { name: 'Create course' }).click();
    await expect(page.getByText('Required in all languages')).toHaveCount(6);
    await expectAccessible(page);

    await fillEach(page, 'Title', title);
    await fillEach(page, 'Description', (lang) => `All about routers (${lang})`);
    await page.locator('input[type="file"][aria-label="Course image"]').setInputFiles(PNG);
    await expect(page.getByRole('img', { name: 'Course image preview' })).toBeVisible();
    await page.getByRole('radiogroup', { name: 'Structure' }).getByLabel('Modular').check();
    await page.getByRole('button', { name: 'Create course' }).click();
    await expect(page).toHaveURL(/\/course\/edit\/[0-9a-f]{24}$/);
    await expect(page.getByRole('heading', { level: 1, name: `Edit course: ${title('en')}` })).toBeVisible();
    await expect(page.getByRole('img', { name: 'Course image preview' })).toHaveAttribute(
      'src',
      /\/api\/file\//,
    );
  });

  await test.step('a module', async () => {
    await page.getByRole('link', { name: 'Add module' }).click();
    await fillEach(page, 'Module title', (lang) => `Basics ${lang}`);
    await saveAndReturnToCourse(page, 'Module saved');
    await expect(page.getByRole('heading', { level: 3, name: 'Basics en' })).toBeVisible();
  });

  await test.step('a video lesson with an uploaded mp4', async () => {
    await page.getByRole('link', { name: 'Add lesson to Basics en' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'New lesson' })).toBeVisible();
    await fillEach(page, 'Lesson title', (lang) => `Unboxing ${lang}`);
    for (const [lang, name] of LANGUAGES) {
      await page
        .getByRole('radiogroup', { name: `Video (${name})` })
        .getByLabel('Upload an mp4')
        .check();
      await page.locator(`input[type="file"][aria-label="Video file (${name})"]`).setInputFiles(VIDEO);
      await expect(page.getByText('two-seconds.mp4')).toHaveCount(
        LANGUAGES.findIndex(([l]) => l === lang) + 1,
      );
    }
    await expectAccessible(page);
    await saveAndReturnToCourse(page, 'Lesson saved');
  });

  await test.step('a pdf lesson with an uploaded pdf', async () => {
    await page.getByRole('link', { name: 'Add lesson to Basics en' }).click();
    await page.getByRole('radiogroup', { name: 'Kind of lesson' }).getByLabel('PDF').check();
    await fillEach(page, 'Lesson title', (lang) => `Datasheet ${lang}`);
    // a pdf is required in every language too
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(
      page.getByRole('region', { name: 'PDF' }).getByText('Required in all languages'),
    ).toHaveCount(3);
    // a file the server does not take stops the save before the lesson is sent
    await chooseEach(page, 'PDF file', PDF);
    await page.locator('input[type="file"][aria-label="PDF file (English)"]').setInputFiles({
      name: 'fake.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from('not really a pdf'),
    });
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page.getByText('Invalid file')).toBeVisible();
    await expect(page).toHaveURL(/\/lesson\/create$/);
    await page.locator('input[type="file"][aria-label="PDF file (English)"]').setInputFiles(PDF);
    await saveAndReturnToCourse(page, 'Lesson saved');
  });

  await test.step('an exam lesson with two questions', async () => {
    await page.getByRole('link', { name: 'Add lesson to Basics en' }).click();
    await page.getByRole('radiogroup', { name: 'Kind of lesson' }).getByLabel('Exam').check();
    await fillEach(page, 'Lesson title', (lang) => `Final exam ${lang}`);

    const first = page.getByRole('region', { name: 'Question 1' });
    await fillEach(first, 'Question', (lang) => `Which port is for the WAN? (${lang})`);
    await chooseEach(first, 'Question picture', PNG);
    await fillEach(first.getByRole('group', { name: 'Answer 1' }), 'Answer', (lang) => `WAN (${lang})`);
    await fillEach(first.getByRole('group', { name: 'Answer 2' }), 'Answer', (lang) => `LAN 1 (${lang})`);
    // an exam of one question is refused before anything is sent
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page.getByText('Add at least 2 questions')).toBeVisible();

    await page.getByRole('button', { name: 'Add question' }).click();
    const second = page.getByRole('region', { name: 'Question 2' });
    await second.getByRole('radiogroup', { name: 'Answer type' }).getByLabel('Multiple choice').check();
    await fillEach(second, 'Question', (lang) => `Which bands does it use? (${lang})`);
    await fillEach(second.getByRole('group', { name: 'Answer 1' }), 'Answer', (lang) => `2.4 GHz (${lang})`);
    await second.getByRole('button', { name: 'Remove Answer 2' }).click();

    // the exam rules speak up before anything is sent
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(second.getByText('At least 2 answers')).toBeVisible();
    await second.getByRole('button', { name: 'Add answer' }).click();
    await fillEach(second.getByRole('group', { name: 'Answer 2' }), 'Answer', (lang) => `5 GHz (${lang})`);
    await second.getByRole('checkbox', { name: 'Answer 1 is correct' }).uncheck();
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(second.getByText('Select a correct answer')).toBeVisible();
    await second.getByRole('checkbox', { name: 'Answer 1 is correct' }).check();
    await second.getByRole('checkbox', { name: 'Answer 2 is correct' }).check();
    await page.getByLabel('Correct answers needed to pass').fill('2');
    await expectAccessible(page);
    await saveAndReturnToCourse(page, 'Lesson saved');
  });

  await test.step('the course holds its three lessons and is published', async () => {
    const lessons = page.getByRole('list', { name: 'Lessons of Basics en' }).locator('[data-lesson-title]');
    await expect(lessons).toHaveText(['Unboxing en', 'Datasheet en', 'Final exam en']);
    // the structure is fixed now that the course has content
    await expect(page.getByRole('radiogroup', { name: 'Structure' }).getByLabel('Linear')).toBeDisabled();

    // the exam opens again with its answer keys
    await page.getByRole('link', { name: 'Edit Final exam en' }).click();
    const second = page.getByRole('region', { name: 'Question 2' });
    await expect(second.getByRole('checkbox', { name: 'Answer 2 is correct' })).toBeChecked();
    await expect(
      page.getByRole('region', { name: 'Question 1' }).getByRole('radio', { name: 'Answer 1 is correct' }),
    ).toBeChecked();
    await page.getByRole('link', { name: 'Cancel' }).click();

    await page.getByRole('radiogroup', { name: 'Status' }).getByLabel('Published').check();
    await page.getByRole('button', { name: 'Save', exact: true }).first().click();
    await expect(page.getByText('Course saved')).toBeVisible();
    // the snackbar is closed first: axe would measure its text half-faded in
    await page.getByRole('alert').getByRole('button', { name: 'Close' }).click();
    await expect(page.getByText('Course saved')).toBeHidden();
    await expectAccessible(page);
  });

  await test.step('the admin logs out; a student finds the course in /courses and opens it', async () => {
    await page.goto('/profile/data');
    await page.getByRole('button', { name: text('en', 'profile.logout') }).click();
    await expect(page).toHaveURL(/\/login/);
    await signIn(page, 'student');
    await page.goto('/courses');
    // the student reads Academy in Portuguese, so the course shows its Portuguese title
    await page.getByLabel(text('pt', 'courses.search')).fill(title('pt'));
    await page.getByRole('link', { name: new RegExp(title('pt')) }).click();
    await expect(page).toHaveURL(/\/course\/view\/[0-9a-f]{24}(\?.*)?$/);
    await expect(page.getByRole('heading', { level: 1, name: title('pt') })).toBeVisible();
    await expect(page.getByText('Unboxing pt')).toBeVisible();
  });
});

test('when the admin drags a lesson above another, by mouse or keyboard, the new order survives a reload', async ({
  page,
}) => {
  await signIn(page, 'admin');
  const headers = sameSiteHeaders;
  const created = await page.request.post('/api/course/create', {
    headers,
    data: {
      title: { en: `Ordering ${Date.now()}` },
      description: { en: 'Two lessons to reorder' },
      langs: ['en'],
      structure: 'linear',
    },
  });
  expect(created.ok()).toBe(true);
  const courseId = ((await created.json()) as { data: { _id: string } }).data._id;
  for (const name of ['First', 'Second']) {
    const saved = await page.request.post('/api/course/lesson/save', {
      headers,
      data: {
        lesson: {
          courseId,
          kind: 'video',
          title: { en: `${name} lesson` },
          content: { video: { en: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ' } },
        },
      },
    });
    expect(saved.ok()).toBe(true);
  }

  await page.goto(`/course/edit/${courseId}`);
  const titles = page.getByRole('list', { name: 'Lessons' }).locator('[data-lesson-title]');
  await expect(titles).toHaveText(['First lesson', 'Second lesson']);

  await test.step('by mouse', async () => {
    const handle = page.getByRole('button', { name: 'Drag to reorder Second lesson' });
    const target = page.getByRole('button', { name: 'Drag to reorder First lesson' });
    await handle.scrollIntoViewIfNeeded();
    const from = await handle.boundingBox();
    const to = await target.boundingBox();
    if (!from || !to) throw new Error('the handles are not on screen');
    await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
    await page.mouse.down();
    await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2 - 8, { steps: 4 });
    await page.mouse.move(to.x + to.width / 2, to.y + to.height / 2 - 10, { steps: 12 });
    await page.mouse.up();
    await expect(titles).toHaveText(['Second lesson', 'First lesson']);
    await expect(page.getByText('New order saved')).toBeVisible();
    await page.reload();
    await expect(titles).toHaveText(['Second lesson', 'First lesson']);
  });

  await test.step('by keyboard', async () => {
    const handle = page.getByRole('button', { name: 'Drag to reorder Second lesson' });
    await handle.focus();
    await page.keyboard.press('Space');
    // an arrow pressed before the drag has begun moves nothing
    await expect(handle).toHaveAttribute('aria-pressed', 'true');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Space');
    await expect(titles).toHaveText(['First lesson', 'Second lesson']);
    await expect(page.getByText('New order saved')).toBeVisible();
    await page.reload();
    await expect(titles).toHaveText(['First lesson', 'Second lesson']);
  });
});

test('when the admin reorders the courses in the course list by keyboard, learners get the new order', async ({
  page,
}) => {
  await signIn(page, 'admin');
  const headers = sameSiteHeaders;
  const stamp = Date.now();
  const titles = [`Earlier ${stamp}`, `Later ${stamp}`];
  for (const title of titles) {
    const created = await page.request.post('/api/course/create', {
      headers,
      data: {
        title: { en: title },
        description: { en: 'A course to move' },
        langs: ['en'],
        status: 'published',
      },
    });
    expect(created.ok()).toBe(true);
  }
  const order = async () => {
    const res = await page.request.get('/api/course/list?limit=1000', { headers });
    const items = ((await res.json()) as { data: { items: { title: { en: string } }[] } }).data.items;
    return items.map((course) => course.title.en).filter((title) => titles.includes(title));
  };
  expect(await order()).toEqual(titles);

  await page.goto('/courses');
  await page.getByRole('button', { name: 'Reorder' }).click();
  const dialog = page.getByRole('dialog', { name: 'Reorder courses' });
  const shownFirst = async () => {
    const text = (await dialog.textContent()) ?? '';
    return text.indexOf(titles[0] as string) < text.indexOf(titles[1] as string) ? titles[0] : titles[1];
  };
  for (const title of titles) await expect(dialog.getByText(title)).toBeVisible();
  expect(await shownFirst()).toBe(titles[0]);
  // tests running beside this one may have made courses between the two: the later one moves up
  // past each of them and past the earlier one
  const handleNames = await dialog
    .getByRole('button', { name: /^Drag to reorder / })
    .evaluateAll((buttons) => buttons.map((button) => button.getAttribute('aria-label') ?? ''));
  const positionOf = (title: string) => handleNames.indexOf(`Drag to reorder ${title}`);
  const steps = positionOf(titles[1] as string) - positionOf(titles[0] as string);
  expect(steps, handleNames.join(', ')).toBeGreaterThan(0);
  const handle = dialog.getByRole('button', { name: `Drag to reorder ${titles[1]}` });
  await handle.focus();
  await page.keyboard.press('Space');
  await expect(handle).toHaveAttribute('aria-pressed', 'true');
  // the list measures its items in the frames after the pick-up: an arrow pressed before moves nothing
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
  const from = positionOf(titles[1] as string) + 1;
  for (let step = 1; step <= steps; step++) {
    await page.keyboard.press('ArrowUp');
    // each move is announced before the next key
    await expect(
      page.getByText(`${titles[1]} moved to position ${from - step} of ${handleNames.length}.`),
    ).toBeAttached();
  }
  await page.keyboard.press('Space');
  await expect.poll(shownFirst).toBe(titles[1]);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('New order saved')).toBeVisible();
  expect(await order()).toEqual([titles[1], titles[0]]);
});
