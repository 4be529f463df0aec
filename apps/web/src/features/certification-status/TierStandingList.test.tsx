import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderInApp } from '../../test/render';
import { TierStandingList } from './TierStandingList';

const gold = {
  name: 'Gold',
  requirements: [
    { trainingTypeId: 0, title: 'Inverters', required: 2, certified: 2, short: 0 },
    { trainingTypeId: 1, title: 'Batteries', required: 3, certified: 1, short: 2 },
  ],
};

describe('TierStandingList', () => {
  it("shows the tier and each product line's certified people against those asked, met or short by how many", async () => {
    await renderInApp(<TierStandingList tier={gold} />);
    expect(screen.getByRole('heading', { name: 'Partner tier: Gold' })).toBeVisible();
    expect(screen.getByText('Some requirements are not met')).toBeVisible();
    const items = within(screen.getByRole('list', { name: 'Requirements of Gold' })).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'Inverters: 2 of 2 certified · met',
      'Batteries: 1 of 3 certified · short by 2',
    ]);
  });

  it('says when every requirement is met, and when the tier asks nothing', async () => {
    const { unmount } = await renderInApp(
      <TierStandingList tier={{ ...gold, requirements: gold.requirements.slice(0, 1) }} />,
    );
    expect(screen.getByText('Every requirement is met')).toBeVisible();
    unmount();
    await renderInApp(<TierStandingList tier={{ name: 'Silver', requirements: [] }} />);
    expect(screen.getByText('This tier asks for no certified people.')).toBeVisible();
    expect(screen.queryByRole('list')).toBeNull();
  });
});
