import { emailSchema } from './contracts/common.js';
import type { Language } from './languages.js';
import type { UserType } from './roles.js';

/**
 * The CSV import of people (issue 12, part 3; docs/decisions/0011): the columns of the file, how
 * a header line names them, and the checks of one row that need nothing but the row. The server
 * runs the checks again and resolves the places and teams the row names.
 */

export const IMPORT_COLUMNS = [
  'name',
  'email',
  'type',
  'country',
  'state',
  'distributor',
  'team',
  'language',
] as const;
export type ImportColumn = (typeof IMPORT_COLUMNS)[number];

/** Columns a file must have: without them no row can be read. */
export const REQUIRED_IMPORT_COLUMNS = ['name', 'email', 'type'] as const satisfies readonly ImportColumn[];

/** Rows one file may hold; a larger population is imported in several files. */
export const IMPORT_MAX_ROWS = 10_000;

/**
 * Types a file may create or give: learners and distributors. An admin or a tsm carries rights
 * and regions a CSV line cannot say; they are made one at a time in the user form.
 */
export const IMPORTABLE_TYPES = ['student', 'fact', 'master'] as const satisfies readonly UserType[];
export type ImportableType = (typeof IMPORTABLE_TYPES)[number];

/** Why a row is not imported; the web app shows `userImport.reasons.<key>`. */
export const IMPORT_REFUSALS = [
  'nameInvalid',
  'emailInvalid',
  'emailRepeated',
  'typeInvalid',
  'typeNotImportable',
  'typeNotAllowed',
  'languageInvalid',
  'countryUnknown',
  'stateUnknown',
  'distributorRequired',
  'distributorUnknown',
  'distributorAmbiguous',
  'teamUnknown',
  'teamAmbiguous',
  'teamOtherDistributor',
  'outsideScope',
  'staffAccount',
  'changedMeanwhile',
] as const;
export type ImportRefusal = (typeof IMPORT_REFUSALS)[number];

/**
 * Text as a name is compared: case, accents, spacing and surrounding blanks left out, so
 * "São  Paulo" is "sao paulo".
 */
export function importKey(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replace(/\s+/g, ' ').trim();
}

/** Header names people write, in the three languages, for each column (compared by importKey, with no spaces or dashes). */
const HEADER_NAMES: Record<ImportColumn, string[]> = {
  name: ['name', 'fullname', 'nome', 'nomecompleto', 'nombre', 'nombrecompleto'],
  email: ['email', 'mail', 'emailaddress', 'correo', 'correoelectronico'],
  type: ['type', 'usertype', 'tipo', 'tipodeusuario', 'perfil', 'role'],
  country: ['country', 'pais'],
  state: ['state', 'estado', 'uf', 'province', 'provincia'],
  distributor: ['distributor', 'master', 'distribuidor'],
  team: ['team', 'equipe', 'equipo'],
  language: ['language', 'lang', 'idioma', 'lingua'],
};

const headerKey = (cell: string) => importKey(cell).replace(/[\s_.-]/g, '');

const COLUMN_OF_HEADER = new Map(
  IMPORT_COLUMNS.flatMap((column) => HEADER_NAMES[column].map((name) => [name, column] as const)),
);

/** One person as a file line gives him: each cell as written, trimmed; `line` counts the header as 1. */
export interface ImportRow {
  line: number;
  name: string;
  email: string;
  type: string;
  country: string;
  state: string;
  distributor: string;
  team: string;
  language: string;
}

export type ImportTable =
  | { ok: true; rows: ImportRow[]; ignoredColumns: string[] }
  | { ok: false; problem: 'empty' }
  | { ok: false; problem: 'tooManyRows'; max: number }
  | { ok: false; problem: 'columns'; missing: ImportColumn[]; repeated: ImportColumn[] };

/**
 * The rows of a parsed CSV (its first line the header, in any order, in en, pt or es). Lines
 * with nothing in them are skipped; columns the import does not know are listed, not refused.
 */
