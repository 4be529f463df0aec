import type { Language } from '@academy/domain';
import { Paper, Stack } from '@mui/material';
import { type Control, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormTextField } from '../../../components/FormTextField';
import { ChoiceField } from '../fields/ChoiceField';
import { FileFormField } from '../fields/FileFormField';
import type { LessonForm } from '../lesson-form';

/** A video lesson's video in each language: a YouTube or Vimeo link, or an uploaded mp4. */
export function VideoContentField({
  control,
  langs,
}: {
  control: Control<LessonForm>;
  langs: readonly Language[];
}) {
  return (
    <Stack sx={{ gap: 2 }}>
      {langs.map((lang) => (
        <VideoOfLanguage key={lang} control={control} lang={lang} />
      ))}
    </Stack>
  );
}

function VideoOfLanguage({ control, lang }: { control: Control<LessonForm>; lang: Language }) {
  const { t } = useTranslation();
  const source = useWatch({ control, name: `video.${lang}.source` });
  const label = t('common.inLanguage', {
    label: t('courseEditor.lesson.video'),
    language: t(`common.languages.${lang}`),
  });
  return (
    <Paper variant="outlined" sx={{ p: 2 }}>
      <Stack sx={{ gap: 1.5 }}>
        <ChoiceField
          control={control}
          name={`video.${lang}.source`}
          label={label}
          options={[
            { value: 'link', label: t('courseEditor.lesson.videoLink') },
            { value: 'file', label: t('courseEditor.lesson.videoUpload') },
          ]}
        />
        {source === 'link' ? (
          <FormTextField
            control={control}
            name={`video.${lang}.link`}
            type="url"
            label={t('courseEditor.lesson.videoUrl', { language: t(`common.languages.${lang}`) })}
            helperText={t('courseEditor.lesson.videoUrlHint')}
            required
          />
        ) : (
          <FileFormField
            control={control}
            name={`video.${lang}.file`}
            type="module_video"
            label={t('courseEditor.lesson.videoFile', { language: t(`common.languages.${lang}`) })}
            required
          />
        )}
      </Stack>
    </Paper>
  );
}
