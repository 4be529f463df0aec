import type { UserListItem } from '@academy/domain';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../lib/format-date';
import { localized } from '../../lib/localized';

/** What the table and the cards show of a person besides his name, with a dash for what is missing. */
export function useUserListFields() {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  return useCallback(
    (user: UserListItem) => ({
      type: t(`users.type.${user.type}`),
      place: [localized(user.countryName, language), user.state].filter(Boolean).join(' · ') || '—',
      distributor: user.master?.name ?? '—',
      created: formatDate(user.createdAt),
    }),
    [t, language],
  );
}
