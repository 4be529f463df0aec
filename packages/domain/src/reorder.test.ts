import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { positionsByIndex, reorder } from './reorder.js';

const listWithIndices = fc
  .array(fc.integer(), { minLength: 1, maxLength: 30 })
  .chain((items) =>
    fc.tuple(fc.constant(items), fc.nat({ max: items.length - 1 }), fc.nat({ max: items.length - 1 })),
  );

const sorted = (items: readonly number[]) => [...items].sort((a, b) => a - b);

describe('reorder', () => {
  it('moves an item down and up', () => {
    expect(reorder(['a', 'b', 'c', 'd'], 0, 2)).toEqual(['b', 'c', 'a', 'd']);
    expect(reorder(['a', 'b', 'c', 'd'], 3, 1)).toEqual(['a', 'd', 'b', 'c']);
  });

  it('changes nothing for an index outside the list and clamps the target', () => {
    expect(reorder(['a', 'b'], 5, 0)).toEqual(['a', 'b']);
    expect(reorder(['a', 'b', 'c'], 0, 9)).toEqual(['b', 'c', 'a']);
  });

  it('gives a permutation of the same items, of the same length', () => {
    fc.assert(
      fc.property(listWithIndices, ([items, from, to]) => {
        const result = reorder(items, from, to);
        expect(result).toHaveLength(items.length);
        expect(sorted(result)).toEqual(sorted(items));
      }),
    );
  });

  it('lands the moved item at the target and keeps the others in their order', () => {
    fc.assert(
      fc.property(listWithIndices, ([items, from, to]) => {
        const result = reorder(items, from, to);
        expect(result[to]).toBe(items[from]);
        const others = items.filter((_, index) => index !== from);
        expect(result.filter((_, index) => index !== to)).toEqual(others);
      }),
    );
  });

  it('does not touch the input list', () => {
    const items = ['a', 'b', 'c'];
    reorder(items, 0, 2);
    expect(items).toEqual(['a', 'b', 'c']);
  });
});

describe('positions by index', () => {
  it('gives each id its index as position', () => {
    expect(positionsByIndex(['x', 'y'])).toEqual([
      { _id: 'x', position: 0 },
      { _id: 'y', position: 1 },
    ]);
  });

  it('keeps the ids in order with positions 0..n-1', () => {
    fc.assert(
      fc.property(fc.array(fc.uuid()), (ids) => {
        const entries = positionsByIndex(ids);
        expect(entries.map((entry) => entry._id)).toEqual(ids);
        expect(entries.map((entry) => entry.position)).toEqual(ids.map((_, index) => index));
      }),
    );
  });
});
