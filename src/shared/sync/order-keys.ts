/**
 * Sibling order as fractional keys over the document's numeric `order`: a move takes a key
 * between its new neighbours and writes only the moved node (parent and order in one op), so two
 * people moving different nodes at once never rewrite each other's siblings, and the server's
 * sequence alone decides the result. Ties (equal keys) sort by id, as childrenOf does.
 *
 * Why numbers and not `fractional-indexing`'s strings: the document's `order` is a number read by
 * the assistant, the templates and the code window; a string key is a schema migration across
 * them (see the report of issue 28). Halving a gap works about 50 times in one place before a
 * double runs out of room; then this answers null and the caller renumbers the siblings.
 */
export function orderBetween(before: number | undefined, after: number | undefined): number | null {
  if (before === undefined && after === undefined) return 0
  if (before === undefined) return Math.floor(after! - 1)
  if (after === undefined) return Math.floor(before + 1)
  const mid = before + (after - before) / 2
  return mid > before && mid < after ? mid : null
}
