import { ASSIGNMENT_FILTERS, type AssignmentListQuery } from '@academy/domain';
import { Add, AssignmentTurnedIn, FactCheck, Rule } from '@mui/icons-material';
import { Box, Button, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { FilterSelect } from '../../../components/FilterSelect';
import { ListPagination } from '../../../components/ListPagination';
import { QueryList } from '../../../components/QueryList';
import { SearchField } from '../../../components/SearchField';
import { useListAddress } from '../../../lib/list-address';
import { useAssignmentList } from '../api';
import { ASSIGN_PATH, COMPLIANCE_PATH, RULES_PATH } from '../links';
import { AssignmentRowItem } from './AssignmentRowItem';
import { useWithdrawFlow } from './useWithdrawFlow';

const PAGE_SIZE = 20;

type StateFilter = NonNullable<AssignmentListQuery['state']>;
const stateOf = (value: string): StateFilter | '' =>
  (ASSIGNMENT_FILTERS as readonly string[]).includes(value) ? (value as StateFilter) : '';

/**
 * /assignments: the assignments of the people of the asker's scope, open ones first and the
 * soonest due first, with a search by person and a filter by state kept in the address; each open
 * one can be withdrawn, after a question.
 */
export default function AssignmentsPage() {
  const { t } = useTranslation();
  const { search, page, filter, setFilter, goToPage } = useListAddress();
  const state = stateOf(filter('state'));
  const list = useAssignmentList({
    page,
    limit: PAGE_SIZE,
    ...(search && { search }),
    ...(state && { state }),
  });
  const withdraw = useWithdrawFlow();
  const filtered = search !== '' || state !== '';

  return (
    <Stack sx={{ gap: 2 }}>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        sx={{ justifyContent: 'space-between', alignItems: { xs: 'stretch', sm: 'center' }, gap: 1.5 }}
      >
        <Typography component="h1" variant="h5" sx={{ fontWeight: 600 }} tabIndex={-1}>
          {t('assignments.title')}
        </Typography>
        <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 1, flexWrap: 'wrap' }}>
          <Button component={RouterLink} to={COMPLIANCE_PATH} variant="outlined" startIcon={<FactCheck />}>
            {t('assignments.compliance.title')}
          </Button>
          <Button component={RouterLink} to={RULES_PATH} variant="outlined" startIcon={<Rule />}>
            {t('assignments.rules.title')}
          </Button>
          <Button component={RouterLink} to={ASSIGN_PATH} variant="contained" startIcon={<Add />}>
            {t('assignments.assign.title')}
          </Button>
        </Stack>
      </Stack>
      <Box role="search" sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '2fr 1fr' } }}>
        <SearchField
          value={search}
          onSearch={(text) => setFilter('search', text)}
          label={t('assignments.search')}
        />
        <FilterSelect
          label={t('assignments.stateFilter')}
          anyLabel={t('assignments.anyState')}
          value={state}
          options={ASSIGNMENT_FILTERS.map((value) => ({ value, label: t(`assignments.filter.${value}`) }))}
          onChange={(value) => setFilter('state', value)}
        />
      </Box>
      <QueryList
        query={list}
        itemsOf={(data) => data.items}
        label={t('assignments.title')}
        empty={{
          icon: <AssignmentTurnedIn />,
          title: t(filtered ? 'assignments.noMatch' : 'assignments.empty'),
          hint: t(filtered ? 'assignments.noMatchHint' : 'assignments.emptyHint'),
        }}
        total={(data) => t('assignments.total', { count: data.total })}
        after={(data) => (
          <ListPagination total={data.total} pageSize={PAGE_SIZE} page={page} onPage={goToPage} />
        )}
      >
        {(row) => (
          <AssignmentRowItem
            key={row._id}
            row={row}
            busy={withdraw.busy}
            onWithdraw={() => void withdraw.ask(row)}
          />
        )}
      </QueryList>
    </Stack>
  );
}
