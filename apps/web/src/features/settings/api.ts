import {
  countryCalls,
  partnerTierCalls,
  type SaveCountryRequest,
  type SaveDistributorRequest,
  type SavePartnerTierRequest,
  type SaveTrainingTypeRequest,
  type SaveUserCategoryRequest,
  type SettingUpdate,
  settingCalls,
  trainingTypeCalls,
  userCategoryCalls,
} from '@academy/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../lib/api';
import { systemStatusKey } from '../../lib/system-status';

export const settingsKeys = {
  all: ['settings'] as const,
  list: ['settings', 'list'] as const,
  trainingTypes: ['settings', 'training-types'] as const,
  userCategories: ['settings', 'user-categories'] as const,
  partnerTiers: ['settings', 'partner-tiers'] as const,
  country: (id: string) => ['settings', 'country', id] as const,
  states: (id: string) => ['settings', 'country', id, 'states'] as const,
  cities: (stateId: string) => ['settings', 'cities', stateId] as const,
  distributors: (countryId: string) => ['settings', 'country', countryId, 'distributors'] as const,
  distributor: (countryId: string, id: string) =>
    ['settings', 'country', countryId, 'distributor', id] as const,
};
/** The registration forms' country, state and distributor lists (lib/geography), refreshed after a change. */
const PUBLIC_GEOGRAPHY = ['public', 'countries'] as const;

/** Every setting by name. */
export const useSettings = () =>
  useQuery({
    queryKey: settingsKeys.list,
    queryFn: async () =>
      Object.fromEntries((await call(settingCalls.list)).map((item) => [item.name, item.value])) as Record<
        string,
        unknown
      >,
  });

export function useSaveSetting() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (update: SettingUpdate) => call(settingCalls.save, { body: update }),
    meta: { silent: true },
    onSuccess: (_saved, update) => {
      void queryClient.invalidateQueries({ queryKey: settingsKeys.list });
      if (update.name === 'maintenance') void queryClient.invalidateQueries({ queryKey: systemStatusKey });
    },
  });
}

export function useInitSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => call(settingCalls.init),
    meta: { silent: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: settingsKeys.all }),
  });
}

/** Clears the server's cache, then everything this browser keeps, so every screen reads afresh. */
export function useClearCaches() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => call(settingCalls.clearCache),
    meta: { silent: true },
    onSuccess: () => queryClient.invalidateQueries(),
  });
}

export const useFixInvalidDates = () =>
  useMutation({ mutationFn: () => call(settingCalls.fixInvalidDates), meta: { silent: true } });

/** The training types, each with `uses`: how many courses have it. */
export const useTrainingTypes = () =>
  useQuery({
    queryKey: settingsKeys.trainingTypes,
    queryFn: () => call(trainingTypeCalls.list),
    select: (items) => items.map(({ courses, ...item }) => ({ ...item, uses: courses })),
  });

export function useSaveTrainingType() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SaveTrainingTypeRequest) => call(trainingTypeCalls.save, { body }),
    meta: { silent: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: settingsKeys.trainingTypes }),
  });
}

export function useRemoveTrainingType() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => call(trainingTypeCalls.remove, { params: { id } }),
    meta: { silent: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: settingsKeys.trainingTypes }),
  });
}

/** The user categories, each with `uses`: how many users are in it. */
export const useUserCategories = () =>
  useQuery({
    queryKey: settingsKeys.userCategories,
    queryFn: () => call(userCategoryCalls.list),
    select: (items) => items.map(({ users, ...item }) => ({ ...item, uses: users })),
  });

export function useSaveUserCategory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SaveUserCategoryRequest) => call(userCategoryCalls.save, { body }),
    meta: { silent: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: settingsKeys.all }),
  });
}

export function useRemoveUserCategory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => call(userCategoryCalls.remove, { params: { id } }),
    meta: { silent: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: settingsKeys.all }),
  });
}

export const useCountry = (id: string) =>
  useQuery({ queryKey: settingsKeys.country(id), queryFn: () => call(countryCalls.get, { params: { id } }) });

export const useCountryStates = (countryId: string) =>
  useQuery({
    queryKey: settingsKeys.states(countryId),
    queryFn: () => call(countryCalls.listStates, { query: { countryId } }),
  });

export const useCities = (stateId: string, enabled: boolean) =>
  useQuery({
    queryKey: settingsKeys.cities(stateId),
    queryFn: () => call(countryCalls.listCities, { query: { stateId } }),
    enabled,
  });

export function useSaveCountry() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SaveCountryRequest) => call(countryCalls.save, { body }),
    meta: { silent: true },
    onSuccess: (_saved, body) => {
      void queryClient.invalidateQueries({ queryKey: settingsKeys.country(body._id) });
      void queryClient.invalidateQueries({ queryKey: PUBLIC_GEOGRAPHY });
    },
  });
}

/** A country's distributors, the disabled ones included (an admin asks). */
export const useCountryDistributors = (countryId: string) =>
  useQuery({
    queryKey: settingsKeys.distributors(countryId),
    queryFn: () => call(countryCalls.listDistributors, { params: { countryID: countryId } }),
  });

export const useDistributor = (countryId: string, id: string | undefined) =>
  useQuery({
    queryKey: settingsKeys.distributor(countryId, id ?? ''),
    queryFn: () => call(countryCalls.getDistributor, { params: { countryID: countryId, id: id ?? '' } }),
    enabled: id !== undefined,
  });

function useRefreshDistributors() {
  const queryClient = useQueryClient();
  return (countryId: string) => {
    void queryClient.invalidateQueries({ queryKey: settingsKeys.distributors(countryId) });
    void queryClient.invalidateQueries({ queryKey: PUBLIC_GEOGRAPHY });
  };
}

export function useSaveDistributor() {
  const refresh = useRefreshDistributors();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SaveDistributorRequest) => call(countryCalls.saveDistributor, { body }),
    meta: { silent: true },
    onSuccess: (saved) => {
      queryClient.setQueryData(settingsKeys.distributor(saved.countryId, saved._id), saved);
      refresh(saved.countryId);
    },
  });
}

/** How many users removing the distributor disables, asked just before the confirmation. */
export const countDistributorUsers = (countryId: string, id: string) =>
  call(countryCalls.distributorUsers, { params: { countryID: countryId, id } });

export function useRemoveDistributor() {
  const refresh = useRefreshDistributors();
  return useMutation({
    mutationFn: ({ countryId, id }: { countryId: string; id: string }) =>
      call(countryCalls.removeDistributor, { params: { countryID: countryId, id } }),
    meta: { silent: true },
    onSuccess: (_result, { countryId }) => refresh(countryId),
  });
}

/** The partner tiers in order, each with its requirements and how many distributors hold it. */
export const usePartnerTiers = () =>
  useQuery({ queryKey: settingsKeys.partnerTiers, queryFn: () => call(partnerTierCalls.list) });

export function useSavePartnerTier() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SavePartnerTierRequest) => call(partnerTierCalls.save, { body }),
    meta: { silent: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: settingsKeys.partnerTiers }),
  });
}

export function useMovePartnerTier() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { _id: string; direction: 'up' | 'down' }) => call(partnerTierCalls.move, { body }),
    meta: { silent: true },
    onSuccess: (tiers) => queryClient.setQueryData(settingsKeys.partnerTiers, tiers),
  });
}

export function useRemovePartnerTier() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => call(partnerTierCalls.remove, { params: { id } }),
    meta: { silent: true },
    // its distributors are left without a tier: their forms read afresh
    onSuccess: () => queryClient.invalidateQueries({ queryKey: settingsKeys.all }),
  });
}
