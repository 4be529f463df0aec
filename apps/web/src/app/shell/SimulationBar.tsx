import type { SimulationMode } from '@academy/domain';
import { Close } from '@mui/icons-material';
import {
  Box,
  Button,
  type Theme,
  ThemeProvider,
  ToggleButton,
  ToggleButtonGroup,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../lib/session';
import { useSimulation, useSimulationMode } from '../../lib/simulation';

/** Read by screen readers only: the mode just set is announced. */
const spokenOnly = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;

const onBar = {
  color: 'inherit',
  borderColor: 'rgba(255, 255, 255, 0.7)',
  py: 0.25,
  '&.Mui-selected, &.Mui-selected:hover': { bgcolor: 'common.white', color: 'secondary.dark' },
} as const;

/**
 * On the dark bar the keyboard's focus ring takes the bar's text colour: the scheme's own ring, an
 * ink meant for white, reaches only about 2.5:1 against it (WCAG 1.4.11 asks for 3:1).
 */
const ringOnBar = (outer: Theme): Theme => ({
  ...outer,
  focusVisible: outer.focusVisible && {
    ...outer.focusVisible,
    outlineColor: outer.palette.secondary.contrastText,
  },
});

/**
 * Shown above the app bar while someone uses Academy as another user: who that is, whether the
 * simulation only shows (the default) or acts as him, and the way back to one's own session.
 */
export function SimulationBar({ name, email }: { name: string; email: string }) {
  const { t } = useTranslation();
  const { endSimulation } = useSession();
  const simulation = useSimulation(true);
  const setMode = useSimulationMode();
  const [closing, setClosing] = useState(false);
  const mode: SimulationMode = setMode.isPending ? setMode.variables : (simulation.data?.mode ?? 'view');

  const close = async () => {
    setClosing(true);
    try {
      await endSimulation();
    } finally {
      setClosing(false);
    }
  };

  return (
    <ThemeProvider theme={ringOnBar}>
      <Box
        role="region"
        aria-label={t('simulation.bar')}
        sx={{
          bgcolor: 'secondary.main',
          color: 'secondary.contrastText',
          px: 2,
          py: 0.75,
          display: 'flex',
          flexWrap: 'wrap',
          alignItems: 'center',
          gap: 1,
        }}
      >
        <Typography variant="body2" sx={{ flex: '1 1 16rem', overflowWrap: 'anywhere' }}>
          {t('shell.simulating', { name, email })}
        </Typography>
        <ToggleButtonGroup
          exclusive
          size="small"
          value={mode}
          aria-label={t('simulation.mode')}
          disabled={simulation.isPending || closing}
          onChange={(_event, next: SimulationMode | null) => {
            if (next && next !== mode) setMode.mutate(next);
          }}
        >
          <ToggleButton value="view" sx={onBar}>
            {t('simulation.viewOnly')}
          </ToggleButton>
          <ToggleButton value="act" sx={onBar}>
            {t('simulation.actAs')}
          </ToggleButton>
        </ToggleButtonGroup>
        <Box role="status" sx={spokenOnly}>
          {simulation.data && t(mode === 'act' ? 'simulation.nowActing' : 'simulation.nowViewing', { name })}
        </Box>
        <Button
          size="small"
          variant="outlined"
          color="inherit"
          startIcon={<Close />}
          disabled={closing}
          onClick={() => void close()}
        >
          {t('simulation.close')}
        </Button>
      </Box>
    </ThemeProvider>
  );
}
