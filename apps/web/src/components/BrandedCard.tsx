import { Box, Card, CardContent, Stack } from '@mui/material';
import type { ReactNode } from 'react';
import { LanguagePicker } from './LanguagePicker';
import { Logo } from './Logo';
import { MAIN_CONTENT_ID } from './page-start';

/** A centred card on the dark backdrop with the logo and a language picker: the pages used before signing in. */
export function BrandedCard({ maxWidth, children }: { maxWidth: number; children: ReactNode }) {
  return (
    <Box
      component="main"
      id={MAIN_CONTENT_ID}
      tabIndex={-1}
      sx={{
        outline: 'none',
        minHeight: '100vh',
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        bgcolor: 'secondary.main',
        p: { xs: 1, sm: 3 },
      }}
    >
      <Card sx={{ width: '100%', maxWidth }}>
        <CardContent sx={{ p: { xs: 2, sm: 4 } }}>
          <Stack
            direction="row"
            sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 3, gap: 1 }}
          >
            <Logo size={44} />
            <LanguagePicker />
          </Stack>
          {children}
        </CardContent>
      </Card>
    </Box>
  );
}
