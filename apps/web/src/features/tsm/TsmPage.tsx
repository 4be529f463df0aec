import type { TsmView } from '@academy/domain';
import { ArrowBack, SupervisorAccount } from '@mui/icons-material';
import { Link, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { ListPagination } from '../../components/ListPagination';
import { PageTitle } from '../../components/PageTitle';
import { QueryList } from '../../components/QueryList';
import { SearchField } from '../../components/SearchField';
import { useTsmList } from './api';
import { TsmDialog } from './TsmDialog';
import { TsmRow } from './TsmRow';

const PAGE_SIZE = 20;

/**
 * /settings-tsm: every TSM with his type and what he follows (spec section 3's TSM view); an
 * admin sets what one follows in a dialog.
 */
export default function TsmPage() {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const [editing, setEditing] = useState<TsmView | null>(null);
  const tsms = useTsmList({ page, limit: PAGE_SIZE, ...(search && { search }) });

  return (
    <Stack sx={{ gap: 2 }}>
      <Stack sx={{ gap: 1 }}>
        <Link
          component={RouterLink}
          to="/settings"
          variant="body2"
          sx={{ display: 'inline-flex', gap: 0.5, alignSelf: 'flex-start' }}
        >
          <ArrowBack fontSize="small" aria-hidden />
          {t('tsm.back')}
        </Link>
        <PageTitle>{t('tsm.title')}</PageTitle>
        <Typography color="text.secondary">{t('tsm.intro')}</Typography>
      </Stack>
      <SearchField
        label={t('tsm.search')}
        value={search}
        onSearch={(text) => {
          setSearch(text);
          setPage(1);
        }}
      />
      <QueryList
        query={tsms}
        itemsOf={(data) => data.items}
        label={t('tsm.title')}
        empty={{
          icon: <SupervisorAccount />,
          title: t(search ? 'tsm.noMatch' : 'tsm.empty'),
          hint: t(search ? 'tsm.noMatchHint' : 'tsm.emptyHint'),
        }}
        total={(data) => t('tsm.total', { count: data.total })}
        after={(data) => (
          <ListPagination
            total={data.total}
            pageSize={PAGE_SIZE}
            page={page}
            onPage={(next) => {
              setPage(next);
              window.scrollTo({ top: 0 });
            }}
          />
        )}
      >
        {(tsm) => <TsmRow key={tsm.userId} tsm={tsm} onEdit={setEditing} />}
      </QueryList>
      {editing && <TsmDialog key={editing.userId} tsm={editing} onClose={() => setEditing(null)} />}
    </Stack>
  );
}
