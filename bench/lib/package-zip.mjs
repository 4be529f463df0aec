// @ts-check
/**
 * A large SCORM 1.2 package written to a file entry by entry, never whole in memory: a manifest,
 * a launch page, and media files of random bytes (incompressible, as video and pictures are),
 * some stored and some deflated, as authoring tools mix them. Only the bench's process holds an
 * entry at a time; the server under test reads the file it is sent.
 */
import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { createWriteStream } from 'node:fs';
import { crc32, deflateRawSync } from 'node:zlib';

const MB = 1024 * 1024;

/** The package's entries: its files' names, sizes and whether they are deflated. */
export function packageEntries(totalMb = 200) {
  const media = [];
  // two files above the server's 5 MB "large file" mark, the rest a few megabytes each
  media.push({ name: 'media/intro.mp4', size: 30 * MB, deflate: false });
  media.push({ name: 'media/demo.mp4', size: 20 * MB, deflate: true });
  let left = totalMb * MB - 50 * MB;
  for (let n = 0; left > 0; n++) {
    const size = Math.min(left, (n % 4) * MB + 512 * 1024);
    media.push({ name: `media/slide-${n}.${n % 2 ? 'jpg' : 'mp3'}`, size, deflate: n % 3 === 0 });
    left -= size;
  }
  for (let n = 0; n < 300; n++)
    media.push({ name: `html5/data/js/part-${n}.js`, size: 4 * 1024, deflate: true, text: true });
  return media;
}

const MANIFEST = `<?xml version="1.0"?>
<manifest identifier="bench" version="1" xmlns="http://www.imsproject.org/xsd/imscp_rootv1p1p2" xmlns:adlcp="http://www.adlnet.org/xsd/adlcp_rootv1p2">
  <metadata><schema>ADL SCORM</schema><schemaversion>1.2</schemaversion></metadata>
  <organizations default="org"><organization identifier="org"><title>Bench package</title>
    <item identifier="i1" identifierref="r1"><title>Bench package</title></item>
  </organization></organizations>
  <resources><resource identifier="r1" type="webcontent" adlcp:scormtype="sco" href="index.html">
    <file href="index.html"/></resource></resources>
</manifest>`;

/**
 * Writes the package to `path`; answers its size in bytes.
 * @param {string} path
 * @param {ReturnType<typeof packageEntries>} entries
 */
export async function writePackage(path, entries) {
  const out = createWriteStream(path);
  /** @type {Buffer[]} */
  const central = [];
  let offset = 0;
  /** @param {Buffer} bytes */
  const write = async (bytes) => {
    if (!out.write(bytes)) await once(out, 'drain');
    offset += bytes.length;
  };
  /** @param {string} name @param {Buffer} raw @param {boolean} deflate */
  const entry = async (name, raw, deflate) => {
    const stored = deflate ? deflateRawSync(raw) : raw;
    const nameBytes = Buffer.from(name);
    const crc = crc32(raw);
    const at = offset;
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(0x0800, 6);
    local.writeUInt16LE(deflate ? 8 : 0, 8);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(stored.length, 18);
    local.writeUInt32LE(raw.length, 22);
    local.writeUInt16LE(nameBytes.length, 26);
    await write(local);
    await write(nameBytes);
    await write(stored);
    const head = Buffer.alloc(46);
    head.writeUInt32LE(0x02014b50, 0);
    head.writeUInt16LE((3 << 8) | 20, 4);
    head.writeUInt16LE(20, 6);
    head.writeUInt16LE(0x0800, 8);
    head.writeUInt16LE(deflate ? 8 : 0, 10);
    head.writeUInt32LE(crc, 16);
    head.writeUInt32LE(stored.length, 20);
    head.writeUInt32LE(raw.length, 24);
    head.writeUInt16LE(nameBytes.length, 28);
    head.writeUInt32LE((0o100644 << 16) >>> 0, 38);
    head.writeUInt32LE(at, 42);
    central.push(head, nameBytes);
  };
  await entry('imsmanifest.xml', Buffer.from(MANIFEST), true);
  await entry('index.html', Buffer.from('<!doctype html><title>Bench</title>'), true);
  for (const file of entries) {
    const raw = file.text
      ? Buffer.from('var slide = 1;\n'.repeat(Math.ceil(file.size / 15)).slice(0, file.size))
      : randomBytes(file.size);
    await entry(file.name, raw, file.deflate);
  }
  const directory = Buffer.concat(central);
  const count = entries.length + 2;
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(count, 8);
  end.writeUInt16LE(count, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  await write(directory);
  await write(end);
  out.end();
  await once(out, 'finish');
  return offset;
}
