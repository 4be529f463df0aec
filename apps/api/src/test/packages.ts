import type { FastifyInstance } from 'fastify';
import { bearer } from './factories.js';
import { multipart } from './multipart.js';
import { type ZipEntry, zipOf } from './zip-writer.js';

/**
 * Small packages of each standard, written byte by byte by the tests (zip-writer.ts), and their
 * upload as the course editor sends it.
 */

/** A SCO's page. */
export const page = '<!doctype html><title>SCO</title>';

/** A SCORM 1.2 manifest of one SCO, `index.html`, which names `js/app.js` too. */
export const scorm12 = `<?xml version="1.0"?>
<manifest identifier="m1" version="1" xmlns="http://www.imsproject.org/xsd/imscp_rootv1p1p2" xmlns:adlcp="http://www.adlnet.org/xsd/adlcp_rootv1p2">
  <metadata><schema>ADL SCORM</schema><schemaversion>1.2</schemaversion></metadata>
  <organizations default="org"><organization identifier="org"><title>Router basics</title>
    <item identifier="i1" identifierref="r1"><title>Router basics</title></item>
  </organization></organizations>
  <resources><resource identifier="r1" type="webcontent" adlcp:scormtype="sco" href="index.html">
    <file href="index.html"/><file href="js/app.js"/></resource></resources>
</manifest>`;

/** A SCORM 2004 manifest of two SCOs in a chapter, `vlans/index.html` and `trunks/index.html?part=2`. */
export const scorm2004 = (edition: '3rd' | '4th') => `<?xml version="1.0"?>
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

/** A cmi5 course structure of one assignable unit in a block, `au/index.html`, with launch parameters. */
export const cmi5 = `<?xml version="1.0"?>
<courseStructure xmlns="https://w3id.org/xapi/profiles/cmi5/v1/CourseStructure.xsd">
  <course id="https://academy.example/course/1"><title><langstring lang="en-US">Wi-Fi survey</langstring></title></course>
  <block id="https://academy.example/block/1"><title><langstring lang="en-US">Block</langstring></title>
    <au id="https://academy.example/au/1" moveOn="CompletedAndPassed" masteryScore="0.8" launchMethod="AnyWindow">
      <title><langstring lang="en-US">Survey</langstring></title><url>au/index.html</url>
      <launchParameters>{"level":2}</launchParameters>
    </au>
  </block>
</courseStructure>`;

/** A SCORM 1.2 package of one SCO, with `extra` entries. */
export const scorm12Package = (extra: ZipEntry[] = []) =>
  zipOf([
    { name: 'imsmanifest.xml', data: scorm12 },
    { name: 'index.html', data: page },
    { name: 'js/app.js', data: 'window.started = true;' },
    ...extra,
  ]);

/** A SCORM 2004 package of two SCOs. */
export const scorm2004Package = (edition: '3rd' | '4th' = '4th') =>
  zipOf([
    { name: 'imsmanifest.xml', data: scorm2004(edition) },
    { name: 'vlans/index.html', data: page },
    { name: 'trunks/index.html', data: page, deflate: true },
  ]);

/** A cmi5 course of one assignable unit. */
export const cmi5Package = () =>
  zipOf([
    { name: 'cmi5.xml', data: cmi5 },
    { name: 'au/index.html', data: page },
  ]);

/** POST lesson-packages with the zip as its `files` part, as the holder of `token` (none: signed out). */
export function uploadPackage(app: { inject: FastifyInstance['inject'] }, token: string | null, zip: Buffer) {
  const { payload, contentType } = multipart([
    { name: 'files', filename: 'package.zip', bytes: zip, type: 'application/zip' },
  ]);
  return app.inject({
    method: 'POST',
    url: '/api/lesson-packages',
    payload,
    headers: { 'content-type': contentType, ...(token ? bearer(token) : {}) },
  });
}
