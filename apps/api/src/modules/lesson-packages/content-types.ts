/**
 * The types a package's files are served as, by extension: what authoring tools put in a package
 * (pages, scripts, styles, data, pictures, fonts, sound and video). Served with nosniff, so a
 * script or a style must have its right type to run at all; anything else is plain bytes.
 */
const TYPES = new Map(
  Object.entries({
    html: 'text/html',
    htm: 'text/html',
    xhtml: 'application/xhtml+xml',
    js: 'text/javascript',
    mjs: 'text/javascript',
    css: 'text/css',
    json: 'application/json',
    map: 'application/json',
    xml: 'application/xml',
    xsd: 'application/xml',
    txt: 'text/plain',
    csv: 'text/csv',
    vtt: 'text/vtt',
    png: 'image/png',
    jpg: 'image/jpeg',
    jpeg: 'image/jpeg',
    gif: 'image/gif',
    webp: 'image/webp',
    avif: 'image/avif',
    svg: 'image/svg+xml',
    ico: 'image/x-icon',
    bmp: 'image/bmp',
    woff: 'font/woff',
    woff2: 'font/woff2',
    ttf: 'font/ttf',
    otf: 'font/otf',
    eot: 'application/vnd.ms-fontobject',
    mp4: 'video/mp4',
    m4v: 'video/mp4',
    webm: 'video/webm',
    ogv: 'video/ogg',
    mp3: 'audio/mpeg',
    m4a: 'audio/mp4',
    wav: 'audio/wav',
    ogg: 'audio/ogg',
    oga: 'audio/ogg',
    pdf: 'application/pdf',
    wasm: 'application/wasm',
  }),
);

/** The type a package's file is served as, by its name's extension; application/octet-stream when unknown. */
export function contentTypeOf(path: string): string {
  const name = path.slice(path.lastIndexOf('/') + 1);
  const dot = name.lastIndexOf('.');
  return (dot > 0 && TYPES.get(name.slice(dot + 1).toLowerCase())) || 'application/octet-stream';
}
