import { randomBytes } from 'node:crypto';

/** A part of a multipart body: a field, or a file with its name, bytes and declared type. */
export type Part =
  | { name: string; value: string }
  | { name: string; filename: string; bytes: Buffer; type?: string };

/** A multipart/form-data body with its parts in the order given, as a browser's form sends it. */
export function multipart(parts: Part[]) {
  const boundary = `----academy${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const head =
      'value' in part
        ? `--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"\r\n\r\n${part.value}\r\n`
        : `--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"; filename="${part.filename}"\r\nContent-Type: ${part.type ?? 'application/octet-stream'}\r\n\r\n`;
    chunks.push(Buffer.from(head));
    if (!('value' in part)) chunks.push(part.bytes, Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), contentType: `multipart/form-data; boundary=${boundary}` };
}
