/**
 * Drag-and-drop reordering of courses, modules and lessons: the list is reordered on the
 * client, then saved as positions by index (the first item gets position 0).
 */

/**
 * A copy of `items` with the item at `fromIndex` moved to `toIndex`. An out-of-range
 * `fromIndex` changes nothing; `toIndex` is clamped to the list.
 */
export function reorder<T>(items: readonly T[], fromIndex: number, toIndex: number): T[] {
  const copy = [...items];
  if (!Number.isInteger(fromIndex) || fromIndex < 0 || fromIndex >= copy.length) return copy;
  const target = Math.min(copy.length - 1, Math.max(0, Math.trunc(toIndex)));
  const [moved] = copy.splice(fromIndex, 1);
  copy.splice(target, 0, moved as T);
  return copy;
}

export interface PositionEntry {
  _id: string;
  position: number;
}

/** The body of an ordersave call: each id with its index as position. */
export const positionsByIndex = (ids: readonly string[]): PositionEntry[] =>
  ids.map((_id, position) => ({ _id, position }));
