import { DATA_REQUEST_KINDS, DATA_REQUEST_ORDERS, DATA_REQUEST_STATUSES } from '@academy/domain';
import type { QueueQuery } from './api';

/** The queue's filters as the address keeps them; '' is no filter. */
export interface QueueFilterValues {
  search: string;
  status: string;
  kind: string;
  overdue: string;
  order: string;
}

const oneOf = (allowed: readonly string[], value: string | null) =>
  value && allowed.includes(value) ? value : '';

/**
 * The filters an address holds; a value the server would refuse (a stale or edited address) is no
 * filter. With no address at all the queue opens on the open requests, the soonest due first.
 */
export function queueFiltersOf(params: URLSearchParams): QueueFilterValues {
  return {
    search: params.get('search')?.trim() ?? '',
    status: params.has('status') ? oneOf(DATA_REQUEST_STATUSES, params.get('status')) : 'open',
    kind: oneOf(DATA_REQUEST_KINDS, params.get('kind')),
    overdue: params.get('overdue') === 'true' ? 'true' : '',
    order: oneOf(DATA_REQUEST_ORDERS, params.get('order')) || 'due',
  };
}

/** The query the filters ask of the server. */
export function queueQueryOf(filters: QueueFilterValues): QueueQuery {
  return {
    ...(filters.search && { search: filters.search }),
    ...(filters.status && { status: filters.status as QueueQuery['status'] }),
    ...(filters.kind && { kind: filters.kind as QueueQuery['kind'] }),
    ...(filters.overdue && { overdue: 'true' as const }),
    order: filters.order as QueueQuery['order'],
  };
}

/** The address with one filter changed; "any status" stays in it, so it is not read as "open". */
export function withQueueFilter(params: URLSearchParams, name: keyof QueueFilterValues, value: string) {
  const updated = new URLSearchParams(params);
  if (value || name === 'status') updated.set(name, value);
  else updated.delete(name);
  return updated;
}
