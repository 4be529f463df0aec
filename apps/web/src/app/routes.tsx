import type { RouteObject } from 'react-router';
import { NotFoundPage } from '../components/NotFoundPage';
import { apiTokenRoutes } from '../features/api-tokens/routes';
import { assignmentRoutes } from '../features/assignments/routes';
import { auditRoutes } from '../features/audit/routes';
import {
  maintenanceRoutes,
  passwordResetRoutes,
  privacyPolicyRoutes,
  signInRoutes,
} from '../features/auth/routes';
import { certificateGeneratorRoutes, certificateVerifyRoutes } from '../features/certificates/routes';
import { certificationStatusRoutes, partnerStatusRoutes } from '../features/certification-status/routes';
import { courseEditorRoutes, courseListActions } from '../features/course-editor/routes';
import { clearContentRoutes, courseLearnerRoutes } from '../features/courses/routes';
import { dashboardRoutes } from '../features/dashboard/routes';
import { dataRequestRoutes } from '../features/data-requests/routes';
import { identityProviderRoutes } from '../features/identity-providers/routes';
import {
  learningPathEditorRoutes,
  learningPathReportRoutes,
  learningPathRoutes,
} from '../features/learning-paths/routes';
import { notificationRoutes } from '../features/notifications/routes';
import { partnerEntranceRoutes } from '../features/partner-entrance/routes';
import { privacyPolicyAdminRoutes } from '../features/privacy-policy/routes';
import { profileRoutes } from '../features/profile/routes';
import { reportRoutes } from '../features/reports/routes';
import { retentionRoutes } from '../features/retention/routes';
import { settingsRoutes } from '../features/settings/routes';
import { teamRoutes } from '../features/teams/routes';
import { tsmRoutes } from '../features/tsm/routes';
import { userImportRoutes } from '../features/user-import/routes';
import { userRoutes, usersCheckRoutes } from '../features/users/routes';
import { webhookRoutes } from '../features/webhooks/routes';
import { withAppTexts } from '../lib/i18n';
import { lazyPage } from '../lib/lazy-page';
import { AvailabilityGate } from './guards/AvailabilityGate';
import { RequireMenuEntry } from './guards/RequireMenuEntry';
import { RequireSession } from './guards/RequireSession';
import { RequireType } from './guards/RequireType';
import { SignedOutOnly } from './guards/SignedOutOnly';
import { LoginLayout } from './layouts/LoginLayout';
import { RouteErrorPage } from './pages/RouteErrorPage';
import { Root } from './Root';

/**
 * The app's layouts come with the first page shown in them, and with the app's texts: the
 * sign-in pages go without the app bar, the menus and those texts.
 */
const defaultLayout = lazyPage(() => withAppTexts(import('./layouts/DefaultLayout')));
const clearLayout = lazyPage(() => withAppTexts(import('./layouts/ClearLayout')));

/**
 * Spec section 2. The public pages come first; every other route sits under RequireSession.
 * Pages are loaded on first visit (lazyPage) and a page that fails shows RouteErrorPage. While
 * the database does not answer, AvailabilityGate shows the unavailable page over all of them.
 */
export const routes: RouteObject[] = [
  {
    element: <Root />,
    errorElement: <RouteErrorPage />,
    children: [
      {
        element: <AvailabilityGate />,
        children: [
          {
            element: <LoginLayout />,
            errorElement: <RouteErrorPage />,
            children: [{ element: <SignedOutOnly />, children: signInRoutes }, ...passwordResetRoutes],
          },
          { element: defaultLayout, children: privacyPolicyRoutes },
          { element: defaultLayout, errorElement: <RouteErrorPage />, children: certificateVerifyRoutes },
          { element: defaultLayout, errorElement: <RouteErrorPage />, children: partnerStatusRoutes },
          ...maintenanceRoutes,
          {
            element: <RequireSession />,
            children: [
              {
                element: defaultLayout,
                children: [
                  {
                    errorElement: <RouteErrorPage />,
                    children: [
                      ...dashboardRoutes,
                      ...profileRoutes,
                      ...notificationRoutes,
                      ...courseLearnerRoutes(courseListActions),
                      ...learningPathRoutes,
                      { element: <RequireType types={['admin']} />, children: learningPathEditorRoutes },
                      {
                        element: <RequireType types={['admin', 'tsm', 'master']} />,
                        children: learningPathReportRoutes,
                      },
                      {
                        element: <RequireType types={['admin', 'tsm', 'master']} />,
                        children: usersCheckRoutes,
                      },
                      {
                        element: <RequireType types={['admin', 'tsm', 'master']} />,
                        children: certificationStatusRoutes,
                      },
                      { element: <RequireMenuEntry entry="reports" />, children: reportRoutes },
                      { element: <RequireType types={['admin']} />, children: settingsRoutes },
                      { element: <RequireType types={['admin']} />, children: auditRoutes },
                      { element: <RequireType types={['admin']} />, children: apiTokenRoutes },
                      { element: <RequireType types={['admin']} />, children: webhookRoutes },
                      { element: <RequireType types={['admin']} />, children: dataRequestRoutes },
                      { element: <RequireType types={['admin']} />, children: retentionRoutes },
                      { element: <RequireType types={['admin']} />, children: identityProviderRoutes },
                      { element: <RequireType types={['admin']} />, children: privacyPolicyAdminRoutes },
                      { element: <RequireType types={['admin']} />, children: tsmRoutes },
                      { element: <RequireType types={['admin']} />, children: courseEditorRoutes },
                      { element: <RequireType types={['admin']} />, children: certificateGeneratorRoutes },
                      { element: <RequireType types={['admin', 'tsm', 'master']} />, children: teamRoutes },
                      {
                        element: <RequireType types={['admin', 'tsm', 'master']} />,
                        children: partnerEntranceRoutes,
                      },
                      { element: <RequireMenuEntry entry="assignments" />, children: assignmentRoutes },
                      { element: <RequireType types={['admin', 'tsm', 'master']} />, children: userRoutes },
                      {
                        element: <RequireType types={['admin', 'tsm', 'master']} />,
                        children: userImportRoutes,
                      },
                      { path: '*', element: <NotFoundPage /> },
                    ],
                  },
                ],
              },
              { element: clearLayout, errorElement: <RouteErrorPage />, children: clearContentRoutes },
            ],
          },
        ],
      },
    ],
  },
];
