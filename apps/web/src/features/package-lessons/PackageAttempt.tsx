import type { Language, PackagePlay } from '@academy/domain';
import { Alert, Box, Stack } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { IssuedCertificateDownload } from '../../components/IssuedCertificateDownload';
import { useAttemptCommits } from './attempt-commits';
import { Cmi5Unit } from './Cmi5Unit';
import { useCourseFollowsStanding } from './course-follows';
import { NewAttempt } from './NewAttempt';
import { PackageStanding } from './PackageStanding';
import type { UnitRequest } from './runtime';
import { ScormUnit } from './ScormUnit';
import { UnitList } from './UnitList';

interface Props {
  play: PackagePlay;
  courseId: string;
  lessonId: string;
  lang: Language;
  /** the lesson's title, which names the package's frame */
  title: string;
}

/**
 * An opened package lesson: where the attempt stands (or that it is a preview), the package's table
 * of contents when it has several units, and the unit shown; a failed attempt offers a new one
 * instead. A preview plays SCORM units and saves nothing; cmi5 units report to an attempt by
 * themselves, so a preview does not launch them.
 */
export function PackageAttempt({ play, courseId, lessonId, lang, title }: Props) {
  const { t } = useTranslation();
  const commits = useAttemptCommits(play, { courseId, lessonId, lang });
  const { units, standing, standard } = play;
  useCourseFollowsStanding(courseId, standing, standard === 'cmi5');
  const [chosen, setChosen] = useState<string | null>(null);
  const index = Math.max(
    0,
    units.findIndex((unit) => unit.id === chosen),
  );
  const unit = units[index];
  const failed = standing?.ended && standing.success === 'failed';
  // units are shown anew for each attempt; a preview has none
  const attemptKey = standing?.attemptId ?? 'preview';

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
      {standing ? (
        <PackageStanding standing={standing} />
      ) : (
        <Alert severity="info">{t('packagePlayer.preview')}</Alert>
      )}
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
              {standard !== 'cmi5' ? (
                <ScormUnit
                  key={`${attemptKey}:${unit.id}`}
                  standard={standard}
                  unit={unit}
                  base={play.base}
                  title={unitTitle}
                  learner={play.learner}
                  commits={commits}
                  onRequest={follow}
                />
              ) : standing ? (
                <Cmi5Unit
                  key={`${attemptKey}:${unit.id}`}
                  attemptId={standing.attemptId}
                  unitId={unit.id}
                  title={unitTitle}
                />
              ) : (
                // a cmi5 unit reports to an attempt by itself: without one it is not launched
                <Alert severity="info">{t('packagePlayer.cmi5Preview')}</Alert>
              )}
            </Box>
          </Stack>
        )
      )}
    </Stack>
  );
}
