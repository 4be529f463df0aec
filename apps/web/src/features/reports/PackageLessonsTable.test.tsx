import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderInApp } from '../../test/render';
import { PackageLessonsTable } from './PackageLessonsTable';
import { safety, standingIn, studentCourse, tour } from './report-fixtures';

const packaged = studentCourse('1', 'Packaged', [
  standingIn(safety, {
    status: 'passed',
    attempts: 3,
    bestScore: 85.5,
    seconds: 1000,
    lastActivityAt: '2026-03-02T12:30:00.000Z',
  }),
  standingIn(tour),
]);
const plain = studentCourse('2', 'Plain', []);

const rowsOf = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .map((row) => Array.from(row.children, (cell) => cell.textContent));

describe('PackageLessonsTable', () => {
  it("lists a learner's package lessons course by course, under a heading of their own", async () => {
    await renderInApp(<PackageLessonsTable name="Ana" courses={[plain, packaged]} />, { language: 'es' });
    const section = screen.getByRole('region', { name: 'Lecciones SCORM y cmi5' });
    expect(within(section).getByRole('heading', { level: 2, name: 'Lecciones SCORM y cmi5' })).toBeVisible();
    const table = within(section).getByRole('table', { name: 'Lecciones SCORM y cmi5 de Ana' });
    const day = new Date('2026-03-02T12:30:00.000Z').toLocaleDateString('en-GB');
    expect(rowsOf(table)).toEqual([
      ['Curso', 'Lección', 'Estado', 'Intentos', 'Mejor nota', 'Tiempo', 'Última actividad'],
      ['Packaged (es)', 'Seguridad', 'Aprobado', '3', '85,5\u00a0%', '16 min 40 s', day],
      ['Packaged (es)', 'Recorrido', 'No iniciado', '0', '—', '—', '—'],
    ]);
    expect(within(table).getAllByRole('link', { name: 'Packaged (es)' })[0]).toHaveAttribute(
      'href',
      `/courses/reports/by-course/${packaged._id}`,
    );
  });

  it('shows nothing when none of his courses has a package lesson', async () => {
    const { container } = await renderInApp(<PackageLessonsTable name="Ana" courses={[plain]} />);
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.queryByRole('heading')).toBeNull();
    expect(container.textContent).not.toContain('SCORM');
  });
});
