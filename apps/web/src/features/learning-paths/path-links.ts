/** The addresses of the learning path pages (spec section 2). */
export const PATH_LIST_PATH = '/learning-paths';
export const PATH_CREATE_PATH = '/learning-paths/create';
export const pathViewPath = (id: string) => `/learning-paths/view/${id}`;
export const pathEditPath = (id: string) => `/learning-paths/edit/${id}`;
export const pathPeoplePath = (id: string) => `/learning-paths/admin/view/${id}`;
