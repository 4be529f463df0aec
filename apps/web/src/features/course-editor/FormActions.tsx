import { useTranslation } from 'react-i18next';
import { FormActions as Actions } from '../../components/FormActions';

/** Save, cancel (back to the course) and, for an existing item, remove. */
export function FormActions({
  cancelTo,
  busy,
  onRemove,
}: {
  cancelTo: string;
  busy: boolean;
  onRemove?: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Actions
      cancelTo={cancelTo}
      busy={busy}
      busyText={t('courseEditor.saving')}
      remove={onRemove && { onClick: onRemove, text: t('courseEditor.remove') }}
    />
  );
}
