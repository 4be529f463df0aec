import { useTranslation } from 'react-i18next';
import { Problem } from '../../components/Problem';

export function ForbiddenPage() {
  const { t } = useTranslation();
  return <Problem title={t('shell.forbidden.title')} message={t('shell.forbidden.message')} />;
}
