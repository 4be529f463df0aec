import { type ApiErrorKey, type ApiFailure, isApiErrorKey } from '@academy/domain';

const TOKEN_KEY = 'academy.token';

export const tokenStore = {
  get: () => localStorage.getItem(TOKEN_KEY),
  set: (token: string) => localStorage.setItem(TOKEN_KEY, token),
  clear: () => localStorage.removeItem(TOKEN_KEY),
};

/** A failed answer of the API, with its stable key for a translated message. */
export class ApiError extends Error {
  constructor(
    readonly httpStatus: number,
    readonly key: ApiErrorKey,
    readonly code: number,
    readonly fields: Record<string, string> = {},
  ) {
    super(key);
  }
}

type Query = Record<string, string | number | boolean | undefined | null | readonly string[]>;

/** Listeners told when the server says the session ended (the shell shows "Login expired"). */
const expiredListeners = new Set<() => void>();
export const onSessionExpired = (listener: () => void) => {
  expiredListeners.add(listener);
  return () => expiredListeners.delete(listener);
};

function buildUrl(path: string, query?: Query) {
  const url = new URL(`/api/${path.replace(/^\//, '')}`, window.location.origin);
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value === undefined || value === null) continue;
    if (Array.isArray(value)) for (const item of value) url.searchParams.append(key, item);
    else url.searchParams.set(key, String(value));
  }
  return url;
}

async function toApiError(response: Response): Promise<ApiError> {
  const body = (await response.json().catch(() => null)) as Partial<ApiFailure> | null;
  const key = isApiErrorKey(body?.error) ? body.error : 'internal';
  return new ApiError(response.status, key, body?.status ?? 0, body?.fields);
}

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * Calls the API: GET parameters in the query, others as a JSON body (or FormData for uploads),
 * the session token as a bearer header. Resolves to the successful response; a failure is thrown
 * as an ApiError.
 */
async function send(
  method: Method,
  path: string,
  options: { query?: Query; body?: unknown },
): Promise<Response> {
  const headers: Record<string, string> = {};
  const token = tokenStore.get();
  if (token) headers.Authorization = `Bearer ${token}`;
  let body: BodyInit | undefined;
  if (options.body instanceof FormData) body = options.body;
  else if (options.body !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(options.body);
  }
  const response = await fetch(buildUrl(path, options.query), { method, headers, body });
  if (!response.ok) {
    const error = await toApiError(response);
    if (error.key === 'expired-token') for (const listener of expiredListeners) listener();
    throw error;
  }
  return response;
}

/** Calls the API (see `send`) and resolves to the `data` of the success envelope. */
export async function api<T>(
  method: Method,
  path: string,
  options: { query?: Query; body?: unknown } = {},
): Promise<T> {
  const json = (await (await send(method, path, options)).json()) as { data: T };
  return json.data;
}

/** Calls the API (see `send`) for a file: its bytes, and its name from Content-Disposition if any. */
export async function apiFile(
  method: Method,
  path: string,
  options: { query?: Query; body?: unknown } = {},
): Promise<{ blob: Blob; fileName: string | null }> {
  const response = await send(method, path, options);
  const disposition = response.headers.get('Content-Disposition') ?? '';
  const encoded = /filename\*=UTF-8''([^;]+)/i.exec(disposition)?.[1];
  const plain = /filename="([^"]+)"/i.exec(disposition)?.[1];
  return { blob: await response.blob(), fileName: encoded ? decodeURIComponent(encoded) : (plain ?? null) };
}

/** The key of the message to show for any failure (network errors included). */
export function errorKeyOf(error: unknown): ApiErrorKey {
  return error instanceof ApiError ? error.key : 'internal';
}
