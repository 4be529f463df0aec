import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { nextTrainingTypeId, renumberAfterRemoval } from './training-type-ids.js';

/** Applies the renumbering to the remaining ids, as the server does. */
const applied = (ids: number[], removed: number) => {
  const moves = new Map(renumberAfterRemoval(ids, removed));
  return ids.filter((id) => id !== removed).map((id) => moves.get(id) ?? id);
};

describe('nextTrainingTypeId', () => {
  it('starts at 0 and then takes the highest id plus 1, gaps or not', () => {
    expect(nextTrainingTypeId([])).toBe(0);
    expect(nextTrainingTypeId([0, 1, 2])).toBe(3);
    expect(nextTrainingTypeId([4, 0])).toBe(5);
  });

  it('never gives an id in use', () => {
    fc.assert(
      fc.property(fc.array(fc.nat({ max: 1000 })), (ids) => {
        expect(ids).not.toContain(nextTrainingTypeId(ids));
      }),
    );
  });
});

describe('renumberAfterRemoval', () => {
  it('moves the ids after the removed one down by one', () => {
    expect(renumberAfterRemoval([0, 1, 2, 3], 1)).toEqual([
      [2, 1],
      [3, 2],
    ]);
  });

  it('changes nothing when the last id goes, and closes older gaps too', () => {
    expect(renumberAfterRemoval([0, 1, 2], 2)).toEqual([]);
    expect(renumberAfterRemoval([0, 3, 7], 0)).toEqual([
      [3, 0],
      [7, 1],
    ]);
  });

  it('leaves the remaining ids numbered from 0 in their old order', () => {
    fc.assert(
      fc.property(
        fc
          .uniqueArray(fc.nat({ max: 200 }), { minLength: 1, maxLength: 40 })
          .chain((ids) => fc.tuple(fc.constant(ids), fc.constantFrom(...ids))),
        ([ids, removed]) => {
          const remaining = ids.filter((id) => id !== removed);
          const result = applied(ids, removed);
          expect([...result].sort((a, b) => a - b)).toEqual(remaining.map((_, index) => index));
          // the order of the types is kept: a smaller old id keeps a smaller new id
          for (let i = 0; i < remaining.length; i++)
            for (let j = 0; j < remaining.length; j++)
              if ((remaining[i] as number) < (remaining[j] as number))
                expect(result[i] as number).toBeLessThan(result[j] as number);
        },
      ),
    );
  });
});
