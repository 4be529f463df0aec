import type { UserStatus } from '@academy/domain';
import { Chip } from '@mui/material';
import { useTranslation } from 'react-i18next';

// colours with a 4.5:1 contrast on white for the chip's small text (warning's orange has not)
const COLOURS = { enabled: 'success', pending: 'default', rejected: 'error', disabled: 'default' } as const;

/** A person's status, in words (colour alone would not say it). */
export function UserStatusChip({ status }: { status: UserStatus }) {
  const { t } = useTranslation();
  return <Chip size="small" variant="outlined" color={COLOURS[status]} label={t(`users.status.${status}`)} />;
}
