import type { COMPLIANCE_GROUPS, ComplianceFigures, ComplianceReport } from '@academy/domain';
import {
  Box,
  List,
  ListItem,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
  useMediaQuery,
  useTheme,
} from '@mui/material';
import { useTranslation } from 'react-i18next';

export type ComplianceGrouping = (typeof COMPLIANCE_GROUPS)[number];

/** The figures of a row, in the order the table and the xlsx file show them. */
export const COMPLIANCE_FIGURES = [
  'assigned',
  'completedOnTime',
  'completedLate',
  'inProgress',
  'overdue',
  'expiring30',
  'expiring60',
  'expiring90',
] as const satisfies readonly (keyof ComplianceFigures)[];

/** A figure that calls for action, coloured (and in bold) when above zero; its word says it too. */
const ALARMING = new Set<keyof ComplianceFigures>(['overdue']);

interface Row extends ComplianceFigures {
  key: string;
  name: string;
  total: boolean;
}

/**
 * The compliance report: a row per group with its assignments by state and its certificates
 * ending soon, then one for all the asker's people (each counted once, so it is not the sum of a
 * team grouping). A table on a wide screen; a card per group on a phone, its figures named.
 */
export function ComplianceTable({ report, by }: { report: ComplianceReport; by: ComplianceGrouping }) {
  const { t, i18n } = useTranslation();
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('md'));
  const number = new Intl.NumberFormat(i18n.language);
  const rows: Row[] = [
    ...report.groups.map(({ _id, name, ...figures }) => ({
      key: _id,
      name: name || t('assignments.compliance.unnamed'),
      total: false,
      ...figures,
    })),
    { key: 'total', name: t('assignments.compliance.total'), total: true, ...report.total },
  ];
  const label = t('assignments.compliance.tableLabel', { group: t(`assignments.compliance.by.${by}`) });
  const alarm = (figure: keyof ComplianceFigures, value: number) =>
    ALARMING.has(figure) && value > 0 ? { color: 'error.main', fontWeight: 600 } : undefined;

  if (phone)
    return (
      <List disablePadding aria-label={label}>
        {rows.map((row) => (
          <ListItem
            key={row.key}
            divider
            sx={{ display: 'block', py: 1.5, bgcolor: row.total ? 'action.hover' : undefined }}
          >
            <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
              {row.name}
            </Typography>
            <Box
              component="dl"
              sx={{
                m: 0,
                display: 'grid',
                gridTemplateColumns: 'minmax(0, 1fr) auto',
                columnGap: 2,
                rowGap: 0.25,
                '& dd': { m: 0, textAlign: 'right' },
              }}
            >
              {COMPLIANCE_FIGURES.map((figure) => (
                <Box key={figure} sx={{ display: 'contents' }}>
                  <Typography component="dt" variant="body2" color="text.secondary">
                    {t(`assignments.compliance.figures.${figure}`)}
                  </Typography>
                  <Typography component="dd" variant="body2" sx={alarm(figure, row[figure])}>
                    {number.format(row[figure])}
                  </Typography>
                </Box>
              ))}
            </Box>
          </ListItem>
        ))}
      </List>
    );

  return (
    // a narrow window scrolls the table sideways inside its box, never the page
    <TableContainer sx={{ overflowX: 'auto' }}>
      <Table size="small" aria-label={label}>
        <TableHead>
          <TableRow>
            <TableCell>{t(`assignments.compliance.by.${by}`)}</TableCell>
            {COMPLIANCE_FIGURES.map((figure) => (
              <TableCell key={figure} align="right">
                {t(`assignments.compliance.figures.${figure}`)}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => (
            <TableRow
              key={row.key}
              hover={!row.total}
              sx={row.total ? { bgcolor: 'action.hover', '& > *': { fontWeight: 600 } } : undefined}
            >
              <TableCell component="th" scope="row" sx={{ minWidth: 180, overflowWrap: 'anywhere' }}>
                {row.name}
              </TableCell>
              {COMPLIANCE_FIGURES.map((figure) => (
                <TableCell key={figure} align="right" sx={alarm(figure, row[figure])}>
                  {number.format(row[figure])}
                </TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
