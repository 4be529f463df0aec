import { z } from 'zod';

/**
 * Zod compiles its object parsers with `new Function` where it may, and finds out by trying. Under
 * the server's Content-Security-Policy (script-src 'self', no 'unsafe-eval') that try is refused,
 * and the browser reports a CSP violation on every page (Lighthouse's best practices count it).
 * Zod then parses without compiling anyway: saying so up front only skips the refused try.
 * The app imports this first, before any schema parses.
 */
z.config({ jitless: true });
