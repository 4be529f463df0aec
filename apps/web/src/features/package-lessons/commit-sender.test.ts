import type { CommitPackageResult } from '@academy/domain';
import { describe, expect, it, vi } from 'vitest';
import { type Cmi, commitSender } from './commit-sender';

const result = (score: number): CommitPackageResult => ({
  standing: {
    attemptId: 'a'.repeat(24),
    completion: 'incomplete',
    success: 'unknown',
    score,
    seconds: 0,
    ended: false,
    attemptsLeft: null,
  },
  lessonProgress: 0,
  certificates: [],
});

/** A server whose answers the test releases one by one. */
function slowServer() {
  const calls: { unitId: string; cmi: Cmi; keepalive: boolean; answer(ok: boolean): void }[] = [];
  const post = vi.fn(
    (unitId: string, cmi: Cmi, keepalive: boolean) =>
      new Promise<CommitPackageResult>((resolve, reject) => {
        calls.push({
          unitId,
          cmi,
          keepalive,
          answer: (ok) => (ok ? resolve(result(calls.length)) : reject(new TypeError('Failed to fetch'))),
        });
      }),
  );
  return { calls, post };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe("a package attempt's commits", () => {
  it('go one after the other, in the order the package made them, each answer handed on', async () => {
    const { calls, post } = slowServer();
    const onResult = vi.fn();
    const sender = commitSender(post, { onResult, onFailure: vi.fn() });
    void sender.send('sco-1', { location: '1' });
    const second = sender.send('sco-1', { location: '2' });
    await settle();
    expect(calls.map((call) => call.cmi)).toEqual([{ location: '1' }]);
    calls[0]?.answer(true);
    await settle();
    expect(calls.map((call) => call.cmi)).toEqual([{ location: '1' }, { location: '2' }]);
    calls[1]?.answer(true);
    await second;
    expect(onResult).toHaveBeenCalledTimes(2);
  });

  it('send nothing twice for a unit, but the same data again once a send failed', async () => {
    const { calls, post } = slowServer();
    const onFailure = vi.fn();
    const sender = commitSender(post, { onResult: vi.fn(), onFailure });
    const first = sender.send('sco-1', { location: '1' });
    await settle();
    calls[0]?.answer(false);
    await first;
    expect(onFailure).toHaveBeenCalledWith(expect.any(TypeError));
    const again = sender.send('sco-1', { location: '1' });
    await settle();
    calls[1]?.answer(true);
    await again;
    // answered: the same data again is not sent, another unit's is
    await sender.send('sco-1', { location: '1' });
    void sender.send('sco-2', { location: '1' });
    await settle();
    expect(calls.map((call) => call.unitId)).toEqual(['sco-1', 'sco-1', 'sco-2']);
  });

  it('as the page leaves, send at once and kept alive what was not sent yet, and only that', async () => {
    const { calls, post } = slowServer();
    const sender = commitSender(post, { onResult: vi.fn(), onFailure: vi.fn() });
    void sender.send('sco-1', { location: '1' });
    await settle();
    sender.sendAsPageLeaves('sco-1', { location: '1' });
    // not waiting for the commit in flight: the page may be gone by then
    sender.sendAsPageLeaves('sco-1', { location: '2' });
    expect(calls.map((call) => [call.cmi, call.keepalive])).toEqual([
      [{ location: '1' }, false],
      [{ location: '2' }, true],
    ]);
  });
});
