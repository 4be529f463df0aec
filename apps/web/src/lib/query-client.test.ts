import { describe, expect, it, vi } from 'vitest';
import { ApiError } from './api';
import { createQueryClient, shouldRetryQuery } from './query-client';

const unavailable = () => new ApiError(503, 'database-unavailable', 0);
const internal = () => new ApiError(500, 'internal', 0);

describe('the query client on failures', () => {
  it("a database that does not answer is the shell's: no error snackbar, no second try", async () => {
    const reportFailure = vi.fn();
    const client = createQueryClient(reportFailure);
    const queryFn = vi.fn(async () => {
      throw unavailable();
    });
    await expect(client.fetchQuery({ queryKey: ['down'], queryFn })).rejects.toThrow('database-unavailable');
    expect(queryFn).toHaveBeenCalledTimes(1);

    const mutation = client.getMutationCache().build(client, {
      mutationFn: async () => {
        throw unavailable();
      },
    });
    await expect(mutation.execute(undefined)).rejects.toThrow('database-unavailable');
    expect(reportFailure).not.toHaveBeenCalled();
  });

  it('any other failure is tried once more and then shown', async () => {
    const reportFailure = vi.fn();
    const client = createQueryClient(reportFailure);
    const queryFn = vi.fn(async () => {
      throw internal();
    });
    await expect(client.fetchQuery({ queryKey: ['broken'], queryFn, retryDelay: 0 })).rejects.toThrow(
      'internal',
    );
    expect(queryFn).toHaveBeenCalledTimes(2);
    expect(reportFailure).toHaveBeenCalledTimes(1);
  });

  it.each([
    ['database-unavailable', unavailable(), false],
    ['maintenance', new ApiError(503, 'maintenance', 0), false],
    ['expired-token', new ApiError(401, 'expired-token', 0), false],
    ['internal', internal(), true],
    ['a network failure', new TypeError('Failed to fetch'), true],
  ])('after one failure with %s, a query is tried again: %s', (_name, error, again) => {
    expect(shouldRetryQuery(0, error)).toBe(again);
    expect(shouldRetryQuery(1, error)).toBe(false);
  });
});
