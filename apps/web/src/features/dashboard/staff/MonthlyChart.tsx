import { TableChart } from '@mui/icons-material';
import {
  Box,
  Paper,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  ToggleButton,
  Typography,
} from '@mui/material';
import { BarChart } from '@mui/x-charts/BarChart';
import { LineChart } from '@mui/x-charts/LineChart';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFigureFormat } from '../format';
import { wholeTicks } from './whole-ticks';

export interface MonthlySeries {
  label: string;
  /** one value per month, in the order of `months` */
  data: number[];
  /** a colour of at least 3:1 against the page (WCAG 1.4.11) */
  color: string;
}

/** Hidden from the eye, still read by a screen reader (in px: in `sx` a width of 1 means 100%). */
const visuallyHidden = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  margin: '-1px',
  padding: 0,
  border: 0,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;

const CHART_HEIGHT = 260;

/**
 * A figure per month as a chart (a line for one series, bars for several), named by its caption,
 * with the same numbers as a table: always there for a screen reader (the chart's drawing is
 * hidden from it), shown on screen by its "Show as table" toggle. The drawing is no Tab stop
 * either: the keyboard reads the numbers in the table, as a screen reader does.
 */
export function MonthlyChart({
  title,
  months,
  series,
}: {
  title: string;
  months: string[];
  series: MonthlySeries[];
}) {
  const { t } = useTranslation();
  const format = useFigureFormat();
  const [tableShown, setTableShown] = useState(false);
  const captionId = useId();
  const tableId = useId();
  const ticks = wholeTicks(Math.max(0, ...series.flatMap((one) => one.data)));
  const chartSeries = series.map((one) => ({
    ...one,
    valueFormatter: (value: number | null) => format.number(value ?? 0),
  }));
  // straight segments between the months: a smoothed curve would show values no month had
  const lineSeries = chartSeries.map((one) => ({ ...one, curve: 'linear' as const, showMark: true }));
  const xAxis = {
    id: 'months',
    data: months,
    valueFormatter: (month: string, context: { location: string }) =>
      context.location === 'tick' ? format.shortMonth(month) : format.month(month),
  };
  const yAxis = [
    { min: 0, max: ticks.at(-1), tickInterval: ticks, valueFormatter: format.number, width: 48 },
  ];
  const chartProps = {
    height: CHART_HEIGHT,
    yAxis,
    hideLegend: series.length === 1,
    skipAnimation: true,
    // no Tab stop in the drawing: its numbers are the table's, reached by the toggle beside it
    disableKeyboardNavigation: true,
  };

  return (
    <Paper component="figure" variant="outlined" aria-labelledby={captionId} sx={{ m: 0, p: 2, minWidth: 0 }}>
      <Box
        component="figcaption"
        sx={{
          display: 'flex',
          justifyContent: 'space-between',
          alignItems: 'center',
          gap: 1,
          flexWrap: 'wrap',
        }}
      >
        <Typography id={captionId} component="h3" variant="subtitle1" sx={{ fontWeight: 600 }}>
          {title}
        </Typography>
        <ToggleButton
          value="table"
          size="small"
          selected={tableShown}
          onChange={() => setTableShown((shown) => !shown)}
          aria-controls={tableId}
          aria-label={t('dashboard.staff.showTableOf', { title })}
          sx={{ gap: 0.5, textTransform: 'none' }}
        >
          <TableChart fontSize="small" aria-hidden />
          {t('dashboard.staff.showTable')}
        </ToggleButton>
      </Box>
      {series.length === 1 ? (
        <LineChart {...chartProps} xAxis={[{ ...xAxis, scaleType: 'point' }]} series={lineSeries} />
      ) : (
        <BarChart {...chartProps} xAxis={[{ ...xAxis, scaleType: 'band' }]} series={chartSeries} />
      )}
      <TableContainer id={tableId} sx={tableShown ? { mt: 1 } : visuallyHidden}>
        <Table size="small" aria-labelledby={captionId}>
          <TableHead>
            <TableRow>
              <TableCell component="th" scope="col">
                {t('dashboard.staff.month')}
              </TableCell>
              {series.map((one) => (
                <TableCell key={one.label} component="th" scope="col" align="right">
                  {one.label}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {months.map((month, index) => (
              <TableRow key={month}>
                <TableCell component="th" scope="row">
                  {format.month(month)}
                </TableCell>
                {series.map((one) => (
                  <TableCell key={one.label} align="right">
                    {format.number(one.data[index] ?? 0)}
                  </TableCell>
                ))}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
    </Paper>
  );
}
