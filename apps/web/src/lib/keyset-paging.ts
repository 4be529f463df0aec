/**
 * Where a list paged by keyset stands, kept in the address (`?cursor=…&direction=before`,
 * `?jump=last`) so a reload or a shared link opens the same page. The API's `keysetQuery` reads
 * the same three fields; no page numbers, since the server pages by cursor, not by offset.
 */
export interface KeysetPosition {
  cursor?: string;
  direction?: 'before';
  jump?: 'last';
}

export type KeysetMove = 'first' | 'previous' | 'next' | 'last';

/** The neighbours a page answered: the cursors of the pages before and after it, null at an end. */
export interface KeysetNeighbours {
  previous: string | null;
  next: string | null;
}

const KEYSET_PARAMS = ['cursor', 'direction', 'jump'] as const;
/** What the server accepts as a cursor; anything else in the address is ignored (first page). */
const CURSOR_PATTERN = /^[A-Za-z0-9_-]{1,200}$/;

/** The position an address holds; a damaged one is the first page. */
export function keysetOf(params: URLSearchParams): KeysetPosition {
  if (params.get('jump') === 'last') return { jump: 'last' };
  const cursor = params.get('cursor');
  if (!cursor || !CURSOR_PATTERN.test(cursor)) return {};
  return params.get('direction') === 'before' ? { cursor, direction: 'before' } : { cursor };
}

/** The address without a position: a new filter or search starts from the first page. */
export function withoutKeyset(params: URLSearchParams): URLSearchParams {
  const updated = new URLSearchParams(params);
  for (const name of KEYSET_PARAMS) updated.delete(name);
  return updated;
}

/** The address after a move from the page shown, whose neighbours are `page`'s. */
export function movedKeyset(
  params: URLSearchParams,
  move: KeysetMove,
  page: KeysetNeighbours,
): URLSearchParams {
  const updated = withoutKeyset(params);
  if (move === 'last') updated.set('jump', 'last');
  if (move === 'next' && page.next) updated.set('cursor', page.next);
  if (move === 'previous' && page.previous) {
    updated.set('cursor', page.previous);
    updated.set('direction', 'before');
  }
  return updated;
}
