import type { UserType } from '@academy/domain';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { LinkTabs } from '../../components/LinkTabs';
import { withoutKeyset } from '../../lib/keyset-paging';
import { useUserTabsCounters } from './user-queries';
import { tabsFor, type UserTab } from './user-tabs';

/**
 * The list's tabs as links with their counters (`user/get-tabs-counters`). A tab keeps the
 * search and filters of the address; its page starts again from the first.
 */
export function UserTabs({ tab, peopleTypes }: { tab: UserTab; peopleTypes: readonly UserType[] }) {
  const { t } = useTranslation();
  const { search } = useLocation();
  const counters = useUserTabsCounters().data;
  const query = withoutKeyset(new URLSearchParams(search)).toString();
  const kept = query ? `?${query}` : '';
  return (
    <LinkTabs
      label={t('users.tabs.label')}
      value={tab}
      tabs={tabsFor(peopleTypes).map((item) => ({
        value: item.tab,
        to: `${item.path}${kept}`,
        label: t(`users.tabs.${item.tab}`),
        count: counters?.[item.tab],
      }))}
    />
  );
}
