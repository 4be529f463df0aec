import type { ProgressDetail } from '@academy/domain';
import { useCallback, useEffect, useMemo, useRef } from 'react';
import { ApiError } from '../../../lib/api';
import { useMarkProgress } from '../api';

/** A player's progress goes to the server at most this often while it keeps growing. */
export const REPORT_INTERVAL_MS = 5000;

export interface ProgressReporter {
  /** The learner has now done `progress` (0..100) of the lesson; smaller values are ignored. */
  report(progress: number, detail?: ProgressDetail): void;
  /** Sends what is pending now (on pause, at the end, when the lesson is left). */
  flush(): void;
}

/** A failure the server answered on purpose (a lock, a read-only simulation): sending again changes nothing. */
const isRefusal = (error: unknown) =>
  error instanceof ApiError && error.httpStatus >= 400 && error.httpStatus < 500;

/**
 * Sends a lesson's progress with POST user/progress/mark: never a value lower than one already
 * stored or sent, at most every REPORT_INTERVAL_MS, and whatever is pending on flush() and
 * when the lesson is left. A failed send is tried again with the next report or flush; a refusal
 * (told once, by the shell) ends the sending for this lesson. `saves` false (staff
 * previewing a lesson) sends nothing at all.
 */
export function useProgressReporter(
  courseId: string,
  lessonId: string,
  stored: number,
  saves: boolean,
): ProgressReporter {
  const { mutateAsync } = useMarkProgress();
  const state = useRef({
    best: stored,
    sent: stored,
    refused: !saves,
    detail: undefined as ProgressDetail | undefined,
    lastSentAt: 0,
    timer: undefined as ReturnType<typeof setTimeout> | undefined,
  });

  const flush = useCallback(() => {
    const current = state.current;
    clearTimeout(current.timer);
    current.timer = undefined;
    if (current.refused || current.best <= current.sent) return;
    const previous = current.sent;
    const progress = current.best;
    current.sent = progress;
    current.lastSentAt = Date.now();
    mutateAsync({ courseId, lessonId, progress, detail: current.detail }).catch((error: unknown) => {
      if (isRefusal(error)) current.refused = true;
      else if (current.sent === progress) current.sent = previous;
    });
  }, [mutateAsync, courseId, lessonId]);

  const report = useCallback(
    (progress: number, detail?: ProgressDetail) => {
      const current = state.current;
      if (current.refused || progress <= current.best) return;
      current.best = progress;
      current.detail = detail;
      const wait = current.lastSentAt + REPORT_INTERVAL_MS - Date.now();
      if (wait <= 0) flush();
      else current.timer ??= setTimeout(flush, wait);
    },
    [flush],
  );

  // leaving the lesson sends what was not sent yet
  useEffect(() => flush, [flush]);

  return useMemo(() => ({ report, flush }), [report, flush]);
}
