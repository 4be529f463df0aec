import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderInApp } from '../test/render';
import { type LinkTab, LinkTabs } from './LinkTabs';

type Tab = 'all' | 'mine';
const tabs = (counts?: [number, number]): LinkTab<Tab>[] => [
  { value: 'all', to: '/courses', label: 'All courses', count: counts?.[0] },
  { value: 'mine', to: '/courses/my-courses', label: 'In progress', count: counts?.[1] },
];

describe('LinkTabs', () => {
  it('shows each tab with its count, the current one selected, and each one a link to its address', async () => {
    await renderInApp(<LinkTabs label="Course lists" value="all" tabs={tabs([12, 3])} />);
    const list = screen.getByRole('tablist', { name: 'Course lists' });
    expect(list).toBeVisible();
    const all = screen.getByRole('tab', { name: 'All courses 12' });
    expect(all).toHaveAttribute('aria-selected', 'true');
    expect(all).toHaveAttribute('href', '/courses');
    expect(screen.getByRole('tab', { name: 'In progress 3' })).toHaveAttribute('aria-selected', 'false');
  });

  it('moves between tabs with the arrow keys and opens one with Enter', async () => {
    const { user } = await renderInApp(<LinkTabs label="Course lists" value="all" tabs={tabs([12, 3])} />, {
      address: '/courses',
    });
    await user.tab();
    expect(screen.getByRole('tab', { name: /All courses/ })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    const mine = screen.getByRole('tab', { name: /In progress/ });
    expect(mine).toHaveFocus();
    // an arrow only moves the focus: the list shown does not change until the user chooses
    expect(screen.getByTestId('address')).toHaveTextContent(/^\/courses$/);
    await user.keyboard('{Enter}');
    expect(screen.getByTestId('address')).toHaveTextContent('/courses/my-courses');
  });

  it('names the tabs alone while their counts load', async () => {
    await renderInApp(<LinkTabs label="Course lists" value="all" tabs={tabs()} countsLoading />);
    expect(screen.getByRole('tab', { name: 'All courses' })).toBeVisible();
    expect(screen.getByRole('tab', { name: 'In progress' })).toBeVisible();
  });
});
