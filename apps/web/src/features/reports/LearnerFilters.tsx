import { isStaff, REPORT_LEARNER_STATES } from '@academy/domain';
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

/**
 * The learner filters of a report that the address holds, chosen ones only (a query leaves an
 * unchosen one out); `extra` names the page's own filters, such as a course report's state.
 */
export function chosenLearnerFilters(
  address: ReturnType<typeof useListAddress>,
  extra: readonly string[] = [],
): Record<string, string> {
  const chosen: Record<string, string> = address.search ? { search: address.search } : {};
  for (const name of ['country', 'distributor', 'team', ...extra]) {
    const value = address.filter(name);
    if (value) chosen[name] = value;
  }
  return chosen;
}

/**
 * A report's search and filters: country, a distributor of that country, team, and, on a course
 * report, where the learner stands. The pickers offer only the asker's scope; the server keeps
 * to it anyway. A team leader, who follows his teams' members only, searches them by name.
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
  const staff = user ? isStaff(user.type) : false;
  const scope = user ? askerScopeOf(user) : null;
  const country = address.filter('country');
  const countries = useCountries();
  const distributors = useCountryDistributors(staff ? country : '');
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
      <SearchField value={address.search} onSearch={address.searchFor} label={t('reports.filters.search')} />
      {staff &&
        select(
          'country',
          t('reports.filters.country'),
          countryOptions(scope?.countries(countries.data ?? []) ?? [], i18n.language),
        )}
      {staff &&
        select(
          'distributor',
          t('reports.filters.distributor'),
          (scope?.distributors(distributors.data ?? []) ?? []).map((item) => ({
            value: item._id,
            label: item.name,
          })),
          {
            disabled: country === '',
            helperText: country === '' ? t('reports.filters.chooseCountry') : undefined,
          },
        )}
      {staff && (
        <TeamFilterField
          value={address.filter('team')}
          onChange={(team) => address.setFilter('team', team)}
        />
      )}
      {withState &&
        select(
          'state',
          t('reports.filters.state'),
          REPORT_LEARNER_STATES.map((state) => ({ value: state, label: t(`reports.state.${state}`) })),
        )}
    </Box>
  );
}
