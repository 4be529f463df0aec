import { type CertificationStatusDownloadQuery, DEFAULT_LANGUAGE, LANGUAGES } from '@academy/domain';
import { and, asc, sql } from 'drizzle-orm';
import type { FastifyReply } from 'fastify';
import type { Db } from '../../db/client.js';
import { distributors } from '../../db/schema/index.js';
import { textIn } from '../../lib/localized-text.js';
import type { AuthUser } from '../../lib/session-user.js';
import { sendXlsx, type XlsxCell } from '../../lib/xlsx.js';
import { distributorRows, reportedDistributors } from './distributors.js';
import { EXPORT_TEXTS } from './export-texts.js';
import { scopedPeopleOf } from './report.js';
import { certificationStanding } from './standing.js';

/** Distributors read per batch of the file: three statements each, whatever their people. */
const BATCH = 200;

/**
 * `report/certification-status-download`: the report of every distributor the filters keep in the
 * viewer's scope as an xlsx file, one row per distributor and course or learning path its people
 * are certified for (a distributor with none has no row), its words and titles in `lang` (the
 * viewer's own when left out). Read batch by batch while the file is sent; without a single row
 * it is "There is no data to be exported".
 */
export function sendCertificationStatus(
  db: Db,
  viewer: AuthUser,
  query: CertificationStatusDownloadQuery,
  reply: FastifyReply,
) {
  const lang = query.lang ?? viewer.lang ?? DEFAULT_LANGUAGE;
  const texts = EXPORT_TEXTS[lang];
  const end = (value: string | null): XlsxCell => (value === null ? texts.noEnd : new Date(value));
  const where = reportedDistributors(viewer, query);

  async function* batches(): AsyncGenerator<XlsxCell[][]> {
    let after: { name: string; id: string } | undefined;
    for (;;) {
      const page = await distributorRows(
        db,
        viewer,
        and(
          where,
          after ? sql`(${distributors.name}, ${distributors.id}) > (${after.name}, ${after.id})` : undefined,
        ),
      )
        .orderBy(asc(distributors.name), asc(distributors.id))
        .limit(BATCH);
      const last = page.at(-1);
      if (!last) return;
      const ids = page.map((row) => row._id);
      const { items: figures, tiers } = await certificationStanding(
        db,
        scopedPeopleOf(viewer, ids),
        ids,
        lang,
      );
      const rows = page.flatMap((distributor) => {
        const standing = tiers.get(distributor._id);
        const requirements = (standing?.tier?.requirements ?? [])
          .map(
            (each) =>
              `${each.title}: ${each.certified}/${each.required} (${each.short === 0 ? texts.met : texts.shortBy(each.short)})`,
          )
          .join('; ');
        const place = [
          distributor.name,
          textIn(distributor.country, lang, LANGUAGES),
          distributor.state,
          distributor.people,
        ];
        const tier = [standing?.tier?.name ?? '', requirements, standing?.expiringSoon ?? 0];
        const items = figures.get(distributor._id) ?? [];
        // a tiered distributor with nobody certified still has its requirements to show: one row, short
        if (items.length === 0) return standing?.tier ? [[...place, null, null, 0, null, null, ...tier]] : [];
        return items.map((item): XlsxCell[] => [
          ...place,
          texts.kinds[item.kind],
          textIn(item.title, lang, LANGUAGES),
          item.certified,
          end(item.earliestExpiry),
          end(item.latestExpiry),
          ...tier,
        ]);
      });
      // a batch of distributors with neither a certified person nor a tier adds nothing: read on
      if (rows.length > 0) yield rows;
      if (page.length < BATCH) return;
      after = { name: last.name, id: last._id };
    }
  }

  return sendXlsx(reply, {
    fileName: `${texts.fileName}.xlsx`,
    sheetName: texts.sheet,
    columns: [
      { header: texts.distributor, width: 32 },
      { header: texts.country, width: 18 },
      { header: texts.state, width: 8 },
      { header: texts.people, width: 10 },
      { header: texts.kind, width: 18 },
      { header: texts.title, width: 40 },
      { header: texts.certified, width: 12 },
      { header: texts.earliest, width: 16, numFmt: 'yyyy-mm-dd' },
      { header: texts.latest, width: 16, numFmt: 'yyyy-mm-dd' },
      { header: texts.tier, width: 16 },
      { header: texts.requirements, width: 48 },
      { header: texts.expiringSoon, width: 14 },
    ],
    batches: batches(),
  });
}
