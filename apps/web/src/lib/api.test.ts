import { describe, expect, it } from 'vitest';
import { requestIdOf, toApiError } from './api';

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
