import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { EmptyState } from '../../components/EmptyState';
import { LoadError } from '../../components/LoadError';
import { PageSpinner } from '../../components/PageSpinner';

/** A tab of the user view while it loads, when it failed (with a retry), when it has nothing, or its content. */
export function PanelQuery<T>({
  query,
  isEmpty,
  empty,
  children,
}: {
  query: UseQueryResult<T>;
  isEmpty(data: T): boolean;
  empty: { icon: ReactNode; title: string; hint?: string };
  children(data: T): ReactNode;
}) {
  if (query.isPending) return <PageSpinner />;
  if (query.isError) return <LoadError error={query.error} onRetry={() => void query.refetch()} />;
  if (isEmpty(query.data)) return <EmptyState {...empty} />;
  return children(query.data);
}
