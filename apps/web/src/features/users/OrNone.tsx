import { Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** A part of a tab that may have nothing: it says so in a line. */
export function OrNone<T>({ items, children }: { items: T[]; children(items: T[]): ReactNode }) {
  const { t } = useTranslation();
  if (items.length === 0)
    return (
      <Typography variant="body2" color="text.secondary">
        {t('users.view.none')}
      </Typography>
    );
  return children(items);
}
