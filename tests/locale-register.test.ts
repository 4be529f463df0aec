import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { leaves } from '../apps/web/src/locales/leaves.js';
import { WEB_SOURCE } from './web-code.js';

/**
 * The register and the neutral wording of docs/decisions/0026: Spanish speaks to the reader as
 * "usted", Portuguese as "você", and a text about a person fits anyone. Each pattern names one
 * wording that breaks it; words that are also correct (a third person "revisa", a "cadastro"
 * that "foi aprovado") are caught only where they cannot be right.
 */

/** Matches any of `words` as a whole word (JavaScript's \b knows no accented letters). */
const anyWord = (words: string[]) =>
  new RegExp(`(?<![\\p{L}\\p{N}_])(?:${words.join('|')})(?![\\p{L}\\p{N}_])`, 'iu');
/** Where an imperative stands: the start of a text, of a sentence or of a plural's branch. */
const SENTENCE_START = String.raw`(?:^|[.!?¡¿:;{]\s*)`;

const SPANISH_INFORMAL: Record<string, RegExp> = {
  'tú, tu, te, ti... (usted: su, le, usted)': anyWord([
    'tú',
    'tu',
    'tus',
    'te',
    'ti',
    'contigo',
    'tuy[oa]s?',
    'enviarte',
    'ponerte',
    'registrarte',
    'llevarte',
    'avisarte',
  ]),
  'a verb in the second person (usted: olvidó, puede, tiene...)': anyWord([
    'olvidaste',
    'aprobaste',
    'agotaste',
    'obtuviste',
    'recibiste',
    'abriste',
    'empezaste',
    'terminaste',
    'estás',
    'tienes',
    'puedes',
    'necesitas',
    'apruebas',
    'quieres',
    'debes',
    'inicies',
    'hagas',
    'obtengas',
    'trabajas',
    'agregas',
    'inténtalo',
    'escríbelo',
    'pídeselo',
    'revísalo',
  ]),
  // "un administrador revisa sus datos" is right: only a sentence that starts with the verb commands
  'an informal imperative (usted: revise, intente, ingrese...)': new RegExp(
    `${SENTENCE_START}(?:revisa|intenta|ingresa|escribe|elige|pide|recupera|crea|confirma|completa|empieza|sigue|abre|envía|califica|inicia|prueba|usa|busca|vuelve|cierra|cambia|selecciona|descarga|haz|pon)(?![\\p{L}])`,
    'iu',
  ),
};

const SPANISH_MASCULINE: Record<string, RegExp> = {
  'a named person or the reader in the masculine (Registro de {name} aprobado)':
    /(?:(?<!\p{L}\s)\{name\}|usted)\s+(?:ya\s+)?(?:fue|es|será|está)\s+(?:aprobad|eliminad|cread|guardad|invitad|registrad|rechazad|desactivad)o(?!\p{L})/iu,
  '¿Ya está registrado? (¿Ya tiene una cuenta?)': /(?<!\p{L})ya\s+estás?\s+registrado\?/iu,
  'bienvenido (le damos la bienvenida)': /(?<!\p{L})(?<!la\s)bienvenid[oa]s?(?!\p{L})/iu,
};

const PORTUGUESE_INFORMAL: Record<string, RegExp> = {
  'tu, teu, tua... (você: seu, sua)': anyWord(['tu', 'teus?', 'tuas?', 'contigo']),
};

const PORTUGUESE_MASCULINE: Record<string, RegExp> = {
  'a named person or the reader in the masculine (Cadastro de {name} aprovado, você passou)':
    /(?:(?<!\p{L}\s)\{name\}|você)\s+(?:já\s+)?(?:foi|é|será|está)\s+(?:aprovad|removid|criad|salv|convidad|cadastrad|recusad|rejeitad|desativad)o(?!\p{L})/iu,
  'aprovado(a): a word for anyone instead': /\p{L}o\(a\)/iu,
  'bem-vindo (boas-vindas)': /(?<!\p{L})bem-vind[oa]s?(?!\p{L})/iu,
};

const RULES = {
  es: { ...SPANISH_INFORMAL, ...SPANISH_MASCULINE },
  pt: { ...PORTUGUESE_INFORMAL, ...PORTUGUESE_MASCULINE },
};

