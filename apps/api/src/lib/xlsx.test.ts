import ExcelJS from 'exceljs';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { downloadOf } from '../test/download-name.js';
import { registerErrorHandling } from './error-handler.js';
import { sendXlsx, type XlsxCell } from './xlsx.js';

const HOSTILE = ['=1+1', '+1', '-1', '@SUM(A1)', '\tTAB', '\rCR', '=HYPERLINK("http://x.example")'];

async function* batchesOf(...batches: XlsxCell[][][]) {
  for (const batch of batches) yield batch;
}

let app: FastifyInstance;
beforeAll(async () => {
  app = Fastify();
  registerErrorHandling(app);
  app.get('/rows', (_request, reply) =>
    sendXlsx(reply, {
      fileName: 'relatório.xlsx',
      sheetName: 'People',
      columns: [{ header: 'Name' }, { header: 'Score' }, { header: 'When', numFmt: 'yyyy-mm-dd' }],
      batches: batchesOf(
        [['Ana', 90, new Date('2026-01-02T00:00:00Z')]],
        HOSTILE.map((text, index) => [text, index, null]),
      ),
    }),
  );
  app.get('/sheets', (_request, reply) =>
    sendXlsx(reply, {
      fileName: 'sheets.xlsx',
      sheetName: 'People',
      columns: [{ header: 'Name' }],
      batches: batchesOf([['Ana']]),
      moreSheets: [
        { sheetName: 'Nobody', columns: [{ header: 'Name' }], batches: batchesOf() },
        {
          sheetName: 'Lessons',
          columns: [{ header: 'Lesson' }, { header: 'Time', numFmt: '[h]:mm:ss' }],
          batches: batchesOf([['One', 0.5]], [['=Two', 1]]),
        },
      ],
    }),
  );
  app.get('/empty', (_request, reply) =>
    sendXlsx(reply, { fileName: 'x.xlsx', sheetName: 'x', columns: [{ header: 'x' }], batches: batchesOf() }),
  );
  await app.ready();
});
afterAll(() => app.close());

async function sheetOf(body: Buffer) {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(body as unknown as ArrayBuffer);
  const sheet = workbook.getWorksheet('People');
  if (!sheet) throw new Error('no sheet');
  return sheet;
}

describe('sendXlsx', () => {
  it('writes a header and every batch, under the name given', async () => {
    const res = await app.inject({ url: '/rows' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    expect(downloadOf(res.headers['content-disposition'])).toEqual({
      type: 'attachment',
      name: 'relatório.xlsx',
    });
    const sheet = await sheetOf(res.rawPayload);
    expect(sheet.getRow(1).values).toEqual([undefined, 'Name', 'Score', 'When']);
    expect(sheet.getRow(2).getCell(1).value).toBe('Ana');
    expect(sheet.getRow(2).getCell(2).value).toBe(90);
    expect(sheet.getRow(2).getCell(3).value).toEqual(new Date('2026-01-02T00:00:00Z'));
    expect(sheet.rowCount).toBe(2 + HOSTILE.length);
  });

  it('writes text that looks like a formula as text, never as a formula', async () => {
    const sheet = await sheetOf((await app.inject({ url: '/rows' })).rawPayload);
    HOSTILE.forEach((text, index) => {
      const cell = sheet.getRow(3 + index).getCell(1);
      expect(cell.type, text).toBe(ExcelJS.ValueType.String);
      expect(cell.formula, text).toBeUndefined();
      // an XML reader reads a carriage return as a line feed
      expect(cell.value, text).toBe(text.replace('\r', '\n'));
      expect(cell.numFmt, text).toBe('@');
    });
    // plain text keeps the general format
    expect(sheet.getRow(2).getCell(1).numFmt).not.toBe('@');
  });

  it('writes further sheets after the first, leaving out those without a row', async () => {
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load((await app.inject({ url: '/sheets' })).rawPayload as unknown as ArrayBuffer);
    expect(workbook.worksheets.map((sheet) => sheet.name)).toEqual(['People', 'Lessons']);
    const lessons = workbook.getWorksheet('Lessons');
    expect(lessons?.getRow(1).values).toEqual([undefined, 'Lesson', 'Time']);
    // a reader takes a number in a time format for a time: half a day after Excel's day zero
    expect(lessons?.getRow(2).values).toEqual([undefined, 'One', new Date('1899-12-30T12:00:00Z')]);
    expect(lessons?.getRow(2).getCell(2).numFmt).toBe('[h]:mm:ss');
    expect(lessons?.getRow(3).getCell(1).type).toBe(ExcelJS.ValueType.String);
    expect(lessons?.getRow(3).getCell(1).numFmt).toBe('@');
  });

  it('refuses a download without rows with "There is no data to be exported"', async () => {
    const res = await app.inject({ url: '/empty' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({
      error: 'nothing-to-export',
      message: 'There is no data to be exported',
    });
  });
});
