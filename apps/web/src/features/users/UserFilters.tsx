import { type SessionUser, USER_STATUSES } from '@academy/domain';
import { Box } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { FilterSelect } from '../../components/FilterSelect';
import { SearchField } from '../../components/SearchField';
import { TeamFilterField } from '../../components/TeamFilterField';
import { askerScopeOf } from '../../lib/asker-scope';
import { countryOptions } from '../../lib/country-options';
import { useCountries, useCountryDistributors } from '../../lib/geography';
import type { UserFilterName, UserFilterValues } from './user-list-filters';
import { useUserCategories } from './user-queries';

/**
 * The list's search (sent once typing pauses) and its filters: country, distributor of that
 * country, team, status and user category. Each choice goes to the address at once.
 */
export function UserFilters({
  asker,
  filters,
  onFilter,
}: {
  asker: SessionUser;
  filters: UserFilterValues;
  onFilter(name: UserFilterName, value: string): void;
}) {
  const { t, i18n } = useTranslation();
  const scope = askerScopeOf(asker);
  const countries = useCountries();
  const distributors = useCountryDistributors(filters.country);
  const categories = useUserCategories();
  const select = (
    name: UserFilterName,
    label: string,
    options: { value: string; label: string }[],
    extra?: { disabled?: boolean; helperText?: string },
  ) => (
    <FilterSelect
      label={label}
      anyLabel={t('users.filters.any')}
      value={filters[name]}
      options={options}
      onChange={(value) => onFilter(name, value)}
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
      <SearchField
        value={filters.search}
        onSearch={(search) => onFilter('search', search)}
        label={t('users.search')}
      />
      {select(
        'country',
        t('users.filters.country'),
        countryOptions(scope.countries(countries.data ?? []), i18n.language),
        { helperText: countries.isError ? t('users.filters.countriesFailed') : undefined },
      )}
      {select(
        'distributor',
        t('users.filters.distributor'),
        scope.distributors(distributors.data ?? []).map((item) => ({ value: item._id, label: item.name })),
        {
          disabled: filters.country === '',
          helperText: filters.country === '' ? t('users.filters.chooseCountry') : undefined,
        },
      )}
      <TeamFilterField value={filters.team} onChange={(team) => onFilter('team', team)} />
      {select(
        'status',
        t('users.filters.status'),
        USER_STATUSES.map((status) => ({ value: status, label: t(`users.status.${status}`) })),
      )}
      {categories.data &&
        select(
          'category',
          t('users.filters.category'),
          categories.data.map((category) => ({ value: String(category.id), label: category.title })),
        )}
    </Box>
  );
}
