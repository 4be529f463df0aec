import type { CertifiedItemKind } from '@academy/domain';
import RouteIcon from '@mui/icons-material/Route';
import SchoolIcon from '@mui/icons-material/School';

/** A course's or a learning path's icon, as the menus show them; its meaning is in the text beside it. */
export function ItemKindIcon({ kind }: { kind: CertifiedItemKind }) {
  return kind === 'course' ? (
    <SchoolIcon color="primary" aria-hidden />
  ) : (
    <RouteIcon color="primary" aria-hidden />
  );
}
