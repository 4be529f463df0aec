import type { CourseFigures } from '@academy/domain';
import { Box, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { formatProgress } from '../../lib/progress-format';

/** A course's figures as a row of labelled numbers (a description list for screen readers). */
export function FigureChips({ figures }: { figures: CourseFigures }) {
  const { t, i18n } = useTranslation();
  const number = new Intl.NumberFormat(i18n.language);
  const items: [string, string][] = [
    ...(['enrolled', 'inProgress', 'completed', 'certified'] as const).map((figure): [string, string] => [
      t(`reports.figures.${figure}`),
      number.format(figures[figure]),
    ]),
    [
      t('reports.figures.averageScore'),
      figures.averageScore === null ? '—' : formatProgress(figures.averageScore, i18n.language),
    ],
  ];
  return (
    <Box
      component="dl"
      sx={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(140px, 1fr))', gap: 1.5, m: 0 }}
    >
      {items.map(([label, value]) => (
        <Box key={label} sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 1.5 }}>
          <Typography component="dt" variant="body2" color="text.secondary">
            {label}
          </Typography>
          <Typography component="dd" variant="h6" sx={{ m: 0 }}>
            {value}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
