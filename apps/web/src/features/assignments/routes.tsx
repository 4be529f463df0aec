import type { RouteObject } from 'react-router';
import { lazyPage } from '../../lib/lazy-page';

/**
 * Assignments (docs: issue 23): the router lets admins, tsms and masters in; the server keeps each
 * to the people of his scope and, for the rules, to those he wrote (every rule for an admin).
 */
export const assignmentRoutes: RouteObject[] = [
  { path: '/assignments', element: lazyPage(() => import('./list/AssignmentsPage')) },
  { path: '/assignments/new', element: lazyPage(() => import('./form/AssignPage')) },
  { path: '/assignments/compliance', element: lazyPage(() => import('./compliance/CompliancePage')) },
  { path: '/assignments/rules', element: lazyPage(() => import('./rules/RulesPage')) },
  { path: '/assignments/rules/new', element: lazyPage(() => import('./rules/NewRulePage')) },
  { path: '/assignments/rules/:id/edit', element: lazyPage(() => import('./rules/EditRulePage')) },
];
