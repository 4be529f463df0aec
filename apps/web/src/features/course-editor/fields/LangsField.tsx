import { LANGUAGES } from '@academy/domain';
import { Checkbox, FormControl, FormControlLabel, FormGroup, FormHelperText, FormLabel } from '@mui/material';
import { type Control, Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useProblemText } from '../../../lib/problem-text';
import type { CourseForm } from '../course-form';

/** The languages a course is offered in; every per-language field of the course follows them. */
export function LangsField({ control }: { control: Control<CourseForm> }) {
  const { t } = useTranslation();
  const problemText = useProblemText();
  return (
    <Controller
      control={control}
      name="langs"
      render={({ field, fieldState }) => (
        <FormControl component="fieldset" error={fieldState.invalid} required>
          <FormLabel component="legend">{t('courseEditor.course.langs')}</FormLabel>
          <FormGroup row>
            {LANGUAGES.map((lang) => (
              <FormControlLabel
                key={lang}
                label={t(`common.languages.${lang}`)}
                control={
                  <Checkbox
                    checked={field.value.includes(lang)}
                    onBlur={field.onBlur}
                    onChange={(event) =>
                      // kept in the academy's language order, whatever order they are ticked in
                      field.onChange(
                        LANGUAGES.filter((item) =>
                          item === lang ? event.target.checked : field.value.includes(item),
                        ),
                      )
                    }
                  />
                }
              />
            ))}
          </FormGroup>
          {fieldState.error && <FormHelperText>{problemText(fieldState.error.message)}</FormHelperText>}
        </FormControl>
      )}
    />
  );
}
