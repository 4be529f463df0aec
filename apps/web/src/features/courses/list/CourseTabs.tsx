import type { HeaderTabsCounters } from '@academy/domain';
import { useTranslation } from 'react-i18next';
import { LinkTabs } from '../../../components/LinkTabs';
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
    <LinkTabs
      label={t('courses.tabs.label')}
      value={tab}
      tabs={COURSE_TABS.map((item) => ({
        value: item.tab,
        to: item.path,
        label: t(`courses.tabs.${item.tab}`),
        count: counters?.[item.counter],
      }))}
      countsLoading
      spaced
    />
  );
}
