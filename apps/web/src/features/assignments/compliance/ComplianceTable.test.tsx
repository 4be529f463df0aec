import type { ComplianceFigures, ComplianceReport } from '@academy/domain';
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { FeedbackContext } from '../../../lib/feedback';
import { renderInApp } from '../../../test/render';
import { assignmentKeys } from '../api';
import CompliancePage from './CompliancePage';
import { ComplianceTable } from './ComplianceTable';

const figures = (assigned: number, overdue = 0): ComplianceFigures => ({
  assigned,
  completedOnTime: 1,
  completedLate: 2,
  inProgress: 3,
  overdue,
  expiring30: 4,
  expiring60: 5,
  expiring90: 6,
});

const REPORT: ComplianceReport = {
  groups: [
    { _id: 'a'.repeat(24), name: 'Alfa Distribuição', ...figures(12, 3) },
    { _id: 'b'.repeat(24), name: '', ...figures(7) },
  ],
  total: figures(1234, 3),
};

const NOTHING: ComplianceFigures = {
  assigned: 0,
  completedOnTime: 0,
  completedLate: 0,
  inProgress: 0,
  overdue: 0,
  expiring30: 0,
  expiring60: 0,
  expiring90: 0,
};
const EMPTY: ComplianceReport = { groups: [], total: NOTHING };

/** The cells of a table row, as text. */
const cellsOf = (row: HTMLElement) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent);

describe('ComplianceTable', () => {
  it('shows a row per group and a last one for all people, under headers in English', async () => {
    await renderInApp(<ComplianceTable report={REPORT} by="distributor" />);
    const table = screen.getByRole('table', { name: 'Compliance by Distributor' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual([
      'Distributor',
      'Assigned',
      'Completed on time',
      'Completed late',
      'In progress',
      'Overdue',
      'Expiring in 30 days',
      'Expiring in 60 days',
      'Expiring in 90 days',
    ]);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map(cellsOf)).toEqual([
      ['Alfa Distribuição', '12', '1', '2', '3', '3', '4', '5', '6'],
      ['(no name)', '7', '1', '2', '3', '0', '4', '5', '6'],
      ['All people', '1,234', '1', '2', '3', '3', '4', '5', '6'],
    ]);
  });

  it('names the grouping and the total in Portuguese, with its numbers', async () => {
    await renderInApp(<ComplianceTable report={REPORT} by="team" />, { language: 'pt' });
    const table = screen.getByRole('table', { name: 'Conformidade por Equipe' });
    expect(within(table).getByRole('columnheader', { name: 'Equipe' })).toBeInTheDocument();
    expect(within(table).getByRole('columnheader', { name: 'Concluídas com atraso' })).toBeInTheDocument();
    const last = within(table).getAllByRole('row').at(-1) as HTMLElement;
    expect(cellsOf(last)).toEqual(['Todas as pessoas', '1.234', '1', '2', '3', '3', '4', '5', '6']);
  });

  it('shows a card per group on a phone, each figure named', async () => {
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: true,
      media: query,
      onchange: null,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      addListener: () => undefined,
      removeListener: () => undefined,
      dispatchEvent: () => false,
    }));
    await renderInApp(<ComplianceTable report={REPORT} by="country" />, { language: 'es' });
    expect(screen.queryByRole('table')).toBeNull();
    const list = screen.getByRole('list', { name: 'Cumplimiento por País' });
    const cards = within(list).getAllByRole('listitem');
    expect(cards.map((card) => within(card).getByRole('heading').textContent)).toEqual([
      'Alfa Distribuição',
      '(sin nombre)',
      'Todas las personas',
    ]);
    const total = cards[2] as HTMLElement;
    const terms = within(total)
      .getAllByRole('term')
      .map((term) => term.textContent);
    const values = within(total)
      .getAllByRole('definition')
      .map((value) => value.textContent);
    expect(terms[0]).toBe('Asignadas');
    expect(values[0]).toBe('1234');
    expect(terms[4]).toBe('Atrasadas');
    expect(values[4]).toBe('3');
  });
});

/** The page, with the shell's snackbar as a spy. */
const Page = () => (
  <FeedbackContext.Provider value={{ show: vi.fn(), confirm: async () => false }}>
    <CompliancePage />
  </FeedbackContext.Provider>
);

describe('CompliancePage', () => {
  const cached = (report: ComplianceReport, by: 'distributor' | 'team' = 'distributor') =>
    [assignmentKeys.compliance({ by, lang: 'en' }), report] as [readonly unknown[], unknown];
  const noItems = [assignmentKeys.items('course', ''), []] as [readonly unknown[], unknown];

  it('groups by distributor first and by team once chosen, keeping the choice in the address', async () => {
    const teams: ComplianceReport = {
      groups: [{ _id: 'c'.repeat(24), name: 'Time Norte', ...figures(5) }],
      total: figures(5),
    };
    const { user } = await renderInApp(<Page />, {
      address: '/assignments/compliance',
      cached: [cached(REPORT), cached(teams, 'team'), noItems],
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Compliance report' })).toBeInTheDocument();
    expect(screen.getByRole('table', { name: 'Compliance by Distributor' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Download xlsx' })).toBeEnabled();

    await user.click(screen.getByRole('combobox', { name: 'Group by' }));
    await user.click(screen.getByRole('option', { name: 'Team' }));
    expect(screen.getByTestId('address')).toHaveTextContent('/assignments/compliance?by=team');
    const table = await screen.findByRole('table', { name: 'Compliance by Team' });
    expect(within(table).getByRole('rowheader', { name: 'Time Norte' })).toBeInTheDocument();
    expect(within(table).getByRole('rowheader', { name: 'All people' })).toBeInTheDocument();
  });

  it('says there is nothing to report when there is no assignment and no certificate ending', async () => {
    await renderInApp(<Page />, {
      address: '/assignments/compliance?by=team',
      cached: [cached(EMPTY, 'team'), noItems],
    });
    expect(screen.getByText('Nothing to report yet')).toBeInTheDocument();
    expect(screen.queryByRole('table')).toBeNull();
  });
});
