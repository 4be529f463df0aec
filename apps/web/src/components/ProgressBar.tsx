import { isComplete } from '@academy/domain';
import { Box, LinearProgress, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { formatProgress } from '../lib/progress-format';

/** A progress bar with its value as text beside it (one decimal); green once complete. */
export function ProgressBar({ value, label }: { value: number; label: string }) {
  const { i18n } = useTranslation();
  const text = formatProgress(value, i18n.language);
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
      <LinearProgress
        variant="determinate"
        value={Math.min(100, Math.max(0, value))}
        color={isComplete(value) ? 'success' : 'primary'}
        aria-label={label}
        aria-valuetext={text}
        sx={{ flex: 1, height: 8, borderRadius: 4 }}
      />
      <Typography variant="body2" color="text.secondary" sx={{ minWidth: 48, textAlign: 'right' }}>
        {text}
      </Typography>
    </Box>
  );
}
