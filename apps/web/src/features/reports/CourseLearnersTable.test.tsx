import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderInApp } from '../../test/render';
import { CourseLearnersTable } from './CourseLearnersTable';
import { learner, safety, standingIn, tour } from './report-fixtures';

const ana = learner('Ana', [
  standingIn(safety, {
    status: 'passed',
    attempts: 3,
    bestScore: 85.5,
    seconds: 1000,
    lastActivityAt: '2026-03-02T12:30:00.000Z',
  }),
  standingIn(tour, { status: 'in_progress', attempts: 1, seconds: 3900 }),
]);
const bia = learner('Bia Bravo', [
  standingIn(safety, { status: 'failed', attempts: 1, bestScore: 30, seconds: 40 }),
  standingIn(tour),
]);

/** A cell's lines (its status, its details), joined by ' | '. */
const linesOf = (cell: HTMLElement) =>
  cell.children.length > 0
    ? Array.from(cell.children, (line) => line.textContent).join(' | ')
    : cell.textContent;
/** Each row's cells of the package lessons' columns (after those of where he stands in the course). */
const packageCellsOf = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell').slice(7).map(linesOf));

describe('CourseLearnersTable', () => {
  it("gives each package lesson a column, in the course's order, with each learner's status, best score, time and attempts", async () => {
    await renderInApp(
      <CourseLearnersTable title="Packaged" learners={[ana, bia]} packageLessons={[safety, tour]} />,
    );
    const table = screen.getByRole('table', { name: 'Learners of Packaged' });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent);
    expect(headers.slice(-2)).toEqual(['Safety first', 'Product tour']);
    expect(packageCellsOf(table)).toEqual([
      ['Passed | best 85.5% · 16 min 40 sec · 3 attempts', 'In progress | 1 hr 5 min · 1 attempt'],
      ['Not passed | best 30.0% · 40 sec · 1 attempt', 'Not started'],
    ]);
  });

  it('says it in the reader language, and shows no package column for a course without any', async () => {
    const { unmount } = await renderInApp(
      <CourseLearnersTable title="Empacotado" learners={[ana]} packageLessons={[safety, tour]} />,
      { language: 'pt' },
    );
    const table = screen.getByRole('table', { name: 'Alunos de Empacotado' });
    expect(within(table).getByRole('columnheader', { name: 'Segurança' })).toBeVisible();
    expect(packageCellsOf(table)).toEqual([
      ['Aprovado | melhor 85,5% · 16 min 40 s · 3 tentativas', 'Em andamento | 1 h 5 min · 1 tentativa'],
    ]);
    unmount();

    await renderInApp(
      <CourseLearnersTable title="Plain" learners={[learner('Ana', [])]} packageLessons={[]} />,
    );
    const plain = screen.getByRole('table', { name: 'Learners of Plain' });
    expect(within(plain).getAllByRole('columnheader')).toHaveLength(8);
  });
});
