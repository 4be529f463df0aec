import type { UserType } from '@academy/domain';
import { Box, Chip, Tab, Tabs } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { withoutKeyset } from '../../lib/keyset-paging';
import { useUserTabsCounters } from './user-queries';
import { tabsFor, type UserTab } from './user-tabs';

/**
 * The list's tabs as links with their counters (`user/get-tabs-counters`). A tab keeps the
 * search and filters of the address; its page starts again from the first.
 */
export function UserTabs({ tab, asker }: { tab: UserTab; asker: UserType }) {
  const { t } = useTranslation();
  const { search } = useLocation();
  const counters = useUserTabsCounters().data;
  const query = withoutKeyset(new URLSearchParams(search)).toString();
  const kept = query ? `?${query}` : '';
  return (
    <Box sx={{ borderBottom: 1, borderColor: 'divider' }}>
      <Tabs
        value={tab}
        variant="scrollable"
        scrollButtons="auto"
        allowScrollButtonsMobile
        aria-label={t('users.tabs.label')}
      >
        {tabsFor(asker).map((item) => (
          <Tab
            key={item.tab}
            value={item.tab}
            component={Link}
            to={`${item.path}${kept}`}
            iconPosition="end"
            icon={
              counters ? (
                <Chip size="small" label={counters[item.tab]} sx={{ height: 20, ml: 0.5 }} />
              ) : undefined
            }
            label={t(`users.tabs.${item.tab}`)}
            sx={{ minHeight: 48 }}
          />
        ))}
      </Tabs>
    </Box>
  );
}
