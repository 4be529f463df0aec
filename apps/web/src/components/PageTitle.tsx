import { Typography } from '@mui/material';
import type { ReactNode } from 'react';

/**
 * A course or lesson page's h1: smaller on a phone, where long titles take several lines. The focus
 * is put on it after a move to its page (PageFocus), so it takes the focus by script only.
 */
export function PageTitle({ children, grow }: { children: ReactNode; grow?: boolean }) {
  return (
    <Typography
      component="h1"
      variant="h4"
      tabIndex={-1}
      sx={{
        flex: grow ? 1 : undefined,
        overflowWrap: 'anywhere',
        fontSize: { xs: '1.75rem', sm: '2.125rem' },
      }}
    >
      {children}
    </Typography>
  );
}
