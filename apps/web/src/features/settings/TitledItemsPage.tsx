import { Add, Delete, Edit, LabelOutlined } from '@mui/icons-material';
import { Button, IconButton, ListItem, ListItemText, Stack } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { QueryList } from '../../components/QueryList';
import { useConfirmThenAct } from '../../lib/confirm-then-act';
import { settingsPaths } from './paths';
import { SettingsHeader } from './SettingsHeader';
import type { TitledItem, TitledItemsKind } from './titled-items';

/** The list of a titled kind (training types, user categories): add, edit, remove after a confirmation. */
export function TitledItemsPage({ kind }: { kind: TitledItemsKind }) {
  const { t } = useTranslation();
  const texts = `settings.${kind.texts}`;
  const items = kind.useItems();
  const remove = kind.useRemove();
  const confirmThenAct = useConfirmThenAct();

  const askRemove = (item: TitledItem) =>
    void confirmThenAct({
      title: t(`${texts}.removeTitle`),
      message: t(`${texts}.removeMessage`, { title: item.title, count: item.uses }),
      confirmLabel: t('settings.remove'),
      destructive: true,
      act: () => remove.mutateAsync(item.id),
      done: t(`${texts}.removed`, { title: item.title }),
    });

  return (
    <Stack sx={{ gap: 2 }}>
      <SettingsHeader
        back={{ to: settingsPaths.home, label: t('menu.settings') }}
        title={t(`${texts}.title`)}
        intro={t(`${texts}.intro`)}
        action={
          <Button component={RouterLink} to={kind.create} variant="contained" startIcon={<Add />}>
            {t(`${texts}.add`)}
          </Button>
        }
      />
      <QueryList
        query={items}
        itemsOf={(data) => data}
        label={t(`${texts}.title`)}
        empty={{ icon: <LabelOutlined />, title: t(`${texts}.empty`), hint: t(`${texts}.emptyHint`) }}
      >
        {(item, index, all) => (
          <ListItem
            key={item.id}
            divider={index < all.length - 1}
            secondaryAction={
              <Stack direction="row">
                <IconButton
                  component={RouterLink}
                  to={kind.edit(item.id)}
                  aria-label={t('settings.editItem', { title: item.title })}
                >
                  <Edit />
                </IconButton>
                <IconButton
                  onClick={() => askRemove(item)}
                  disabled={remove.isPending}
                  aria-label={t('settings.removeItem', { title: item.title })}
                >
                  <Delete />
                </IconButton>
              </Stack>
            }
            sx={{ pr: 13 }}
          >
            <ListItemText
              primary={item.title}
              secondary={t(`${texts}.uses`, { count: item.uses, id: item.id })}
              slotProps={{ primary: { sx: { overflowWrap: 'anywhere' } } }}
            />
          </ListItem>
        )}
      </QueryList>
    </Stack>
  );
}