/** The rules a text breaks, as `where: text (rule)`. */
function breaches(texts: Iterable<[string, string]>, rules: Record<string, RegExp>): string[] {
  const found: string[] = [];
  for (const [where, text] of texts)
    for (const [rule, pattern] of Object.entries(rules))
      if (pattern.test(text)) found.push(`${where}: ${text} (${rule})`);
  return found;
}

const API_SOURCE = join(import.meta.dirname, '../apps/api/src');

function apiCodeFiles(path = API_SOURCE): string[] {
  if (statSync(path).isFile()) return /\.ts$/.test(path) && !/\.test\.ts$/.test(path) ? [path] : [];
  return readdirSync(path).flatMap((name) => apiCodeFiles(join(path, name)));
}

/**
 * Every string the server's code writes (mails, notifications, certificates, exports, the texts
 * inside SQL), a template's values shown as `{name}` so "${name} foi aprovado" reads as the web's
 * "{name} foi aprovado".
 */
function serverTexts(): [string, string][] {
  const texts: [string, string][] = [];
  for (const file of apiCodeFiles()) {
    const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
    const where = (node: ts.Node) =>
      `${relative(API_SOURCE, file)}:${source.getLineAndCharacterOfPosition(node.getStart()).line + 1}`;
    const visit = (node: ts.Node): void => {
      if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node))
        texts.push([where(node), node.text]);
      else if (ts.isTemplateExpression(node))
        texts.push([
          where(node),
          node.head.text +
            node.templateSpans
              .map((span) => `{${span.expression.getText(source)}}${span.literal.text}`)
              .join(''),
        ]);
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  return texts;
}

const webTexts = (language: 'pt' | 'es'): [string, string][] =>
  [...leaves(JSON.parse(readFileSync(join(WEB_SOURCE, 'locales', `${language}.json`), 'utf8')))].map(
    ([key, value]) => [key, String(value)],
  );

describe('the register and the neutral wording of the texts', () => {
  it.each(['es', 'pt'] as const)('hold in every text of the web app in %s', (language) => {
    expect(breaches(webTexts(language), RULES[language])).toEqual([]);
  });

  // parsing every file of the server takes seconds, near Vitest's default limit of 5 s on a busy machine
  it('hold in every text the server writes (its language is not marked: both rules apply)', {
    timeout: 60_000,
  }, () => {
    const texts = serverTexts();
    expect(texts.length).toBeGreaterThan(500);
    expect(breaches(texts, { ...RULES.es, ...RULES.pt })).toEqual([]);
  });

  it('catch the wordings they are written against, and only those', () => {
    const caught = (rules: Record<string, RegExp>, text: string) => breaches([['', text]], rules).length > 0;
    for (const informal of [
      '¿Olvidaste tu contraseña?',
      'Escribe el correo',
      'Revisa tu conexión',
      'Se acabó el tiempo: envía las respuestas',
      'No fue posible, inténtalo de nuevo',
      'Nuevo curso para ti',
      'Puedes volver a rendir el examen',
      '¿Ya estás registrado?',
      '{name} fue aprobado',
      '¡bienvenido a la Academy!',
    ])
      expect(caught(RULES.es, informal), informal).toBe(true);
    for (const right of [
      '¿Olvidó su contraseña?',
      'Por favor, revise el formulario',
      'Un administrador revisa sus datos',
      'Su registro fue aprobado',
      '¡le damos la bienvenida a la Academy!',
      'Se creó la cuenta de {name}',
      'Este certificado existe',
      'la parte solicitada',
    ])
      expect(caught(RULES.es, right), right).toBe(false);
    for (const masculine of [
      '{name} foi aprovado',
      'Você já foi aprovado',
      'foi aprovado(a) em',
      'bem-vindo à Academy',
    ])
      expect(caught(RULES.pt, masculine), masculine).toBe(true);
    for (const right of [
      'Seu cadastro foi aprovado',
      'boas-vindas à Academy',
      'O distribuidor {name} será removido',
    ])
      expect(caught(RULES.pt, right), right).toBe(false);
  });
});
