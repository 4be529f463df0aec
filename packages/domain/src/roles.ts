/**
 * Who a user is. The type decides the menus and, on the server, the access scope:
 * - admin: everything, settings, moderation, simulation;
 * - tsm: a regional sales manager (type BR follows masters of Brazil, LAAM follows countries);
 * - master: a distributor, follows his own people;
 * - student and fact: learners, see their own data only; one who leads a team also follows its
 *   members in the reports.
 */
export const USER_TYPES = ['admin', 'tsm', 'master', 'student', 'fact'] as const;
export type UserType = (typeof USER_TYPES)[number];

/** The staff: those who follow other people (their scope), as opposed to the learners. */
export const STAFF_TYPES = ['admin', 'tsm', 'master'] as const satisfies readonly UserType[];
export const isStaff = (type: UserType): boolean => (STAFF_TYPES as readonly UserType[]).includes(type);

/** Types a person may choose when registering: staff roles are only ever given by an admin. */
export const SELF_REGISTER_TYPES = ['student', 'fact'] as const satisfies readonly UserType[];

export const TSM_REGION_TYPES = ['BR', 'LAAM'] as const;
export type TsmRegionType = (typeof TSM_REGION_TYPES)[number];

/**
 * Account states:
 * - pending: registered, waiting for an admin (cannot log in);
 * - enabled: approved, or created by an admin (can log in);
 * - rejected: an admin refused the registration (cannot log in);
 * - disabled: switched off by an admin, or its distributor was removed (cannot log in).
 */
export const USER_STATUSES = ['pending', 'enabled', 'rejected', 'disabled'] as const;
export type UserStatus = (typeof USER_STATUSES)[number];

export function canLogIn(status: UserStatus): boolean {
  return status === 'enabled';
}

export type MenuKey =
  | 'courses'
  | 'users'
  | 'teams'
  | 'learningPaths'
  | 'assignments'
  | 'reports'
  | 'settings'
  | 'notifications'
  | 'profile';

export interface MenuItem {
  key: MenuKey;
  /** route the item opens */
  path: string;
}

const ITEMS: Record<MenuKey, MenuItem> = {
  courses: { key: 'courses', path: '/courses' },
  users: { key: 'users', path: '/users' },
  teams: { key: 'teams', path: '/teams' },
  learningPaths: { key: 'learningPaths', path: '/learning-paths' },
  assignments: { key: 'assignments', path: '/assignments' },
  reports: { key: 'reports', path: '/reports' },
  settings: { key: 'settings', path: '/settings' },
  notifications: { key: 'notifications', path: '/notification-list' },
  profile: { key: 'profile', path: '/profile' },
};

const MAIN_MENU: Record<UserType, MenuKey[]> = {
  admin: ['courses', 'users', 'teams', 'learningPaths', 'assignments', 'reports', 'settings'],
  tsm: ['courses', 'users', 'teams', 'learningPaths', 'assignments', 'reports'],
  master: ['courses', 'users', 'teams', 'learningPaths', 'assignments', 'reports'],
  student: ['courses', 'learningPaths'],
  fact: ['courses', 'learningPaths'],
};

/** Who a menu is for: his type, and whether he leads an enabled team (a learner who does sees reports). */
export interface MenuViewer {
  type: UserType;
  leadsTeam: boolean;
}

function mainMenuOf({ type, leadsTeam }: MenuViewer): MenuKey[] {
  return !isStaff(type) && leadsTeam ? [...MAIN_MENU[type], 'reports'] : MAIN_MENU[type];
}

/** The app bar's menu for a user; the mobile menu adds notifications and profile. */
export function menuFor(viewer: MenuViewer, variant: 'desktop' | 'mobile' = 'desktop'): MenuItem[] {
  const main = mainMenuOf(viewer);
  const keys: MenuKey[] = variant === 'mobile' ? [...main, 'notifications', 'profile'] : main;
  return keys.map((key) => ITEMS[key]);
}

/** Whether a user may open a screen whose menu entry is `key` (the server checks the same). */
export function canOpen(viewer: MenuViewer, key: MenuKey): boolean {
  return key === 'notifications' || key === 'profile' || mainMenuOf(viewer).includes(key);
}
