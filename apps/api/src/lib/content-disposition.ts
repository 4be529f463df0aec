/**
 * A Content-Disposition header that names the file in every browser: an ASCII fallback
 * (`filename`) beside the real name in UTF-8 (`filename*`, RFC 6266).
 */
export function contentDisposition(fileName: string, kind: 'inline' | 'attachment' = 'attachment'): string {
  const ascii = fileName.replace(/[^\x20-\x7e]/g, '_').replace(/[\\"]/g, '_');
  return `${kind}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}
