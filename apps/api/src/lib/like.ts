/** `%text%` for ILIKE, with the pattern characters of the text itself escaped. */
export const containing = (text: string) => `%${text.replace(/[\\%_]/g, '\\$&')}%`;
