import { List, Paper, Typography } from '@mui/material';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ComponentProps, ReactNode } from 'react';
import type { EmptyState } from './EmptyState';
import { QueryStates } from './QueryStates';

/**
 * A page's list fed by one query, in an outlined frame: its loading, failed and empty states
 * (`QueryStates`), else the count line read out as a status (`total`), the items as a named list,
 * and what goes under it (`after`, the pager).
 */
export function QueryList<T, Item>({
  query,
  itemsOf,
  label,
  empty,
  total,
  after,
  children,
}: {
  query: UseQueryResult<T>;
  itemsOf(data: T): readonly Item[];
  /** The list's accessible name. */
  label: string;
  empty: ComponentProps<typeof EmptyState>;
  total?(data: T): string;
  after?(data: T): ReactNode;
  children(item: Item, index: number, items: readonly Item[]): ReactNode;
}) {
  return (
    <QueryStates query={query} isEmpty={(data) => itemsOf(data).length === 0} framed empty={empty}>
      {(data) => {
        const items = itemsOf(data);
        return (
          <>
            {total && (
              <Typography variant="body2" color="text.secondary" role="status">
                {total(data)}
              </Typography>
            )}
            <Paper variant="outlined">
              <List disablePadding aria-label={label}>
                {items.map((item, index) => children(item, index, items))}
              </List>
            </Paper>
            {after?.(data)}
          </>
        );
      }}
    </QueryStates>
  );
}
