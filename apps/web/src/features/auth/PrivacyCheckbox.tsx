import { OpenInNew } from '@mui/icons-material';
import { Box, Checkbox, FormControl, FormControlLabel, FormHelperText, Link } from '@mui/material';
import { useId } from 'react';
import { type Control, Controller, type FieldPath, type FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';

/**
 * The privacy acceptance. The policy link sits outside the label, so following it never ticks
 * the box, and opens in a new tab so the half-filled form stays as it is.
 */
export function PrivacyCheckbox<T extends FieldValues & { privacy?: unknown }>({
  control,
}: {
  control: Control<T>;
}) {
  const { t } = useTranslation();
  const errorId = useId();
  return (
    <Controller
      control={control}
      name={'privacy' as FieldPath<T>}
      render={({ field, fieldState }) => (
        <FormControl error={fieldState.invalid}>
          <FormControlLabel
            label={t('register.privacyAccept')}
            control={
              <Checkbox
                name={field.name}
                checked={field.value === true}
                onBlur={field.onBlur}
                onChange={(event) => field.onChange(event.target.checked)}
                slotProps={{
                  input: { ref: field.ref, 'aria-describedby': fieldState.error ? errorId : undefined },
                }}
              />
            }
          />
          {fieldState.error?.message && (
            <FormHelperText id={errorId} sx={{ mx: 0 }}>
              {t(fieldState.error.message)}
            </FormHelperText>
          )}
          <Box sx={{ mt: 0.5 }}>
            <Link component={RouterLink} to="/privacy-policy" target="_blank" rel="noopener" variant="body2">
              {t('register.privacyRead')}
              <OpenInNew
                fontSize="inherit"
                sx={{ ml: 0.5, verticalAlign: 'middle' }}
                titleAccess={t('register.opensNewTab')}
              />
            </Link>
          </Box>
        </FormControl>
      )}
    />
  );
}
