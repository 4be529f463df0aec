import { useTranslation } from 'react-i18next';
import type { Crumb } from '../../components/PageHeader';

/** Where every authoring page's trail starts: the course list (spec section 2). */
export function useCoursesCrumb(): Crumb {
  const { t } = useTranslation();
  return { to: '/courses', label: t('courseEditor.courses') };
}
