/**
 * Structural equality for JSON-like values (what /api and the replica answer): the same
 * primitives, arrays of equal items in order, objects with equal values under the same keys in
 * any order, sets of the same members. Lets a screen keep the answer it shows when a new
 * catalogue answers the same, and the signed-in rows skip a render when a refresh changed nothing.
 * `ignoredKeys` are left out at every depth (what the screen does not show).
 */
export function sameValue(a: unknown, b: unknown, ignoredKeys?: ReadonlySet<string>): boolean {
  if (Object.is(a, b)) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  if (Array.isArray(a) && Array.isArray(b)) return a.length === b.length && a.every((item, i) => sameValue(item, b[i], ignoredKeys));
  if (a instanceof Set || b instanceof Set)
    return a instanceof Set && b instanceof Set && a.size === b.size && [...a].every((item) => b.has(item));
  if (a instanceof Map || b instanceof Map) return false;
  const kept = (k: string) => !ignoredKeys?.has(k);
  const ka = Object.keys(a).filter(kept);
  const kb = Object.keys(b).filter(kept);
  if (ka.length !== kb.length) return false;
  const rb = b as Record<string, unknown>;
  const ra = a as Record<string, unknown>;
  return ka.every((k) => Object.hasOwn(rb, k) && sameValue(ra[k], rb[k], ignoredKeys));
}
