import type { PackagePlay, PackageStanding } from '@academy/domain';
import { screen, waitFor } from '@testing-library/react';
import type { Scorm12API } from 'scorm-again';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FeedbackContext } from '../../lib/feedback';
import { renderInApp } from '../../test/render';
import { PackageAttempt } from './PackageAttempt';

const where = { courseId: 'c'.repeat(24), lessonId: 'l'.repeat(24), lang: 'en', title: 'Switching' } as const;

const standing: PackageStanding = {
  attemptId: 'a'.repeat(24),
  completion: 'unknown',
  success: 'unknown',
  score: null,
  seconds: 0,
  ended: false,
  attemptsLeft: null,
};

const play = (change: Partial<PackagePlay>): PackagePlay => ({
  packageId: 'p'.repeat(24),
  standard: 'scorm12',
  title: 'Switches',
  base: `/api/package-files/${'p'.repeat(24)}/`,
  units: [{ id: 'sco-1', title: 'Switches', launch: 'sco-1.html' }],
  data: {},
  learner: { id: 'b'.repeat(24), name: 'Souza, Ana' },
  standing,
  ...change,
});

/** The commits the page posts, among whatever else is fetched. */
const commitsPosted = (fetch: ReturnType<typeof vi.fn>) =>
  fetch.mock.calls.filter(([url]) => String(url).includes('/commit'));

/** The lesson view of `opened`, as the app shows it, its fetches given to `fetch` (which never answers). */
function shown(opened: PackagePlay, fetch: ReturnType<typeof vi.fn>, language: 'en' | 'es' = 'en') {
  vi.stubGlobal('fetch', fetch);
  return renderInApp(
    <FeedbackContext.Provider value={{ show: vi.fn(), confirm: async () => false }}>
      <PackageAttempt {...where} play={opened} />
    </FeedbackContext.Provider>,
    { language },
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
  delete window.API;
});

describe('a package lesson opened', () => {
  it("names the learner to a SCORM unit and sends his attempt's commits", async () => {
    const fetch = vi.fn(() => new Promise<Response>(() => {}));
    await shown(play({}), fetch);
    expect(screen.getByText('Your attempt: not started')).toBeVisible();
    expect(await screen.findByTitle('Switching')).toBeInTheDocument();

    const api = window.API as Scorm12API;
    api.LMSInitialize('');
    expect(api.LMSGetValue('cmi.core.student_name')).toBe('Souza, Ana');
    expect(api.LMSGetValue('cmi.core.student_id')).toBe('b'.repeat(24));
    api.LMSSetValue('cmi.core.lesson_status', 'incomplete');
    api.LMSCommit('');
    await waitFor(() => expect(commitsPosted(fetch)).toHaveLength(1));
  });

  it('plays a staff preview, the learner named, and saves nothing, saying so', async () => {
    const fetch = vi.fn(() => new Promise<Response>(() => {}));
    await shown(play({ standing: null }), fetch);
    expect(screen.getByRole('alert')).toHaveTextContent('Preview: nothing you do in this lesson is saved.');
    expect(screen.queryByText(/Your attempt/)).toBeNull();
    expect(await screen.findByTitle('Switching')).toBeInTheDocument();

    const api = window.API as Scorm12API;
    api.LMSInitialize('');
    expect(api.LMSGetValue('cmi.core.student_name')).toBe('Souza, Ana');
    api.LMSSetValue('cmi.core.lesson_status', 'passed');
    api.LMSCommit('');
    api.LMSFinish('');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(commitsPosted(fetch)).toEqual([]);
  });

  it('launches no cmi5 unit in a preview: it would report to an attempt', async () => {
    const fetch = vi.fn(() => new Promise<Response>(() => {}));
    await shown(play({ standard: 'cmi5', standing: null }), fetch, 'es');
    const [preview, unit] = screen.getAllByRole('alert');
    expect(preview).toHaveTextContent('Vista previa: nada de lo que haga en esta lección se guarda.');
    expect(unit).toHaveTextContent('Esta parte informa al intento de un alumno');
    expect(screen.queryByTitle('Switching')).toBeNull();
    expect(fetch).not.toHaveBeenCalled();
  });
});
