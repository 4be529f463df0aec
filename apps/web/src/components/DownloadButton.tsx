import { FileDownload } from '@mui/icons-material';
import { Button, CircularProgress } from '@mui/material';

/** A download's button: says it is busy while the file is being made. */
export function DownloadButton({ label, busy, onClick }: { label: string; busy: boolean; onClick(): void }) {
  return (
    <Button
      variant="outlined"
      onClick={onClick}
      disabled={busy}
      aria-busy={busy}
      startIcon={busy ? <CircularProgress size={18} aria-hidden /> : <FileDownload aria-hidden />}
      sx={{ alignSelf: { xs: 'stretch', sm: 'center' }, whiteSpace: 'nowrap' }}
    >
      {label}
    </Button>
  );
}
