import type { AuditEntry } from '@academy/domain';
import { History } from '@mui/icons-material';
import { Link, Stack, Typography } from '@mui/material';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { KeysetPager } from '../../components/KeysetPager';
import { PageTitle } from '../../components/PageTitle';
import { QueryList } from '../../components/QueryList';
import { type KeysetMove, keysetOf, movedKeyset, withoutKeyset } from '../../lib/keyset-paging';
import { AuditEntryItem } from './AuditEntryItem';
import { AuditFilters } from './AuditFilters';
import { useAuditActions, useAuditList } from './api';
import { type AuditFilterValues, auditFiltersOf, auditQueryOf, withAuditFilter } from './audit-filters';

const PAGE_SIZE = 20;

/** The name of the person `id` among a page's entries. */
const nameIn = (entries: AuditEntry[] | undefined, id: string) =>
  entries?.flatMap((entry) => [entry.actor, entry.actingAs]).find((person) => person?._id === id)?.name ??
  null;

/**
 * /settings/audit-log (admins): who did what, as whom, when, to what; newest first, paged by
 * keyset. The filters and the page live in the address.
 */
export default function AuditLogPage() {
  const { t, i18n } = useTranslation();
  const [params, setParams] = useSearchParams();
  const filters = auditFiltersOf(params);
  const log = useAuditList({ ...auditQueryOf(filters), ...keysetOf(params), limit: PAGE_SIZE });
  const actions = useAuditActions();
  const formatter = useMemo(
    () => new Intl.DateTimeFormat(i18n.language, { dateStyle: 'short', timeStyle: 'medium' }),
    [i18n.language],
  );

  /** A new filter starts from the first page. */
  const filterBy = (name: keyof AuditFilterValues, value: string) =>
    setParams((current) => withoutKeyset(withAuditFilter(current, name, value)), { replace: true });
  const move = (to: KeysetMove) => {
    if (!log.data) return;
    const page = log.data;
    setParams((current) => movedKeyset(current, to, page));
    window.scrollTo({ top: 0 });
  };
  const filtered = Object.values(filters).some(Boolean);

  return (
    <Stack sx={{ gap: 2 }}>
      <Stack sx={{ gap: 1 }}>
        <Link component={RouterLink} to="/settings" variant="body2" sx={{ alignSelf: 'flex-start' }}>
          {t('audit.back')}
        </Link>
        <PageTitle>{t('audit.title')}</PageTitle>
        <Typography color="text.secondary">{t('audit.intro')}</Typography>
      </Stack>
      <AuditFilters
        filters={filters}
        actions={actions.data ?? []}
        personName={nameIn(log.data?.items, filters.person)}
        onChange={filterBy}
      />
      <QueryList
        query={log}
        itemsOf={(data) => data.items}
        label={t('audit.title')}
        empty={{
          icon: <History />,
          title: t(filtered ? 'audit.noMatch' : 'audit.empty'),
          ...(filtered && { hint: t('audit.noMatchHint') }),
        }}
        total={(data) => t('audit.total', { count: data.total })}
        after={(data) => <KeysetPager page={data} onMove={move} />}
      >
        {(entry) => (
          <AuditEntryItem
            key={entry._id}
            entry={entry}
            formatTime={(iso) => formatter.format(new Date(iso))}
            onPickPerson={(person) => filterBy('person', person._id)}
          />
        )}
      </QueryList>
    </Stack>
  );
}
