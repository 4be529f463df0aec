import { isLanguage, LANGUAGES, type Language } from '@academy/domain';
import { MenuItem, TextField } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { applyLanguage } from '../lib/i18n';
import { nativeLanguageName } from '../lib/native-language-name';

/**
 * Chooses the interface language before signing in; the choice is kept in this browser only
 * (a signed-in user saves his language on the profile page).
 */
export function LanguagePicker() {
  const { t, i18n } = useTranslation();
  return (
    <TextField
      select
      size="small"
      label={t('shell.language')}
      value={i18n.language}
      onChange={(event) => {
        if (isLanguage(event.target.value)) void applyLanguage(event.target.value);
      }}
      sx={{ minWidth: 140 }}
    >
      {LANGUAGES.map((language: Language) => (
        <MenuItem key={language} value={language} lang={language}>
          {nativeLanguageName(language)}
        </MenuItem>
      ))}
    </TextField>
  );
}
