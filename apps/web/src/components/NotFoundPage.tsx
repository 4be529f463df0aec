import { useTranslation } from 'react-i18next';
import { Problem } from './Problem';

export function NotFoundPage() {
  const { t } = useTranslation();
  return <Problem title={t('shell.notFound.title')} message={t('shell.notFound.message')} />;
}
