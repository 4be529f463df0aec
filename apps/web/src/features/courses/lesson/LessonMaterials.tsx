import type { Language, MaterialView } from '@academy/domain';
import DownloadIcon from '@mui/icons-material/Download';
import { Button, List, ListItem, ListItemText, Paper, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useApiErrorMessage, useSnackbar } from '../../../lib/feedback';
import { saveFile } from '../../../lib/save-file';
import { downloadMaterial } from '../api';
import { pickLanguage } from '../course-language';
import { useCourseText } from '../useCourseText';

interface LessonMaterialsProps {
  lessonId: string;
  materials: readonly MaterialView[];
  langs: readonly Language[];
}

/** The lesson's files to download, each in the reader's language when it has one. */
export function LessonMaterials({ lessonId, materials, langs }: LessonMaterialsProps) {
  const { t, i18n } = useTranslation();
  const text = useCourseText(langs);
  const { show } = useSnackbar();
  const messageOf = useApiErrorMessage();
  const [busy, setBusy] = useState<number | null>(null);

  const download = async (index: number, lang: Language, fallbackName: string) => {
    setBusy(index);
    try {
      const { blob, fileName } = await downloadMaterial({ lessonId, index, lang });
      saveFile(blob, fileName ?? fallbackName);
    } catch (error) {
      show(messageOf(error), 'error');
    } finally {
      setBusy(null);
    }
  };

  if (materials.length === 0) return null;
  return (
    <Paper component="section" variant="outlined" aria-labelledby="lesson-materials" sx={{ p: 2 }}>
      <Typography id="lesson-materials" component="h2" variant="h6">
        {t('courses.materials.title')}
      </Typography>
      <List disablePadding>
        {materials.map((material, index) => {
          const lang = pickLanguage(material.files, langs, i18n.language);
          const title = text(material.title);
          const name = (lang && material.names[lang]) || title;
          return (
            <ListItem
              key={Object.values(material.files).join(' ')}
              disableGutters
              divider={index < materials.length - 1}
              sx={{ gap: 1, flexWrap: 'wrap' }}
            >
              <ListItemText primary={title} secondary={name} sx={{ overflowWrap: 'anywhere', minWidth: 0 }} />
              <Button
                variant="outlined"
                startIcon={<DownloadIcon />}
                disabled={!lang || busy === index}
                onClick={() => lang && void download(index, lang, name)}
                aria-label={t('courses.materials.downloadNamed', { title })}
              >
                {t('courses.materials.download')}
              </Button>
            </ListItem>
          );
        })}
      </List>
    </Paper>
  );
}
