import type { PackageStandard } from '@academy/domain';

type Cmi = Record<string, unknown>;

const isRecord = (value: unknown): value is Cmi =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * A unit's saved cmi data as the runtime loads it before the package starts (scorm-again's
 * `loadFromJSON`): null for a unit never committed, which starts afresh. A saved one resumes: its
 * entry is 'resume', so the package reads its location and suspend data back, and the last
 * session's time is left out (it is in the total already; a session starts at zero).
 */
export function resumeData(standard: PackageStandard, saved: Cmi | undefined): Cmi | null {
  const cmi = isRecord(saved?.cmi) ? saved.cmi : saved;
  if (!cmi || Object.keys(cmi).length === 0) return null;
  if (standard === 'scorm12') {
    const { session_time: _session, ...core } = isRecord(cmi.core) ? cmi.core : {};
    return { ...cmi, core: { ...core, entry: 'resume' } };
  }
  const { session_time: _session, ...rest } = cmi;
  return { ...rest, entry: 'resume' };
}
