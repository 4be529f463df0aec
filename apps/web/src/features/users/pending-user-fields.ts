import type { UserListItem } from '@academy/domain';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../lib/format-date';
import { localized } from '../../lib/localized';

/** What the table and the cards show of a registration, with a dash for what is missing. */
export function usePendingUserFields() {
  const { i18n } = useTranslation();
  const language = i18n.language;
  return useCallback(
    (user: UserListItem) => ({
      country: localized(user.countryName, language) || '—',
      state: user.state || '—',
      distributor: user.master?.name ?? '—',
      date: formatDate(user.createdAt),
    }),
    [language],
  );
}
