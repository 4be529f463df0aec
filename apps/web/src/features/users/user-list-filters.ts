import { USER_STATUSES, type UserListQuery, type UserStatus } from '@academy/domain';
import type { KeysetPosition } from '../../lib/keyset-paging';
import type { UserTab } from './user-tabs';

/** The list's search and filters as the address holds them; '' where none is chosen. */
export interface UserFilterValues {
  search: string;
  country: string;
  distributor: string;
  team: string;
  status: UserStatus | '';
  category: string;
}
export type UserFilterName = keyof UserFilterValues;

const ID = /^[0-9a-f]{24}$/;
const CATEGORY = /^\d{1,5}$/;

const idOf = (value: string | null) => (value && ID.test(value) ? value : '');

/** The filters of an address; a damaged value counts as no filter rather than failing the page. */
export function filtersOf(params: URLSearchParams): UserFilterValues {
  const status = params.get('status');
  const category = params.get('category');
  return {
    search: (params.get('search') ?? '').trim().slice(0, 100),
    country: idOf(params.get('country')),
    distributor: idOf(params.get('distributor')),
    team: idOf(params.get('team')),
    status: USER_STATUSES.find((known) => known === status) ?? '',
    category: category && CATEGORY.test(category) ? category : '',
  };
}

/** Whether any filter narrows the list (the empty state then says "no match", not "no one"). */
export const isFiltered = (filters: UserFilterValues) => Object.values(filters).some((value) => value !== '');

/** The address after one filter changed: a distributor belongs to its country, so a new country drops it. */
export function withFilter(params: URLSearchParams, name: UserFilterName, value: string): URLSearchParams {
  const updated = new URLSearchParams(params);
  if (value) updated.set(name, value);
  else updated.delete(name);
  if (name === 'country') updated.delete('distributor');
  return updated;
}

/** `user/list`'s query for a tab, its filters and a position, `limit` people a page. */
export function listQueryOf(
  tab: UserTab,
  filters: UserFilterValues,
  position: KeysetPosition,
  limit: number,
): Partial<UserListQuery> {
  return {
    ...(tab !== 'all' && { type: tab }),
    ...(filters.search && { search: filters.search }),
    ...(filters.country && { country: filters.country }),
    ...(filters.distributor && { distributor: filters.distributor }),
    ...(filters.team && { team: filters.team }),
    ...(filters.status && { status: filters.status }),
    ...(filters.category && { category: Number(filters.category) }),
    ...position,
    limit,
  };
}
