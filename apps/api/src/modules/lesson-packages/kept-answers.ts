/** How long a granted access is believed without asking again: a package's page loads hundreds of files, and commits often. */
export const ACCESS_KEPT_MS = 60_000;
/** Past this many kept answers, the oldest is forgotten first. */
const KEPT_AT_MOST = 10_000;

/**
 * Answers of an access check kept in this instance's memory for ACCESS_KEPT_MS, by key: a refusal
 * is never kept (the caller keeps only what it was granted), and a right taken away ends within
 * that time.
 */
export function keptAnswers<T>(now: () => number = () => Date.now()) {
  const kept = new Map<string, { value: T; until: number }>();
  return {
    get(key: string): T | undefined {
      const answer = kept.get(key);
      return answer && answer.until > now() ? answer.value : undefined;
    },
    keep(key: string, value: T) {
      kept.delete(key);
      if (kept.size >= KEPT_AT_MOST) kept.delete(kept.keys().next().value as string);
      kept.set(key, { value, until: now() + ACCESS_KEPT_MS });
    },
  };
}
