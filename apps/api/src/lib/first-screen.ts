import { AsyncLocalStorage } from 'node:async_hooks';
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/** How the web app's code asks the API: an address of this origin, and what fetch takes. */
type ApiTransport = (address: string, init: { method: string }) => Promise<Response>;

/**
 * What the web app's server module (apps/web/src/entry-server.tsx, built into
 * apps/web/dist-server) offers: the first screen of an address drawn for its visitor, or null,
 * asking the API through the transport `visitorApi` answers for the request being drawn.
 */
interface FirstScreens {
  reachApiThrough(visitorApi: () => ApiTransport): void;
  renderFirstScreen(request: {
    url: string;
    languages: readonly string[];
  }): Promise<{ html: string; lang: string; state: unknown } | null>;
}

const toBrotli = promisify(brotliCompress);
const toGzip = promisify(gzip);

/** The languages of an Accept-Language header, best first. */
function languagesOf(header: string | undefined): string[] {
  if (!header) return [];
  return header
    .split(',')
    .map((part) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = Number(
        params
          .find((param) => param.trim().startsWith('q='))
          ?.trim()
          .slice(2) ?? 1,
      );
      return { tag: tag.trim(), q: Number.isFinite(q) ? q : 0 };
    })
    .filter(({ tag, q }) => tag.length > 0 && q > 0)
    .sort((a, b) => b.q - a.q)
    .map(({ tag }) => tag);
}

/** JSON inside a data block: no `<` may close the element early. */
const dataBlock = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

/** Loading the web app's server module takes seconds: it starts this long after the server does. */
const LOAD_AFTER_START_MS = 3_000;

/**
 * Pages drawn by the server for their visitor (docs/decisions/0036-first-screen.md), when the web
 * app's server module is built beside `root` (the built web app): `draw` answers a page, or false
 * when the browser is to draw it from index.html as before. The module is loaded a few seconds
 * after the start (not during it), or by the first page drawn if that comes sooner.
 */
export function firstScreens(app: FastifyInstance, root: string) {
  const modulePath = resolve(root, '../dist-server/entry-server.js');
  if (!existsSync(modulePath)) return { draw: async () => false };
  // each page drawn asks the API as its own visitor, however many are drawn at once
  const visitor = new AsyncLocalStorage<ApiTransport>();
  const visitorApi = () => {
    const api = visitor.getStore();
    if (!api) throw new Error('an API call outside a first screen being drawn');
    return api;
  };
  let loading: Promise<[FirstScreens, string]> | undefined;
  const load = () => {
    loading ??= Promise.all([
      (import(pathToFileURL(modulePath).href) as Promise<FirstScreens>).then((module) => {
        module.reachApiThrough(visitorApi);
        return module;
      }),
      readFile(resolve(root, 'index.html'), 'utf8'),
    ]);
    return loading;
  };
  setTimeout(() => void load().catch(() => undefined), LOAD_AFTER_START_MS).unref();

  async function draw(request: FastifyRequest, reply: FastifyReply): Promise<boolean> {
    const [module, template] = await load();
    // the API asked in-process as the visitor: his cookie, his address (for the rate limits)
    const api: ApiTransport = async (address, init) => {
      const answer = await app.inject({
        method: init.method as 'GET',
        url: address,
        remoteAddress: request.ip,
        headers: { cookie: request.headers.cookie ?? '', 'user-agent': request.headers['user-agent'] ?? '' },
      });
      return new Response(answer.body, {
        status: answer.statusCode,
        headers: { 'content-type': String(answer.headers['content-type'] ?? 'application/json') },
      });
    };
    const drawn = await visitor.run(api, () =>
      module.renderFirstScreen({
        url: request.url,
        languages: languagesOf(request.headers['accept-language']),
      }),
    );
    if (!drawn) return false;
    const html = template.replace(/<html lang="[^"]*">/, `<html lang="${drawn.lang}">`).replace(
      '<div id="root"></div>',
      // shown once parsed whole: a page painted half-parsed would grow (and a centred card move)
      // as the rest arrives; no script needed
      `<style>#root{visibility:hidden}</style><div id="root">${drawn.html}</div><style>#root{visibility:visible}</style>` +
        `<script type="application/json" id="first-screen">${dataBlock({ lang: drawn.lang, state: drawn.state })}</script>`,
    );
    const accepts = String(request.headers['accept-encoding'] ?? '');
    // the visitor's own page: kept by no cache
    reply.header('cache-control', 'private, no-store').header('vary', 'accept-encoding, cookie');
    reply.type('text/html; charset=utf-8');
    if (/\bbr\b/.test(accepts)) {
      const body = await toBrotli(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } });
      await reply.header('content-encoding', 'br').send(body);
    } else if (/\bgzip\b/.test(accepts)) {
      await reply.header('content-encoding', 'gzip').send(await toGzip(html));
    } else await reply.send(html);
    return true;
  }

  return { draw };
}
