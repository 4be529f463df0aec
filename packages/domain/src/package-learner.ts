/** The longest learner name SCORM 2004 promises a package (`cmi.learner_name`, 250 characters). */
export const PACKAGE_LEARNER_NAME_MAX = 250;

/**
 * A person's name as SCORM hands it to a package (`cmi.core.student_name`, `cmi.learner_name`):
 * "Last, First", the convention authoring tools split on to greet the learner. An account keeps
 * one name, so its last word is taken as the last name and the words before it as the first;
 * a name of one word is given as it is.
 */
export function packageLearnerName(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const last = words.pop() ?? '';
  const shown = words.length > 0 ? `${last}, ${words.join(' ')}` : last;
  return shown.slice(0, PACKAGE_LEARNER_NAME_MAX);
}
