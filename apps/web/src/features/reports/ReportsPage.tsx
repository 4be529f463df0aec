import { isStaff, reportCalls } from '@academy/domain';
import { WorkspacePremium } from '@mui/icons-material';
import { Button, Stack } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { DownloadButton } from '../../components/DownloadButton';
import { LinkTabs } from '../../components/LinkTabs';
import { PageTitle } from '../../components/PageTitle';
import { download } from '../../lib/api';
import { useFileDownload } from '../../lib/file-download';
import { useListAddress } from '../../lib/list-address';
import { useSession } from '../../lib/session';
import { useReportCounters } from './api';
import { CoursesTab } from './CoursesTab';
import { chosenLearnerFilters } from './LearnerFilters';
import { StudentsTab } from './StudentsTab';

type ReportTab = 'courses' | 'students';
const TAB_PATHS: Record<ReportTab, string> = { courses: '/reports', students: '/reports/students' };

/**
 * /reports and /reports/students: how the asker's learners do, by course and by learner. The
 * partners' certification status is the staff's; a team leader follows his members only.
 */
export default function ReportsPage() {
  const { t } = useTranslation();
  const { user } = useSession();
  const tab: ReportTab = useLocation().pathname === TAB_PATHS.students ? 'students' : 'courses';
  const counters = useReportCounters().data;
  const address = useListAddress();
  const detailed = useFileDownload();
  const downloadDetailed = () => {
    // the learners tab's filters narrow the file; the courses tab has none
    const filters = tab === 'students' ? chosenLearnerFilters(address) : {};
    return detailed.start(
      () =>
        download(reportCalls.detailedDownload, {
          body: {
            courseIds: [],
            ...filters,
          },
        }),
      'detailed-report.xlsx',
    );
  };
  return (
    <Stack sx={{ gap: 2 }}>
      <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 2, alignItems: { sm: 'center' } }}>
        <PageTitle grow>{t('reports.title')}</PageTitle>
        {user && isStaff(user.type) && (
          <Button component={Link} to="/reports/certification" startIcon={<WorkspacePremium aria-hidden />}>
            {t('certificationStatus.title')}
          </Button>
        )}
        <DownloadButton
          label={t('reports.detailedDownload')}
          busy={detailed.busy}
          onClick={downloadDetailed}
        />
      </Stack>
      <LinkTabs
        label={t('reports.tabs.label')}
        value={tab}
        tabs={(['courses', 'students'] as const).map((item) => ({
          value: item,
          to: TAB_PATHS[item],
          label: t(`reports.tabs.${item}`),
          count: counters?.[item],
        }))}
      />
      {tab === 'courses' ? <CoursesTab /> : <StudentsTab />}
    </Stack>
  );
}
