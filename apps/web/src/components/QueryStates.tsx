import { Paper } from '@mui/material';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ComponentProps, ReactNode } from 'react';
import { EmptyState } from './EmptyState';
import { LoadError } from './LoadError';
import { PageSpinner } from './PageSpinner';

/**
 * A list (or a panel) fed by one query, in the state it is in: a spinner while it loads, what the
 * API answered with a retry when it failed, what it says when it has nothing, or its content. One
 * component so every list loads, fails and stays empty alike.
 */
export function QueryStates<T>({
  query,
  isEmpty,
  empty,
  framed = false,
  children,
}: {
  query: UseQueryResult<T>;
  isEmpty(data: T): boolean;
  empty: ComponentProps<typeof EmptyState>;
  /** The empty state in the outlined frame the list stands in, where the page has no frame of its own. */
  framed?: boolean;
  children(data: T): ReactNode;
}) {
  if (query.isPending) return <PageSpinner />;
  if (query.isError) return <LoadError error={query.error} onRetry={() => void query.refetch()} />;
  if (isEmpty(query.data)) {
    const nothing = <EmptyState {...empty} />;
    return framed ? <Paper variant="outlined">{nothing}</Paper> : nothing;
  }
  return children(query.data);
}
