import { Stack } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { LoadError } from '../../components/LoadError';
import { NotFoundPage } from '../../components/NotFoundPage';
import { PageSpinner } from '../../components/PageSpinner';
import { ApiError } from '../../lib/api';
import { localized } from '../../lib/localized';
import { useCountry } from './api';
import { CountryForm } from './CountryForm';
import { DistributorsSection } from './DistributorsSection';
import { settingsPaths } from './paths';
import { SettingsHeader } from './SettingsHeader';
import { StatesSection } from './StatesSection';

/** /settings/country/edit/:id: a country's names and dial code, its states and cities, its distributors. */
export default function CountryEditPage() {
  const { t, i18n } = useTranslation();
  const { id = '' } = useParams();
  const country = useCountry(id);
  if (country.isError && country.error instanceof ApiError && [400, 404].includes(country.error.httpStatus))
    return <NotFoundPage />;
  return (
    <Stack sx={{ gap: 3 }}>
      <SettingsHeader
        back={{ to: settingsPaths.countries, label: t('settings.countries.title') }}
        title={country.data ? localized(country.data.name, i18n.language) : t('settings.country.title')}
      />
      {country.isPending ? (
        <PageSpinner />
      ) : country.isError ? (
        <LoadError error={country.error} onRetry={() => void country.refetch()} />
      ) : (
        <>
          <CountryForm key={country.data._id} country={country.data} />
          <DistributorsSection countryId={country.data._id} />
          <StatesSection countryId={country.data._id} statesCount={country.data.statesCount} />
        </>
      )}
    </Stack>
  );
}
