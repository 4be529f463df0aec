import { existsSync } from 'node:fs';
import { relative, resolve, sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { apiPath } from './api-root.js';
import { sendFailure } from './error-handler.js';
import { firstScreens } from './first-screen.js';

/** Vite names every file it writes under assets/ by its content's hash: a new version is a new name. */
const FOREVER = 'public, max-age=31536000, immutable';
/** index.html names the current assets: the browser asks again each time (a 304 when unchanged). */
const REVALIDATE = 'no-cache';
/** The public folder's unhashed files (the logo): kept a short while. */
const SHORT = 'public, max-age=3600';

const COMPRESSED_COPY = /\.(br|gz)$/;

function cacheControlFor(root: string, path: string): string {
  const name = relative(root, path);
  if (name.startsWith(`assets${sep}`)) return FOREVER;
  return name === 'index.html' ? REVALIDATE : SHORT;
}

/**
 * Unknown /api/ and /assets/ paths get a JSON 404. When the web app is built, its files are
 * served and any other GET gets index.html, so browser-history routes survive a reload; the
 * first screens the server draws (lib/first-screen) come drawn in it instead. Each
 * file goes out as the build's brotli or gzip copy when the browser accepts it
 * (apps/web/vite/precompress.ts).
 */
/** A page the server failed to draw is drawn by the browser; the failure is logged, never the visitor's. */
function drawFailed(request: FastifyRequest, error: unknown) {
  request.log.error({ err: error }, 'first screen not drawn');
  return false;
}

export async function registerWebApp(app: FastifyInstance, webDist: string | undefined) {
  const root = resolve(webDist ?? apiPath('../web/dist'));
  const hasSpa = existsSync(resolve(root, 'index.html'));
  if (hasSpa)
    await app.register(fastifyStatic, {
      root,
      // one route for every file, looked up when asked for: a route per file would cost the
      // server's start a third of a second for the build's few hundred files; an unknown path
      // falls through to the not-found handler below
      wildcard: true,
      // a folder's address (`/`) answers its index.html, as its compressed copy or as it is
      // alike; a folder without one is a 404 (not a refusal of the folder), whatever the client accepts
      index: 'index.html',
      preCompressed: true,
      // the copies are reached through their file's own address, not one of their own
      allowedPath: (pathName: string) => !COMPRESSED_COPY.test(pathName),
      cacheControl: false,
      setHeaders: (reply: FastifyReply, path: string) => {
        reply.header('cache-control', cacheControlFor(root, path.replace(COMPRESSED_COPY, '')));
      },
    });
  const screens = hasSpa ? firstScreens(app, root) : undefined;
  /** A page of the app: drawn by the server when it draws that one, else index.html. */
  const appPage = async (request: FastifyRequest, reply: FastifyReply) => {
    const drawn = await screens?.draw(request, reply).catch((error: unknown) => drawFailed(request, error));
    return drawn ? reply : reply.sendFile('index.html');
  };
  // the dashboard's address is the build folder's own, which the static files would answer
  // a page, not a call of the API: out of its OpenAPI document, as the static files' routes are
  if (hasSpa) app.get('/', { schema: { hide: true } }, appPage);
  app.setNotFoundHandler(async (request, reply) => {
    // a missing build file stays missing: a page of an older build asking for it then gets a
    // load failure it reports (RouteErrorPage), not index.html to run as code or styles
    const appRoute = !request.url.startsWith('/api/') && !request.url.startsWith('/assets/');
    if (hasSpa && request.method === 'GET' && appRoute) return appPage(request, reply);
    return sendFailure(reply, 'not-found');
  });
}
