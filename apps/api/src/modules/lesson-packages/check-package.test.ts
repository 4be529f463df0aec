import { describe, expect, it } from 'vitest';
import { zipOf } from '../../test/zip-writer.js';
import { checkPackage } from './check-package.js';
import { PACKAGE_LIMITS } from './zip-listing.js';

const page = '<!doctype html><title>SCO</title>';

const scorm12 = `<?xml version="1.0"?>
<manifest identifier="m1" version="1" xmlns="http://www.imsproject.org/xsd/imscp_rootv1p1p2" xmlns:adlcp="http://www.adlnet.org/xsd/adlcp_rootv1p2">
  <metadata><schema>ADL SCORM</schema><schemaversion>1.2</schemaversion></metadata>
  <organizations default="org"><organization identifier="org"><title>Router basics</title>
    <item identifier="i1" identifierref="r1"><title>Router basics</title></item>
  </organization></organizations>
  <resources><resource identifier="r1" type="webcontent" adlcp:scormtype="sco" href="index.html">
    <file href="index.html"/><file href="js/app.js"/></resource></resources>
</manifest>`;

const scorm2004 = (edition: '3rd' | '4th') => `<?xml version="1.0"?>
<manifest identifier="m2" xmlns="http://www.imsglobal.org/xsd/imscp_v1p1" xmlns:adlcp="http://www.adlnet.org/xsd/adlcp_v1p3">
  <metadata><schema>ADL SCORM</schema><schemaversion>2004 ${edition} Edition</schemaversion></metadata>
  <organizations default="org"><organization identifier="org"><title>Switching</title>
    <item identifier="chapter"><title>Chapter</title>
      <item identifier="s1" identifierref="r1"><title>VLANs</title></item>
      <item identifier="s2" identifierref="r2" parameters="?part=2"><title>Trunks</title></item>
    </item>
  </organization></organizations>
  <resources>
    <resource identifier="r1" type="webcontent" adlcp:scormType="sco" href="vlans/index.html"><file href="vlans/index.html"/></resource>
    <resource identifier="r2" type="webcontent" adlcp:scormType="sco" xml:base="trunks/" href="index.html"><file href="index.html"/></resource>
  </resources>
</manifest>`;

const cmi5 = `<?xml version="1.0"?>
<courseStructure xmlns="https://w3id.org/xapi/profiles/cmi5/v1/CourseStructure.xsd">
  <course id="https://academy.example/course/1"><title><langstring lang="en-US">Wi-Fi survey</langstring></title></course>
  <block id="https://academy.example/block/1"><title><langstring lang="en-US">Block</langstring></title>
    <au id="https://academy.example/au/1" moveOn="CompletedAndPassed" masteryScore="0.8" launchMethod="AnyWindow">
      <title><langstring lang="en-US">Survey</langstring></title><url>au/index.html</url>
      <launchParameters>{"level":2}</launchParameters>
    </au>
  </block>
</courseStructure>`;

const refusal = async (zip: Buffer) => {
  try {
    await checkPackage(zip);
  } catch (error) {
    return (error as { reason?: string }).reason;
  }
  return 'accepted';
};

describe("a package's check", () => {
  it('reads a SCORM 1.2 package of one SCO', async () => {
    const checked = await checkPackage(
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
      const checked = await checkPackage(
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
    const checked = await checkPackage(
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
