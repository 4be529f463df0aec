import {
  type ApiCall,
  type ApiErrorKey,
  failureEnvelope,
  isApiErrorKey,
  successEnvelope,
} from '@academy/domain';
import { z } from 'zod';
import { reportDatabaseUnavailable } from './availability';

/**
 * The signed-in session is an HttpOnly cookie no script here can read (docs/decisions/0036); the
 * server sets a readable marker beside it, which tells whether there is a session to ask for, and
 * clears both on sign-out and when it refuses the session.
 */
const SIGNED_IN_COOKIE = 'academy_signed_in=1';

const signedInCookie = () => document.cookie.split(';').some((pair) => pair.trim() === SIGNED_IN_COOKIE);

const SIMULATION_TOKEN_KEY = 'academy.simulationToken';

/**
 * While a simulation runs, its token, sent as a bearer header in place of the asker's cookie
 * (lib/simulation): forgetting it returns to the asker's own session.
 */
export const simulationTokenStore = {
  get: () => localStorage.getItem(SIMULATION_TOKEN_KEY),
  set: (token: string) => localStorage.setItem(SIMULATION_TOKEN_KEY, token),
  clear: () => localStorage.removeItem(SIMULATION_TOKEN_KEY),
};

/** Whether there is a session to ask the server for: the cookie's, or a simulation's. */
export const hasSession = () => simulationTokenStore.get() !== null || signedInCookie();

let sessionConfirmedAt = Number.NEGATIVE_INFINITY;
/**
 * When the server last confirmed the stored session (auth/me or auth/check_token answered): a
 * navigation right after it need not ask again (app/guards/session-check).
 */
export const sessionConfirmation = {
  mark: () => {
    sessionConfirmedAt = Date.now();
  },
  within: (ms: number, now = Date.now()) => now - sessionConfirmedAt < ms,
};

/**
 * A failed answer of the API, with its stable key for a translated message, and the server's
 * id of the request (X-Request-ID), which a user can quote and support can find in the log.
 */
export class ApiError extends Error {
  constructor(
    readonly httpStatus: number,
    readonly key: ApiErrorKey,
    readonly code: number,
    readonly fields: Record<string, string> = {},
    readonly requestId: string | null = null,
  ) {
    super(key);
  }
}

/** Listeners told when the server says the session ended (the shell shows "Login expired"). */
const expiredListeners = new Set<() => void>();
export const onSessionExpired = (listener: () => void) => {
  expiredListeners.add(listener);
  return () => expiredListeners.delete(listener);
};

const entriesOf = (value: unknown) => (value && typeof value === 'object' ? Object.entries(value) : []);

/** The address of a call: its `:name` parameters filled in, its query appended. */
function buildUrl(path: string, params: unknown, query: unknown) {
  const values = new Map(entriesOf(params));
  const filled = path.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(String(values.get(name))));
  // any origin: only the path and query are kept, the transport sends them to its own
  const url = new URL(`/api${filled}`, 'http://academy.invalid');
  for (const [key, value] of entriesOf(query)) {
    if (value === undefined || value === null) continue;
    if (Array.isArray(value)) for (const item of value) url.searchParams.append(key, String(item));
    else url.searchParams.set(key, String(value));
  }
  return url.pathname + url.search;
}

/** How a call reaches the API: an address of this origin, and what fetch takes. */
export type ApiTransport = (
  address: string,
  init: RequestInit & { method: string; headers: Record<string, string> },
) => Promise<Response>;

/**
 * The browser's fetch, to the page's own origin, with a simulation's token when one runs (else
 * the browser sends the session cookie). The server drawing a first screen hands in its own
 * (entry-server.tsx), which asks the API in-process as the visitor.
 */
let transport: ApiTransport = (address, init) => fetch(address, withSimulationToken(init));

/** A request's init with the running simulation's token, when one runs (else the cookie speaks). */
export function withSimulationToken<I extends { headers: Record<string, string> }>(init: I): I {
  const token = simulationTokenStore.get();
  return token ? { ...init, headers: { ...init.headers, Authorization: `Bearer ${token}` } } : init;
}

export function setApiTransport(next: ApiTransport) {
  transport = next;
}

/** The failure a response tells, read from its envelope and its X-Request-ID header. */
export async function toApiError(response: Response): Promise<ApiError> {
  // an answer that is not our envelope (a proxy's error page, a dropped connection) is 'internal'
  const parsed = failureEnvelope.safeParse(await response.json().catch(() => null));
  const body = parsed.success ? parsed.data : undefined;
  const key = isApiErrorKey(body?.error) ? body.error : 'internal';
  return new ApiError(
    response.status,
    key,
    body?.status ?? 0,
    body?.fields,
    response.headers.get('x-request-id'),
  );
}

/**
 * One part of a call's input: required when its schema requires it, absent when it has none. A
 * query whose every field is optional may be left out (an empty query is a query); a body may be
 * left out only when its schema takes none.
 */
type Part<K extends string, S, EmptyIsValue extends boolean> = S extends z.ZodType
  ? undefined extends z.input<S>
    ? { [P in K]?: z.input<S> }
    : EmptyIsValue extends true
      ? object extends z.input<S>
        ? { [P in K]?: z.input<S> }
        : { [P in K]: z.input<S> }
      : { [P in K]: z.input<S> }
  : { [P in K]?: never };

