import type { DashboardPath } from '@academy/domain';
import { Route } from '@mui/icons-material';
import { Box, Link, List, ListItem, Paper, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { EmptyState } from '../../../components/EmptyState';
import { ProgressBar } from '../../../components/ProgressBar';
import { localized } from '../../../lib/localized';
import { DashboardSection } from '../DashboardSection';
import { LEARNING_PATHS_PATH, pathViewPath } from '../links';

/** The learner's learning paths with how far he is on each, those not completed first. */
export function LearnerPaths({ paths, total }: { paths: DashboardPath[]; total: number }) {
  const { t, i18n } = useTranslation();
  const title = t('dashboard.learner.paths');
  return (
    <DashboardSection
      title={title}
      more={
        total > 0
          ? { to: LEARNING_PATHS_PATH, label: t('dashboard.learner.allPaths', { count: total }) }
          : undefined
      }
    >
      <Paper variant="outlined">
        {paths.length === 0 ? (
          <EmptyState
            icon={<Route />}
            title={t('dashboard.learner.noPaths')}
            hint={t('learningPaths.emptyLearnerHint')}
          />
        ) : (
          <List disablePadding aria-label={title}>
            {paths.map((path) => {
              const name = localized(path.title, i18n.language);
              return (
                <ListItem key={path._id} divider sx={{ display: 'block', py: 1.5 }}>
                  <Link
                    component={RouterLink}
                    to={pathViewPath(path._id)}
                    sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}
                  >
                    {name}
                  </Link>
                  <Typography variant="caption" color="text.secondary" component="p">
                    {t('learningPaths.coursesDone', {
                      completed: path.progress.completed,
                      count: path.progress.total,
                    })}
                  </Typography>
                  <Box sx={{ mt: 0.5 }}>
                    <ProgressBar
                      value={path.progress.percent}
                      label={t('learningPaths.progressOf', { title: name })}
                    />
                  </Box>
                </ListItem>
              );
            })}
          </List>
        )}
      </Paper>
    </DashboardSection>
  );
}
