import { Paper, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';

/** One titled part of the settings page. */
export function SettingsSection({
  title,
  intro,
  children,
}: {
  title: string;
  intro?: string;
  children: ReactNode;
}) {
  return (
    <Paper component="section" variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
      <Stack sx={{ gap: 2 }}>
        <div>
          <Typography component="h2" variant="h6">
            {title}
          </Typography>
          {intro && (
            <Typography variant="body2" color="text.secondary">
              {intro}
            </Typography>
          )}
        </div>
        {children}
      </Stack>
    </Paper>
  );
}
