import type { AssignableKind } from '@academy/domain';
import { type Control, useController } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useProblemText } from '../../../lib/problem-text';
import type { AssignmentForm } from './assignment-form';
import { ItemPicker } from './ItemPicker';

/** What is assigned, in the assignment form: a course or a learning path, then one of the published ones. */
export function ItemField({ control }: { control: Control<AssignmentForm> }) {
  const { t } = useTranslation();
  const problemText = useProblemText();
  const kind = useController({ control, name: 'kind' });
  const item = useController({ control, name: 'item' });
  return (
    <ItemPicker
      legend={t('assignments.item.title')}
      kind={kind.field.value}
      onKind={(value: AssignableKind) => kind.field.onChange(value)}
      value={item.field.value}
      onChange={(chosen) => item.field.onChange(chosen)}
      onBlur={() => {
        kind.field.onBlur();
        item.field.onBlur();
      }}
      inputRef={item.field.ref}
      required
      problem={problemText(item.fieldState.error?.message) ?? null}
      hint={t('assignments.item.hint')}
    />
  );
}
