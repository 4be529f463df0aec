import { useTranslation } from 'react-i18next';
import { FormActions } from '../../components/FormActions';

/** A settings form's buttons: save, cancel (back where it came from) and, for an existing item, remove. */
export function SaveButtons({
  cancelTo,
  busy,
  onRemove,
}: {
  cancelTo?: string;
  busy: boolean;
  onRemove?: () => void;
}) {
  const { t } = useTranslation();
  return (
    <FormActions
      cancelTo={cancelTo}
      busy={busy}
      busyText={t('settings.saving')}
      remove={onRemove && { onClick: onRemove, text: t('settings.remove') }}
    />
  );
}
