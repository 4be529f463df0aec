import { describe, expect, it } from 'vitest';
import { filtersOf, isFiltered, listQueryOf, withFilter } from './user-list-filters';

const id = (digit: string) => digit.repeat(24);

describe('the user list filters in the address', () => {
  it('reads each filter, and ignores a damaged one rather than failing the page', () => {
    const params = new URLSearchParams(
      `search=%20ana%20&country=${id('a')}&distributor=nope&team=${id('b')}&status=enabled&category=2`,
    );
    expect(filtersOf(params)).toEqual({
      search: 'ana',
      country: id('a'),
      distributor: '',
      team: id('b'),
      status: 'enabled',
      category: '2',
    });
    expect(filtersOf(new URLSearchParams('status=deleted&category=-1'))).toMatchObject({
      status: '',
      category: '',
    });
  });

  it('a new country drops the distributor of the old one, and clearing a filter removes it', () => {
    const params = new URLSearchParams(`country=${id('a')}&distributor=${id('c')}&status=pending`);
    expect(withFilter(params, 'country', id('d')).toString()).toBe(`country=${id('d')}&status=pending`);
    expect(withFilter(params, 'status', '').toString()).toBe(`country=${id('a')}&distributor=${id('c')}`);
  });

  it('builds the list query of a tab with only the filters chosen', () => {
    const filters = filtersOf(new URLSearchParams('search=ana&category=0'));
    expect(isFiltered(filters)).toBe(true);
    expect(listQueryOf('student', filters, { cursor: 'abc' }, 20)).toEqual({
      type: 'student',
      search: 'ana',
      category: 0,
      cursor: 'abc',
      limit: 20,
    });
    expect(listQueryOf('all', filtersOf(new URLSearchParams()), { jump: 'last' }, 20)).toEqual({
      jump: 'last',
      limit: 20,
    });
  });
});
