/** The pages of other features the dashboard links to (spec section 2); the course pages are in lib/course-links. */
export const MY_COURSES_PATH = '/courses/my-courses';
export const MY_CERTIFICATES_PATH = '/courses/my-certificates';
export const COURSES_PATH = '/courses';
export const LEARNING_PATHS_PATH = '/learning-paths';
export const pathViewPath = (id: string) => `/learning-paths/view/${id}`;
export const USERS_CHECK_PATH = '/settings/users_check';
