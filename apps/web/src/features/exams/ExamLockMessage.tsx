import { type ExamStatus, waitLeft } from '@academy/domain';
import { Alert } from '@mui/material';
import { useTranslation } from 'react-i18next';

/**
 * What a locked exam says: the wait left (time-lock), the attempts used up (attempts-lock), or the
 * modules to finish first (requirement-lock). Nothing for the other states.
 */
export function ExamLockMessage({ status, offset }: { status: ExamStatus; offset: number }) {
  const { t } = useTranslation();
  if (status.screen === 'time-lock' && status.waitUntil) {
    const { count, unit } = waitLeft(Date.parse(status.waitUntil), Date.now() + offset);
    return (
      <Alert severity="info">
        {t(unit === 'hours' ? 'exams.timeLockHours' : 'exams.timeLockMinutes', { count })}
      </Alert>
    );
  }
  if (status.screen === 'attempts-lock')
    return (
      <Alert severity="warning">
        {t('exams.attemptsLock', { attemptsNumber: status.attemptsAllowed ?? status.attemptsUsed })}
      </Alert>
    );
  if (status.screen === 'requirement-lock')
    return <Alert severity="info">{t('exams.requirementLock')}</Alert>;
  return null;
}
