import type { Language, PackageStanding } from '@academy/domain';
import ReplayIcon from '@mui/icons-material/Replay';
import { Alert, Button, Stack } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useConfirmThenAct } from '../../lib/confirm-then-act';
import { useNewAttempt } from './api';

interface Props {
  courseId: string;
  lessonId: string;
  lang: Language;
  standing: PackageStanding;
}

/**
 * A failed attempt's way on: a new attempt, asked for and confirmed, while the learner has one
 * left; else word that staff may grant him another.
 */
export function NewAttempt({ courseId, lessonId, lang, standing }: Props) {
  const { t } = useTranslation();
  const confirmThenAct = useConfirmThenAct();
  const start = useNewAttempt(courseId, lessonId, lang);
  if (standing.attemptsLeft === 0)
    return <Alert severity="warning">{t('packagePlayer.noAttemptsLeft')}</Alert>;
  const ask = () =>
    void confirmThenAct({
      title: t('packagePlayer.newAttemptTitle'),
      message:
        standing.attemptsLeft === null
          ? t('packagePlayer.newAttemptMessage')
          : `${t('packagePlayer.newAttemptMessage')} ${t('packagePlayer.attemptsLeft', { count: standing.attemptsLeft })}`,
      confirmLabel: t('packagePlayer.newAttempt'),
      act: () => start.mutateAsync(),
    });
  return (
    <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
      <Button variant="contained" startIcon={<ReplayIcon />} onClick={ask} disabled={start.isPending}>
        {t('packagePlayer.newAttempt')}
      </Button>
    </Stack>
  );
}
