import { countryCalls } from '@academy/domain';
import { useQuery } from '@tanstack/react-query';
import { call } from './api';

const geographyKeys = {
  countries: ['public', 'countries'] as const,
  states: (countryId: string) => ['public', 'countries', countryId, 'states'] as const,
  distributors: (countryId: string, stateCode: string) =>
    ['public', 'countries', countryId, 'distributors', stateCode] as const,
  countryDistributors: (countryId: string) => ['public', 'countries', countryId, 'distributors'] as const,
};

/**
 * Countries, states and distributors change rarely: one fetch serves the whole visit. The forms
 * that use them show their own failures, so the app's error snackbar stays quiet.
 */
const GEOGRAPHY = { staleTime: Number.POSITIVE_INFINITY, meta: { silent: true } } as const;

export const useCountries = () =>
  useQuery({
    queryKey: geographyKeys.countries,
    queryFn: () => call(countryCalls.list),
    ...GEOGRAPHY,
  });

export const useStates = (countryId: string) =>
  useQuery({
    queryKey: geographyKeys.states(countryId),
    queryFn: () => call(countryCalls.listStates, { query: { countryId } }),
    enabled: countryId !== '',
    ...GEOGRAPHY,
  });

export const useDistributors = (countryId: string, stateCode: string) =>
  useQuery({
    queryKey: geographyKeys.distributors(countryId, stateCode),
    queryFn: () =>
      call(countryCalls.listDistributors, { params: { countryID: countryId }, query: { state: stateCode } }),
    enabled: countryId !== '' && stateCode !== '',
    ...GEOGRAPHY,
  });

/** Every distributor of a country, whatever its state (the people screens' filter and form). */
export const useCountryDistributors = (countryId: string) =>
  useQuery({
    queryKey: geographyKeys.countryDistributors(countryId),
    queryFn: () => call(countryCalls.listDistributors, { params: { countryID: countryId } }),
    enabled: countryId !== '',
    ...GEOGRAPHY,
  });
