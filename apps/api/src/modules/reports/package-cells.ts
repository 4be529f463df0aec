import type { ReportPackageLesson } from '@academy/domain';
import type { XlsxCell, XlsxColumn } from '../../lib/xlsx.js';
import type { SheetTexts } from './sheet-texts.js';

/** What the downloads write of a learner's standing in a package lesson: status, attempts, best score, time. */
type Standing = Pick<ReportPackageLesson, 'status' | 'attempts' | 'bestScore' | 'seconds'>;

const SECONDS_A_DAY = 86_400;

/** The columns of a package lesson's standing, their headers after `prefix` (a lesson's title). */
export const packageColumns = (texts: SheetTexts, prefix = ''): XlsxColumn[] => [
  { header: `${prefix}${texts.state}`, width: 14 },
  { header: `${prefix}${texts.packageAttempts}`, width: 12 },
  { header: `${prefix}${texts.packageScore}`, width: 14 },
  // a time in days, as a spreadsheet counts it, shown as hours that go past 24: it sums and sorts
  { header: `${prefix}${texts.time}`, width: 14, numFmt: '[h]:mm:ss' },
];

/** The cells of `packageColumns`; empty for no standing (a lesson that is no package lesson). */
export function packageCells(texts: SheetTexts, standing: Standing | null | undefined): XlsxCell[] {
  if (!standing) return [null, null, null, null];
  return [
    texts.packageStates[standing.status],
    standing.attempts,
    standing.bestScore,
    standing.attempts === 0 ? null : standing.seconds / SECONDS_A_DAY,
  ];
}
