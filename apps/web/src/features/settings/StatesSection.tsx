import { ExpandMore } from '@mui/icons-material';
import {
  Accordion,
  AccordionDetails,
  AccordionSummary,
  Box,
  CircularProgress,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadError } from '../../components/LoadError';
import { PageSpinner } from '../../components/PageSpinner';
import { useCities, useCountryStates } from './api';
import { SettingsSection } from './SettingsSection';

/** A country's states, each opening its cities: read-only, they come from the geography data. */
export function StatesSection({ countryId, statesCount }: { countryId: string; statesCount: number }) {
  const { t } = useTranslation();
  const states = useCountryStates(countryId);
  return (
    <SettingsSection
      title={t('settings.country.states', { count: statesCount })}
      intro={t('settings.country.statesIntro')}
    >
      {states.isPending ? (
        <PageSpinner />
      ) : states.isError ? (
        <LoadError error={states.error} onRetry={() => void states.refetch()} />
      ) : states.data.length === 0 ? (
        <Typography color="text.secondary">{t('settings.country.noStates')}</Typography>
      ) : (
        <Box>
          {states.data.map((state) => (
            <StateCities key={state._id} id={state._id} name={state.name} code={state.code} />
          ))}
        </Box>
      )}
    </SettingsSection>
  );
}

function StateCities({ id, name, code }: { id: string; name: string; code: string }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const cities = useCities(id, open);
  return (
    <Accordion
      disableGutters
      variant="outlined"
      expanded={open}
      onChange={(_, expanded) => setOpen(expanded)}
    >
      <AccordionSummary expandIcon={<ExpandMore />}>
        <Typography>
          {name}{' '}
          <Typography component="span" color="text.secondary">
            ({code})
          </Typography>
        </Typography>
      </AccordionSummary>
      <AccordionDetails>
        {cities.isPending ? (
          <CircularProgress size={20} aria-label={t('common.loading')} />
        ) : cities.isError ? (
          <LoadError error={cities.error} onRetry={() => void cities.refetch()} />
        ) : (
          <>
            <Typography variant="body2" sx={{ fontWeight: 600 }}>
              {t('settings.country.cities', { count: cities.data.length })}
            </Typography>
            <Typography
              variant="body2"
              color="text.secondary"
              sx={{ maxHeight: 200, overflow: 'auto' }}
              tabIndex={0}
              aria-label={t('settings.country.citiesOf', { name })}
            >
              {cities.data.map((city) => city.name).join(' · ')}
            </Typography>
          </>
        )}
      </AccordionDetails>
    </Accordion>
  );
}
