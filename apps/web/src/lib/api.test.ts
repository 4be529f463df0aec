import { create as contentDisposition } from 'content-disposition';
import { describe, expect, it } from 'vitest';
import { fileNameOf, requestIdOf, toApiError } from './api';

const failure = (status: number, body: string, headers: Record<string, string> = {}) =>
  new Response(body, { status, headers: { 'content-type': 'application/json', ...headers } });

describe('a failed answer of the API', () => {
  it("keeps the server's request id, so the error snackbar can show it", async () => {
    const error = await toApiError(
      failure(500, JSON.stringify({ status: 0, error: 'internal', message: 'Internal error' }), {
        'x-request-id': 'ticket-4711',
      }),
    );
    expect(error.key).toBe('internal');
    expect(requestIdOf(error)).toBe('ticket-4711');
  });

  it('has no request id when the answer carries none, nor does a network failure', async () => {
    const error = await toApiError(failure(502, '<html>Bad gateway</html>'));
    expect(error.key).toBe('internal');
    expect(requestIdOf(error)).toBeNull();
    expect(requestIdOf(new TypeError('Failed to fetch'))).toBeNull();
  });
});

describe("a downloaded file's name", () => {
  it('is read from every header the server writes: a plain name, a quoted one and one beyond ASCII', () => {
    for (const name of [
      'emenda-certificada-cert.pdf',
      'course report.xlsx',
      'relatório "final".xlsx',
      'ação.pdf',
    ]) {
      expect(fileNameOf(contentDisposition(name))).toBe(name);
    }
  });

  it('is none when the answer names no file', () => {
    expect(fileNameOf(null)).toBeNull();
    expect(fileNameOf('inline')).toBeNull();
  });
});
