import { itemTitleSchema } from '@academy/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import { Paper, Stack } from '@mui/material';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { z } from 'zod';
import { FormTextField } from '../../components/FormTextField';
import { LoadError } from '../../components/LoadError';
import { NotFoundPage } from '../../components/NotFoundPage';
import { PageSpinner } from '../../components/PageSpinner';
import { useApiErrorMessage, useSnackbar } from '../../lib/feedback';
import { applyServerFieldErrors, sameNamedField } from '../../lib/server-field-errors';
import { SaveButtons } from './SaveButtons';
import { SettingsHeader } from './SettingsHeader';
import type { TitledItem, TitledItemsKind } from './titled-items';

// the server's own rule of a title
const titleForm = z.object({ title: itemTitleSchema });
type TitleForm = z.infer<typeof titleForm>;

/** Create (no :id) or rename one item of a titled kind. */
export function TitledItemFormPage({ kind }: { kind: TitledItemsKind }) {
  const { id } = useParams();
  const items = kind.useItems();
  if (id === undefined) return <TitleEditor kind={kind} />;
  if (items.isPending) return <PageSpinner />;
  if (items.isError) return <LoadError error={items.error} onRetry={() => void items.refetch()} />;
  const item = items.data.find((candidate) => String(candidate.id) === id);
  return item ? <TitleEditor key={item.id} kind={kind} item={item} /> : <NotFoundPage />;
}

function TitleEditor({ kind, item }: { kind: TitledItemsKind; item?: TitledItem }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { show } = useSnackbar();
  const errorMessage = useApiErrorMessage();
  const save = kind.useSave();
  const texts = `settings.${kind.texts}`;
  const { control, handleSubmit, setError } = useForm<TitleForm>({
    resolver: zodResolver(titleForm),
    defaultValues: { title: item?.title ?? '' },
  });
  const submit = handleSubmit((form) =>
    save.mutate(
      { id: item?.id, title: form.title },
      {
        onSuccess: (saved) => {
          show(t(`${texts}.saved`, { title: saved.title }));
          navigate(kind.list);
        },
        onError: (error) => {
          applyServerFieldErrors(error, setError, sameNamedField(['title'] as const));
          show(errorMessage(error), 'error');
        },
      },
    ),
  );
  return (
    <Stack sx={{ gap: 2 }}>
      <SettingsHeader
        back={{ to: kind.list, label: t(`${texts}.title`) }}
        title={item ? t(`${texts}.editTitle`) : t(`${texts}.newTitle`)}
      />
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, maxWidth: 560 }}>
        <Stack component="form" noValidate onSubmit={submit} sx={{ gap: 2 }}>
          <FormTextField control={control} name="title" label={t(`${texts}.field`)} required autoFocus />
          <SaveButtons busy={save.isPending} cancelTo={kind.list} />
        </Stack>
      </Paper>
    </Stack>
  );
}
