/** One question's text as written in a GIFT file, and the line it starts on (1-based). */
export interface GiftBlock {
  text: string;
  line: number;
}

/**
 * GIFT separates questions by blank lines (Moodle's reader splits a file the same way), so a
 * file is read block by block: one block the parser cannot read is skipped on its own instead
 * of failing the whole file.
 */
export function giftBlocks(source: string): GiftBlock[] {
  const lines = source.replace(/^\uFEFF/, '').split(/\r\n|\r|\n/);
  const blocks: GiftBlock[] = [];
  let current: string[] = [];
  let start = 0;
  lines.forEach((line, index) => {
    if (line.trim() === '') {
      if (current.length > 0) blocks.push({ text: current.join('\n'), line: start + 1 });
      current = [];
      return;
    }
    // comments ahead of a question are left out, so that its line is the question's own
    if (current.length === 0 && line.trim().startsWith('//')) return;
    if (current.length === 0) start = index;
    current.push(line);
  });
  if (current.length > 0) blocks.push({ text: current.join('\n'), line: start + 1 });
  return blocks;
}

/**
 * The GIFT documentation asks for `:` to be escaped in text, and Moodle's export does so, but
 * Moodle's reader also accepts a lone `:` ("at 10:30", "Note: ..."), which the parser refuses.
 * This escapes every lone `:` outside a title's `::`, a numerical answer (`{#1822:5}`, where it
 * is the tolerance) and a `$CATEGORY:` line, for a second reading of a block the parser refused.
 */
export function escapeLoneColons(block: string): string {
  let out = '';
  let inAnswers = false;
  let numerical = false;
  for (let i = 0; i < block.length; i++) {
    const char = block[i] as string;
    if (char === '\\') {
      out += block.slice(i, i + 2);
      i++;
      continue;
    }
    if (char === '{') {
      inAnswers = true;
      numerical = /^\s*#/.test(block.slice(i + 1));
    } else if (char === '}') inAnswers = false;
    const lone = char === ':' && block[i - 1] !== ':' && block[i + 1] !== ':';
    const category = /^\s*\$CATEGORY$/i.test(block.slice(block.lastIndexOf('\n', i) + 1, i));
    out += lone && !(inAnswers && numerical) && !category ? '\\:' : char;
  }
  return out;
}
