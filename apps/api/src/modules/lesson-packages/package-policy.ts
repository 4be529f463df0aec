import { packageBase } from './open.js';

/** An origin a policy may name: a scheme and a host (a name, IPv4 or IPv6), and a port. */
const ORIGIN = /^https?:\/\/(?:[a-z0-9.-]+|\[[0-9a-f:.]+\])(?::\d{1,5})?$/i;

/**
 * The content security policy a package's files are served with (decision 0049). A package is a
 * web site of its own, run on our origin because SCORM needs `window.parent.API`: its scripts and
 * styles may be inline or evaluated, as authoring tools write them, but come only from its own
 * folder; it may fetch only its own folder and the xAPI endpoint; it posts no form, sets no other
 * base, embeds no plugin, and only our pages may frame it. `origin` is the address the request
 * came to, which the browser compares its fetches with; null when it could not be written in a
 * policy (no browser sends such a Host).
 */
export function packagePolicy(origin: string, packageId: string): string | null {
  if (!ORIGIN.test(origin)) return null;
  const own = `${origin}${packageBase(packageId)}`;
  return [
    "default-src 'none'",
    `script-src ${own} 'unsafe-inline' 'unsafe-eval'`,
    `style-src ${own} 'unsafe-inline'`,
    "img-src 'self' data: blob:",
    "media-src 'self' data: blob:",
    "font-src 'self' data: blob:",
    `connect-src ${own} ${origin}/api/xapi/`,
    `frame-src ${own}`,
    `worker-src ${own} blob:`,
    `manifest-src ${own}`,
    "frame-ancestors 'self'",
    "form-action 'none'",
    "base-uri 'self'",
    "object-src 'none'",
  ].join('; ');
}
