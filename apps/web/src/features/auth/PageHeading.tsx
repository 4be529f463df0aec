import { Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';

/** The h1 and short explanation at the top of every public page. */
export function PageHeading({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <Stack spacing={1}>
      <Typography variant="h5" component="h1" sx={{ fontWeight: 600 }}>
        {title}
      </Typography>
      {children && (
        <Typography variant="body2" color="text.secondary">
          {children}
        </Typography>
      )}
    </Stack>
  );
}
