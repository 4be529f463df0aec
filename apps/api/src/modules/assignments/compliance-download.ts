import { type complianceQuery, DEFAULT_LANGUAGE, type Language } from '@academy/domain';
import type { FastifyReply } from 'fastify';
import type { z } from 'zod';
import type { Db } from '../../db/client.js';
import type { AuthUser } from '../../lib/session-user.js';
import { sendXlsx, type XlsxCell } from '../../lib/xlsx.js';
import { complianceReport } from './compliance.js';

type Query = z.output<typeof complianceQuery>;

const TEXTS: Record<
  Language,
  { fileName: string; sheet: string; groups: Record<Query['by'], string>; total: string; figures: string[] }
> = {
  en: {
    fileName: 'compliance',
    sheet: 'Compliance',
    groups: { distributor: 'Distributor', team: 'Team', country: 'Country' },
    total: 'All people',
    figures: [
      'Assigned',
      'Completed on time',
      'Completed late',
      'In progress',
      'Overdue',
      'Expiring in 30 days',
      'Expiring in 60 days',
      'Expiring in 90 days',
    ],
  },
  pt: {
    fileName: 'conformidade',
    sheet: 'Conformidade',
    groups: { distributor: 'Distribuidor', team: 'Equipe', country: 'País' },
    total: 'Todas as pessoas',
    figures: [
      'Atribuídas',
      'Concluídas no prazo',
      'Concluídas com atraso',
      'Em andamento',
      'Atrasadas',
      'Vencem em 30 dias',
      'Vencem em 60 dias',
      'Vencem em 90 dias',
    ],
  },
  es: {
    fileName: 'cumplimiento',
    sheet: 'Cumplimiento',
    groups: { distributor: 'Distribuidor', team: 'Equipo', country: 'País' },
    total: 'Todas las personas',
    figures: [
      'Asignadas',
      'Completadas a tiempo',
      'Completadas con atraso',
      'En curso',
      'Atrasadas',
      'Vencen en 30 días',
      'Vencen en 60 días',
      'Vencen en 90 días',
    ],
  },
};

/**
 * `assignment/compliance-download`: the compliance report as an xlsx file, a row per group and a
 * last row for all the asker's people, in `lang` (his own when left out). Without an assignment or
 * an ending certificate it is "There is no data to be exported".
 */
export async function sendCompliance(db: Db, viewer: AuthUser, query: Query, reply: FastifyReply) {
  const lang = query.lang ?? viewer.lang ?? DEFAULT_LANGUAGE;
  const texts = TEXTS[lang];
  const report = await complianceReport(db, viewer, { ...query, lang });
  const figures = (row: typeof report.total): XlsxCell[] => [
    row.assigned,
    row.completedOnTime,
    row.completedLate,
    row.inProgress,
    row.overdue,
    row.expiring30,
    row.expiring60,
    row.expiring90,
  ];
  const rows = report.groups.map((group) => [group.name, ...figures(group)]);
  const anything = figures(report.total).some((value) => value !== 0);
  return sendXlsx(reply, {
    fileName: `${texts.fileName}.xlsx`,
    sheetName: texts.sheet,
    columns: [
      { header: texts.groups[query.by], width: 32 },
      ...texts.figures.map((header) => ({ header, width: 14 })),
    ],
    batches: (async function* () {
      if (anything) yield [...rows, [texts.total, ...figures(report.total)]];
    })(),
  });
}
