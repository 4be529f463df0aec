/**
 * Every failure the API can answer, by stable key. The server sends
 * `{ status: code, error: key, message }` with `httpStatus`; the web app shows the
 * translation of `errors.<key>`. `code` is 0 unless the spec gives the failure its own
 * status (7: the email is registered in another country).
 */
export const API_ERRORS = {
  'validation-failed': { httpStatus: 400, code: 0, message: 'Please review your form before saving' },
  'not-authenticated': { httpStatus: 401, code: 0, message: 'Login required' },
  'expired-token': { httpStatus: 401, code: 0, message: 'Login expired' },
  'invalid-credentials': { httpStatus: 401, code: 0, message: 'Invalid email/password combination!' },
  'account-pending': { httpStatus: 403, code: 0, message: 'Your registration is waiting for approval' },
  'account-disabled': { httpStatus: 403, code: 0, message: 'This account is not active' },
  'registration-rejected': {
    httpStatus: 403,
    code: 0,
    message:
      "Your registration was refused. If you think this is a mistake, ask the manager of your distributor or the academy's administrators",
  },
  forbidden: { httpStatus: 403, code: 0, message: 'You are not allowed to do this' },
  'sso-failed': {
    httpStatus: 401,
    code: 0,
    message: 'The single sign-on did not complete: please try again, or ask the academy for help',
  },
  'sso-email-unverified': {
    httpStatus: 403,
    code: 0,
    message: 'Your identity provider did not confirm your email, so it cannot sign you in here',
  },
  'sso-required': {
    httpStatus: 403,
    code: 0,
    message: 'Accounts of your company sign in through its identity provider: use the button for it',
  },
  'insufficient-scope': {
    httpStatus: 403,
    code: 0,
    message: 'This API token has no scope that opens this call',
  },
  'not-found': { httpStatus: 404, code: 0, message: 'Not found' },
  'user-not-found': { httpStatus: 404, code: 0, message: 'User not found' },
  'team-not-found': { httpStatus: 404, code: 0, message: 'Team not found' },
  'email-taken': {
    httpStatus: 409,
    code: 0,
    message: 'Unable to register, this email is already registered!',
  },
  'email-other-country': {
    httpStatus: 409,
    code: 7,
    message: 'This email is already registered in another country',
  },
  'invalid-code': { httpStatus: 400, code: 0, message: 'Invalid code' },
  'invalid-link': { httpStatus: 400, code: 0, message: 'Invalid link' },
  'too-many-tries': { httpStatus: 429, code: 0, message: 'Too many tries, please contact your master' },
  'rate-limited': { httpStatus: 429, code: 0, message: 'Too many requests, please wait and try again' },
  'invalid-file': { httpStatus: 422, code: 0, message: 'Invalid file' },
  'nothing-to-export': { httpStatus: 404, code: 0, message: 'There is no data to be exported' },
  'file-too-large': { httpStatus: 413, code: 0, message: 'The file is too large' },
  'body-too-large': { httpStatus: 413, code: 0, message: 'The data sent is too large' },
  'headers-too-large': { httpStatus: 431, code: 0, message: 'The request headers are too large' },
  'request-timeout': { httpStatus: 408, code: 0, message: 'The request took too long to arrive' },
  'range-not-satisfiable': { httpStatus: 416, code: 0, message: 'The requested range is outside the file' },
  maintenance: { httpStatus: 503, code: 0, message: 'The system is being updated, please try again later' },
  'database-unavailable': {
    httpStatus: 503,
    code: 0,
    message: 'The service is temporarily unavailable, please try again in a moment',
  },
  /** the readiness check's answer, its fields naming what is not ready; any request while the server stops */
  'not-ready': {
    httpStatus: 503,
    code: 0,
    message: 'This server is restarting or cannot reach a service it needs, please try again in a moment',
  },
  'required-all-languages': { httpStatus: 400, code: 0, message: 'Required in all languages' },
  'lesson-data-missing': { httpStatus: 400, code: 0, message: 'Lesson data is missing' },
  'course-content-incomplete': {
    httpStatus: 400,
    code: 0,
    message:
      'Some modules or lessons are not in every language of the course yet: complete them before publishing',
  },
  'exam-needs-question': { httpStatus: 400, code: 0, message: 'Add at least 1 question' },
  'exam-needs-two-questions': { httpStatus: 400, code: 0, message: 'An exam needs at least 2 questions' },
  'question-needs-two-answers': {
    httpStatus: 400,
    code: 0,
    message: 'Each question needs at least 2 answers',
  },
  'question-needs-correct-answer': { httpStatus: 400, code: 0, message: 'Select a correct answer' },
  'course-not-modular': { httpStatus: 400, code: 0, message: 'Only a modular course has modules' },
  'course-structure-locked': {
    httpStatus: 409,
    code: 0,
    message: 'The structure of a course cannot change once it has lessons',
  },
  'lesson-locked': {
    httpStatus: 403,
    code: 0,
    message: 'You need to complete the previous lessons first',
  },
  'course-path-locked': {
    httpStatus: 403,
    code: 0,
    message: 'This course opens once you complete the course before it in your learning path',
  },
  'exam-not-markable': { httpStatus: 400, code: 0, message: 'An exam is marked by its attempts' },
  'exam-approved': { httpStatus: 409, code: 0, message: 'You already passed this exam' },
  'exam-requirement-lock': {
    httpStatus: 403,
    code: 0,
    message: 'You need to complete all of the previous modules to take this Exam',
  },
  'exam-attempts-lock': {
    httpStatus: 403,
    code: 0,
    message: 'You have exhausted the attempts available for this test',
  },
  'exam-time-lock': { httpStatus: 429, code: 0, message: 'You need wait to try again' },
  'exam-no-attempt': { httpStatus: 409, code: 0, message: 'There is no attempt of this exam open' },
  'not-an-exam': { httpStatus: 400, code: 0, message: 'This lesson is not an exam' },
  conflict: { httpStatus: 409, code: 0, message: 'The data changed meanwhile, please reload' },
  'already-erased': { httpStatus: 409, code: 0, message: 'This person’s data was erased already' },
  'last-admin': {
    httpStatus: 409,
    code: 0,
    message: 'The academy’s last administrator cannot be erased: make another one first',
  },
  'certificate-not-found': {
    httpStatus: 404,
    code: 0,
    message: 'No certificate has this verification code',
  },
  'certificate-revoked': { httpStatus: 409, code: 0, message: 'This certificate was revoked' },
  'learning-path-needs-teams': {
    httpStatus: 422,
    code: 0,
    message: 'A published learning path that is not open to all needs at least one team',
  },
  'tsm-duplicate': {
    httpStatus: 409,
    code: 0,
    message: 'Another TSM already covers this country and region',
  },
  'simulation-read-only': {
    httpStatus: 403,
    code: 0,
    message: 'This simulation is view only: switch it to "act as" to change anything',
  },
  'simulation-nested': {
    httpStatus: 403,
    code: 0,
    message: 'A simulation cannot start another one: close it first',
  },
  'simulation-not-allowed': { httpStatus: 403, code: 0, message: 'This user cannot be simulated' },
  'not-simulating': { httpStatus: 403, code: 0, message: 'This session is not a simulation' },
  'assignment-not-visible': {
    httpStatus: 422,
    code: 0,
    message: 'Some of these people cannot see what you assign: give it to them first, or leave them out',
  },
  'assignment-audience-empty': {
    httpStatus: 422,
    code: 0,
    message: 'Choose who to assign: people, a condition, or everyone',
  },
  'audience-out-of-scope': {
    httpStatus: 403,
    code: 0,
    message: 'This audience names people, distributors, countries or teams outside your scope',
  },
  'due-date-past': { httpStatus: 422, code: 0, message: 'The due date cannot be in the past' },
  'assignment-closed': {
    httpStatus: 409,
    code: 0,
    message: 'This assignment is already completed or withdrawn',
  },
  internal: { httpStatus: 500, code: 0, message: 'There is something wrong' },
} as const satisfies Record<string, { httpStatus: number; code: number; message: string }>;

export type ApiErrorKey = keyof typeof API_ERRORS;

/** The success envelope: every successful JSON answer has status 1. */
export const API_SUCCESS = 1;

export interface ApiFailure {
  status: number;
  error: ApiErrorKey;
  message: string;
  /** per-field problems of a `validation-failed`: path to message key */
  fields?: Record<string, string>;
}

export function isApiErrorKey(value: unknown): value is ApiErrorKey {
  return typeof value === 'string' && Object.hasOwn(API_ERRORS, value);
}
