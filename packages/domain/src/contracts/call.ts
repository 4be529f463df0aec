import { z } from 'zod';
import type { ApiScope } from '../api-scopes.js';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * One call of the API, the contract both apps hold to: the server registers its route from it
 * (validating what comes in and what goes out), the web app calls it and takes its types from it.
 * `path` is under `/api`, with `:name` for a path parameter.
 */
export interface ApiCall {
  method: HttpMethod;
  path: string;
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  /** the body is multipart form data (an upload), read by the handler itself */
  multipart?: true;
  /** the `data` of the success envelope, or `file` for a call that answers a file's bytes */
  response: z.ZodType | 'file';
  /** one line for the API document */
  summary: string;
  /** the API token scope that opens it; without one, no token reaches it (api-scopes.ts) */
  scope?: ApiScope;
}

export const defineCall = <const C extends ApiCall>(call: C): C => call;

/** What a call's schema accepts (a caller's view) or gives after parsing (a handler's view). */
export type InputOf<S> = S extends z.ZodType ? z.input<S> : undefined;
export type OutputOf<S> = S extends z.ZodType ? z.output<S> : undefined;

/** The `data` a call answers with. */
export type CallResult<C extends ApiCall> = C['response'] extends z.ZodType ? z.output<C['response']> : Blob;

/** A call's answer for the calls that take nothing and answer that they did it. */
export const doneSchema = z.object({ ok: z.boolean() });

/** One page of a list: `total` counts every item of the list, not only those of the page. */
export const pageOf = <T extends z.ZodType>(item: T) => z.object({ items: z.array(item), total: z.number() });

/**
 * One page of a list paged by keyset (`keysetQuery`, common.ts): `previous` and `next` are the
 * cursors of the neighbouring pages, null at an end; `total` counts every item the filter matches.
 */
export const keysetPageOf = <T extends z.ZodType>(item: T) =>
  z.object({
    items: z.array(item),
    total: z.number(),
    previous: z.string().nullable(),
    next: z.string().nullable(),
  });

/** The failure envelope: the key is one of the error catalogue's (errors.ts), `fields` names bad input. */
export const failureEnvelope = z.object({
  status: z.number(),
  error: z.string(),
  message: z.string(),
  fields: z.record(z.string(), z.string()).optional(),
});

/** The success envelope every JSON answer of the API comes in. */
export const successEnvelope = <T extends z.ZodType>(data: T) => z.object({ status: z.literal(1), data });
