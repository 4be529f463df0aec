import { countryCalls, type SaveTsmRequest, type TsmListQuery, tsmCalls } from '@academy/domain';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../lib/api';
import { useCountries } from '../../lib/geography';

/** The page shows its own load errors and the dialog its own save errors: the shell's snackbar stays quiet. */
const SILENT = { meta: { silent: true } } as const;

const tsmKeys = {
  all: ['tsm'] as const,
  list: (query: Partial<TsmListQuery>) => ['tsm', 'list', query] as const,
  brazilDistributors: (countryId: string) => ['tsm', 'brazil-distributors', countryId] as const,
};

/** One page of the TSMs; the page shown stays while the next loads, so the list does not jump. */
export const useTsmList = (query: Partial<TsmListQuery>) =>
  useQuery({
    queryKey: tsmKeys.list(query),
    queryFn: () => call(tsmCalls.list, { query }),
    placeholderData: keepPreviousData,
    ...SILENT,
  });

/** What a TSM may follow: Brazil's distributors (a BR tsm) and the LAAM countries (a LAAM tsm). */
export function useTsmChoices() {
  const countries = useCountries();
  const brazil = countries.data?.find((country) => country.region === 'BR');
  const distributors = useQuery({
    queryKey: tsmKeys.brazilDistributors(brazil?._id ?? ''),
    queryFn: () => call(countryCalls.listDistributors, { params: { countryID: brazil?._id ?? '' } }),
    enabled: brazil !== undefined,
    ...SILENT,
  });
  return {
    countries: (countries.data ?? []).filter((country) => country.region === 'LAAM'),
    distributors: distributors.data ?? [],
    loading: countries.isPending || (brazil !== undefined && distributors.isPending),
    failed: countries.isError || distributors.isError,
    retry: () => void (countries.isError ? countries.refetch() : distributors.refetch()),
  };
}

export function useSaveTsm(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SaveTsmRequest) => call(tsmCalls.save, { params: { id: userId }, body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: tsmKeys.all }),
    ...SILENT,
  });
}
