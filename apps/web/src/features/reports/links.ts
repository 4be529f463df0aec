/** Where a report of one course or one learner opens (spec: /{route}/reports/by-course|by-student/{id}). */
export const courseReportPath = (courseId: string) => `/courses/reports/by-course/${courseId}`;
export const studentReportPath = (learnerId: string) => `/users/reports/by-student/${learnerId}`;
