import { settingCalls } from '@academy/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from './api';

/** The academy's address setting, which an admin is asked to set while it is unset (decision 0022). */
export const siteAddressQuery = queryOptions({
  queryKey: ['site-address'] as const,
  queryFn: () => call(settingCalls.get, { params: { name: 'site_url' } }),
  staleTime: 0,
  meta: { silent: true },
});

/** For an admin: whether the academy's address is still unset (a notice asks him to set it). */
export const useSiteAddressUnset = (admin: boolean) =>
  useQuery({
    ...siteAddressQuery,
    select: (setting) => typeof setting.value !== 'string' || setting.value.trim() === '',
    enabled: admin,
  });
