import { Box } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { focusPageStart, MAIN_CONTENT_ID } from './page-start';

/**
 * "Skip to the content": a layout's first focusable element, out of sight until it has the focus.
 * It moves the focus itself (to the page's heading) instead of changing the address.
 */
export function SkipLink() {
  const { t } = useTranslation();
  return (
    <Box
      component="a"
      href={`#${MAIN_CONTENT_ID}`}
      onClick={(event) => {
        if (focusPageStart()) event.preventDefault();
      }}
      sx={{
        position: 'absolute',
        top: 8,
        left: 8,
        zIndex: 'tooltip',
        px: 2,
        py: 1,
        borderRadius: 1,
        bgcolor: 'background.paper',
        color: 'text.primary',
        fontWeight: 600,
        outline: 2,
        outlineColor: 'lines.focus',
        // off the screen until focused (still read and reached by the keyboard)
        transform: 'translateY(-200%)',
        '&:focus': { transform: 'none' },
      }}
    >
      {t('shell.skipToContent')}
    </Box>
  );
}
