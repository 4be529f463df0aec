import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  certificateEndDate,
  certificateFileName,
  certificateStatus,
  renewingEndDate,
} from './certificate.js';

describe('certificateFileName', () => {
  it('lowercases the title, puts dashes for its spaces and ends with -cert.pdf', () => {
    expect(certificateFileName('Network Basics')).toBe('network-basics-cert.pdf');
    expect(certificateFileName('Introdução às Redes  Ópticas')).toBe('introdução-às-redes-ópticas-cert.pdf');
  });

  it('drops what no file system accepts and merges dashes', () => {
    expect(certificateFileName(' Q&A: "Routers" / Switches - Part 2 ')).toBe(
      'q&a-routers-switches-part-2-cert.pdf',
    );
    expect(certificateFileName('a\u0000b c')).toBe('ab-c-cert.pdf');
  });

  it('names a certificate whose title leaves nothing', () => {
    expect(certificateFileName('')).toBe('certificate-cert.pdf');
    expect(certificateFileName(' /// ')).toBe('certificate-cert.pdf');
  });

  it('never gives a name with a path separator, a space or an upper-case letter', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 300 }), (title) => {
        const name = certificateFileName(title);
        expect(name.endsWith('-cert.pdf')).toBe(true);
        expect(name).not.toMatch(/[\\/\s]/);
        expect(name).toBe(name.toLowerCase());
        expect(name.length).toBeLessThanOrEqual(159);
      }),
    );
  });
});

describe('certificateStatus', () => {
  const now = new Date('2026-06-01T12:00:00Z');

  it('is valid without an end, or before it', () => {
    expect(certificateStatus({ revokedAt: null, renewedAt: null, expiresAt: null }, now)).toBe('valid');
    expect(
      certificateStatus({ revokedAt: null, renewedAt: null, expiresAt: '2026-06-01T12:00:01Z' }, now),
    ).toBe('valid');
  });

  it('is expired from its end on', () => {
    expect(
      certificateStatus({ revokedAt: null, renewedAt: null, expiresAt: '2026-06-01T12:00:00Z' }, now),
    ).toBe('expired');
    expect(
      certificateStatus({ revokedAt: null, renewedAt: null, expiresAt: new Date('2020-01-01') }, now),
    ).toBe('expired');
  });

  it('is renewed once a newer certificate replaced it, whatever its end', () => {
    const renewedAt = '2026-05-01T00:00:00Z';
    expect(certificateStatus({ revokedAt: null, renewedAt, expiresAt: null }, now)).toBe('renewed');
    expect(certificateStatus({ revokedAt: null, renewedAt, expiresAt: '2020-01-01T00:00:00Z' }, now)).toBe(
      'renewed',
    );
  });

  it('is revoked whatever its dates and renewals', () => {
    expect(
      certificateStatus({ revokedAt: '2026-01-01T00:00:00Z', renewedAt: null, expiresAt: null }, now),
    ).toBe('revoked');
    expect(
      certificateStatus(
        { revokedAt: new Date(), renewedAt: new Date(), expiresAt: '2020-01-01T00:00:00Z' },
        now,
      ),
    ).toBe('revoked');
  });
});

describe('renewingEndDate', () => {
  const renewedOn = new Date('2026-06-01T09:00:00Z');

  it('counts from the end of the renewed certificate while it has not ended', () => {
    expect(renewingEndDate(renewedOn, 12, new Date('2026-07-01T08:00:00Z'))?.toISOString()).toBe(
      '2027-07-01T08:00:00.000Z',
    );
  });

  it('counts from the renewal once the renewed certificate has ended, or when it never ends', () => {
    expect(renewingEndDate(renewedOn, 12, new Date('2026-05-31T08:00:00Z'))?.toISOString()).toBe(
      '2027-06-01T09:00:00.000Z',
    );
    expect(renewingEndDate(renewedOn, 12, null)?.toISOString()).toBe('2027-06-01T09:00:00.000Z');
  });

  it('has no end without a validity', () => {
    expect(renewingEndDate(renewedOn, null, new Date('2026-07-01T08:00:00Z'))).toBeNull();
  });
});

describe('certificateEndDate', () => {
  it('has no end without a validity', () => {
    expect(certificateEndDate(new Date('2026-01-15T10:00:00Z'), null)).toBeNull();
  });

  it('adds calendar months, keeping the time of day', () => {
    expect(certificateEndDate(new Date('2026-01-15T10:00:00Z'), 12)?.toISOString()).toBe(
      '2027-01-15T10:00:00.000Z',
    );
    expect(certificateEndDate(new Date('2026-11-30T00:00:00Z'), 3)?.toISOString()).toBe(
      '2027-02-28T00:00:00.000Z',
    );
    expect(certificateEndDate(new Date('2027-08-31T08:00:00Z'), 6)?.toISOString()).toBe(
      '2028-02-29T08:00:00.000Z',
    );
  });

  it('always ends later than it was issued, within the months asked', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date('2000-01-01'), max: new Date('2100-01-01'), noInvalidDate: true }),
        fc.integer({ min: 1, max: 600 }),
        (issuedAt, months) => {
          const end = certificateEndDate(issuedAt, months);
          if (!end) throw new Error('no end');
          expect(end.getTime()).toBeGreaterThan(issuedAt.getTime());
          const monthsApart =
            (end.getUTCFullYear() - issuedAt.getUTCFullYear()) * 12 +
            end.getUTCMonth() -
            issuedAt.getUTCMonth();
          expect(monthsApart).toBe(months);
        },
      ),
    );
  });
});
