import type { CertifiedItem } from '@academy/domain';
import { ListItem, ListItemIcon, ListItemText } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../lib/format-date';
import { localized } from '../../lib/localized';
import { ItemKindIcon } from './ItemKindIcon';

/**
 * One course or learning path of a distributor: how many of its people are certified for it,
 * when the first of them stops being certified and until when the last one stays.
 */
export function CertifiedItemRow({ item, people }: { item: CertifiedItem; people: number }) {
  const { t, i18n } = useTranslation();
  const { earliestExpiry: first, latestExpiry: last } = item;
  const facts = [
    t(`certificationStatus.kind.${item.kind}`),
    t('certificationStatus.certifiedOf', { certified: item.certified, people }),
    // the first end only when the certified people do not all end together
    first && first !== last ? t('certificationStatus.firstEnds', { date: formatDate(first) }) : null,
    last ? t('certificationStatus.until', { date: formatDate(last) }) : t('certificationStatus.untilNoEnd'),
  ].filter(Boolean);
  return (
    <ListItem divider>
      <ListItemIcon sx={{ minWidth: 40 }}>
        <ItemKindIcon kind={item.kind} />
      </ListItemIcon>
      <ListItemText
        sx={{ minWidth: 0, overflowWrap: 'anywhere' }}
        primary={localized(item.title, i18n.language)}
        secondary={facts.join(' · ')}
      />
    </ListItem>
  );
}
