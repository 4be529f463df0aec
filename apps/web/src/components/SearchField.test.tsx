import { act, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderInApp } from '../test/render';
import { SearchField } from './SearchField';

/** A list's search as the pages hold it: the search searched last, which SearchField is given back. */
function SearchedList({ onSearch, first = '' }: { onSearch(search: string): void; first?: string }) {
  const [search, setSearch] = useState(first);
  return (
    <>
      <SearchField
        label="Search by name or email"
        value={search}
        onSearch={(text) => {
          onSearch(text);
          setSearch(text);
        }}
      />
      <button type="button" onClick={() => setSearch('from the address')}>
        Back
      </button>
    </>
  );
}

const clock = (ms: number) => vi.advanceTimersByTime(ms);

/** Renders the list, then stops the clock: from then on only the user's typing and `waitMs` move it. */
async function renderOnFakeClock(ui: Parameters<typeof renderInApp>[0]) {
  const view = await renderInApp(ui, { clock });
  vi.useFakeTimers();
  return view;
}
const waitMs = (ms: number) => act(() => vi.advanceTimersByTime(ms));
const field = () => screen.getByRole('searchbox', { name: 'Search by name or email' });

describe('SearchField', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('searches once, for the trimmed text, when the user pauses typing for 350 ms', async () => {
    const onSearch = vi.fn();
    const { user } = await renderOnFakeClock(<SearchedList onSearch={onSearch} />);
    await user.type(field(), '  ana ');
    await waitMs(340);
    expect(onSearch).not.toHaveBeenCalled();
    await waitMs(10);
    expect(onSearch).toHaveBeenCalledWith('ana');
    expect(onSearch).toHaveBeenCalledTimes(1);
    expect(field()).toHaveValue('  ana ');
  });

  it('does not search again for spaces around the text already searched', async () => {
    const onSearch = vi.fn();
    const { user } = await renderOnFakeClock(<SearchedList onSearch={onSearch} first="ana" />);
    expect(field()).toHaveValue('ana');
    await user.type(field(), ' ');
    await waitMs(1000);
    expect(onSearch).not.toHaveBeenCalled();
  });

  it('shows a search that came from elsewhere (the address, on back or forward)', async () => {
    const { user } = await renderOnFakeClock(<SearchedList onSearch={() => undefined} />);
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(field()).toHaveValue('from the address');
  });

  it('is reached by Tab, and emptying it searches for everything', async () => {
    const onSearch = vi.fn();
    const { user } = await renderOnFakeClock(<SearchedList onSearch={onSearch} first="ana" />);
    await user.tab();
    expect(field()).toHaveFocus();
    await user.clear(field());
    await waitMs(350);
    expect(onSearch).toHaveBeenCalledWith('');
  });
});
