import { Box, Chip, Skeleton, Tab, Tabs } from '@mui/material';
import { Link } from 'react-router';

/** A tab that is an address of its own, with how many things it holds when that is known. */
export interface LinkTab<Value extends string> {
  value: Value;
  to: string;
  label: string;
  count?: number;
}

/**
 * A page's tabs as links: each tab is its own address, so back and forward move between them and
 * a tab can be opened in a new window. Beside each name, its count; while the counts load, their
 * room when `countsLoading` (so their arrival does not push the tabs aside), else nothing.
 */
export function LinkTabs<Value extends string>({
  label,
  value,
  tabs,
  countsLoading = false,
  spaced = false,
}: {
  /** the tabs' name for a screen reader */
  label: string;
  value: Value;
  tabs: readonly LinkTab<Value>[];
  countsLoading?: boolean;
  /** room below the tabs */
  spaced?: boolean;
}) {
  return (
    <Box sx={{ borderBottom: 1, borderColor: 'divider', mb: spaced ? 2 : 0 }}>
      <Tabs
        value={value}
        variant="scrollable"
        scrollButtons="auto"
        allowScrollButtonsMobile
        aria-label={label}
      >
        {tabs.map((tab) => (
          <Tab
            key={tab.value}
            value={tab.value}
            component={Link}
            to={tab.to}
            iconPosition="end"
            icon={
              tab.count !== undefined ? (
                <Chip size="small" label={tab.count} sx={{ height: 20, ml: 0.5 }} />
              ) : countsLoading ? (
                <Skeleton variant="rounded" width={24} height={20} sx={{ ml: 0.5 }} />
              ) : undefined
            }
            label={tab.label}
            sx={{ minHeight: 48 }}
          />
        ))}
      </Tabs>
    </Box>
  );
}
