import { Box } from '@mui/material';

/**
 * A unit of the package, framed at full width: tall enough for a lesson page, never taller than
 * the window leaves it, and on a phone as tall as most of the screen.
 */
export function PackageFrame({ src, title }: { src: string; title: string }) {
  return (
    <Box
      component="iframe"
      src={src}
      title={title}
      allow="fullscreen; autoplay"
      sx={{
        display: 'block',
        width: '100%',
        height: { xs: '75vh', md: 'min(80vh, 760px)' },
        minHeight: 360,
        border: 1,
        borderColor: 'divider',
        borderRadius: 1,
        bgcolor: 'common.white',
      }}
    />
  );
}
