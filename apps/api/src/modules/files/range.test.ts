import { describe, expect, it } from 'vitest';
import { parseRange } from './range.js';

describe('parseRange', () => {
  it('when there is no header or it is not a single byte range, serves the whole file', () => {
    for (const header of [undefined, '', 'items=0-1', 'bytes=0-1,4-5', 'bytes=-', 'bytes=a-b', 'bytes=5-2'])
      expect(parseRange(header, 100), String(header)).toBeNull();
  });

  it('when a range fits, gives it; an end past the file is cut to the last byte', () => {
    expect(parseRange('bytes=0-9', 100)).toEqual({ start: 0, end: 9 });
    expect(parseRange('bytes=90-', 100)).toEqual({ start: 90, end: 99 });
    expect(parseRange('bytes=90-500', 100)).toEqual({ start: 90, end: 99 });
  });

  it('when a suffix is asked, gives the last bytes', () => {
    expect(parseRange('bytes=-10', 100)).toEqual({ start: 90, end: 99 });
    expect(parseRange('bytes=-500', 100)).toEqual({ start: 0, end: 99 });
  });

  it('when the range starts past the end or is empty, it is unsatisfiable', () => {
    expect(parseRange('bytes=100-', 100)).toBe('unsatisfiable');
    expect(parseRange('bytes=-0', 100)).toBe('unsatisfiable');
    expect(parseRange('bytes=0-', 0)).toBe('unsatisfiable');
    expect(parseRange(`bytes=${'9'.repeat(400)}-`, 100)).toBe('unsatisfiable');
  });
});
