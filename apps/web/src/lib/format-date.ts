/** A date as DD/MM/YYYY in the browser's time zone (spec section 2: notification dates). */
export function formatDate(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  const day = String(date.getDate()).padStart(2, '0');
  const month = String(date.getMonth() + 1).padStart(2, '0');
  return `${day}/${month}/${date.getFullYear()}`;
}

/**
 * A calendar day the API writes `YYYY-MM-DD` (a due day) as DD/MM/YYYY: the day itself, in no
 * time zone, so a reader west of UTC does not see the day before.
 */
export function formatDay(day: string): string {
  const parts = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  return parts ? `${parts[3]}/${parts[2]}/${parts[1]}` : '';
}
