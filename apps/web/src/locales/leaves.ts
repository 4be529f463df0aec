/** Every leaf of a locale file as `a.b.c` -> value (anything that is not an object is a leaf). */
export function leaves(node: unknown, prefix = ''): Map<string, unknown> {
  const found = new Map<string, unknown>();
  if (node !== null && typeof node === 'object' && !Array.isArray(node)) {
    for (const [key, child] of Object.entries(node)) {
      for (const [path, value] of leaves(child, prefix ? `${prefix}.${key}` : key)) found.set(path, value);
    }
  } else {
    found.set(prefix, node);
  }
  return found;
}
