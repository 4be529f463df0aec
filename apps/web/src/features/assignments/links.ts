import type { AssignableKind } from '@academy/domain';

/** The assignment pages' addresses. */
export const ASSIGNMENTS_PATH = '/assignments';
export const ASSIGN_PATH = '/assignments/new';
export const RULES_PATH = '/assignments/rules';
export const NEW_RULE_PATH = '/assignments/rules/new';
export const ruleEditPath = (id: string) => `/assignments/rules/${id}/edit`;

/** A person's page, for the staff. */
export const userViewPath = (id: string) => `/user/view/${id}/profile`;

/**
 * What is assigned, for the staff: a course's page, or who is on a path and how far (the path's
 * page for the staff).
 */
export const staffItemPath = (kind: AssignableKind, id: string) =>
  kind === 'course' ? `/course/view/${id}` : `/learning-paths/admin/view/${id}`;
