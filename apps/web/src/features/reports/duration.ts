const unit = (language: string, value: number, name: 'hour' | 'minute' | 'second') =>
  new Intl.NumberFormat(language, { style: 'unit', unit: name, unitDisplay: 'short' }).format(value);

/**
 * Time spent in a lesson, in the reader's language, to the minute from an hour on and to the
 * second below it: "1 hr 5 min", "16 min 40 sec", "40 sec" in English.
 */
export function formatDuration(seconds: number, language: string): string {
  const whole = Math.max(0, Math.floor(seconds));
  const hours = Math.floor(whole / 3600);
  const minutes = Math.floor((whole % 3600) / 60);
  const rest = whole % 60;
  const parts =
    hours > 0
      ? [unit(language, hours, 'hour'), unit(language, minutes, 'minute')]
      : minutes > 0
        ? [unit(language, minutes, 'minute'), unit(language, rest, 'second')]
        : [unit(language, rest, 'second')];
  return new Intl.ListFormat(language, { type: 'unit', style: 'narrow' }).format(parts);
}
