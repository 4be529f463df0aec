/**
 * The kept figures (decision 0034): what the reports and dashboards read instead of counting every
 * progress row, the command and tests that prove them, and the job that lapses ended certificates.
 * Other modules import only this file.
 */
export { figureDifferences, rebuildFigures } from './checks.js';
export { keptCourseFigures } from './course.js';
export { figureJobs, lapseEndedCertificates } from './lapse.js';
export { holdFiguresAlone } from './lock.js';
export { keptMonths } from './months.js';
export { countedLearner } from './people.js';
