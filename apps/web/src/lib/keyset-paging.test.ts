import { describe, expect, it } from 'vitest';
import { keysetOf, movedKeyset, withoutKeyset } from './keyset-paging';

const page = { previous: 'prevCursor', next: 'nextCursor' };

describe('keyset paging in the address', () => {
  it('reads the first page from an address without a position, or with a damaged cursor', () => {
    expect(keysetOf(new URLSearchParams('search=ana'))).toEqual({});
    expect(keysetOf(new URLSearchParams('cursor=a%20b'))).toEqual({});
  });

  it('reads a cursor, its direction and the jump to the last page', () => {
    expect(keysetOf(new URLSearchParams('cursor=abc_1'))).toEqual({ cursor: 'abc_1' });
    expect(keysetOf(new URLSearchParams('cursor=abc&direction=before'))).toEqual({
      cursor: 'abc',
      direction: 'before',
    });
    expect(keysetOf(new URLSearchParams('jump=last&cursor=abc'))).toEqual({ jump: 'last' });
  });

  it('moves keep the filters and replace the position', () => {
    const from = new URLSearchParams('search=ana&cursor=old&direction=before');
    expect(movedKeyset(from, 'next', page).toString()).toBe('search=ana&cursor=nextCursor');
    expect(movedKeyset(from, 'previous', page).toString()).toBe(
      'search=ana&cursor=prevCursor&direction=before',
    );
    expect(movedKeyset(from, 'last', page).toString()).toBe('search=ana&jump=last');
    expect(movedKeyset(from, 'first', page).toString()).toBe('search=ana');
  });

  it('a move past an end stays on the first page rather than inventing a cursor', () => {
    expect(movedKeyset(new URLSearchParams(), 'next', { previous: null, next: null }).toString()).toBe('');
  });

  it('a new filter drops the position', () => {
    expect(withoutKeyset(new URLSearchParams('status=enabled&jump=last')).toString()).toBe('status=enabled');
  });
});
