export { staffItemPath } from '../../lib/assignment-queries';

/** The assignment pages' addresses. */
export const ASSIGNMENTS_PATH = '/assignments';
export const ASSIGN_PATH = '/assignments/new';
export const RULES_PATH = '/assignments/rules';
export const COMPLIANCE_PATH = '/assignments/compliance';
export const NEW_RULE_PATH = '/assignments/rules/new';
export const ruleEditPath = (id: string) => `/assignments/rules/${id}/edit`;

/** A person's page, for the staff. */
export const userViewPath = (id: string) => `/user/view/${id}/profile`;
