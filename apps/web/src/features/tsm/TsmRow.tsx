import type { TsmView } from '@academy/domain';
import { Edit } from '@mui/icons-material';
import { Box, Chip, IconButton, ListItem, Stack, Tooltip, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { localized } from '../../lib/localized';

/** One TSM of the list: his type and what he follows; the edit button opens the assignment dialog. */
export function TsmRow({ tsm, onEdit }: { tsm: TsmView; onEdit(tsm: TsmView): void }) {
  const { t, i18n } = useTranslation();
  const follows =
    tsm.regionType === 'LAAM'
      ? tsm.countries.map((country) => localized(country.name, i18n.language))
      : tsm.masters.map((master) => master.name);
  return (
    <ListItem divider sx={{ gap: 1, flexWrap: 'wrap', alignItems: 'flex-start' }}>
      <Box sx={{ flex: '1 1 240px', minWidth: 0 }}>
        <Stack direction="row" sx={{ gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
          <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
            {tsm.name}
          </Typography>
          <Chip
            size="small"
            variant={tsm.regionType ? 'filled' : 'outlined'}
            label={tsm.regionType ? t(`tsm.type.${tsm.regionType}`) : t('tsm.unassigned')}
          />
        </Stack>
        <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
          {tsm.email}
        </Typography>
        {follows.length > 0 && (
          <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
            {t(tsm.regionType === 'LAAM' ? 'tsm.countriesList' : 'tsm.mastersList', {
              list: follows.join(', '),
            })}
          </Typography>
        )}
        {tsm.regions.length > 0 && (
          <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
            {t('tsm.regionsList', { list: tsm.regions.join(', ') })}
          </Typography>
        )}
      </Box>
      <Tooltip title={t('tsm.edit')}>
        <IconButton onClick={() => onEdit(tsm)} aria-label={t('tsm.editTsm', { name: tsm.name })}>
          <Edit />
        </IconButton>
      </Tooltip>
    </ListItem>
  );
}
