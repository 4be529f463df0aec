import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

/** The first instant (UTC) of a month named YYYY-MM, as the API names them. */
const firstDay = (month: string) => new Date(`${month}-01T00:00:00Z`);

/**
 * Numbers and months in the reader's language: "1.234", "janeiro de 2026" (the table, the
 * tooltip), "jan." (a chart's axis). Months are calendar months in UTC, as the API counts them.
 */
export function useFigureFormat() {
  const { i18n } = useTranslation();
  const language = i18n.language;
  return useMemo(() => {
    const numbers = new Intl.NumberFormat(language);
    const longMonth = new Intl.DateTimeFormat(language, { month: 'long', year: 'numeric', timeZone: 'UTC' });
    const shortMonth = new Intl.DateTimeFormat(language, { month: 'short', timeZone: 'UTC' });
    return {
      number: (value: number) => numbers.format(value),
      month: (month: string) => longMonth.format(firstDay(month)),
      shortMonth: (month: string) => shortMonth.format(firstDay(month)),
    };
  }, [language]);
}
