import { Box, Typography } from '@mui/material';
import type { ReactNode } from 'react';

/** What a list shows when it has nothing: an icon, a line saying so, and what to do about it. */
export function EmptyState({ icon, title, hint }: { icon: ReactNode; title: string; hint?: string }) {
  return (
    <Box sx={{ textAlign: 'center', py: 6, px: 2, color: 'text.secondary' }}>
      <Box sx={{ fontSize: 48, lineHeight: 1, mb: 1, '& svg': { fontSize: 'inherit' } }} aria-hidden>
        {icon}
      </Box>
      <Typography component="p" variant="h6" color="text.primary">
        {title}
      </Typography>
      {hint && <Typography sx={{ mt: 0.5 }}>{hint}</Typography>}
    </Box>
  );
}
