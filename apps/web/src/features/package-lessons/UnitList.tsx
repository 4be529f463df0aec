import type { PackageUnit } from '@academy/domain';
import { List, ListItemButton, ListItemText, Paper, Typography } from '@mui/material';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

interface Props {
  units: readonly PackageUnit[];
  currentId: string;
  onChoose(unitId: string): void;
  /** a change of unit is under way (the current one's data is being saved) */
  disabled?: boolean;
}

/**
 * A package's table of contents: its units in order, the one shown marked as current (in words
 * for a screen reader, and by its colour and weight); each is a button the keyboard reaches.
 */
export function UnitList({ units, currentId, onChoose, disabled }: Props) {
  const { t } = useTranslation();
  const headingId = useId();
  return (
    <Paper variant="outlined" component="nav" aria-labelledby={headingId} sx={{ py: 1 }}>
      <Typography id={headingId} variant="subtitle2" component="h2" sx={{ px: 2, py: 0.5 }}>
        {t('packagePlayer.units')}
      </Typography>
      <List dense disablePadding>
        {units.map((unit, index) => {
          const current = unit.id === currentId;
          return (
            <li key={unit.id}>
              <ListItemButton
                selected={current}
                aria-current={current ? 'step' : undefined}
                disabled={disabled}
                onClick={() => {
                  if (!current) onChoose(unit.id);
                }}
                sx={{
                  // the current unit says so without colour too: a bar at its start
                  borderInlineStart: 4,
                  borderColor: current ? 'primary.main' : 'transparent',
                }}
              >
                <ListItemText
                  primary={t('packagePlayer.unit', { number: index + 1, title: unit.title })}
                  slotProps={{ primary: { sx: { fontWeight: current ? 700 : 400 } } }}
                />
              </ListItemButton>
            </li>
          );
        })}
      </List>
    </Paper>
  );
}
