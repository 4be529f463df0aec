import { daySchema } from '@academy/domain';
import type { AuditQuery } from './api';

/** The audit log's filters, as the address keeps them (so back, forward and a shared link keep them). */
export interface AuditFilterValues {
  search: string;
  person: string;
  action: string;
  from: string;
  to: string;
}

export const AUDIT_FILTERS = ['search', 'person', 'action', 'from', 'to'] as const;

const ID = /^[0-9a-f]{24}$/;

/** The filters an address holds; a damaged value (a day out of the calls' bounds too) is no filter. */
export function auditFiltersOf(params: URLSearchParams): AuditFilterValues {
  const day = (name: string) => {
    const value = params.get(name) ?? '';
    return daySchema.safeParse(value).success ? value : '';
  };
  const person = params.get('person') ?? '';
  return {
    search: (params.get('search') ?? '').slice(0, 100),
    person: ID.test(person) ? person : '',
    action: (params.get('action') ?? '').slice(0, 100),
    from: day('from'),
    to: day('to'),
  };
}

/** The list's query: only the filters set. */
export function auditQueryOf(filters: AuditFilterValues): AuditQuery {
  const query: AuditQuery = {};
  for (const name of AUDIT_FILTERS) if (filters[name]) query[name] = filters[name];
  return query;
}

/** The address with one filter set or cleared. */
export function withAuditFilter(params: URLSearchParams, name: keyof AuditFilterValues, value: string) {
  const updated = new URLSearchParams(params);
  if (value) updated.set(name, value);
  else updated.delete(name);
  return updated;
}