export function readImportTable(table: readonly (readonly string[])[]): ImportTable {
  const [header, ...body] = table;
  if (!header || header.every((cell) => cell.trim() === '')) return { ok: false, problem: 'empty' };

  const positions = new Map<ImportColumn, number>();
  const repeated = new Set<ImportColumn>();
  const ignoredColumns: string[] = [];
  header.forEach((cell, index) => {
    const column = COLUMN_OF_HEADER.get(headerKey(cell));
    if (!column) {
      if (cell.trim() !== '') ignoredColumns.push(cell.trim());
    } else if (positions.has(column)) repeated.add(column);
    else positions.set(column, index);
  });
  const missing = REQUIRED_IMPORT_COLUMNS.filter((column) => !positions.has(column));
  if (missing.length > 0 || repeated.size > 0)
    return { ok: false, problem: 'columns', missing, repeated: [...repeated] };

  const rows: ImportRow[] = [];
  body.forEach((cells, index) => {
    if (cells.every((cell) => cell.trim() === '')) return;
    const cellOf = (column: ImportColumn) => {
      const position = positions.get(column);
      return position === undefined ? '' : (cells[position] ?? '').trim();
    };
    rows.push({
      line: index + 2,
      ...(Object.fromEntries(IMPORT_COLUMNS.map((column) => [column, cellOf(column)])) as Omit<
        ImportRow,
        'line'
      >),
    });
  });
  if (rows.length === 0) return { ok: false, problem: 'empty' };
  if (rows.length > IMPORT_MAX_ROWS) return { ok: false, problem: 'tooManyRows', max: IMPORT_MAX_ROWS };
  return { ok: true, rows, ignoredColumns };
}

const LANGUAGE_NAMES: Record<string, Language> = {
  en: 'en',
  english: 'en',
  ingles: 'en',
  pt: 'pt',
  portuguese: 'pt',
  portugues: 'pt',
  es: 'es',
  spanish: 'es',
  espanol: 'es',
  espanhol: 'es',
};

/**
 * The language a cell names: a code (`pt`, `pt-BR`, `es_AR`) or the language's name in en, pt or
 * es; null for a blank cell (the academy's default applies), undefined for anything else.
 */
export function importLanguageOf(cell: string): Language | null | undefined {
  const key = importKey(cell);
  if (key === '') return null;
  return LANGUAGE_NAMES[key] ?? LANGUAGE_NAMES[key.split(/[-_]/)[0] ?? ''];
}

const TYPE_NAMES: Record<string, UserType> = {
  student: 'student',
  estudante: 'student',
  aluno: 'student',
  estudiante: 'student',
  alumno: 'student',
  fact: 'fact',
  master: 'master',
  distributor: 'master',
  distribuidor: 'master',
  tsm: 'tsm',
  admin: 'admin',
  administrator: 'admin',
  administrador: 'admin',
};

/** What a row says of a person, once its own cells are checked. */
export interface CheckedImportRow {
  name: string;
  email: string;
  type: ImportableType;
  /** null: the academy's default (or, for a person already there, his own) */
  lang: Language | null;
}

/** The same bounds as a name typed in the user form. */
const NAME_LENGTH = { min: 2, max: 120 };

/** The checks of one row that need nothing but the row: name, email, type and language. */
export function checkImportRow(
  row: Pick<ImportRow, 'name' | 'email' | 'type' | 'language'>,
): { ok: true; value: CheckedImportRow } | { ok: false; reason: ImportRefusal } {
  const name = row.name.replace(/\s+/g, ' ').trim();
  if (name.length < NAME_LENGTH.min || name.length > NAME_LENGTH.max)
    return { ok: false, reason: 'nameInvalid' };
  const email = emailSchema.safeParse(row.email);
  if (!email.success) return { ok: false, reason: 'emailInvalid' };
  const type = TYPE_NAMES[importKey(row.type)];
  if (!type) return { ok: false, reason: 'typeInvalid' };
  if (!(IMPORTABLE_TYPES as readonly string[]).includes(type))
    return { ok: false, reason: 'typeNotImportable' };
  const lang = importLanguageOf(row.language);
  if (lang === undefined) return { ok: false, reason: 'languageInvalid' };
  return { ok: true, value: { name, email: email.data, type: type as ImportableType, lang } };
}

/**
 * The lines whose email an earlier line of the file already has (compared as stored: trimmed,
 * lowercased). The second one is refused, the first imported.
 */
export function repeatedEmailLines(rows: readonly Pick<ImportRow, 'line' | 'email'>[]): Set<number> {
  const seen = new Set<string>();
  const repeated = new Set<number>();
  for (const { line, email } of rows) {
    const key = email.trim().toLowerCase();
    if (key === '') continue;
    if (seen.has(key)) repeated.add(line);
    else seen.add(key);
  }
  return repeated;
}

/** A header line and one example person: the file the import page offers as a start. */
export function importTemplate(example: Omit<ImportRow, 'line'>): string {
  const quote = (cell: string) => (/[",\r\n]/.test(cell) ? `"${cell.replace(/"/g, '""')}"` : cell);
  return `${IMPORT_COLUMNS.join(',')}\r\n${IMPORT_COLUMNS.map((column) => quote(example[column])).join(',')}\r\n`;
}
