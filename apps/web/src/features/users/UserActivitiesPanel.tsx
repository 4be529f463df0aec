import type { UserActivities } from '@academy/domain';
import { History } from '@mui/icons-material';
import { List, ListItem, ListItemText, Stack } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { QueryStates } from '../../components/QueryStates';
import { formatDate } from '../../lib/format-date';
import { localized } from '../../lib/localized';
import { formatProgress } from '../../lib/progress-format';
import { OrNone } from './OrNone';
import { PanelSection } from './PanelSection';
import { UserCertificateList } from './UserCertificateList';
import { useUserActivities } from './user-queries';

/** The Activities tab: the person's latest lessons, exam attempts and certificates. */
export function UserActivitiesPanel({ userId }: { userId: string }) {
  const { t } = useTranslation();
  const activities = useUserActivities(userId);
  return (
    <QueryStates
      query={activities}
      isEmpty={(data) => data.lessons.length + data.attempts.length + data.certificates.length === 0}
      empty={{ icon: <History />, title: t('users.view.noActivity'), hint: t('users.view.noActivityHint') }}
    >
      {(data) => (
        <Stack sx={{ gap: 2 }}>
          <PanelSection title={t('users.view.recentLessons')}>
            <OrNone items={data.lessons}>{(lessons) => <LessonList lessons={lessons} />}</OrNone>
          </PanelSection>
          <PanelSection title={t('users.view.recentAttempts')}>
            <OrNone items={data.attempts}>{(attempts) => <AttemptList attempts={attempts} />}</OrNone>
          </PanelSection>
          <PanelSection title={t('users.view.recentCertificates')}>
            <OrNone items={data.certificates}>
              {(certificates) => <UserCertificateList certificates={certificates} />}
            </OrNone>
          </PanelSection>
        </Stack>
      )}
    </QueryStates>
  );
}

function LessonList({ lessons }: { lessons: UserActivities['lessons'] }) {
  const { t, i18n } = useTranslation();
  return (
    <List disablePadding>
      {lessons.map((lesson) => (
        <ListItem key={`${lesson.courseId}-${lesson.lessonId}`} divider disableGutters>
          <ListItemText
            primary={localized(lesson.lessonTitle, i18n.language)}
            secondary={[
              localized(lesson.courseTitle, i18n.language),
              t('users.view.progress', { value: formatProgress(lesson.progress, i18n.language) }),
              formatDate(lesson.updatedAt),
            ].join(' · ')}
            sx={{ overflowWrap: 'anywhere' }}
          />
        </ListItem>
      ))}
    </List>
  );
}

function AttemptList({ attempts }: { attempts: UserActivities['attempts'] }) {
  const { t, i18n } = useTranslation();
  return (
    <List disablePadding>
      {attempts.map((attempt) => (
        <ListItem key={attempt._id} divider disableGutters>
          <ListItemText
            primary={localized(attempt.lessonTitle, i18n.language)}
            secondary={[
              localized(attempt.courseTitle, i18n.language),
              attempt.status === 'open'
                ? t('users.view.attemptOpen')
                : t(attempt.passed ? 'users.view.attemptPassed' : 'users.view.attemptFailed', {
                    score: attempt.score,
                    total: attempt.total,
                  }),
              formatDate(attempt.submittedAt ?? attempt.createdAt),
            ].join(' · ')}
            sx={{ overflowWrap: 'anywhere' }}
          />
        </ListItem>
      ))}
    </List>
  );
}
