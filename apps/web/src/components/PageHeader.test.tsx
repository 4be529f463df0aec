import { Button } from '@mui/material';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderInApp } from '../test/render';
import { PageHeader, PageTrail } from './PageHeader';

const teams = { to: '/teams', label: 'Teams' };

describe('PageHeader', () => {
  it('shows the page heading, a trail back to the list and the actions beside it', async () => {
    await renderInApp(<PageHeader trail={[teams]} title="Sales team" actions={<Button>Edit</Button>} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Sales team' })).toBeVisible();
    const trail = screen.getByRole('navigation', { name: 'You are here' });
    expect(within(trail).getByRole('link', { name: 'Teams' })).toHaveAttribute('href', '/teams');
    expect(within(trail).getByText('Sales team')).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('button', { name: 'Edit' })).toBeVisible();
  });

  it('takes the user back up the trail when he follows its link by keyboard', async () => {
    const { user } = await renderInApp(
      <PageHeader
        trail={[
          { to: '/courses', label: 'Courses' },
          { to: '/course/c1', label: 'Safety' },
        ]}
        title="Module 1"
      />,
      { address: '/module/m1' },
    );
    await user.tab();
    expect(screen.getByRole('link', { name: 'Courses' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('link', { name: 'Safety' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.getByTestId('address')).toHaveTextContent('/course/c1');
  });

  it('leaves the heading out of the tab order: only the route focus puts it there', async () => {
    await renderInApp(<PageHeader trail={[teams]} title="New team" />);
    expect(screen.getByRole('heading', { name: 'New team' })).toHaveAttribute('tabindex', '-1');
  });

  it.each([
    ['pt', 'Você está aqui'],
    ['es', 'Dónde está'],
  ] as const)('names the trail in %s', async (language, name) => {
    await renderInApp(<PageTrail trail={[teams]} current="Ana" />, { language });
    expect(screen.getByRole('navigation', { name })).toBeVisible();
  });
});
