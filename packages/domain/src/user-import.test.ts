import { describe, expect, it } from 'vitest';
import {
  checkImportRow,
  IMPORT_COLUMNS,
  importKey,
  importLanguageOf,
  importTemplate,
  readImportTable,
  repeatedEmailLines,
} from './user-import.js';

const row = (cells: Partial<Record<'name' | 'email' | 'type' | 'language', string>>) => ({
  name: 'Maria Silva',
  email: 'maria@example.com',
  type: 'student',
  language: '',
  ...cells,
});

describe('readImportTable', () => {
  it('maps a header in any order and language to the columns, and numbers rows by file line', () => {
    const table = readImportTable([
      ['E-mail', 'Nome', 'Tipo', 'País', 'Distribuidor', 'Equipe', 'Idioma', 'Observação'],
      ['ana@example.com', 'Ana', 'aluno', 'Brasil', 'Dist A', 'Team 1', 'pt', 'x'],
      ['', '', '', '', '', '', '', ''],
      ['bia@example.com', 'Bia', 'fact', '', 'Dist B', '', '', ''],
    ]);
    expect(table).toEqual({
      ok: true,
      ignoredColumns: ['Observação'],
      rows: [
        {
          line: 2,
          name: 'Ana',
          email: 'ana@example.com',
          type: 'aluno',
          country: 'Brasil',
          state: '',
          distributor: 'Dist A',
          team: 'Team 1',
          language: 'pt',
        },
        {
          line: 4,
          name: 'Bia',
          email: 'bia@example.com',
          type: 'fact',
          country: '',
          state: '',
          distributor: 'Dist B',
          team: '',
          language: '',
        },
      ],
    });
  });

  it('refuses a file without the required columns or with a column twice', () => {
    expect(
      readImportTable([
        ['name', 'team'],
        ['Ana', 'x'],
      ]),
    ).toEqual({
      ok: false,
      problem: 'columns',
      missing: ['email', 'type'],
      repeated: [],
    });
    expect(
      readImportTable([
        ['name', 'email', 'type', 'nombre'],
        ['a', 'b', 'c', 'd'],
      ]),
    ).toMatchObject({ ok: false, problem: 'columns', missing: [], repeated: ['name'] });
  });

  it('calls a file with no header or no row empty', () => {
    expect(readImportTable([])).toEqual({ ok: false, problem: 'empty' });
    expect(
      readImportTable([
        ['name', 'email', 'type'],
        ['', ' ', ''],
      ]),
    ).toEqual({ ok: false, problem: 'empty' });
  });

  it('reads a short row as blanks in its missing cells', () => {
    const table = readImportTable([
      ['name', 'email', 'type', 'team'],
      ['Ana', 'a@example.com'],
    ]);
    expect(table.ok && table.rows[0]).toMatchObject({ type: '', team: '' });
  });
});

describe('checkImportRow', () => {
  it('accepts a row and normalises its email, type and language', () => {
    expect(
      checkImportRow(row({ email: ' Maria@Example.COM ', type: 'Estudiante', language: 'pt-BR' })),
    ).toEqual({
      ok: true,
      value: { name: 'Maria Silva', email: 'maria@example.com', type: 'student', lang: 'pt' },
    });
  });

  it('says why a row is refused', () => {
    expect(checkImportRow(row({ name: 'A' }))).toEqual({ ok: false, reason: 'nameInvalid' });
    expect(checkImportRow(row({ email: 'not-an-email' }))).toEqual({ ok: false, reason: 'emailInvalid' });
    expect(checkImportRow(row({ email: '' }))).toEqual({ ok: false, reason: 'emailInvalid' });
    expect(checkImportRow(row({ type: 'teacher' }))).toEqual({ ok: false, reason: 'typeInvalid' });
    expect(checkImportRow(row({ type: 'admin' }))).toEqual({ ok: false, reason: 'typeNotImportable' });
    expect(checkImportRow(row({ type: 'TSM' }))).toEqual({ ok: false, reason: 'typeNotImportable' });
    expect(checkImportRow(row({ language: 'fr' }))).toEqual({ ok: false, reason: 'languageInvalid' });
  });
});

describe('importLanguageOf', () => {
  it('reads codes, regional codes and names in the three languages; blank is no language', () => {
    expect(importLanguageOf('EN')).toBe('en');
    expect(importLanguageOf('es_AR')).toBe('es');
    expect(importLanguageOf('Português')).toBe('pt');
    expect(importLanguageOf('Español')).toBe('es');
    expect(importLanguageOf('  ')).toBeNull();
    expect(importLanguageOf('deutsch')).toBeUndefined();
  });
});

describe('importKey', () => {
  it('compares names without case, accents or extra spaces', () => {
    expect(importKey('  São   PAULO ')).toBe(importKey('sao paulo'));
  });
});

describe('repeatedEmailLines', () => {
  it('refuses the second line of an email, however it is written, and not the first', () => {
    const lines = repeatedEmailLines([
      { line: 2, email: 'ana@example.com' },
      { line: 3, email: 'bia@example.com' },
      { line: 4, email: ' ANA@example.com' },
      { line: 5, email: '' },
      { line: 6, email: '' },
    ]);
    expect([...lines]).toEqual([4]);
  });
});

describe('importTemplate', () => {
  it('is a header and an example row that read back as one row', () => {
    const text = importTemplate({
      name: 'Maria Silva',
      email: 'maria@example.com',
      type: 'student',
      country: 'Brazil',
      state: 'São Paulo',
      distributor: 'Acme, Ltd',
      team: '',
      language: 'pt',
    });
    expect(text.split('\r\n')[0]).toBe(IMPORT_COLUMNS.join(','));
    expect(text).toContain('"Acme, Ltd"');
  });
});
