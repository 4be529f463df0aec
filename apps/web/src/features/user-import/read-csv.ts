import { type ImportTable, readImportTable } from '@academy/domain';
import Papa from 'papaparse';

/** A file of the largest import (10,000 rows) is well under this; anything bigger is not one. */
export const MAX_CSV_BYTES = 5 * 1024 * 1024;

/**
 * The people of a CSV file, read by papaparse (quotes, line breaks inside quotes, and the
 * delimiter, comma or semicolon as spreadsheets in pt and es write it, found by itself) and
 * mapped by the domain's header rules.
 */
export async function readImportFile(file: File): Promise<ImportTable> {
  const text = (await file.text()).replace(/^\uFEFF/, '');
  const { data } = Papa.parse<string[]>(text, { skipEmptyLines: 'greedy' });
  return readImportTable(data);
}
