import { ArrowBack } from '@mui/icons-material';
import { Box, Link, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { PageTitle } from '../../components/PageTitle';

/** A settings page's top: the way back to the page above it, the page's h1 and a line about it. */
export function SettingsHeader({
  back,
  title,
  intro,
  action,
}: {
  back?: { to: string; label: string };
  title: string;
  intro?: string;
  /** a button beside the title (add) */
  action?: ReactNode;
}) {
  return (
    <Stack sx={{ gap: 1 }}>
      {back && (
        <Link
          component={RouterLink}
          to={back.to}
          variant="body2"
          sx={{ display: 'inline-flex', gap: 0.5, alignSelf: 'flex-start' }}
        >
          <ArrowBack fontSize="small" aria-hidden />
          {back.label}
        </Link>
      )}
      <Stack direction="row" sx={{ gap: 2, alignItems: 'center', flexWrap: 'wrap' }}>
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <PageTitle>{title}</PageTitle>
        </Box>
        {action}
      </Stack>
      {intro && <Typography color="text.secondary">{intro}</Typography>}
    </Stack>
  );
}
