import type {
  AssignmentState,
  CertificateStatus,
  CourseStatus,
  LearningPathStatus,
  RULE_STATUSES,
  TeamStatus,
  USER_COURSE_STATUSES,
  UserStatus,
} from '@academy/domain';
import { Chip } from '@mui/material';
import { useTranslation } from 'react-i18next';

/** The statuses of each thing that shows one, by the thing's name. */
interface Statuses {
  user: UserStatus;
  team: TeamStatus;
  course: CourseStatus;
  path: LearningPathStatus;
  certificate: CertificateStatus;
  /** where a person stands in a course */
  progress: (typeof USER_COURSE_STATUSES)[number];
  /** where a person's assignment stands */
  assignment: AssignmentState;
  /** an assignment rule */
  rule: (typeof RULE_STATUSES)[number];
  /** an API token */
  apiToken: 'active' | 'revoked' | 'expired';
}

/** Where each thing's status words are, in the locale files (pt and es agree them with the thing). */
const WORDS: { [Of in keyof Statuses]: string } = {
  user: 'users.status',
  team: 'teams.status',
  course: 'courses.status',
  path: 'learningPaths.status',
  certificate: 'certificates.status',
  progress: 'users.courseStatus',
  assignment: 'assignments.state',
  rule: 'assignments.rules.status',
  apiToken: 'apiTokens.status',
};

type Status = Statuses[keyof Statuses];

/**
 * One colour per status, whatever it belongs to: good is green, under way blue, refused, revoked
 * or late red, done late orange, the rest grey. Each has a 4.5:1 contrast on white for the chip's
 * small text; MUI's warning orange has not (3.1:1), so an orange chip is painted in a darker one.
 */
const COLOURS: Record<Status, 'success' | 'info' | 'error' | 'warning' | 'default'> = {
  enabled: 'success',
  published: 'success',
  valid: 'success',
  done: 'success',
  in_progress: 'info',
  rejected: 'error',
  revoked: 'error',
  renewed: 'info',
  pending: 'default',
  disabled: 'default',
  draft: 'default',
  expired: 'default',
  not_started: 'default',
  assigned: 'default',
  'in-progress': 'info',
  overdue: 'error',
  completed: 'success',
  'completed-late': 'warning',
  withdrawn: 'default',
  active: 'success',
};

/** An orange with 5.4:1 contrast on white, for the warning chip's text and border. */
const WARNING_INK = '#b24a00';

export type StatusChipProps = { [Of in keyof Statuses]: { of: Of; status: Statuses[Of] } }[keyof Statuses];

/** A status in words, coloured by what it means (colour alone would not say it). */
export function StatusChip({ of, status }: StatusChipProps) {
  const { t } = useTranslation();
  const colour = COLOURS[status];
  return (
    <Chip
      size="small"
      variant="outlined"
      color={colour}
      label={t(`${WORDS[of]}.${status}`)}
      sx={colour === 'warning' ? { color: WARNING_INK, borderColor: WARNING_INK } : undefined}
    />
  );
}
