/**
 * The ticks of a count axis: whole numbers from 0 up to at least `max`, on a step of 1, 2 or 5
 * times a power of ten, at most `most` steps, so that no axis shows "0.5 learners".
 */
export function wholeTicks(max: number, most = 5): number[] {
  const top = Math.max(1, Math.ceil(max));
  let step = 1;
  for (let power = 1; Math.ceil(top / step) > most; power *= 10) {
    const fits = [1, 2, 5]
      .map((factor) => factor * power)
      .find((candidate) => Math.ceil(top / candidate) <= most);
    step = fits ?? 10 * power;
  }
  return Array.from({ length: Math.ceil(top / step) + 1 }, (_, index) => index * step);
}
