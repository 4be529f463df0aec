import { canOpen, type MenuKey } from '@academy/domain';
import { Outlet } from 'react-router';
import { useSession } from '../../lib/session';
import { ForbiddenPage } from '../pages/ForbiddenPage';

/**
 * The routes behind a menu entry, for whoever the domain's menus give it to (a team leader gets
 * Reports beside the staff); others see a 403 page (the server refuses their calls too).
 */
export function RequireMenuEntry({ entry }: { entry: MenuKey }) {
  const { user } = useSession();
  if (!user || !canOpen(user, entry)) return <ForbiddenPage />;
  return <Outlet />;
}
