import { lessonPackageCalls } from '@academy/domain';
import { create as contentDisposition } from 'content-disposition';
import { describe, expect, it } from 'vitest';
import { type ApiTransport, callWith, fileNameOf, requestIdOf, toApiError } from './api';

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

describe("a call kept alive through the page's unload", () => {
  const answered = {
    standing: {
      attemptId: 'a'.repeat(24),
      completion: 'incomplete',
      success: 'unknown',
      score: null,
      seconds: 0,
      ended: false,
      attemptsLeft: null,
    },
    lessonProgress: 0,
    certificates: [],
  };
  const commit = async (suspend: string) => {
    const sent: Parameters<ApiTransport>[] = [];
    const transport: ApiTransport = async (...args) => {
      sent.push(args);
      return new Response(JSON.stringify({ status: 1, data: answered }), { status: 200 });
    };
    await callWith(
      lessonPackageCalls.commit,
      { params: { attemptId: 'a'.repeat(24) }, body: { unitId: 'sco-1', cmi: { suspend_data: suspend } } },
      { keepalive: true, transport },
    );
    return sent[0]?.[1];
  };

  it("is sent kept alive, with the header the server asks of a cookie session's change", async () => {
    const init = await commit('answers=B,C');
    expect(init?.keepalive).toBe(true);
    expect(init?.headers['X-Requested-With']).toBe('academy');
  });

  it('is sent as any other when its body is beyond what a browser keeps alive (64 KB)', async () => {
    const init = await commit('x'.repeat(64_000));
    expect(init?.keepalive).toBeUndefined();
    expect(init?.headers['X-Requested-With']).toBe('academy');
  });
});
