import { Box, CircularProgress, Paper, Stack, Typography } from '@mui/material';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ListPagination } from '../../../components/ListPagination';
import { LoadError } from '../../../components/LoadError';

/**
 * The learners' attempts at a lesson, where its author looks for them (an exam's, a package's):
 * a titled section with one page of learners, each drawn by `row`, while it loads, when it fails
 * (with a retry), when there is nobody yet, and the page links under it.
 */
export function AttemptsSection<T extends { userId: string }>({
  list,
  pageSize,
  page,
  onPage,
  empty,
  row,
  children,
}: {
  list: UseQueryResult<{ items: T[]; total: number }>;
  pageSize: number;
  page: number;
  onPage(page: number): void;
  /** what the section says when nobody attempted the lesson yet */
  empty: string;
  row(learner: T): ReactNode;
  /** what goes with the list (a dialog) */
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  const title = t('courseEditor.attempts.title');
  return (
    <Paper variant="outlined" component="section" aria-label={title} sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography variant="h6" component="h2" sx={{ mb: 2 }}>
        {title}
      </Typography>
      {list.isPending ? (
        <Box role="status" sx={{ display: 'flex', justifyContent: 'center', py: 2 }}>
          <CircularProgress aria-label={t('common.loading')} />
        </Box>
      ) : list.isError ? (
        <LoadError message={t('courseEditor.attempts.loadError')} onRetry={() => void list.refetch()} />
      ) : list.data.items.length === 0 ? (
        <Typography color="text.secondary">{empty}</Typography>
      ) : (
        <Stack component="ul" sx={{ listStyle: 'none', p: 0, m: 0, gap: 2 }}>
          {list.data.items.map((learner) => (
            <Stack
              component="li"
              key={learner.userId}
              direction={{ xs: 'column', md: 'row' }}
              sx={{ gap: 1, alignItems: { md: 'center' }, justifyContent: 'space-between' }}
            >
              {row(learner)}
            </Stack>
          ))}
        </Stack>
      )}
      {list.data && (
        <ListPagination total={list.data.total} pageSize={pageSize} page={page} onPage={onPage} />
      )}
      {children}
    </Paper>
  );
}

/** A learner's name and email, as each row of the attempts begins. */
export function LearnerName({ name, email }: { name: string; email: string }) {
  return (
    <>
      <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{name}</Typography>
      <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
        {email}
      </Typography>
    </>
  );
}
