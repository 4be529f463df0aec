import { describe, expect, it } from 'vitest';
import { cmi5, page, scorm12, scorm2004 } from '../../test/packages.js';
import { withZipFile, zipOf } from '../../test/zip-writer.js';
import { checkPackage } from './check-package.js';
import { PACKAGE_LIMITS } from './zip-listing.js';

/** The package's check, as the server runs it: on the zip in a file. */
const check = (zip: Buffer) => withZipFile(zip, checkPackage);

const refusal = async (zip: Buffer) => {
  try {
    await check(zip);
  } catch (error) {
    return (error as { reason?: string }).reason;
  }
  return 'accepted';
};

describe("a package's check", () => {
  it('reads a SCORM 1.2 package of one SCO', async () => {
    const checked = await check(
      zipOf([
        { name: 'imsmanifest.xml', data: scorm12 },
        { name: 'index.html', data: page },
        { name: 'js/app.js', data: 'void 0' },
      ]),
    );
    expect(checked).toMatchObject({
      standard: 'scorm12',
      title: 'Router basics',
      units: [{ id: 'i1', title: 'Router basics', launch: 'index.html' }],
      files: 3,
    });
  });

  it.each(['3rd', '4th'] as const)(
    'reads a SCORM 2004 %s edition package of several SCOs, in order, with their bases and parameters',
    async (edition) => {
      const checked = await check(
        zipOf([
          { name: 'imsmanifest.xml', data: scorm2004(edition) },
          { name: 'vlans/index.html', data: page },
          { name: 'trunks/index.html', data: page },
        ]),
      );
      expect(checked.standard).toBe(edition === '3rd' ? 'scorm2004-3' : 'scorm2004-4');
      expect(checked.units).toEqual([
        { id: 's1', title: 'VLANs', launch: 'vlans/index.html' },
        { id: 's2', title: 'Trunks', launch: 'trunks/index.html?part=2' },
      ]);
    },
  );

  it('reads a cmi5 course of an assignable unit in a block, with its moveOn, mastery score and launch parameters', async () => {
    const checked = await check(
      zipOf([
        { name: 'cmi5.xml', data: cmi5 },
        { name: 'au/index.html', data: page },
      ]),
    );
    expect(checked).toMatchObject({
      standard: 'cmi5',
      title: 'Wi-Fi survey',
      units: [
        {
          title: 'Survey',
          launch: 'au/index.html',
          moveOn: 'CompletedAndPassed',
          masteryScore: 0.8,
          launchParameters: '{"level":2}',
        },
      ],
    });
  });

  it('refuses, each for its reason, what is not a package or leaves it', async () => {
    const withManifest = (extra: Parameters<typeof zipOf>[0]) =>
      zipOf([
        { name: 'imsmanifest.xml', data: scorm12 },
        { name: 'index.html', data: page },
        { name: 'js/app.js', data: '' },
        ...extra,
      ]);
    expect(await refusal(Buffer.from('not a zip at all'))).toBe('package.notZip');
    expect(await refusal(zipOf([{ name: 'index.html', data: page }]))).toBe('package.noManifest');
    expect(await refusal(withManifest([{ name: '../evil.sh', data: 'x' }]))).toBe('package.pathOutside');
    expect(await refusal(withManifest([{ name: '/etc/passwd', data: 'x' }]))).toBe('package.pathOutside');
    expect(await refusal(withManifest([{ name: 'js\\..\\..\\evil', data: 'x' }]))).toBe(
      'package.pathOutside',
    );
    expect(await refusal(withManifest([{ name: 'link', data: '/etc/passwd', symlink: true }]))).toBe(
      'package.symlink',
    );
    expect(await refusal(zipOf([{ name: 'imsmanifest.xml', data: '<manifest><unclosed>' }]))).toBe(
      'package.manifestNotXml',
    );
    expect(
      await refusal(
        zipOf([
          { name: 'imsmanifest.xml', data: scorm12 },
          { name: 'index.html', data: page },
        ]),
      ),
    ).toBe('package.fileMissing');
    const outside = scorm12.replace('href="index.html">', 'href="../../index.html">');
    expect(await refusal(zipOf([{ name: 'imsmanifest.xml', data: outside }]))).toBe('package.pathOutside');
    const elsewhere = cmi5.replace('au/index.html', 'https://evil.example/au');
    expect(await refusal(zipOf([{ name: 'cmi5.xml', data: elsewhere }]))).toBe('package.pathOutside');
  });

  it('refuses a zip bomb by its ratio, and too many entries, before unpacking anything', async () => {
    const bomb = zipOf([
      { name: 'imsmanifest.xml', data: scorm12 },
      { name: 'index.html', data: Buffer.alloc(PACKAGE_LIMITS.ratioFromBytes * 4), deflate: true },
    ]);
    expect(await refusal(bomb)).toBe('package.compressionRatio');
    const many = zipOf(Array.from({ length: PACKAGE_LIMITS.entries + 1 }, (_, n) => ({ name: `f${n}.txt` })));
    expect(await refusal(many)).toBe('package.tooManyEntries');
  });
});
