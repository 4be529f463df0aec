import type { UserType } from '@academy/domain';
import { Outlet } from 'react-router';
import { useSession } from '../../lib/session';
import { ForbiddenPage } from '../pages/ForbiddenPage';

/**
 * Routes for some user types only; others see a 403 page (the server refuses their calls too).
 * `teamLeaders` also lets in a student or fact user who leads a team, as the server's
 * 'team-leader' access does.
 */
export function RequireType({
  types,
  teamLeaders = false,
}: {
  types: readonly UserType[];
  teamLeaders?: boolean;
}) {
  const { user } = useSession();
  if (!user || !(types.includes(user.type) || (teamLeaders && user.leadsTeam))) return <ForbiddenPage />;
  return <Outlet />;
}
