import type { PackageStanding as Standing } from '@academy/domain';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderInApp } from '../../test/render';
import { PackageStanding } from './PackageStanding';

const standing = (change: Partial<Standing>): Standing => ({
  attemptId: 'a'.repeat(24),
  completion: 'unknown',
  success: 'unknown',
  score: null,
  seconds: 0,
  ended: false,
  attemptsLeft: null,
  ...change,
});

describe("a package attempt's standing", () => {
  it.each<[Partial<Standing>, string]>([
    [{}, 'Your attempt: not started'],
    [{ completion: 'incomplete' }, 'Your attempt: in progress'],
    [{ completion: 'completed' }, 'Your attempt: completed'],
    [
      { completion: 'completed', success: 'passed', score: 90, ended: true },
      'Your attempt: completed · passed · score 90%',
    ],
    [
      { completion: 'incomplete', success: 'failed', score: 42.25, ended: true },
      'Your attempt: in progress · failed · score 42.3%',
    ],
  ])('says %o in words', async (change, words) => {
    await renderInApp(<PackageStanding standing={standing(change)} />);
    expect(screen.getByRole('status')).toHaveTextContent(words);
  });

  it('says it in Portuguese and Spanish, the score as each writes numbers', async () => {
    const passed = standing({ completion: 'completed', success: 'passed', score: 87.5 });
    const { unmount } = await renderInApp(<PackageStanding standing={passed} />, { language: 'pt' });
    expect(screen.getByRole('status')).toHaveTextContent('Sua tentativa: concluída · aprovada · nota 87,5%');
    unmount();
    await renderInApp(<PackageStanding standing={passed} />, { language: 'es' });
    expect(screen.getByRole('status')).toHaveTextContent('Su intento: completado · aprobado · nota 87,5 %');
  });
});
