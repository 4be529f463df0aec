import { isLanguage, LANGUAGES, type Language } from '@academy/domain';
import { FormControl, FormControlLabel, FormLabel, Paper, Radio, RadioGroup } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useConfirmedChoice } from '../../components/useConfirmedChoice';
import { useApiErrorMessage, useSnackbar } from '../../lib/feedback';
import { applyLanguage } from '../../lib/i18n';
import { nativeLanguageName } from '../../lib/native-language-name';
import { useSession } from '../../lib/session';
import { useSaveLanguage } from './api';
import { ProfileSection } from './ProfileSection';

/**
 * /profile/language: the chosen language is saved on the user and shown at once. By keyboard the
 * arrows move over the languages and Enter or Space switches; the focus stays on the choice.
 */
export default function LanguagePage() {
  const { t, i18n } = useTranslation();
  const { refresh } = useSession();
  const save = useSaveLanguage();
  const { show } = useSnackbar();
  const errorMessage = useApiErrorMessage();

  const language = useConfirmedChoice<Language>(
    save.isPending ? save.variables : isLanguage(i18n.language) ? i18n.language : null,
    (value) =>
      save.mutate(value, {
        onSuccess: async () => {
          await applyLanguage(value);
          // `t` still speaks the language the page rendered in: ask for the new one
          show(i18n.t('profile.language.saved', { lng: value }));
          void refresh();
        },
        onError: (error) => show(errorMessage(error), 'error'),
      }),
  );

  return (
    <ProfileSection title={t('profile.language.title')}>
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
        {/* stays enabled while saving: disabling it would drop the keyboard's focus */}
        <FormControl {...language.group}>
          <FormLabel id="language-label">{t('profile.language.choose')}</FormLabel>
          <RadioGroup
            aria-labelledby="language-label"
            value={language.value ?? ''}
            onChange={(event) => {
              if (isLanguage(event.target.value)) language.choose(event.target.value);
            }}
          >
            {LANGUAGES.map((option) => (
              <FormControlLabel
                key={option}
                value={option}
                control={<Radio />}
                label={<span lang={option}>{nativeLanguageName(option)}</span>}
              />
            ))}
          </RadioGroup>
        </FormControl>
      </Paper>
    </ProfileSection>
  );
}
