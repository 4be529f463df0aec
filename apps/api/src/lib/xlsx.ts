import { once } from 'node:events';
import { PassThrough } from 'node:stream';
import { create as contentDisposition } from 'content-disposition';
import type { stream, Worksheet } from 'exceljs';
import type { FastifyReply } from 'fastify';
import { AppError } from './errors.js';

/** What one cell of a download holds. */
export type XlsxCell = string | number | Date | null;

export interface XlsxColumn {
  header: string;
  /** in characters */
  width?: number;
  /** Excel's number format, such as 'yyyy-mm-dd hh:mm' for a date column */
  numFmt?: string;
}

export interface XlsxSheet {
  sheetName: string;
  columns: XlsxColumn[];
  /** the rows, a batch at a time, read from the database while the file is being sent */
  batches: AsyncIterable<XlsxCell[][]>;
}

export interface XlsxDownload extends XlsxSheet {
  fileName: string;
  /** sheets written after the first, in order; one without a row is left out */
  moreSheets?: XlsxSheet[];
}

/**
 * exceljs takes about half a second to load: not during the server's start, but once it
 * answers (start.ts), or by the first download if that comes sooner.
 */
export const loadExcelJs = () => import('exceljs');

/** A download's file name from a title: lowercased words joined by dashes, then `suffix`. */
export function xlsxFileName(title: string, suffix: string): string {
  const words = title
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 60);
  return `${words || 'academy'}-${suffix}.xlsx`;
}

/**
 * Text a spreadsheet would take for a formula if someone typed it (docs/conventions.md, Files served back).
 * Such a cell is written as text and formatted as text ('@'), so even editing it keeps it text.
 */
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * Sends an xlsx file written as a stream: each batch is read from the database only when the
 * previous one has left for the client, so memory stays bounded however many rows the file
 * holds. A download without a single row is refused with "There is no data to be exported"
 * before anything is sent.
 */
export async function sendXlsx(reply: FastifyReply, download: XlsxDownload): Promise<FastifyReply> {
  const batches = download.batches[Symbol.asyncIterator]();
  const first = await batches.next();
  if (first.done || first.value.length === 0) {
    await batches.return?.();
    throw new AppError('nothing-to-export');
  }
  const out = new PassThrough();
  writeWorkbook(out, download, first.value, batches).catch((error: unknown) => {
    // the headers are gone: all that is left is to cut the file short, which the client sees
    reply.log.error({ err: error }, 'xlsx download failed while being written');
    out.destroy(error instanceof Error ? error : new Error(String(error)));
  });
  return reply
    .type('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
    .header('Content-Disposition', contentDisposition(download.fileName))
    .header('Cache-Control', 'private, no-store')
    .header('X-Content-Type-Options', 'nosniff')
    .send(out);
}

async function writeWorkbook(
  out: PassThrough,
  download: XlsxDownload,
  firstBatch: XlsxCell[][],
  batches: AsyncIterator<XlsxCell[][]>,
) {
  const { default: ExcelJS } = await loadExcelJs();
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream: out,
    useStyles: true,
    useSharedStrings: false,
  });
  if (!(await writeSheet(workbook, out, download, firstBatch, batches))) return;
  for (const more of download.moreSheets ?? []) {
    const rest = more.batches[Symbol.asyncIterator]();
    const first = await rest.next();
    if (first.done || first.value.length === 0) {
      await rest.return?.();
      continue;
    }
    if (!(await writeSheet(workbook, out, more, first.value, rest))) return;
  }
  await workbook.commit();
}

/** Writes one sheet, its header then its batches; false when the client left before its end. */
async function writeSheet(
  workbook: stream.xlsx.WorkbookWriter,
  out: PassThrough,
  download: XlsxSheet,
  firstBatch: XlsxCell[][],
  batches: AsyncIterator<XlsxCell[][]>,
) {
  const sheet = workbook.addWorksheet(download.sheetName, { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = download.columns.map((column) => ({
    width: column.width ?? 20,
    ...(column.numFmt && { style: { numFmt: column.numFmt } }),
  }));
  const header = sheet.addRow(download.columns.map((column) => column.header));
  header.font = { bold: true };
  header.commit();

  let batch: XlsxCell[][] | undefined = firstBatch;
  while (batch) {
    for (const values of batch) writeRow(sheet, values);
    // the client reads slower than the database answers: wait for it before the next batch
    if (out.writableNeedDrain) await once(out, 'drain');
    if (out.destroyed) {
      await batches.return?.();
      return false;
    }
    const next = await batches.next();
    batch = next.done ? undefined : next.value;
  }
  sheet.commit();
  return true;
}

function writeRow(sheet: Worksheet, values: XlsxCell[]) {
  const row = sheet.addRow(values);
  values.forEach((value, index) => {
    if (typeof value === 'string' && FORMULA_START.test(value)) row.getCell(index + 1).numFmt = '@';
  });
  row.commit();
}
