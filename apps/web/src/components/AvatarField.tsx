import { UPLOAD_RULES } from '@academy/domain';
import { Avatar, Button, FormHelperText, Stack } from '@mui/material';
import { useEffect, useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { initialsOf } from '../lib/initials';

const RULE = UPLOAD_RULES.user_avatar;

interface Props {
  name: string;
  /** the saved picture's url */
  current: string | null;
  /** a new picture, `null` to remove the saved one, undefined to keep it */
  value: File | null | undefined;
  onChange(value: File | null | undefined): void;
}

/** Chooses, previews or removes a person's picture; the form uploads it when it is saved. */
export function AvatarField({ name, current, value, onChange }: Props) {
  const { t } = useTranslation();
  const inputId = useId();
  const [problem, setProblem] = useState<string | null>(null);
  const preview = useMemo(() => (value ? URL.createObjectURL(value) : null), [value]);
  useEffect(() => () => (preview ? URL.revokeObjectURL(preview) : undefined), [preview]);
  const shown = value === null ? null : (preview ?? current);

  const choose = (file: File | undefined) => {
    if (!file) return;
    if (!RULE.mimes.includes(file.type)) return setProblem(t('errors.invalid-file'));
    if (file.size > RULE.maxBytes) return setProblem(t('errors.file-too-large'));
    setProblem(null);
    onChange(file);
  };

  return (
    <Stack direction="row" sx={{ alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
      <Avatar src={shown ?? undefined} alt="" sx={{ width: 72, height: 72, bgcolor: 'secondary.main' }}>
        {initialsOf(name)}
      </Avatar>
      <Stack sx={{ gap: 1 }}>
        <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap' }}>
          <Button component="label" htmlFor={inputId} variant="outlined" color="inherit">
            {t('common.avatar.choose')}
            <input
              id={inputId}
              type="file"
              hidden
              accept={RULE.mimes.join(',')}
              onChange={(event) => {
                choose(event.target.files?.[0]);
                event.target.value = '';
              }}
            />
          </Button>
          {shown && (
            <Button color="inherit" onClick={() => onChange(current ? null : undefined)}>
              {t('common.avatar.remove')}
            </Button>
          )}
        </Stack>
        <FormHelperText error={problem !== null}>{problem ?? t('common.avatar.hint')}</FormHelperText>
      </Stack>
    </Stack>
  );
}
