import { ArrowBack } from '@mui/icons-material';
import { Button, Stack } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageTitle } from '../../components/PageTitle';

/** A report page's way back to the reports, its title and its download. */
export function ReportHeader({ title, back, action }: { title: string; back: string; action?: ReactNode }) {
  const { t } = useTranslation();
  return (
    <Stack sx={{ gap: 1 }}>
      <Button
        component={Link}
        to={back}
        startIcon={<ArrowBack aria-hidden />}
        sx={{ alignSelf: 'flex-start' }}
      >
        {t('reports.back')}
      </Button>
      <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 2, alignItems: { sm: 'center' } }}>
        <PageTitle grow>{title}</PageTitle>
        {action}
      </Stack>
    </Stack>
  );
}
