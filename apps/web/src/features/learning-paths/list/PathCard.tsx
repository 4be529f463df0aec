import type { LearningPathListItem } from '@academy/domain';
import { EmojiEvents } from '@mui/icons-material';
import { Box, Card, CardActionArea, CardContent, Chip, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ProgressBar } from '../../../components/ProgressBar';
import { pathViewPath } from '../path-links';
import { usePathText } from '../usePathText';

/** A path in a learner's list: its title, description, number of courses and his progress. */
export function PathCard({ path }: { path: LearningPathListItem }) {
  const { t } = useTranslation();
  const text = usePathText();
  const title = text(path.title);
  return (
    <Card variant="outlined" sx={{ height: '100%' }}>
      <CardActionArea
        component={Link}
        to={pathViewPath(path._id)}
        sx={{ height: '100%', display: 'flex', flexDirection: 'column', alignItems: 'stretch' }}
      >
        <CardContent sx={{ flex: 1, display: 'flex', flexDirection: 'column', gap: 1 }}>
          <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'flex-start', gap: 1 }}>
            <Typography component="h2" variant="h6" sx={{ lineHeight: 1.3, overflowWrap: 'anywhere' }}>
              {title}
            </Typography>
            {path.progress?.complete && (
              <Chip
                size="small"
                color="success"
                icon={<EmojiEvents aria-hidden />}
                label={t('learningPaths.completed')}
              />
            )}
          </Stack>
          <Typography
            variant="body2"
            color="text.secondary"
            sx={{
              display: '-webkit-box',
              WebkitLineClamp: 3,
              WebkitBoxOrient: 'vertical',
              overflow: 'hidden',
            }}
          >
            {text(path.description)}
          </Typography>
          <Box sx={{ mt: 'auto' }}>
            <Typography variant="caption" color="text.secondary">
              {path.progress
                ? t('learningPaths.coursesDone', {
                    completed: path.progress.completed,
                    count: path.progress.total,
                  })
                : t('learningPaths.coursesCount', { count: path.courses })}
            </Typography>
            {path.progress && (
              <ProgressBar value={path.progress.percent} label={t('learningPaths.progressOf', { title })} />
            )}
          </Box>
        </CardContent>
      </CardActionArea>
    </Card>
  );
}
