import type { PackageStandard, PackageUnit, RuntimeLearner } from '@academy/domain';
import { Skeleton } from '@mui/material';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AttemptCommits } from './attempt-commits';
import { PackageFrame } from './PackageFrame';
import { resumeData } from './resume-data';
import { startRuntime, type UnitRequest, type UnitRuntime } from './runtime';

interface Props {
  standard: Exclude<PackageStandard, 'cmi5'>;
  unit: PackageUnit;
  /** where the package's files are served, ending with '/' */
  base: string;
  title: string;
  /** whom the runtime names to the package: the account playing it, as the server named him */
  learner: RuntimeLearner;
  commits: AttemptCommits;
  onRequest(request: UnitRequest): void;
}

/**
 * A SCORM unit: its runtime set up on this window with the unit's saved data, then the unit framed.
 * Every commit of the package is sent; so is its data when the page is hidden or unloaded, and
 * when the unit is left (another unit chosen, the lesson left) while the package still runs.
 */
export function ScormUnit({ standard, unit, base, title, learner, commits, onRequest }: Props) {
  const { t } = useTranslation();
  const [ready, setReady] = useState(false);
  // read when the unit starts and as it runs, without starting it again
  const latest = useRef({ commits, onRequest, learner });
  latest.current = { commits, onRequest, learner };

  useEffect(() => {
    let runtime: UnitRuntime | undefined;
    let gone = false;
    const unitId = unit.id;
    void startRuntime({
      standard,
      learner: latest.current.learner,
      resume: resumeData(standard, latest.current.commits.savedOf(unitId)),
      onCommit: (cmi) => latest.current.commits.commit(unitId, cmi),
      onRequest: (request) => latest.current.onRequest(request),
    }).then((started) => {
      if (gone) return started.dispose();
      runtime = started;
      setReady(true);
    });
    const leave = () => {
      if (runtime?.running()) latest.current.commits.commitAsPageLeaves(unitId, runtime.cmi());
    };
    const hidden = () => {
      if (document.visibilityState === 'hidden') leave();
    };
    window.addEventListener('pagehide', leave);
    document.addEventListener('visibilitychange', hidden);
    return () => {
      gone = true;
      window.removeEventListener('pagehide', leave);
      document.removeEventListener('visibilitychange', hidden);
      if (!runtime) return;
      if (runtime.running()) latest.current.commits.commit(unitId, runtime.cmi());
      runtime.dispose();
    };
  }, [standard, unit.id]);

  if (!ready)
    return (
      <Skeleton
        variant="rounded"
        height={420}
        aria-label={t('packagePlayer.starting')}
        role="status"
        aria-busy
      />
    );
  return <PackageFrame src={`${base}${unit.launch}`} title={title} />;
}
