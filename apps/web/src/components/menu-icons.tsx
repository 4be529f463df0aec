import type { MenuKey } from '@academy/domain';
import type { SvgIconComponent } from '@mui/icons-material';
import AccountCircleIcon from '@mui/icons-material/AccountCircle';
import AssessmentIcon from '@mui/icons-material/Assessment';
import AssignmentIcon from '@mui/icons-material/AssignmentTurnedIn';
import GroupsIcon from '@mui/icons-material/Groups';
import NotificationsIcon from '@mui/icons-material/Notifications';
import PeopleIcon from '@mui/icons-material/People';
import RouteIcon from '@mui/icons-material/Route';
import SchoolIcon from '@mui/icons-material/School';
import SettingsIcon from '@mui/icons-material/Settings';

/** One icon per menu entry, shared by the drawer and the dashboard tiles. */
export const MENU_ICONS: Record<MenuKey, SvgIconComponent> = {
  courses: SchoolIcon,
  users: PeopleIcon,
  teams: GroupsIcon,
  learningPaths: RouteIcon,
  assignments: AssignmentIcon,
  reports: AssessmentIcon,
  settings: SettingsIcon,
  notifications: NotificationsIcon,
  profile: AccountCircleIcon,
};
