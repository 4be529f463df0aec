import type { HeaderTabsCounters } from '@academy/domain';
import { Box, Chip, Skeleton, Tab, Tabs } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useHeaderTabsCounters } from '../api';

/** The course list's tabs, each its own address (spec section 2), and the counter it shows. */
export const COURSE_TABS = [
  { tab: 'all', path: '/courses', counter: 'courses' },
  { tab: 'in-progress', path: '/courses/my-courses', counter: 'inProgress' },
  { tab: 'certificates', path: '/courses/my-certificates', counter: 'certificates' },
] as const satisfies readonly { tab: string; path: string; counter: keyof HeaderTabsCounters }[];

export type CoursesTab = (typeof COURSE_TABS)[number]['tab'];

/** The tab an address shows (the course list's own path shows all courses). */
export const tabOfPath = (pathname: string): CoursesTab =>
  COURSE_TABS.find((item) => item.path === pathname.replace(/\/+$/, ''))?.tab ?? 'all';

/** Tabs as links with their counters (brought by the list of courses, else from course/header-tabs-counters). */
export function CourseTabs({ tab }: { tab: CoursesTab }) {
  const { t } = useTranslation();
  const counters = useHeaderTabsCounters({ fromList: tab !== 'certificates' }).data;
  return (
    <Box sx={{ borderBottom: 1, borderColor: 'divider', mb: 2 }}>
      <Tabs
        value={tab}
        variant="scrollable"
        scrollButtons="auto"
        allowScrollButtonsMobile
        aria-label={t('courses.tabs.label')}
      >
        {COURSE_TABS.map((item) => (
          <Tab
            key={item.tab}
            value={item.tab}
            component={Link}
            to={item.path}
            iconPosition="end"
            icon={
              counters ? (
                <Chip size="small" label={counters[item.counter]} sx={{ height: 20, ml: 0.5 }} />
              ) : (
                // the counter's room while it loads, so that its arrival does not push the tabs aside
                <Skeleton variant="rounded" width={24} height={20} sx={{ ml: 0.5 }} />
              )
            }
            label={t(`courses.tabs.${item.tab}`)}
            sx={{ minHeight: 48 }}
          />
        ))}
      </Tabs>
    </Box>
  );
}
