import { Link, Stack, Typography } from '@mui/material';
import { type ReactNode, useId } from 'react';
import { Link as RouterLink } from 'react-router';

/** A part of the dashboard: its heading, a link to the whole list it comes from, and its content. */
export function DashboardSection({
  title,
  more,
  children,
}: {
  title: string;
  /** where the full list is, and the link's text */
  more?: { to: string; label: string };
  children: ReactNode;
}) {
  const headingId = useId();
  return (
    <Stack component="section" aria-labelledby={headingId} sx={{ gap: 1.5, minWidth: 0 }}>
      <Stack
        direction="row"
        sx={{ justifyContent: 'space-between', alignItems: 'baseline', gap: 1, flexWrap: 'wrap' }}
      >
        <Typography id={headingId} component="h2" variant="h6" sx={{ fontWeight: 600 }}>
          {title}
        </Typography>
        {more && (
          <Link component={RouterLink} to={more.to} variant="body2">
            {more.label}
          </Link>
        )}
      </Stack>
      {children}
    </Stack>
  );
}
