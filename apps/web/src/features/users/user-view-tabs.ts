/** The user view's tabs (spec section 2), each its own address: /user/view/{id}/{tab}. */
export const USER_VIEW_TABS = [
  'profile',
  'courses',
  'assignments',
  'teams',
  'activities',
  'conquests',
] as const;
export type UserViewTab = (typeof USER_VIEW_TABS)[number];

export const userViewPath = (id: string, tab: UserViewTab = 'profile') => `/user/view/${id}/${tab}`;
