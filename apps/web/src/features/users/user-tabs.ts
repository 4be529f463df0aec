import type { UserTabsCounters, UserType } from '@academy/domain';

/** The /users tabs (spec section 2): each is its own address and shows its counter. */
export const USER_TABS = [
  { tab: 'all', path: '/users' },
  { tab: 'student', path: '/users/student' },
  { tab: 'fact', path: '/users/fact' },
  { tab: 'tsm', path: '/users/tsm' },
  { tab: 'admin', path: '/users/admin' },
  { tab: 'master', path: '/users/master' },
] as const satisfies readonly { tab: keyof UserTabsCounters; path: string }[];

export type UserTab = (typeof USER_TABS)[number]['tab'];

/**
 * The tabs an asker sees: the types of the people of his scope, as the server answers them with
 * his session (`SessionUser.scope.peopleTypes`), and "all" when there is anyone to list.
 */
export const tabsFor = (peopleTypes: readonly UserType[]) =>
  USER_TABS.filter((item) =>
    item.tab === 'all' ? peopleTypes.length > 0 : (peopleTypes as readonly string[]).includes(item.tab),
  );

/** The tab an address shows, or null for one that is no tab of the asker's. */
export function tabOfPath(pathname: string, peopleTypes: readonly UserType[]): UserTab | null {
  const path = pathname.replace(/\/+$/, '');
  return tabsFor(peopleTypes).find((item) => item.path === path)?.tab ?? null;
}
