import { Inventory2Outlined } from '@mui/icons-material';
import { CircularProgress, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useLessonPackage } from '../package-api';

/** What an uploaded package is: its title, its standard and how many units it has. */
export function PackageSummary({ id }: { id: string }) {
  const { t } = useTranslation();
  const uploaded = useLessonPackage(id);
  if (id === '')
    return (
      <Typography variant="body2" color="text.secondary">
        {t('courseEditor.package.none')}
      </Typography>
    );
  if (uploaded.isPending)
    return <CircularProgress size={18} aria-label={t('courseEditor.package.reading')} />;
  if (uploaded.isError)
    return (
      <Typography variant="body2" color="error">
        {t('courseEditor.package.unreadable')}
      </Typography>
    );
  const { title, standard, units } = uploaded.data;
  return (
    <Stack direction="row" sx={{ alignItems: 'center', gap: 0.5, minWidth: 0 }}>
      <Inventory2Outlined fontSize="small" aria-hidden />
      <Typography variant="body2" sx={{ wordBreak: 'break-word' }}>
        <strong>{title}</strong>
        {' · '}
        {t(`courseEditor.package.standards.${standard}`)}
        {' · '}
        {t('courseEditor.package.units', { count: units.length })}
      </Typography>
    </Stack>
  );
}
