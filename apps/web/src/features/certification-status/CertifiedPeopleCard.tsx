import type { PartnerStatus } from '@academy/domain';
import { Paper, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { localized } from '../../lib/localized';
import { ItemKindIcon } from './ItemKindIcon';

/** One course or learning path of a public status page: how many are certified, by first name. */
export function CertifiedPeopleCard({ item }: { item: PartnerStatus['items'][number] }) {
  const { t, i18n } = useTranslation();
  return (
    <Paper variant="outlined" sx={{ p: 2 }}>
      <Stack direction="row" sx={{ gap: 1.5, alignItems: 'flex-start' }}>
        <ItemKindIcon kind={item.kind} />
        <Stack sx={{ gap: 0.5, minWidth: 0 }}>
          <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
            {localized(item.title, i18n.language)}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {t('certificationStatus.partner.certified', { count: item.certified })}
          </Typography>
          <Typography sx={{ overflowWrap: 'anywhere' }}>
            {new Intl.ListFormat(i18n.language, { type: 'conjunction' }).format(item.firstNames)}
          </Typography>
        </Stack>
      </Stack>
    </Paper>
  );
}
