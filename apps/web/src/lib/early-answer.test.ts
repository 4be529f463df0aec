import { describe, expect, it } from 'vitest';
import { earlyAnswer } from './early-answer';

/** An answer source that counts its questions and answers each with its number. */
function counter() {
  let asked = 0;
  return {
    ask: async () => ++asked,
    get asked() {
      return asked;
    },
  };
}

describe('earlyAnswer', () => {
  it('gives the answer asked early to the first taker only, and asks afresh for the next', async () => {
    const source = counter();
    const status = earlyAnswer(source.ask);
    status.start();
    expect(source.asked).toBe(1);
    expect(await status.take()).toBe(1);
    expect(source.asked).toBe(1);
    expect(await status.take()).toBe(2);
  });

  it('asks when taken if nothing was asked early', async () => {
    const source = counter();
    const status = earlyAnswer(source.ask);
    expect(source.asked).toBe(0);
    expect(await status.take()).toBe(1);
  });

  it('keeps an early failure for its taker instead of leaving it unhandled', async () => {
    const failing = earlyAnswer(() => Promise.reject(new Error('down')));
    const unhandled: unknown[] = [];
    const onUnhandled = (reason: unknown) => unhandled.push(reason);
    process.on('unhandledRejection', onUnhandled);
    failing.start();
    // Node reports the rejections left unhandled once a turn's microtasks have run: one turn of
    // the event loop later, a leak would have been reported
    await new Promise((resolve) => setImmediate(resolve));
    process.off('unhandledRejection', onUnhandled);
    expect(unhandled).toEqual([]);
    await expect(failing.take()).rejects.toThrow('down');
  });
});
