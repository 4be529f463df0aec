import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

/**
 * The security headers of every answer: helmet's defaults but for the content security policy,
 * which lets in inline styles, pictures and media from https, the video players' frames and our
 * own (a package lesson's). A package's files answer with a policy of their own, set on the answer,
 * which replaces this one (modules/lesson-packages).
 */
const OPTIONS: HelmetOptions = {
  contentSecurityPolicy: {
    directives: {
      'style-src': ["'self'", "'unsafe-inline'"],
      'img-src': ["'self'", 'data:', 'blob:', 'https:'],
      'media-src': ["'self'", 'blob:', 'https:'],
      // 'self': a package lesson's page frames the package, served from our origin (decision 0049)
      'frame-src': [
        "'self'",
        'https://www.youtube.com',
        'https://www.youtube-nocookie.com',
        'https://player.vimeo.com',
      ],
      // An academy may be served over plain http inside a partner network: do not force https.
      'upgrade-insecure-requests': null,
    },
  },
};

/**
 * Sets the security headers on every answer, from the start of the request, so that an error or
 * a refusal carries them too. Helmet's middleware is built once, here: it parses the policy and
 * options when built and only sets the headers it made on each answer (@fastify/helmet built it
 * again on every request).
 */
export function registerSecurityHeaders(app: FastifyInstance) {
  const setHeaders = helmet(OPTIONS);
  app.addHook('onRequest', (request, reply, done) => {
    // helmet throws what goes wrong (from 8.1) rather than passing it on
    setHeaders(request.raw, reply.raw, () => done());
  });
}
