import { type CourseListItem, positionsByIndex, reorder } from '@academy/domain';
import { SwapVert } from '@mui/icons-material';
import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  Paper,
  Typography,
  useMediaQuery,
  useTheme,
} from '@mui/material';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadError } from '../../components/LoadError';
import { PageSpinner } from '../../components/PageSpinner';
import { StatusChip } from '../../components/StatusChip';
import { useApiErrorMessage, useSnackbar } from '../../lib/feedback';
import { localized } from '../../lib/localized';
import { useCoursesToOrder, useSaveOrder } from './api';
import { SortableList } from './SortableList';

/**
 * "Reorder courses" for the course list: a dialog where an admin drags the courses into the
 * order learners see them in, saved by index (course/ordersave).
 */
export function ReorderCoursesButton() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="outlined" startIcon={<SwapVert />} onClick={() => setOpen(true)}>
        {t('courseEditor.reorderCourses.button')}
      </Button>
      {open && <ReorderCoursesDialog onClose={() => setOpen(false)} />}
    </>
  );
}

function ReorderCoursesDialog({ onClose }: { onClose(): void }) {
  const { t } = useTranslation();
  const theme = useTheme();
  const fullScreen = useMediaQuery(theme.breakpoints.down('sm'));
  const titleId = useId();
  const { show } = useSnackbar();
  const errorMessage = useApiErrorMessage();
  const courses = useCoursesToOrder();
  const saveOrder = useSaveOrder();
  // the order being arranged; null until the first move
  const [order, setOrder] = useState<CourseListItem[] | null>(null);
  const items = order ?? courses.data?.items ?? [];

  const save = () => {
    if (!order) return onClose();
    saveOrder.mutate(
      { target: { kind: 'courses' }, entries: positionsByIndex(order.map((course) => course._id)) },
      {
        onSuccess: () => {
          show(t('courseEditor.reorder.saved'));
          onClose();
        },
        onError: (error) => show(errorMessage(error), 'error'),
      },
    );
  };

  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullScreen={fullScreen} fullWidth maxWidth="sm">
      <DialogTitle id={titleId}>{t('courseEditor.reorderCourses.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>{t('courseEditor.reorderCourses.intro')}</DialogContentText>
        {courses.isPending ? (
          <PageSpinner />
        ) : courses.isError ? (
          <LoadError error={courses.error} onRetry={() => void courses.refetch()} />
        ) : items.length === 0 ? (
          <Typography color="text.secondary">{t('courseEditor.reorderCourses.empty')}</Typography>
        ) : (
          <CourseOrderList items={items} onMove={(from, to) => setOrder(reorder(items, from, to))} />
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} color="inherit">
          {t('common.cancel')}
        </Button>
        <Button onClick={save} variant="contained" disabled={saveOrder.isPending || !courses.data}>
          {t('common.save')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

function CourseOrderList({
  items,
  onMove,
}: {
  items: CourseListItem[];
  onMove(from: number, to: number): void;
}) {
  const { t, i18n } = useTranslation();
  const titleOf = (course: CourseListItem) => localized(course.title, i18n.language);
  return (
    <SortableList
      items={items}
      getId={(course) => course._id}
      getLabel={titleOf}
      label={t('courseEditor.reorderCourses.title')}
      onMove={onMove}
      renderItem={(course, handle) => (
        <Paper variant="outlined" sx={{ display: 'flex', alignItems: 'center', gap: 1, p: 0.5, pr: 1 }}>
          {handle}
          <Typography variant="body2" sx={{ flex: 1, minWidth: 0, overflowWrap: 'anywhere' }}>
            {titleOf(course)}
          </Typography>
          {course.status === 'draft' && <StatusChip of="course" status="draft" />}
        </Paper>
      )}
    />
  );
}
