import { parse } from 'gift-pegjs';
import { describe, expect, it } from 'vitest';
import { escapeLoneColons, giftBlocks } from './blocks.js';

describe('giftBlocks', () => {
  it('splits on blank lines, whatever the line endings, each block at its first line that is not a comment', () => {
    const source = '\uFEFF// intro\r\nQ1 {T}\r\n\r\n \t\r\n// about Q2\nQ2\n{F}\n\n// only a comment\n';
    expect(giftBlocks(source)).toEqual([
      { text: 'Q1 {T}', line: 2 },
      { text: 'Q2\n{F}', line: 6 },
    ]);
  });
});

describe('escapeLoneColons', () => {
  it('escapes a lone colon in text and answers, and leaves titles, escapes and numerical tolerances', () => {
    expect(escapeLoneColons('::T::At 10:30 \\: {=Note: yes ~no}')).toBe(
      '::T::At 10\\:30 \\: {=Note\\: yes ~no}',
    );
    expect(escapeLoneColons('Year? {#1822:5}')).toBe('Year? {#1822:5}');
    expect(escapeLoneColons('$CATEGORY: a/b')).toBe('$CATEGORY: a/b');
  });

  it('makes a block with a lone colon readable by the parser', () => {
    const block = 'Ratio 1:2?{T}';
    expect(() => parse(block)).toThrow();
    expect(parse(escapeLoneColons(block))).toMatchObject([{ type: 'TF', stem: { text: 'Ratio 1:2?' } }]);
  });
});
