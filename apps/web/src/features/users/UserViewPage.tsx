import type { UserDetail } from '@academy/domain';
import { Box, Stack, Tab, Tabs } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useParams } from 'react-router';
import { UserActivitiesPanel } from './UserActivitiesPanel';
import { UserAssignmentsPanel } from './UserAssignmentsPanel';
import { UserConquestsPanel } from './UserConquestsPanel';
import { UserCoursesPanel } from './UserCoursesPanel';
import { UserLoader } from './UserLoader';
import { UserProfilePanel } from './UserProfilePanel';
import { UserTeamsPanel } from './UserTeamsPanel';
import { UserViewHeader } from './UserViewHeader';
import { USER_VIEW_TABS, type UserViewTab, userViewPath } from './user-view-tabs';

/** The tab an address shows: its last part (the routes only match the known ones). */
const tabOfPath = (pathname: string): UserViewTab =>
  USER_VIEW_TABS.find((tab) => pathname.replace(/\/+$/, '').endsWith(`/${tab}`)) ?? 'profile';

/** /user/view/:id/{profile,courses,assignments,teams,activities,conquests}: one person, a tab each. */
export default function UserViewPage() {
  const { id = '' } = useParams();
  const tab = tabOfPath(useLocation().pathname);
  return <UserLoader userId={id}>{(user) => <UserView user={user} tab={tab} />}</UserLoader>;
}

function UserView({ user, tab }: { user: UserDetail; tab: UserViewTab }) {
  const { t } = useTranslation();
  const tabLabel = t(`users.viewTabs.${tab}`);
  return (
    <Stack sx={{ gap: 2 }}>
      <UserViewHeader user={user} documentTitle={t('users.viewTitle', { name: user.name, tab: tabLabel })} />
      <Box sx={{ borderBottom: 1, borderColor: 'divider' }}>
        <Tabs
          value={tab}
          variant="scrollable"
          scrollButtons="auto"
          allowScrollButtonsMobile
          aria-label={t('users.viewTabs.label')}
        >
          {USER_VIEW_TABS.map((item) => (
            <Tab
              key={item}
              value={item}
              component={Link}
              to={userViewPath(user._id, item)}
              replace
              label={t(`users.viewTabs.${item}`)}
              sx={{ minHeight: 48 }}
            />
          ))}
        </Tabs>
      </Box>
      {tab === 'profile' && <UserProfilePanel user={user} />}
      {tab === 'courses' && <UserCoursesPanel userId={user._id} />}
      {tab === 'assignments' && <UserAssignmentsPanel userId={user._id} />}
      {tab === 'teams' && <UserTeamsPanel userId={user._id} />}
      {tab === 'activities' && <UserActivitiesPanel userId={user._id} />}
      {tab === 'conquests' && <UserConquestsPanel userId={user._id} />}
    </Stack>
  );
}
