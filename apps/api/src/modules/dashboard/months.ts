/** A calendar month (UTC) as the dashboard names it: YYYY-MM. */
export const monthKey = (date: Date): string =>
  `${date.getUTCFullYear()}-${String(date.getUTCMonth() + 1).padStart(2, '0')}`;

/** The first instant (UTC) of the month `back` months before the month of `now`. */
export const monthStart = (now: Date, back = 0): Date =>
  new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - back, 1));

/** The `count` calendar months (UTC) that end with the month of `now`, oldest first, as YYYY-MM. */
export const lastMonths = (now: Date, count: number): string[] =>
  Array.from({ length: count }, (_, index) => monthKey(monthStart(now, count - 1 - index)));
