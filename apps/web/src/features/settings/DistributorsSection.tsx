import { Add, Delete, Edit, Storefront } from '@mui/icons-material';
import { Button, Chip, IconButton, List, ListItem, ListItemText, Stack } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { QueryStates } from '../../components/QueryStates';
import { useCountryDistributors } from './api';
import { settingsPaths } from './paths';
import { SettingsSection } from './SettingsSection';
import { useAskRemoveDistributor } from './use-remove-distributor';

/** The distributors of a country, disabled ones included: add, edit, remove (which disables their users). */
export function DistributorsSection({ countryId }: { countryId: string }) {
  const { t } = useTranslation();
  const distributors = useCountryDistributors(countryId);
  const removal = useAskRemoveDistributor();
  return (
    <SettingsSection title={t('settings.distributors.title')} intro={t('settings.distributors.intro')}>
      <Button
        component={RouterLink}
        to={settingsPaths.distributorCreate(countryId)}
        variant="outlined"
        startIcon={<Add />}
        sx={{ alignSelf: 'flex-start' }}
      >
        {t('settings.distributors.add')}
      </Button>
      <QueryStates
        query={distributors}
        isEmpty={(data) => data.length === 0}
        empty={{
          icon: <Storefront />,
          title: t('settings.distributors.empty'),
          hint: t('settings.distributors.emptyHint'),
        }}
      >
        {(data) => (
          <List aria-label={t('settings.distributors.title')} disablePadding>
            {data.map((distributor, index) => (
              <ListItem
                key={distributor._id}
                divider={index < data.length - 1}
                disableGutters
                sx={{ pr: 13 }}
                secondaryAction={
                  <Stack direction="row">
                    <IconButton
                      component={RouterLink}
                      to={settingsPaths.distributorEdit(countryId, distributor._id)}
                      aria-label={t('settings.editItem', { title: distributor.name })}
                    >
                      <Edit />
                    </IconButton>
                    <IconButton
                      onClick={() => void removal.ask(distributor)}
                      disabled={removal.busy}
                      aria-label={t('settings.removeItem', { title: distributor.name })}
                    >
                      <Delete />
                    </IconButton>
                  </Stack>
                }
              >
                <ListItemText
                  primary={
                    <>
                      {distributor.name}
                      {!distributor.enabled && (
                        <Chip size="small" label={t('settings.distributors.disabled')} sx={{ ml: 1 }} />
                      )}
                    </>
                  }
                  secondary={
                    distributor.state
                      ? t('settings.distributors.state', { state: distributor.state })
                      : t('settings.distributors.wholeCountry')
                  }
                  slotProps={{ primary: { sx: { overflowWrap: 'anywhere' } } }}
                />
              </ListItem>
            ))}
          </List>
        )}
      </QueryStates>
    </SettingsSection>
  );
}
