import type { Language, PackagePlay } from '@academy/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { IssuedCertificate } from '../../components/IssuedCertificateDownload';
import { ApiError, errorKeyOf } from '../../lib/api';
import { courseKeys } from '../../lib/course-queries';
import { useApiErrorMessage, useSnackbar } from '../../lib/feedback';
import { commitUnit, packageKeys } from './api';
import { type Cmi, type CommitSender, commitSender } from './commit-sender';

export interface AttemptCommits {
  /** a unit's data to resume with: what this page sent last, else what the server held */
  savedOf(unitId: string): Cmi | undefined;
  /** the package committed (or the learner leaves the unit): sent after the commits before it */
  commit(unitId: string, cmi: Cmi): void;
  /** the page is being hidden or unloaded: sent at once, kept alive */
  commitAsPageLeaves(unitId: string, cmi: Cmi): void;
  /** the certificates the attempt's commits issued on this page */
  certificates: IssuedCertificate[];
}

interface Where {
  courseId: string;
  lessonId: string;
  lang: Language;
}

/** A refusal of the server (a view-only simulation, an ended attempt, data out of range). */
export const isRefusal = (error: unknown) =>
  error instanceof ApiError && error.httpStatus >= 400 && error.httpStatus < 500;

/**
 * Sends an attempt's commits and applies their answers: the standing shown, the course's progress
 * (read again when the lesson's changes), the certificates issued. Each failure is told once. A
 * preview (staff, whom the server gave no attempt) runs the package and sends nothing.
 */
export function useAttemptCommits(play: PackagePlay, where: Where): AttemptCommits {
  const { t, i18n } = useTranslation();
  const client = useQueryClient();
  const { show } = useSnackbar();
  const messageOf = useApiErrorMessage();
  const [certificates, setCertificates] = useState<IssuedCertificate[]>([]);
  const attemptId = play.standing?.attemptId ?? null;
  const { courseId, lessonId, lang } = where;
  const tell = useRef((_error: unknown) => {});
  tell.current = (error) => {
    // the server's reason for refusing the commit, else its error, else that it was not sent
    const reason = error instanceof ApiError ? Object.values(error.fields)[0] : undefined;
    if (reason && i18n.exists(reason)) return show(t(reason), 'error');
    show(isRefusal(error) ? messageOf(error) : t('packagePlayer.notSaved'), 'error');
  };

  const line = useMemo(() => {
    const latest = new Map<string, Cmi>();
    const told = new Set<string>();
    let progress: number | undefined;
    const key = packageKeys.play(courseId, lessonId, lang);
    const sender: CommitSender | null = attemptId
      ? commitSender(commitUnit(attemptId), {
          onResult: (result) => {
            // once the lesson is left its attempt is not kept: what it holds is read afresh on return
            if (client.getQueryData(key))
              client.setQueryData<PackagePlay>(key, (old) => old && { ...old, standing: result.standing });
            if (result.lessonProgress !== progress) {
              progress = result.lessonProgress;
              void client.invalidateQueries({ queryKey: courseKeys.detail(courseId) });
              void client.invalidateQueries({ queryKey: courseKeys.lists, refetchType: 'none' });
              void client.invalidateQueries({ queryKey: courseKeys.counters, refetchType: 'none' });
            }
            if (result.certificates.length > 0)
              setCertificates((shown) => [...shown, ...result.certificates]);
          },
          onFailure: (error) => {
            const said = errorKeyOf(error);
            if (told.has(said)) return;
            told.add(said);
            tell.current(error);
          },
        })
      : null;
    let leaving = false;
    return {
      latest,
      sender,
      setLeaving: (now: boolean) => {
        leaving = now;
      },
      commit(unitId: string, cmi: Cmi) {
        latest.set(unitId, cmi);
        if (leaving) sender?.sendAsPageLeaves(unitId, cmi);
        else void sender?.send(unitId, cmi);
      },
      commitAsPageLeaves(unitId: string, cmi: Cmi) {
        latest.set(unitId, cmi);
        sender?.sendAsPageLeaves(unitId, cmi);
      },
    };
  }, [attemptId, courseId, lessonId, lang, client]);

  // as the page unloads, the frame's own last commits (a package finishing in its unload) are kept alive
  useEffect(() => {
    const leave = () => line.setLeaving(true);
    const back = () => line.setLeaving(false);
    window.addEventListener('pagehide', leave);
    window.addEventListener('pageshow', back);
    return () => {
      window.removeEventListener('pagehide', leave);
      window.removeEventListener('pageshow', back);
    };
  }, [line]);

  const { data } = play;
  return useMemo(
    () => ({
      savedOf: (unitId: string) => line.latest.get(unitId) ?? data[unitId],
      commit: line.commit,
      commitAsPageLeaves: line.commitAsPageLeaves,
      certificates,
    }),
    [line, data, certificates],
  );
}
