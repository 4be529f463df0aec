/** A progress value (0..100) as a percentage with one decimal in the reader's language: "45.5%", "45,5%". */
export const formatProgress = (value: number, language: string): string =>
  new Intl.NumberFormat(language, {
    style: 'percent',
    minimumFractionDigits: 1,
    maximumFractionDigits: 1,
  }).format(Math.min(100, Math.max(0, value)) / 100);
