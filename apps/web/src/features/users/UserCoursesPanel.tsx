import { School } from '@mui/icons-material';
import { Box, Link, List, ListItem, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { ProgressBar } from '../../components/ProgressBar';
import { QueryStates } from '../../components/QueryStates';
import { StatusChip } from '../../components/StatusChip';
import { formatDate } from '../../lib/format-date';
import { localized } from '../../lib/localized';
import { PanelSection } from './PanelSection';
import { useUserCourses } from './user-queries';

/** The Courses tab: the person's courses with his progress in each. */
export function UserCoursesPanel({ userId }: { userId: string }) {
  const { t, i18n } = useTranslation();
  const courses = useUserCourses(userId);
  return (
    <PanelSection title={t('users.viewTabs.courses')}>
      <QueryStates
        query={courses}
        isEmpty={(list) => list.length === 0}
        empty={{ icon: <School />, title: t('users.view.noCourses'), hint: t('users.view.noCoursesHint') }}
      >
        {(list) => (
          <List disablePadding>
            {list.map((course) => {
              const title = localized(course.title, i18n.language);
              return (
                <ListItem key={course._id} divider disableGutters sx={{ display: 'block' }}>
                  <Stack direction="row" sx={{ gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
                    <Link
                      component={RouterLink}
                      to={`/course/view/${course._id}`}
                      sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}
                    >
                      {title}
                    </Link>
                    <StatusChip of="progress" status={course.status} />
                  </Stack>
                  <Box sx={{ maxWidth: 480, my: 0.5 }}>
                    <ProgressBar value={course.progress} label={t('users.view.progressOf', { title })} />
                  </Box>
                  <Typography variant="body2" color="text.secondary">
                    {[
                      course.startedAt && t('users.view.startedOn', { date: formatDate(course.startedAt) }),
                      course.completedAt &&
                        t('users.view.completedOn', { date: formatDate(course.completedAt) }),
                    ]
                      .filter(Boolean)
                      .join(' · ')}
                  </Typography>
                </ListItem>
              );
            })}
          </List>
        )}
      </QueryStates>
    </PanelSection>
  );
}
