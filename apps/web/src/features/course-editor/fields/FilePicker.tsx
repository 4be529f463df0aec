import { Delete, UploadFile } from '@mui/icons-material';
import { Button, FormHelperText, Stack, Typography } from '@mui/material';
import { type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';

interface Props {
  label: string;
  /** the types the browser's file dialog offers */
  accept: string;
  /** a file was picked in the dialog */
  onPick(file: File): void;
  /** whether the field holds something now (the button says "Replace", a remove button shows) */
  held: boolean;
  onRemove(): void;
  /** what the field holds, shown beside the button */
  children: ReactNode;
  /** the field's problem, already translated: shown in place of the hint */
  problem?: string;
  hint: string;
  required?: boolean;
  /** picking is closed meanwhile (an upload under way) */
  disabled?: boolean;
}

/**
 * The frame of a field that takes one file: its label, the button that opens the file dialog, what
 * it holds now, a remove button, and a hint or problem under them, all named as one group.
 */
export function FilePicker({
  label,
  accept,
  onPick,
  held,
  onRemove,
  children,
  problem,
  hint,
  required,
  disabled,
}: Props) {
  const { t } = useTranslation();
  const inputId = useId();
  const labelId = useId();
  const helpId = useId();
  return (
    <Stack role="group" aria-labelledby={labelId} aria-describedby={helpId} sx={{ gap: 0.5 }}>
      <Typography id={labelId} variant="body2" color={problem ? 'error' : 'text.secondary'}>
        {label}
        {required ? ' *' : ''}
      </Typography>
      <Stack direction="row" sx={{ alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        <Button
          component="label"
          htmlFor={inputId}
          variant="outlined"
          size="small"
          startIcon={<UploadFile />}
          disabled={disabled}
        >
          {held ? t('courseEditor.file.replace') : t('courseEditor.file.choose')}
          <input
            id={inputId}
            type="file"
            hidden
            aria-label={label}
            accept={accept}
            disabled={disabled}
            onChange={(event) => {
              const file = event.target.files?.[0];
              event.target.value = '';
              if (file) onPick(file);
            }}
          />
        </Button>
        {children}
        {held && (
          <Button
            size="small"
            color="inherit"
            startIcon={<Delete />}
            onClick={onRemove}
            disabled={disabled}
            aria-label={t('courseEditor.file.removeNamed', { label })}
          >
            {t('courseEditor.file.remove')}
          </Button>
        )}
      </Stack>
      <FormHelperText id={helpId} error={Boolean(problem)} sx={{ mx: 0 }}>
        {problem ?? hint}
      </FormHelperText>
    </Stack>
  );
}
