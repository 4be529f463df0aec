import { DEFAULT_LANGUAGE, LANGUAGES, type LearningPathPeopleQuery } from '@academy/domain';
import type { FastifyReply } from 'fastify';
import type { Db } from '../../db/client.js';
import { textIn } from '../../lib/localized-text.js';
import type { AuthUser } from '../../lib/session-user.js';
import { sendXlsx, type XlsxCell, xlsxFileName } from '../../lib/xlsx.js';
import { SHEET_TEXTS } from '../reports/index.js';
import { pathPeopleStretch } from './people.js';
import { requireVisiblePath } from './visibility.js';

/** People read per batch of the file. */
const BATCH = 1000;

/**
 * `learning_paths/admin-view-download/{id}`: who is on the path (the admin view's filter, in the
 * asker's scope) as xlsx, one row each, read page by page as the file is sent.
 */
export async function pathPeopleDownload(
  db: Db,
  viewer: AuthUser,
  reply: FastifyReply,
  pathId: string,
  filter: Omit<LearningPathPeopleQuery, 'page' | 'limit'>,
) {
  const path = await requireVisiblePath(db, viewer, pathId);
  const lang = viewer.lang ?? DEFAULT_LANGUAGE;
  const texts = SHEET_TEXTS[lang];
  async function* batches() {
    // the path was checked once above: each batch reads the people and their figures only
    for (let offset = 0; ; offset += BATCH) {
      const items = await pathPeopleStretch(db, viewer, pathId, filter, { limit: BATCH, offset });
      if (items.length > 0)
        yield items.map((person): XlsxCell[] => [
          person.name,
          person.email,
          person.type,
          person.master,
          person.completed,
          person.total,
          person.percent,
          person.completedAt ? new Date(person.completedAt) : null,
        ]);
      if (items.length < BATCH) return;
    }
  }
  return sendXlsx(reply, {
    fileName: xlsxFileName(textIn(path.title, lang, LANGUAGES), 'people'),
    sheetName: texts.learners,
    columns: [
      { header: texts.name, width: 28 },
      { header: texts.email, width: 32 },
      { header: texts.type, width: 10 },
      { header: texts.master, width: 24 },
      { header: texts.coursesDone, width: 12 },
      { header: texts.courses, width: 10 },
      { header: texts.progress, width: 12 },
      { header: texts.completedOn, width: 18, numFmt: 'yyyy-mm-dd hh:mm' },
    ],
    batches: batches(),
  });
}
