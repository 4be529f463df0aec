import type { AssignmentRow } from '@academy/domain';
import { EventAvailable } from '@mui/icons-material';
import { Box, Link, List, ListItem, Paper, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { DownloadButton } from '../../../components/DownloadButton';
import { StatusChip } from '../../../components/StatusChip';
import { OPEN_ASSIGNMENT_STATES } from '../../../lib/assignment-queries';
import { courseViewPath } from '../../../lib/course-links';
import { useFileDownload } from '../../../lib/file-download';
import { formatDay } from '../../../lib/format-date';
import { downloadAssignmentCalendar } from '../api';
import { DashboardSection } from '../DashboardSection';
import { pathViewPath } from '../links';

/** The states shown: what is still to do, and what was done lately (a withdrawn one is not his to do). */
const SHOWN = new Set(['overdue', 'assigned', 'in-progress', 'completed', 'completed-late']);

/**
 * The courses and paths the learner was assigned, as the server orders them: open ones first,
 * the soonest due (the overdue ones) first, then those he completed lately. Each opens its course
 * or path; an overdue one says so in words and colour; an open one with a due day can be put in
 * his calendar (an .ics file). Nothing shows when he has none.
 */
export function MyAssignments({ assignments }: { assignments: AssignmentRow[] }) {
  const { t } = useTranslation();
  const calendar = useFileDownload();
  const shown = assignments.filter((row) => SHOWN.has(row.state));
  if (shown.length === 0) return null;
  const title = t('dashboard.learner.assignments');
  return (
    <DashboardSection title={title}>
      <Paper variant="outlined">
        <List disablePadding aria-label={title}>
          {shown.map((row) => (
            <ListItem key={row._id} divider sx={{ gap: 1, flexWrap: 'wrap', alignItems: 'center', py: 1.5 }}>
              <Box sx={{ flex: '1 1 220px', minWidth: 0 }}>
                <Link
                  component={RouterLink}
                  to={row.item.kind === 'course' ? courseViewPath(row.item._id) : pathViewPath(row.item._id)}
                  sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}
                >
                  {row.item.title}
                </Link>
                <Typography variant="body2" color={row.state === 'overdue' ? 'error' : 'text.secondary'}>
                  {t(`assignments.item.${row.item.kind}`)} ·{' '}
                  {row.dueOn
                    ? t('assignments.dueOn', { date: formatDay(row.dueOn) })
                    : t('assignments.noDue')}
                </Typography>
              </Box>
              <Stack direction="row" sx={{ gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
                <StatusChip of="assignment" status={row.state} />
                {row.dueOn && OPEN_ASSIGNMENT_STATES.has(row.state) && (
                  <DownloadButton
                    size="small"
                    icon={<EventAvailable aria-hidden />}
                    label={t('assignments.calendar')}
                    name={t('assignments.calendarFor', { title: row.item.title })}
                    busy={calendar.busy}
                    onClick={() =>
                      void calendar.start(
                        () => downloadAssignmentCalendar(row._id),
                        `assignment-${row.dueOn}.ics`,
                      )
                    }
                  />
                )}
              </Stack>
            </ListItem>
          ))}
        </List>
      </Paper>
    </DashboardSection>
  );
}
