import type { Language } from '@academy/domain';
import { UploadFile } from '@mui/icons-material';
import { Button } from '@mui/material';
import { type ComponentType, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnackbar } from '../../../lib/feedback';
import type { QuestionForm } from '../lesson-form';
import type { ImportGiftDialogProps } from './ImportGiftDialog';

interface Props {
  langs: readonly Language[];
  /** how many more questions the lesson can hold */
  room: number;
  onAdd(questions: QuestionForm[]): void;
}

/**
 * "Import GIFT" beside an exam's questions. The dialog, with the GIFT parser, is loaded on the
 * first click only (the button stays enabled meanwhile, so the focus stays on it); a failed load
 * is reported here and the lesson form stays as it was.
 */
export function ImportGiftButton({ langs, room, onAdd }: Props) {
  const { t } = useTranslation();
  const { show } = useSnackbar();
  const [Dialog, setDialog] = useState<ComponentType<ImportGiftDialogProps> | null>(null);
  const [open, setOpen] = useState(false);
  const [loading, setLoading] = useState(false);

  const openDialog = () => {
    if (Dialog) return setOpen(true);
    if (loading) return;
    setLoading(true);
    import('./ImportGiftDialog')
      .then((module) => {
        setDialog(() => module.ImportGiftDialog);
        setOpen(true);
      })
      .catch(() => show(t('courseEditor.gift.loadFailed'), 'error'))
      .finally(() => setLoading(false));
  };

  return (
    <>
      <Button variant="outlined" startIcon={<UploadFile />} onClick={openDialog} aria-busy={loading}>
        {t('courseEditor.gift.button')}
      </Button>
      {Dialog && open && (
        <Dialog
          langs={langs}
          room={room}
          onClose={() => setOpen(false)}
          onAdd={(questions) => {
            onAdd(questions);
            setOpen(false);
            show(t('courseEditor.gift.added', { count: questions.length }));
          }}
        />
      )}
    </>
  );
}
