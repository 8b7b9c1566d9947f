import { BASE_62_DIGITS, generateKeyBetween, generateNKeysBetween } from 'fractional-indexing'

/**
 * Sibling order as fractional-index keys (`fractional-indexing`, the scheme Figma described):
 * strings that sort by plain code-unit comparison, with room between any two. A move takes a
 * key between its new neighbours and writes only the moved node (parent and order in one op),
 * so two people moving different nodes at once never rewrite each other's siblings and the
 * server's sequence alone decides the result. Two keys made at once in the same gap can be
 * equal: ties sort by id, everywhere (compareOrder), so every client still draws one order.
 *
 * A key's integer part (`a0` = 0, `a1` = 1, … `az` = 61, `b00` = 62 …) doubles as a small index:
 * the assistant numbers its parts with it (indexKey/keyIndex), and numeric orders of documents
 * before schema v3 map onto it, so their integers keep their meaning.
 */

/** Plain code-unit order: the order fractional-indexing's keys are made for (never localeCompare). */
export const compareKeys = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0)

/** Siblings in document order: key, then id for equal keys. */
export const compareOrder = (a: { order: string; id: string }, b: { order: string; id: string }) => compareKeys(a.order, b.order) || compareKeys(a.id, b.id)

/** A key's shape as the library accepts it (integer part of the length its head says, no trailing zero in the fraction). */
export function isOrderKey(key: string): boolean {
  if (key.length > 1024 || !/^[A-Za-z][0-9A-Za-z]*$/.test(key)) return false
  const head = key.charCodeAt(0)
  const intLength = head >= 97 ? head - 97 + 2 : 90 - head + 2
  if (key.length < intLength || key === 'A' + '0'.repeat(26)) return false
  return key.length === intLength || !key.endsWith('0')
}

/**
 * A key between two neighbours (either may be absent: the start or the end). Null when there is
 * no gap (equal keys, made at once by two people): the caller renumbers those siblings.
 */
export function keyBetween(before: string | undefined, after: string | undefined): string | null {
  if (before !== undefined && after !== undefined && before >= after) return null
  return generateKeyBetween(before ?? null, after ?? null)
}

/** `count` increasing keys between two neighbours (a renumbering, a group's new members). */
export const keysBetween = (before: string | undefined, after: string | undefined, count: number): string[] => generateNKeysBetween(before ?? null, after ?? null, count)

/** The key after every sibling under `parentId` (a new node goes last). */
export function lastKey(nodes: Record<string, { parentId: string | null; order: string }>, parentId: string | null): string {
  let max: string | undefined
  for (const node of Object.values(nodes)) if (node.parentId === parentId && (max === undefined || node.order > max)) max = node.order
  return generateKeyBetween(max ?? null, null)
}

/** The key whose integer part is `n` (n ≥ 0), with no fraction: a0, a1, … az, b00, … */
export function indexKey(n: number): string {
  if (!Number.isSafeInteger(n) || n < 0) throw new Error(`indexKey: ${n} is not a non-negative integer`)
  let offset = 0
  for (let length = 1; length <= 26; length++) {
    const count = 62 ** length
    if (n < offset + count) {
      let rest = n - offset
      let digits = ''
      for (let i = 0; i < length; i++) {
        digits = BASE_62_DIGITS[rest % 62] + digits
        rest = Math.floor(rest / 62)
      }
      return String.fromCharCode(97 + length - 1) + digits
    }
    offset += count
  }
  throw new Error(`indexKey: ${n} is too large`)
}

/** The integer part of a key (what indexKey made it from); negative keys (head A–Z) answer -1. */
export function keyIndex(key: string): number {
  const head = key.charCodeAt(0)
  if (head < 97 || head > 122) return -1
  const length = head - 97 + 1
  let offset = 0
  for (let l = 1; l < length; l++) offset += 62 ** l
  let value = 0
  for (let i = 1; i <= length; i++) value = value * 62 + BASE_62_DIGITS.indexOf(key[i] ?? '0')
  return offset + value
}

/** Whether the key is a bare integer (no fraction): what indexKey makes. */
export const isIndexKey = (key: string) => key.length === key.charCodeAt(0) - 97 + 2