/** What a call takes: its path parameters, its query, its body (form data for an upload). */
export type CallInput<C extends ApiCall> = Part<'params', C['params'], false> &
  Part<'query', C['query'], true> &
  (C['multipart'] extends true ? { body: FormData } : Part<'body', C['body'], false>);

/** The input argument may be left out when nothing in it is required. */
type InputArgs<C extends ApiCall> =
  object extends CallInput<C> ? [input?: CallInput<C>] : [input: CallInput<C>];

/**
 * Sends a call: GET input in the path and query, other bodies as JSON (or as FormData for an
 * upload), through the transport (the browser's fetch). Resolves to the successful response; a
 * failure is thrown as an ApiError.
 */
interface SendInput {
  params?: unknown;
  query?: unknown;
  body?: unknown;
}

/** How a call is sent, beyond its input. */
export interface CallOptions {
  /**
   * The request outlives the page (a save made as the page unloads). Browsers keep such a request
   * only up to 64 KB of body; a larger one is sent as any other, which the unload may cut short.
   */
  keepalive?: boolean;
  /** how it travels, when not as every call does (an upload that tells its progress) */
  transport?: ApiTransport;
}

/** The largest body a keepalive request may carry (the Fetch standard's quota is 64 KiB in all). */
const KEEPALIVE_BODY_LIMIT = 60 * 1024;

async function send(contract: ApiCall, input: SendInput = {}, options: CallOptions = {}) {
  // the server takes a change made with the session cookie only with this header, which no page
  // of another site can make the browser send (apps/api/src/lib/session-cookie.ts)
  const headers: Record<string, string> = { 'X-Requested-With': 'academy' };
  let body: BodyInit | undefined;
  let keepalive = options.keepalive === true;
  if (input.body instanceof FormData) body = input.body;
  else if (input.body !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(input.body);
    keepalive &&= new Blob([body]).size <= KEEPALIVE_BODY_LIMIT;
  }
  const url = buildUrl(contract.path, input.params, input.query);
  const init = { method: contract.method, headers, body, ...(keepalive ? { keepalive } : {}) };
  const response = await (options.transport ?? transport)(url, init);
  if (!response.ok) {
    const error = await toApiError(response);
    if (error.key === 'expired-token') for (const listener of expiredListeners) listener();
    if (error.key === 'database-unavailable') reportDatabaseUnavailable();
    throw error;
  }
  return response;
}

/** A success envelope around any data: built once, every call reads its answer with it. */
const anySuccess = successEnvelope(z.unknown());

/**
 * Calls the API and resolves to the `data` of its success envelope, read with the call's own
 * response schema: what the app gets is what the contract says, or an error.
 */
export async function call<C extends ApiCall & { response: z.ZodType }>(
  contract: C,
  ...[input]: InputArgs<C>
): Promise<z.output<C['response']>>;
export async function call(contract: ApiCall & { response: z.ZodType }, input?: SendInput) {
  return callWith(contract, input ?? {}, {});
}

/** `call`, sent as `options` say: kept alive through the page's unload, or by another transport. */
export async function callWith<C extends ApiCall & { response: z.ZodType }>(
  contract: C,
  input: CallInput<C>,
  options: CallOptions,
): Promise<z.output<C['response']>>;
export async function callWith(
  contract: ApiCall & { response: z.ZodType },
  input: SendInput,
  options: CallOptions,
) {
  const { data } = anySuccess.parse(await (await send(contract, input, options)).json());
  return contract.response.parse(data);
}

/** Calls the API for a file: its bytes, and its name from Content-Disposition if any. */
export async function download<C extends ApiCall & { response: 'file' }>(
  contract: C,
  ...[input]: InputArgs<C>
): Promise<{ blob: Blob; fileName: string | null }>;
export async function download(contract: ApiCall, input?: SendInput) {
  const response = await send(contract, input);
  return { blob: await response.blob(), fileName: fileNameOf(response.headers.get('Content-Disposition')) };
}

/**
 * The file name a Content-Disposition header gives: its UTF-8 `filename*` when there is one, else
 * its `filename`, quoted or not (the server's content-disposition package quotes a name only when
 * it must, so `attachment; filename=report.xlsx` is as common as a quoted one).
 */
export function fileNameOf(disposition: string | null): string | null {
  if (!disposition) return null;
  const encoded = /filename\*=UTF-8''([^;]+)/i.exec(disposition)?.[1];
  if (encoded) return decodeURIComponent(encoded);
  const plain = /filename=(?:"((?:[^"\\]|\\.)*)"|([^;\s]+))/i.exec(disposition);
  if (!plain) return null;
  return plain[1] !== undefined ? plain[1].replace(/\\(.)/g, '$1') : (plain[2] ?? null);
}

/** The key of the message to show for any failure (network errors included). */
export function errorKeyOf(error: unknown): ApiErrorKey {
  return error instanceof ApiError ? error.key : 'internal';
}

/** The server's id of a failed request, when it answered at all. */
export function requestIdOf(error: unknown): string | null {
  return error instanceof ApiError ? error.requestId : null;
}
