/**
 * Deep equality for JSON values regardless of key order: documents read back from a jsonb
 * column come with their keys reordered, so a string comparison would call equal things different.
 */
export function sameJson(a: unknown, b: unknown): boolean {
  if (a === b) return true
  if (typeof a !== typeof b || a === null || b === null || typeof a !== 'object') return false
  if (Array.isArray(a) !== Array.isArray(b)) return false
  if (Array.isArray(a)) {
    const other = b as unknown[]
    return a.length === other.length && a.every((v, i) => sameJson(v, other[i]))
  }
  const left = a as Record<string, unknown>
  const right = b as Record<string, unknown>
  // Keys holding undefined are absent in JSON.
  const keys = (o: Record<string, unknown>) => Object.keys(o).filter((k) => o[k] !== undefined)
  const lk = keys(left)
  const rk = keys(right)
  return lk.length === rk.length && lk.every((k) => Object.hasOwn(right, k) && sameJson(left[k], right[k]))
}
