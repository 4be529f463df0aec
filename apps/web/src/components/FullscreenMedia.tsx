import FullscreenIcon from '@mui/icons-material/Fullscreen';
import FullscreenExitIcon from '@mui/icons-material/FullscreenExit';
import { Box, Button, Stack } from '@mui/material';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

/** Room the button row takes above the media while it fills the screen. */
const BUTTON_ROW = '48px';

/**
 * Spec section 1, the shell's fullscreen media: a lesson's video or pdf with a button that shows
 * it over the whole screen; the button or Esc leaves. The media itself goes full screen (it is not
 * copied into a dialog), so playback, the pdf's page and progress reporting carry on. Where the
 * browser cannot put an element full screen (an iPhone), there is no button: its video player
 * offers its own.
 */
export function FullscreenMedia({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const frame = useRef<HTMLDivElement>(null);
  const [full, setFull] = useState(false);

  useEffect(() => {
    const follow = () =>
      setFull(document.fullscreenElement !== null && document.fullscreenElement === frame.current);
    document.addEventListener('fullscreenchange', follow);
    return () => document.removeEventListener('fullscreenchange', follow);
  }, []);

  // a refusal (no user gesture, a policy) leaves the media where it is
  const toggle = () => {
    if (full) void document.exitFullscreen().catch(() => undefined);
    else void frame.current?.requestFullscreen().catch(() => undefined);
  };

  return (
    <Box
      ref={frame}
      sx={{
        '&:fullscreen': { bgcolor: 'common.black', p: 1, overflow: 'auto' },
        // the players keep to 70% of the window on the page; full screen they take it all
        '&:fullscreen video': { maxHeight: `calc(100vh - ${BUTTON_ROW})` },
        '&:fullscreen iframe': { maxWidth: `calc((100vh - ${BUTTON_ROW}) * 16 / 9)` },
      }}
    >
      {document.fullscreenEnabled && (
        <Stack direction="row" sx={{ justifyContent: 'flex-end', mb: 1 }}>
          <Button
            size="small"
            variant={full ? 'contained' : 'text'}
            startIcon={full ? <FullscreenExitIcon /> : <FullscreenIcon />}
            onClick={toggle}
          >
            {full ? t('common.exitFullscreen') : t('common.fullscreen')}
          </Button>
        </Stack>
      )}
      {children}
    </Box>
  );
}
