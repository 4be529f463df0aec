import { ListItem } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderInApp } from '../test/render';
import { QueryList } from './QueryList';

type Page = { items: string[]; total: number };

/** A list of fruits fed by `load`, as a page of the app feeds one from the API. */
function Fruits({ load }: { load(): Promise<Page> }) {
  const fruits = useQuery({ queryKey: ['fruits'], queryFn: load });
  return (
    <QueryList
      query={fruits}
      itemsOf={(data) => data.items}
      label="Fruits"
      empty={{ icon: null, title: 'No fruit yet', hint: 'Add the first one.' }}
      total={(data) => `${data.total} fruits`}
      after={(data) => <p>page of {data.total}</p>}
    >
      {(fruit) => <ListItem key={fruit}>{fruit}</ListItem>}
    </QueryList>
  );
}

describe('QueryList', () => {
  it('shows a spinner named for what it does while the list loads', async () => {
    await renderInApp(<Fruits load={() => new Promise(() => {})} />);
    expect(within(screen.getByRole('status')).getByRole('progressbar', { name: 'Loading…' })).toBeVisible();
  });

  it('says what went wrong and loads again when asked', async () => {
    let calls = 0;
    const load = async () => {
      calls += 1;
      if (calls === 1) throw new Error('offline');
      return { items: ['apple'], total: 1 };
    };
    const { user } = await renderInApp(<Fruits load={load} />);
    const alert = await screen.findByRole('alert');
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('listitem')).toHaveTextContent('apple');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('says the list is empty, with what to do, and shows no count nor pager', async () => {
    await renderInApp(<Fruits load={async () => ({ items: [], total: 0 })} />);
    expect(await screen.findByText('No fruit yet')).toBeVisible();
    expect(screen.getByText('Add the first one.')).toBeVisible();
    expect(screen.queryByRole('list')).toBeNull();
    expect(screen.queryByText('page of 0')).toBeNull();
  });

  it('shows the count as a status, the items as a named list and the pager under it', async () => {
    await renderInApp(<Fruits load={async () => ({ items: ['apple', 'pear'], total: 12 })} />);
    const list = await screen.findByRole('list', { name: 'Fruits' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['apple', 'pear']);
    expect(screen.getByRole('status')).toHaveTextContent('12 fruits');
    expect(screen.getByText('page of 12')).toBeVisible();
  });
});
