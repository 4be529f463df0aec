/** The settings area's routes (spec section 2). */
export const settingsPaths = {
  home: '/settings',
  timeBetweenExams: '/settings/time_between_exams',
  maxExamTries: '/settings/max_exam_tries',
  trainingTypes: '/settings/training_types',
  trainingTypeCreate: '/settings/training_type/create',
  trainingTypeEdit: (id: number) => `/settings/training_type/edit/${id}`,
  userCategories: '/settings/user_categories',
  userCategoryCreate: '/settings/user_category/create',
  userCategoryEdit: (id: number) => `/settings/user_category/edit/${id}`,
  countries: '/settings/countries',
  country: (id: string) => `/settings/country/edit/${id}`,
  distributorCreate: (countryId: string) => `/settings/country/${countryId}/distributor/create`,
  distributorEdit: (countryId: string, id: string) => `/settings/country/${countryId}/distributor/edit/${id}`,
  usersCheck: '/settings/users_check',
  tsm: '/settings-tsm',
};
