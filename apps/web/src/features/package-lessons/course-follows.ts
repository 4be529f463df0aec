import type { PackageStanding } from '@academy/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { courseKeys } from '../../lib/course-queries';

/**
 * Reads the course's progress again when the attempt's standing changes on its own: a cmi5 unit
 * reports to the server, not through this page, which sees it only as the attempt is read again.
 */
export function useCourseFollowsStanding(
  courseId: string,
  standing: PackageStanding | null,
  follows: boolean,
) {
  const client = useQueryClient();
  // a preview has no standing, and nothing to follow
  const now = standing ? `${standing.attemptId}:${standing.completion}:${standing.success}` : '';
  const seen = useRef(now);
  useEffect(() => {
    if (!follows || seen.current === now) return;
    seen.current = now;
    void client.invalidateQueries({ queryKey: courseKeys.detail(courseId) });
    void client.invalidateQueries({ queryKey: courseKeys.lists, refetchType: 'none' });
    void client.invalidateQueries({ queryKey: courseKeys.counters, refetchType: 'none' });
  }, [client, courseId, now, follows]);
}
