/**
 * A seeded random source (mulberry32): the demo's history is drawn from it, so every first start
 * makes the same academy (same people, same months, same results), whatever the machine.
 */
export interface Random {
  /** in [0, 1) */
  next(): number;
  /** an integer in [min, max] */
  int(min: number, max: number): number;
  chance(probability: number): boolean;
  pick<T>(items: readonly T[]): T;
}

export function seededRandom(seed: number): Random {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  return {
    next,
    int,
    chance: (probability) => next() < probability,
    pick: <T>(items: readonly T[]) => {
      const item = items[int(0, items.length - 1)];
      if (item === undefined) throw new Error('demo seed: nothing to pick from');
      return item;
    },
  };
}

export const DAY_MS = 86_400_000;
export const daysAgo = (now: Date, days: number) => new Date(now.getTime() - days * DAY_MS);
export const daysAfter = (date: Date, days: number) => new Date(date.getTime() + days * DAY_MS);
