import type { Language, PackageLearner } from '@academy/domain';
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { FeedbackContext } from '../../../lib/feedback';
import { renderInApp } from '../../../test/render';
import { packageAttemptsKey } from '../attempts-api';
import { PackageAttempts } from './PackageAttempts';

const lesson = { courseId: 'c'.repeat(24), lessonId: 'l'.repeat(24) };

const learner = (n: number, change: Partial<PackageLearner> = {}): PackageLearner => ({
  userId: String(n).padStart(24, '0'),
  name: `Learner ${n}`,
  email: `learner${n}@example.com`,
  attempts: 1,
  completion: 'unknown',
  success: 'unknown',
  score: null,
  ended: false,
  attemptsLeft: null,
  ...change,
});

const shown = (page: { items: PackageLearner[]; total: number }, language: Language = 'en') =>
  renderInApp(
    <FeedbackContext.Provider value={{ show: vi.fn(), confirm: async () => false }}>
      <PackageAttempts lesson={lesson} />
    </FeedbackContext.Provider>,
    { language, cached: [[[...packageAttemptsKey(lesson), 1], page]] },
  );

/** The learners' rows (the page links are a list of their own, after them). */
const rows = () => {
  const [learners] = within(screen.getByRole('region')).getAllByRole('list');
  if (!learners) throw new Error('no list of learners');
  return within(learners).getAllByRole('listitem');
};

describe("a package lesson's learners' attempts", () => {
  it('shows each learner with the attempts he started, his latest attempt in words, and the attempts he has left', async () => {
    await shown({
      total: 2,
      items: [
        learner(1, {
          attempts: 2,
          completion: 'completed',
          success: 'failed',
          score: 42.25,
          ended: true,
          attemptsLeft: 0,
        }),
        learner(2),
      ],
    });
    expect(screen.getByRole('heading', { level: 2, name: "Learners' attempts" })).toBeVisible();
    const [failed, started] = rows();
    if (!failed || !started) throw new Error('two rows expected');
    expect(failed).toHaveTextContent('Learner 1');
    expect(failed).toHaveTextContent('learner1@example.com');
    expect(failed).toHaveTextContent('2 attempts started');
    expect(failed).toHaveTextContent('Latest attempt: completed · failed · score 42.3% · ended');
    expect(within(failed).getByRole('spinbutton', { name: 'Attempts left' })).toHaveValue(0);
    expect(within(failed).getByRole('button', { name: 'Save the attempts left of Learner 1' })).toBeEnabled();

    expect(started).toHaveTextContent('1 attempt started');
    expect(started).toHaveTextContent('Latest attempt: not started');
    // no limit: the field is empty until the admin sets one
    const none = within(started).getByRole('spinbutton', { name: 'Attempts left' });
    expect(none).toHaveValue(null);
    expect(none).toHaveAttribute('placeholder', 'No limit');
    expect(
      within(started).getByRole('button', { name: 'Save the attempts left of Learner 2' }),
    ).toBeDisabled();
    expect(screen.queryByRole('navigation')).toBeNull();
  });

  it('saves only a whole number from 0 to 1000', async () => {
    const { user } = await shown({ total: 1, items: [learner(1, { attemptsLeft: 1 })] });
    const field = screen.getByRole('spinbutton', { name: 'Attempts left' });
    const save = screen.getByRole('button', { name: 'Save the attempts left of Learner 1' });
    for (const typed of ['1001', '-1', '2.5']) {
      await user.clear(field);
      await user.type(field, typed);
      expect(save).toBeDisabled();
      expect(screen.getByText('A whole number from 0 to 1000')).toBeVisible();
    }
    await user.clear(field);
    await user.type(field, '3');
    expect(save).toBeEnabled();
    expect(screen.queryByText('A whole number from 0 to 1000')).toBeNull();
  });

  it('says when nobody started the lesson, and pages a long list', async () => {
    const { unmount } = await shown({ total: 0, items: [] });
    expect(screen.getByText('No learner has started this lesson yet.')).toBeVisible();
    unmount();
    await shown({ total: 45, items: Array.from({ length: 20 }, (_, index) => learner(index + 1)) });
    expect(rows()).toHaveLength(20);
    expect(screen.getByRole('navigation')).toBeVisible();
    expect(screen.getByRole('button', { name: /page 3/i })).toBeVisible();
  });

  it('speaks Portuguese and Spanish', async () => {
    const ended = learner(1, { attempts: 3, completion: 'completed', success: 'passed', score: 87.5 });
    const { unmount } = await shown({ total: 1, items: [ended] }, 'pt');
    expect(rows()[0]).toHaveTextContent('3 tentativas iniciadas');
    expect(rows()[0]).toHaveTextContent('Última tentativa: concluída · aprovada · nota 87,5%');
    expect(screen.getByRole('spinbutton', { name: 'Tentativas restantes' })).toBeVisible();
    unmount();
    await shown({ total: 1, items: [ended] }, 'es');
    expect(rows()[0]).toHaveTextContent('3 intentos iniciados');
    expect(screen.getByRole('button', { name: 'Guardar los intentos restantes de Learner 1' })).toBeVisible();
  });
});
