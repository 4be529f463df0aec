import type {
  CountryItem,
  DistributorItem,
  LoginRequest,
  RegisterRequest,
  SessionUser,
  StateItem,
} from '@academy/domain';
import { useMutation, useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api';

/** What the public pages send and read: sign-in, password recovery, registration, maintenance. */

export type LoginResult = SessionUser & { token: string };

export const authApi = {
  login: (body: LoginRequest) => api<LoginResult>('POST', 'auth/login', { body }),
  register: (body: RegisterRequest) =>
    api<{ _id: string; status: 'pending' }>('POST', 'user/register', { body }),
  requestResetCode: (email: string) =>
    api<{ sent: true }>('POST', 'user/generate_reset_token', { body: { email } }),
  verifyCode: ({ email, code }: { email: string; code: string }) =>
    api<{ resetToken: string }>('GET', 'user/verify_code', { query: { email, code } }),
  changePassword: (body: { resetToken: string; password: string; confirmation: string }) =>
    api<{ ok: true }>('PUT', 'user/change_password', { body }),
};

/** These pages show their own failures next to the form, so the app's error snackbar stays quiet. */
const SILENT = { meta: { silent: true } } as const;

export const useLogin = () => useMutation({ mutationFn: authApi.login, ...SILENT });
export const useRegister = () => useMutation({ mutationFn: authApi.register, ...SILENT });
export const useRequestResetCode = () => useMutation({ mutationFn: authApi.requestResetCode, ...SILENT });
export const useVerifyCode = () => useMutation({ mutationFn: authApi.verifyCode, ...SILENT });
export const useChangePassword = () => useMutation({ mutationFn: authApi.changePassword, ...SILENT });

export const useSystemStatus = () =>
  useQuery({
    queryKey: ['public', 'system-status'],
    queryFn: () => api<{ maintenance: boolean }>('GET', 'system/status'),
    ...SILENT,
  });

const geographyKeys = {
  countries: ['public', 'countries'] as const,
  states: (countryId: string) => ['public', 'countries', countryId, 'states'] as const,
  distributors: (countryId: string, stateCode: string) =>
    ['public', 'countries', countryId, 'distributors', stateCode] as const,
};

/** Countries, states and distributors change rarely: one fetch serves the whole visit. */
const GEOGRAPHY = { staleTime: Number.POSITIVE_INFINITY, ...SILENT } as const;

export const useCountries = () =>
  useQuery({
    queryKey: geographyKeys.countries,
    queryFn: () => api<CountryItem[]>('GET', 'country/list'),
    ...GEOGRAPHY,
  });

export const useStates = (countryId: string) =>
  useQuery({
    queryKey: geographyKeys.states(countryId),
    queryFn: () => api<StateItem[]>('GET', 'country/listStates', { query: { countryId } }),
    enabled: countryId !== '',
    ...GEOGRAPHY,
  });

export const useDistributors = (countryId: string, stateCode: string) =>
  useQuery({
    queryKey: geographyKeys.distributors(countryId, stateCode),
    queryFn: () =>
      api<DistributorItem[]>('GET', `country/distributors/${countryId}/list`, {
        query: { state: stateCode },
      }),
    enabled: countryId !== '' && stateCode !== '',
    ...GEOGRAPHY,
  });
