import CloseIcon from '@mui/icons-material/Close';
import { Box, Dialog, IconButton } from '@mui/material';
import { useTranslation } from 'react-i18next';

export interface FullscreenMediaProps {
  open: boolean;
  onClose(): void;
  src: string;
  kind: 'image' | 'video';
  /** what the media shows, for screen readers */
  label: string;
}

/** An image or a video over the whole screen; Esc or the close button leaves. */
export function FullscreenMedia({ open, onClose, src, kind, label }: FullscreenMediaProps) {
  const { t } = useTranslation();
  return (
    <Dialog
      open={open}
      onClose={onClose}
      fullScreen
      aria-label={label}
      slotProps={{ paper: { sx: { bgcolor: 'common.black' } } }}
    >
      <IconButton
        onClick={onClose}
        aria-label={t('common.close')}
        sx={{
          position: 'absolute',
          top: 8,
          right: 8,
          zIndex: 1,
          color: 'common.white',
          bgcolor: 'rgba(0,0,0,0.5)',
        }}
      >
        <CloseIcon />
      </IconButton>
      <Box sx={{ flex: 1, display: 'flex', alignItems: 'center', justifyContent: 'center', minHeight: 0 }}>
        {kind === 'image' ? (
          <Box
            component="img"
            src={src}
            alt={label}
            sx={{ maxWidth: '100%', maxHeight: '100vh', objectFit: 'contain' }}
          />
        ) : (
          <Box component="video" src={src} controls autoPlay sx={{ maxWidth: '100%', maxHeight: '100vh' }} />
        )}
      </Box>
    </Dialog>
  );
}
