import type { PartnerTier } from '@academy/domain';
import { Add, ArrowDownward, ArrowUpward, Delete, Edit, MilitaryTechOutlined } from '@mui/icons-material';
import { Button, IconButton, ListItem, ListItemText, Stack } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { QueryList } from '../../components/QueryList';
import { useConfirmThenAct } from '../../lib/confirm-then-act';
import { useApiErrorMessage, useSnackbar } from '../../lib/feedback';
import { useMovePartnerTier, usePartnerTiers, useRemovePartnerTier } from './api';
import { settingsPaths } from './paths';
import { SettingsHeader } from './SettingsHeader';

const TEXTS = 'settings.partnerTiers';

/** /settings/partner_tiers: the tiers in order; add, edit, move up or down, remove after a confirmation. */
export default function PartnerTiersPage() {
  const { t } = useTranslation();
  const tiers = usePartnerTiers();
  const remove = useRemovePartnerTier();
  const move = useMovePartnerTier();
  const { show } = useSnackbar();
  const errorMessage = useApiErrorMessage();
  const confirmThenAct = useConfirmThenAct();

  const askRemove = (tier: PartnerTier) =>
    void confirmThenAct({
      title: t(`${TEXTS}.removeTitle`),
      message: t(`${TEXTS}.removeMessage`, { name: tier.name, count: tier.distributors }),
      confirmLabel: t('settings.remove'),
      destructive: true,
      act: () => remove.mutateAsync(tier._id),
      done: t(`${TEXTS}.removed`, { name: tier.name }),
    });
  const moveTier = (tier: PartnerTier, direction: 'up' | 'down') =>
    move.mutate({ _id: tier._id, direction }, { onError: (error) => show(errorMessage(error), 'error') });
  const asks = (tier: PartnerTier) =>
    tier.requirements.length === 0
      ? t(`${TEXTS}.asksNothing`)
      : tier.requirements
          .map((requirement) => t(`${TEXTS}.asks`, { line: requirement.title, count: requirement.people }))
          .join(' · ');

  return (
    <Stack sx={{ gap: 2 }}>
      <SettingsHeader
        back={{ to: settingsPaths.home, label: t('menu.settings') }}
        title={t(`${TEXTS}.title`)}
        intro={t(`${TEXTS}.intro`)}
        action={
          <Button
            component={RouterLink}
            to={settingsPaths.partnerTierCreate}
            variant="contained"
            startIcon={<Add />}
          >
            {t(`${TEXTS}.add`)}
          </Button>
        }
      />
      <QueryList
        query={tiers}
        itemsOf={(data) => data}
        label={t(`${TEXTS}.title`)}
        empty={{
          icon: <MilitaryTechOutlined />,
          title: t(`${TEXTS}.empty`),
          hint: t(`${TEXTS}.emptyHint`),
        }}
      >
        {(tier, index, all) => (
          <ListItem key={tier._id} divider={index < all.length - 1} sx={{ flexWrap: 'wrap', gap: 1 }}>
            <ListItemText
              primary={tier.name}
              secondary={`${asks(tier)} — ${t(`${TEXTS}.uses`, { count: tier.distributors })}`}
              slotProps={{ primary: { sx: { overflowWrap: 'anywhere' } } }}
              sx={{ flex: '1 1 240px', minWidth: 0 }}
            />
            <Stack direction="row" sx={{ ml: 'auto' }}>
              <IconButton
                onClick={() => moveTier(tier, 'up')}
                disabled={index === 0 || move.isPending}
                aria-label={t(`${TEXTS}.moveUp`, { name: tier.name })}
              >
                <ArrowUpward />
              </IconButton>
              <IconButton
                onClick={() => moveTier(tier, 'down')}
                disabled={index === all.length - 1 || move.isPending}
                aria-label={t(`${TEXTS}.moveDown`, { name: tier.name })}
              >
                <ArrowDownward />
              </IconButton>
              <IconButton
                component={RouterLink}
                to={settingsPaths.partnerTierEdit(tier._id)}
                aria-label={t('settings.editItem', { title: tier.name })}
              >
                <Edit />
              </IconButton>
              <IconButton
                onClick={() => askRemove(tier)}
                disabled={remove.isPending}
                aria-label={t('settings.removeItem', { title: tier.name })}
              >
                <Delete />
              </IconButton>
            </Stack>
          </ListItem>
        )}
      </QueryList>
    </Stack>
  );
}
