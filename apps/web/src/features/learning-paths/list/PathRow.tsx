import type { LearningPathListItem } from '@academy/domain';
import { DeleteOutlined, Edit, Insights } from '@mui/icons-material';
import { Box, IconButton, Link, ListItem, Stack, Tooltip, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { StatusChip } from '../../../components/StatusChip';
import { pathEditPath, pathPeoplePath, pathViewPath } from '../path-links';
import { usePathText } from '../usePathText';

/**
 * One path of the staff's list: its title opens it; beside it who is on it and, for an admin,
 * edit and remove.
 */
export function PathRow({
  path,
  canEdit,
  onRemove,
  busy,
}: {
  path: LearningPathListItem;
  canEdit: boolean;
  onRemove(path: { _id: string; title: string }): void;
  busy: boolean;
}) {
  const { t } = useTranslation();
  const text = usePathText();
  const title = text(path.title);
  const facts = [
    t('learningPaths.coursesCount', { count: path.courses }),
    path.openToAll ? t('learningPaths.openToAll') : t('learningPaths.teamsCount', { count: path.teams }),
    path.enforceOrder ? t('learningPaths.inOrder') : null,
  ].filter(Boolean);
  return (
    <ListItem divider sx={{ gap: 1, flexWrap: 'wrap', alignItems: 'flex-start' }}>
      <Box sx={{ flex: '1 1 240px', minWidth: 0 }}>
        <Stack direction="row" sx={{ gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
          <Link
            component={RouterLink}
            to={pathViewPath(path._id)}
            variant="subtitle1"
            sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}
          >
            {title}
          </Link>
          <StatusChip of="path" status={path.status} />
        </Stack>
        <Typography variant="body2" color="text.secondary">
          {facts.join(' · ')}
        </Typography>
      </Box>
      <Stack direction="row">
        <Tooltip title={t('learningPaths.learners')}>
          <IconButton
            component={RouterLink}
            to={pathPeoplePath(path._id)}
            aria-label={t('learningPaths.learnersOf', { title })}
          >
            <Insights />
          </IconButton>
        </Tooltip>
        {canEdit && (
          <>
            <Tooltip title={t('learningPaths.edit')}>
              <IconButton
                component={RouterLink}
                to={pathEditPath(path._id)}
                aria-label={t('learningPaths.editPath', { title })}
              >
                <Edit />
              </IconButton>
            </Tooltip>
            <Tooltip title={t('learningPaths.remove')}>
              <IconButton
                color="error"
                onClick={() => onRemove({ _id: path._id, title })}
                disabled={busy}
                aria-label={t('learningPaths.removePath', { title })}
              >
                <DeleteOutlined />
              </IconButton>
            </Tooltip>
          </>
        )}
      </Stack>
    </ListItem>
  );
}
