import { describe, expect, it } from 'vitest';
import { auditFiltersOf, auditQueryOf, withAuditFilter } from './audit-filters';

describe('audit log filters in the address', () => {
  it('reads the filters set and ignores damaged ones', () => {
    const filters = auditFiltersOf(
      new URLSearchParams('search=ana&action=user.accept&from=2026-01-02&to=yesterday&person=xyz'),
    );
    expect(filters).toEqual({ search: 'ana', person: '', action: 'user.accept', from: '2026-01-02', to: '' });
    // a day the server would refuse is no filter either
    expect(auditFiltersOf(new URLSearchParams('from=0000-01-01&to=9999-12-31'))).toMatchObject({
      from: '',
      to: '',
    });
    expect(auditQueryOf(filters)).toEqual({ search: 'ana', action: 'user.accept', from: '2026-01-02' });
  });

  it('sets and clears one filter, keeping the others', () => {
    const params = withAuditFilter(new URLSearchParams('search=ana&action=x'), 'action', '');
    expect(params.toString()).toBe('search=ana');
    expect(withAuditFilter(params, 'from', '2026-01-01').toString()).toBe('search=ana&from=2026-01-01');
  });
});
