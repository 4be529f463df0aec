import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { findTsmDuplicate, normalizeTsmRegions, type TsmAssignment } from './tsm-duplicate.js';

const CHILE = 'aaaaaaaaaaaaaaaaaaaaaaaa';
const PERU = 'bbbbbbbbbbbbbbbbbbbbbbbb';
const URUGUAY = 'cccccccccccccccccccccccc';

const laam = (userId: string, countries: string[], regions: string[] = []): TsmAssignment => ({
  userId,
  regionType: 'LAAM',
  countries,
  regions,
});
const br = (userId: string, regions: string[] = []): TsmAssignment => ({
  userId,
  regionType: 'BR',
  countries: [],
  regions,
});

describe('findTsmDuplicate', () => {
  it('finds another TSM of the same country when no region is given', () => {
    const other = laam('other', [PERU, CHILE]);
    expect(findTsmDuplicate(laam('me', [CHILE]), [other])).toBe(other);
  });

  it('finds another TSM of the same country and the same region', () => {
    const other = laam('other', [CHILE], ['Norte']);
    expect(findTsmDuplicate(laam('me', [CHILE], ['Sur', 'Norte']), [other])).toBe(other);
  });

  it('lets two TSMs share a country when their regions differ', () => {
    expect(
      findTsmDuplicate(laam('me', [CHILE], ['Sur']), [laam('other', [CHILE], ['Norte'])]),
    ).toBeUndefined();
  });

  it('lets two TSMs of different countries be, whatever their regions', () => {
    expect(findTsmDuplicate(laam('me', [CHILE]), [laam('other', [PERU, URUGUAY])])).toBeUndefined();
  });

  it('takes a TSM with no region as covering every region of his country', () => {
    const whole = laam('other', [CHILE]);
    expect(findTsmDuplicate(laam('me', [CHILE], ['Sur']), [whole])).toBe(whole);
  });

  it('leaves the user being edited out', () => {
    expect(findTsmDuplicate(laam('me', [CHILE]), [laam('me', [CHILE])])).toBeUndefined();
  });

  it('compares BR TSMs on Brazil, told apart by region only', () => {
    const south = br('south', ['Sul']);
    expect(findTsmDuplicate(br('me'), [south])).toBe(south);
    expect(findTsmDuplicate(br('me', ['sul ']), [south])).toBe(south);
    expect(findTsmDuplicate(br('me', ['Sudeste']), [south])).toBeUndefined();
  });

  it('never finds a BR TSM duplicating a LAAM one', () => {
    expect(findTsmDuplicate(br('me'), [laam('other', [CHILE])])).toBeUndefined();
    expect(findTsmDuplicate(laam('me', [CHILE]), [br('other')])).toBeUndefined();
  });

  it('compares regions without case, accents or extra spaces', () => {
    const other = br('other', ['São  Paulo']);
    expect(findTsmDuplicate(br('me', ['sao paulo']), [other])).toBe(other);
  });

  it('never finds a duplicate for a TSM with no type or no country', () => {
    const untyped: TsmAssignment = { userId: 'me', regionType: null, countries: [CHILE], regions: [] };
    expect(findTsmDuplicate(untyped, [laam('other', [CHILE])])).toBeUndefined();
    expect(findTsmDuplicate(laam('me', []), [laam('other', [CHILE])])).toBeUndefined();
  });

  it('answers the same whichever of two TSMs is saved second', () => {
    const assignment = (userId: string) =>
      fc.record({
        userId: fc.constant(userId),
        regionType: fc.constantFrom('BR' as const, 'LAAM' as const, null),
        countries: fc.subarray([CHILE, PERU, URUGUAY]),
        regions: fc.subarray(['Norte', 'Sur', 'Centro']),
      });
    fc.assert(
      fc.property(assignment('a'), assignment('b'), (a, b) => {
        expect(findTsmDuplicate(a, [b]) === b).toBe(findTsmDuplicate(b, [a]) === a);
      }),
    );
  });
});

describe('normalizeTsmRegions', () => {
  it('trims, drops blanks and keeps the first spelling of each region', () => {
    expect(normalizeTsmRegions([' Sul ', '', 'Nordeste', 'SUL', '  ', 'Centro  Oeste'])).toEqual([
      'Sul',
      'Nordeste',
      'Centro Oeste',
    ]);
  });
});
