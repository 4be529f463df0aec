/**
 * Training type ids (spec section 5): a new type takes the highest id plus 1 (0 for the first);
 * after a removal the remaining types are numbered again from 0, keeping their order. Courses
 * name their type by id, so a removal also says which old id became which new one.
 */

/** The id of a new training type, given the ids in use. */
export function nextTrainingTypeId(ids: readonly number[]): number {
  return ids.length === 0 ? 0 : Math.max(...ids) + 1;
}

/**
 * The new id of each remaining type once `removed` is taken out of `ids`: the remaining ids in
 * ascending order become 0, 1, 2... Only the ids that change are listed, as [old, new] pairs.
 */
export function renumberAfterRemoval(ids: readonly number[], removed: number): [number, number][] {
  const remaining = [...new Set(ids)].filter((id) => id !== removed).sort((a, b) => a - b);
  return remaining.flatMap((old, index): [number, number][] => (old === index ? [] : [[old, index]]));
}
