import { ChevronRight, Public } from '@mui/icons-material';
import { Chip, ListItem, ListItemButton, ListItemText, Stack } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { QueryList } from '../../components/QueryList';
import { useCountries } from '../../lib/geography';
import { localized } from '../../lib/localized';
import { settingsPaths } from './paths';
import { SettingsHeader } from './SettingsHeader';

/** /settings/countries: the academy's countries (Brazil first, then LAAM by name); each opens its editor. */
export default function CountriesPage() {
  const { t, i18n } = useTranslation();
  const countries = useCountries();
  return (
    <Stack sx={{ gap: 2 }}>
      <SettingsHeader
        back={{ to: settingsPaths.home, label: t('menu.settings') }}
        title={t('settings.countries.title')}
        intro={t('settings.countries.intro')}
      />
      <QueryList
        query={countries}
        itemsOf={(data) => data}
        label={t('settings.countries.title')}
        empty={{
          icon: <Public />,
          title: t('settings.countries.empty'),
          hint: t('settings.countries.emptyHint'),
        }}
      >
        {(country, index, all) => (
          <ListItem key={country._id} disablePadding divider={index < all.length - 1}>
            <ListItemButton component={RouterLink} to={settingsPaths.country(country._id)}>
              <ListItemText
                primary={localized(country.name, i18n.language)}
                secondary={t('settings.countries.dialCode', { dialCode: country.dialCode || '—' })}
              />
              <Chip size="small" variant="outlined" label={country.region} sx={{ mr: 1 }} />
              <ChevronRight aria-hidden />
            </ListItemButton>
          </ListItem>
        )}
      </QueryList>
    </Stack>
  );
}
