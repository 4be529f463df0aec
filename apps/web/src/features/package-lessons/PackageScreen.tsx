import type { Language } from '@academy/domain';
import { Box, CircularProgress } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadError } from '../../components/LoadError';
import { usePackagePlay } from './api';
import { isRefusal } from './attempt-commits';
import { PackageAttempt } from './PackageAttempt';

export interface PackageScreenProps {
  courseId: string;
  lessonId: string;
  /** the language of the package played */
  lang: Language;
  /** the lesson's title, which names the package's frame */
  title: string;
}

/**
 * A package lesson's player: the learner's attempt opened (or resumed) in the lesson's language, or
 * for staff a preview (the server starts no attempt for them), then played (PackageAttempt).
 */
export function PackageScreen(props: PackageScreenProps) {
  const { t } = useTranslation();
  const { courseId, lessonId, lang } = props;
  // the standard is known once opened; a cmi5 attempt's standing is read again as the unit reports
  const [cmi5, setCmi5] = useState(false);
  const play = usePackagePlay(courseId, lessonId, lang, cmi5);
  const follows = play.data?.standard === 'cmi5' && play.data.standing !== null;
  if (play.data && follows !== cmi5) setCmi5(follows);

  // a unit starts only from data read on this showing, never from what an earlier one left
  if (play.isPending || (play.isFetching && !play.isFetchedAfterMount))
    return (
      <Box role="status" sx={{ display: 'flex', justifyContent: 'center', py: 4 }}>
        <CircularProgress aria-label={t('packagePlayer.opening')} />
      </Box>
    );
  if (play.isError)
    return (
      <LoadError
        error={play.error}
        // a refusal says itself (no attempt left, a lesson locked); anything else, that it failed
        message={isRefusal(play.error) ? undefined : t('packagePlayer.openFailed')}
        onRetry={() => void play.refetch()}
      />
    );
  return <PackageAttempt {...props} play={play.data} />;
}
