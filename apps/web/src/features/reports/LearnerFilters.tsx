import { REPORT_LEARNER_STATES } from '@academy/domain';
import { Box } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { FilterSelect } from '../../components/FilterSelect';
import { SearchField } from '../../components/SearchField';
import { TeamFilterField } from '../../components/TeamFilterField';
import { askerScopeOf } from '../../lib/asker-scope';
import { countryOptions } from '../../lib/country-options';
import { useCountries, useCountryDistributors } from '../../lib/geography';
import type { useListAddress } from '../../lib/list-address';
import { useSession } from '../../lib/session';

/** The learner filters of a report, as the address holds them. */
export const learnerFiltersOf = (address: ReturnType<typeof useListAddress>) => ({
  search: address.search,
  country: address.filter('country'),
  distributor: address.filter('distributor'),
  team: address.filter('team'),
});

/**
 * A report's search and filters: country, a distributor of that country, team, and, on a course
 * report, where the learner stands. The pickers offer only the asker's scope; the server keeps
 * to it anyway.
 */
export function LearnerFilters({
  address,
  withState = false,
}: {
  address: ReturnType<typeof useListAddress>;
  withState?: boolean;
}) {
  const { t, i18n } = useTranslation();
  const { user } = useSession();
  const scope = user ? askerScopeOf(user) : null;
  const filters = learnerFiltersOf(address);
  const countries = useCountries();
  const distributors = useCountryDistributors(filters.country);
  const select = (
    name: string,
    label: string,
    options: { value: string; label: string }[],
    extra?: { disabled?: boolean; helperText?: string },
  ) => (
    <FilterSelect
      label={label}
      anyLabel={t('reports.filters.any')}
      value={address.filter(name)}
      options={options}
      onChange={(value) => address.setFilter(name, value)}
      {...extra}
    />
  );
  return (
    <Box
      role="search"
      sx={{
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', lg: 'repeat(3, 1fr)' },
      }}
    >
      <SearchField value={filters.search} onSearch={address.searchFor} label={t('reports.filters.search')} />
      {select(
        'country',
        t('reports.filters.country'),
        countryOptions(scope?.countries(countries.data ?? []) ?? [], i18n.language),
      )}
      {select(
        'distributor',
        t('reports.filters.distributor'),
        (scope?.distributors(distributors.data ?? []) ?? []).map((item) => ({
          value: item._id,
          label: item.name,
        })),
        {
          disabled: filters.country === '',
          helperText: filters.country === '' ? t('reports.filters.chooseCountry') : undefined,
        },
      )}
      <TeamFilterField value={filters.team} onChange={(team) => address.setFilter('team', team)} />
      {withState &&
        select(
          'state',
          t('reports.filters.state'),
          REPORT_LEARNER_STATES.map((state) => ({ value: state, label: t(`reports.state.${state}`) })),
        )}
    </Box>
  );
}
