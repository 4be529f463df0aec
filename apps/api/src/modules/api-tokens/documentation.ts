import type { ApiScope } from '@academy/domain';

/** A call each scope opens, shown in the API document as an example (a test checks each one's scope). */
export const SCOPE_EXAMPLES: Record<ApiScope, { method: string; path: string; what: string }> = {
  'users:read': { method: 'GET', path: '/api/user/list?limit=20', what: 'the people, newest first' },
  'users:write': { method: 'POST', path: '/api/user/create', what: 'invites a person by mail' },
  'assignments:read': {
    method: 'GET',
    path: '/api/assignment/list',
    what: 'the assignments and their due days',
  },
  'assignments:write': {
    method: 'POST',
    path: '/api/assignment/create',
    what: 'gives a course or path with a due day',
  },
  'progress:read': {
    method: 'GET',
    path: '/api/user/get-course-progress?userID=…&courseID=…',
    what: "a person's progress in a course",
  },
  'progress:write': {
    method: 'PUT',
    path: '/api/course/module/exam/set-user-attempts/:courseID/:moduleID',
    what: 'grants exam attempts',
  },
  'certificates:read': {
    method: 'GET',
    path: '/api/report/certification-status',
    what: "each distributor's certified people and tier standing",
  },
  'certificates:write': { method: 'POST', path: '/api/certificate/revoke', what: 'revokes a certificate' },
  'reports:read': { method: 'GET', path: '/api/report/course-list', what: 'the course report' },
};

/** The API document's introduction: how a token is sent, and an example per scope. */
export const apiDocumentIntroduction = () =>
  [
    'Every call answers `{ "status": 1, "data": … }`, or a failure `{ "status", "error", "message" }` with its HTTP status.',
    '',
    'Systems call it with an API token an admin makes in Settings › API tokens, sent as',
    '`Authorization: Bearer acd_…`. A token reaches only the calls one of its scopes opens (each',
    "call's description names its scope; a call without one is closed to tokens), with the rights",
    'of the admin who made it; every change it makes is in the audit log under its name. It has',
    'its own rate limit (429 with Retry-After when spent).',
    '',
    '| scope | example | what it does |',
    '|---|---|---|',
    ...Object.entries(SCOPE_EXAMPLES).map(
      ([scope, example]) => `| \`${scope}\` | \`${example.method} ${example.path}\` | ${example.what} |`,
    ),
    '',
    '```',
    'curl -H "Authorization: Bearer $ACADEMY_TOKEN" https://academy.example.com/api/report/course-list',
    '```',
  ].join('\n');
