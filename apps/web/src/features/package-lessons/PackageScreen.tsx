import type { Language, PackagePlay } from '@academy/domain';
import { Box, CircularProgress, Stack } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { IssuedCertificateDownload } from '../../components/IssuedCertificateDownload';
import { LoadError } from '../../components/LoadError';
import { useSession } from '../../lib/session';
import { usePackagePlay } from './api';
import { isRefusal, useAttemptCommits } from './attempt-commits';
import { Cmi5Unit } from './Cmi5Unit';
import { useCourseFollowsStanding } from './course-follows';
import { NewAttempt } from './NewAttempt';
import { PackageStanding } from './PackageStanding';
import type { UnitRequest } from './runtime';
import { ScormUnit } from './ScormUnit';
import { UnitList } from './UnitList';

export interface PackageScreenProps {
  courseId: string;
  lessonId: string;
  /** the language of the package played */
  lang: Language;
  /** the lesson's title, which names the package's frame */
  title: string;
  /** a learner's attempt is saved; staff previewing the lesson save nothing */
  saves: boolean;
}

/**
 * A package lesson's player: the learner's attempt opened (or resumed) in the lesson's language,
 * where it stands, the package's table of contents when it has several units, and the unit shown.
 * A failed attempt offers a new one instead.
 */
export function PackageScreen(props: PackageScreenProps) {
  const { t } = useTranslation();
  const { courseId, lessonId, lang } = props;
  // the standard is known once opened; cmi5 standings are read again as the unit reports
  const [cmi5, setCmi5] = useState(false);
  const play = usePackagePlay(courseId, lessonId, lang, cmi5);
  if (play.data && (play.data.standard === 'cmi5') !== cmi5) setCmi5(play.data.standard === 'cmi5');

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
  return <Attempt {...props} play={play.data} />;
}

function Attempt({
  play,
  courseId,
  lessonId,
  lang,
  title,
  saves,
}: PackageScreenProps & { play: PackagePlay }) {
  const { user } = useSession();
  const commits = useAttemptCommits(play, { courseId, lessonId, lang }, saves);
  const { units, standing, standard } = play;
  useCourseFollowsStanding(courseId, standing, standard === 'cmi5');
  const [chosen, setChosen] = useState<string | null>(null);
  const index = Math.max(
    0,
    units.findIndex((unit) => unit.id === chosen),
  );
  const unit = units[index];
  const failed = standing.ended && standing.success === 'failed';

  const follow = (request: UnitRequest) => {
    const next =
      request.to === 'choice'
        ? units.find((candidate) => candidate.id === request.unitId)
        : units[index + (request.to === 'continue' ? 1 : -1)];
    if (next) setChosen(next.id);
  };

  const unitTitle = unit && units.length > 1 ? `${title}: ${unit.title}` : title;
  return (
    <Stack spacing={2}>
      <PackageStanding standing={standing} />
      {commits.certificates.map((certificate) => (
        <IssuedCertificateDownload key={certificate._id} certificate={certificate} />
      ))}
      {failed ? (
        <NewAttempt courseId={courseId} lessonId={lessonId} lang={lang} standing={standing} />
      ) : (
        unit && (
          <Stack direction={{ xs: 'column', md: 'row' }} sx={{ gap: 2, alignItems: { md: 'flex-start' } }}>
            {units.length > 1 && (
              <Box sx={{ width: { md: 260 }, flexShrink: 0 }}>
                <UnitList units={units} currentId={unit.id} onChoose={setChosen} />
              </Box>
            )}
            <Box sx={{ flex: 1, minWidth: 0 }}>
              {standard === 'cmi5' ? (
                <Cmi5Unit
                  key={`${standing.attemptId}:${unit.id}`}
                  attemptId={standing.attemptId}
                  unitId={unit.id}
                  title={unitTitle}
                />
              ) : (
                <ScormUnit
                  key={`${standing.attemptId}:${unit.id}`}
                  standard={standard}
                  unit={unit}
                  base={play.base}
                  title={unitTitle}
                  learnerId={user?._id ?? ''}
                  commits={commits}
                  onRequest={follow}
                />
              )}
            </Box>
          </Stack>
        )
      )}
    </Stack>
  );
}
