import { isLanguage, LANGUAGES } from '@academy/domain';
import { FormControl, FormControlLabel, FormLabel, Paper, Radio, RadioGroup } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useApiErrorMessage, useSnackbar } from '../../lib/feedback';
import { applyLanguage } from '../../lib/i18n';
import { useSession } from '../../lib/session';
import { useSaveLanguage } from './api';
import { ProfileSection } from './ProfileSection';

/** /profile/language: the chosen language is saved on the user and shown at once. */
export default function LanguagePage() {
  const { t, i18n } = useTranslation();
  const { refresh } = useSession();
  const save = useSaveLanguage();
  const { show } = useSnackbar();
  const errorMessage = useApiErrorMessage();

  const choose = (value: string) => {
    if (!isLanguage(value)) return;
    save.mutate(value, {
      onSuccess: async () => {
        await applyLanguage(value);
        // `t` still speaks the language the page rendered in: ask for the new one
        show(i18n.t('profile.language.saved', { lng: value }));
        void refresh();
      },
      onError: (error) => show(errorMessage(error), 'error'),
    });
  };

  return (
    <ProfileSection title={t('profile.language.title')}>
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
        <FormControl disabled={save.isPending}>
          <FormLabel id="language-label">{t('profile.language.choose')}</FormLabel>
          <RadioGroup
            aria-labelledby="language-label"
            value={save.isPending ? save.variables : i18n.language}
            onChange={(event) => choose(event.target.value)}
          >
            {LANGUAGES.map((language) => (
              <FormControlLabel
                key={language}
                value={language}
                control={<Radio />}
                label={<span lang={language}>{t(`shell.languages.${language}`, { lng: language })}</span>}
              />
            ))}
          </RadioGroup>
        </FormControl>
      </Paper>
    </ProfileSection>
  );
}
