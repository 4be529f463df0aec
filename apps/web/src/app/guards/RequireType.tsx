import type { UserType } from '@academy/domain';
import { Outlet } from 'react-router';
import { useSession } from '../../lib/session';
import { ForbiddenPage } from '../pages/ForbiddenPage';

/** Routes for some user types only; others see a 403 page (the server refuses their calls too). */
export function RequireType({ types }: { types: readonly UserType[] }) {
  const { user } = useSession();
  if (!user || !types.includes(user.type)) return <ForbiddenPage />;
  return <Outlet />;
}
