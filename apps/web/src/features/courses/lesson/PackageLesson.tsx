import type { Language } from '@academy/domain';
import { Alert } from '@mui/material';
import { useContext } from 'react';
import { useTranslation } from 'react-i18next';
import { PackageSlot, type PackageSlotProps } from './package-slot';

/** A package lesson: its player in the language chosen, or word that it has none in any. */
export function PackageLesson({ lang, ...props }: Omit<PackageSlotProps, 'lang'> & { lang?: Language }) {
  const { t } = useTranslation();
  const Player = useContext(PackageSlot);
  if (!lang) return <Alert severity="info">{t('courses.lesson.noContent')}</Alert>;
  return Player && <Player lang={lang} {...props} />;
}
