// @ts-check

/**
 * A seeded pseudo-random source (mulberry32), so that every run seeds the same academy and
 * figures from two runs compare like with like.
 * @param {number} seed
 */
export function createRandom(seed) {
  let state = seed >>> 0;
  /** a float in [0, 1) */
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    /**
     * an integer in [min, max]
     * @param {number} min
     * @param {number} max
     */
    int: (min, max) => min + Math.floor(next() * (max - min + 1)),
    /**
     * one element of a non-empty list
     * @template T
     * @param {readonly T[]} list
     * @returns {T}
     */
    pick: (list) => /** @type {T} */ (list[Math.floor(next() * list.length)]),
    /**
     * true with the given probability
     * @param {number} probability
     */
    chance: (probability) => next() < probability,
    /**
     * an exponentially distributed number with this mean (many small values, a long tail)
     * @param {number} mean
     */
    exponential: (mean) => -Math.log(1 - next()) * mean,
  };
}

/** @typedef {ReturnType<typeof createRandom>} Random */

/**
 * Picks indexes in [0, weights.length) by weight, in O(log n) per pick.
 * @param {Random} random
 * @param {readonly number[]} weights
 */
export function weightedPicker(random, weights) {
  /** @type {number[]} */
  const cumulative = [];
  let sum = 0;
  for (const weight of weights) {
    sum += weight;
    cumulative.push(sum);
  }
  return () => {
    const target = random.next() * sum;
    let low = 0;
    let high = cumulative.length - 1;
    while (low < high) {
      const mid = (low + high) >> 1;
      if (/** @type {number} */ (cumulative[mid]) > target) high = mid;
      else low = mid + 1;
    }
    return low;
  };
}
