import { type GIFTQuestion, parse } from 'gift-pegjs';
import { escapeLoneColons, type GiftBlock, giftBlocks } from './blocks.js';
import {
  type GiftImportOptions,
  type GiftSkipReason,
  giftText,
  type ImportedQuestion,
  mapGiftQuestion,
} from './map.js';

export type { GiftImportOptions, GiftSkipReason, ImportedQuestion } from './map.js';
export { GIFT_SKIP_REASONS, giftText, mapGiftQuestion } from './map.js';

/** How a question is named in the import's preview, and where it starts in the file. */
export interface GiftPlace {
  /** its place among the file's questions, kept and skipped together (a stable key) */
  order: number;
  line: number;
  name: string;
}

export interface GiftImport {
  /** false when nothing in the text reads as a GIFT question (no answers between `{ }`) */
  isGift: boolean;
  questions: (GiftPlace & { question: ImportedQuestion })[];
  skipped: (GiftPlace & { reason: GiftSkipReason })[];
}

const NAME_LENGTH = 80;
const shorten = (text: string) => {
  const line = text.split('\n')[0]?.trim() ?? '';
  return line.length > NAME_LENGTH ? `${line.slice(0, NAME_LENGTH - 1)}…` : line;
};

/** A question's name: its title (`::title::`), else the start of its text. */
const nameOf = (question: GIFTQuestion) =>
  shorten(question.title?.trim() || ('stem' in question ? giftText(question.stem) : ''));

/** A block the parser refused, named by its first line that is not a comment. */
const nameOfBlock = (block: GiftBlock) =>
  shorten(block.text.split('\n').find((line) => !line.trim().startsWith('//')) ?? '');

function parseBlock(block: GiftBlock): GIFTQuestion[] | null {
  try {
    return parse(block.text);
  } catch {
    try {
      return parse(escapeLoneColons(block.text));
    } catch {
      return null;
    }
  }
}

/**
 * Reads GIFT text (Moodle's question export format) into the questions an exam lesson can
 * hold, in `options.lang`, and lists every other one with the reason it is left out. A block
 * that cannot be read is listed as unreadable; the rest of the file is still imported.
 */
export function importGift(source: string, options: GiftImportOptions): GiftImport {
  const result: GiftImport = { isGift: false, questions: [], skipped: [] };
  let order = 0;
  for (const block of giftBlocks(source)) {
    const parsed = parseBlock(block);
    if (!parsed) {
      result.skipped.push({
        order: order++,
        line: block.line,
        name: nameOfBlock(block),
        reason: 'unreadable',
      });
      continue;
    }
    for (const question of parsed) {
      if (question.type !== 'Category' && question.type !== 'Description') result.isGift = true;
      const mapping = mapGiftQuestion(question, options);
      if (!mapping) continue;
      const place = { order: order++, line: block.line, name: nameOf(question) };
      if ('imported' in mapping) result.questions.push({ ...place, question: mapping.imported });
      else result.skipped.push({ ...place, reason: mapping.skipped });
    }
  }
  return result;
}
