import { FileDownload } from '@mui/icons-material';
import { Button, CircularProgress } from '@mui/material';
import type { ReactNode } from 'react';

/**
 * A download's button: says it is busy while the file is being made. Where several show together
 * (one per row), `name` tells them apart for a screen reader, starting with the words shown.
 */
export function DownloadButton({
  label,
  busy,
  onClick,
  name,
  icon = <FileDownload aria-hidden />,
  size,
}: {
  label: string;
  busy: boolean;
  onClick(): void;
  name?: string;
  icon?: ReactNode;
  size?: 'small' | 'medium';
}) {
  return (
    <Button
      variant="outlined"
      size={size}
      onClick={onClick}
      disabled={busy}
      aria-busy={busy}
      aria-label={name}
      startIcon={busy ? <CircularProgress size={18} aria-hidden /> : icon}
      // on a phone it takes the width and a long name (a certificate's title) wraps within it
      sx={{
        alignSelf: { xs: 'stretch', sm: 'center' },
        whiteSpace: { xs: 'normal', sm: 'nowrap' },
        overflowWrap: 'anywhere',
      }}
    >
      {label}
    </Button>
  );
}
