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
 * The tabs each asker sees: the types his scope can hold (docs/conventions.md, Access scope). A tsm follows
 * distributors and their people, never admins or other tsms; a master his distributor's learners.
 */
const TABS_OF: Record<UserType, readonly UserTab[]> = {
  admin: ['all', 'student', 'fact', 'tsm', 'admin', 'master'],
  tsm: ['all', 'student', 'fact', 'master'],
  master: ['all', 'student', 'fact'],
  student: [],
  fact: [],
};

export const tabsFor = (asker: UserType) => USER_TABS.filter((item) => TABS_OF[asker].includes(item.tab));

/** The tab an address shows, or null for one that is no tab of the asker's. */
export function tabOfPath(pathname: string, asker: UserType): UserTab | null {
  const path = pathname.replace(/\/+$/, '');
  return tabsFor(asker).find((item) => item.path === path)?.tab ?? null;
}
