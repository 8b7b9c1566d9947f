import type { SceneDocument } from '../../../shared/scene/schema'

/**
 * 'remove the green balloon' among a red, a green and a blue one: the things whose own painted
 * pieces carry that colour (the nearest in RGB, within a fair distance), so the words pick the
 * one meant and not whichever came last. Empty when none is near it.
 */
export function pickByColour(doc: SceneDocument, ids: string[], hex: string): string[] {
  const want = rgb(hex)
  if (!want) return []
  const children = new Map<string, string[]>()
  for (const n of Object.values(doc.nodes)) if (n.parentId) children.set(n.parentId, [...(children.get(n.parentId) ?? []), n.id])
  const distance = (id: string): number => {
    let best = Infinity
    const walk = (nid: string, depth: number) => {
      const n = doc.nodes[nid]
      if (!n || depth > 3) return
      if (n.kind === 'shape') {
        const c = rgb(n.material.albedo)
        if (c) best = Math.min(best, Math.hypot(c[0] - want[0], c[1] - want[1], c[2] - want[2]))
      }
      for (const c of children.get(nid) ?? []) walk(c, depth + 1)
    }
    walk(id, 0)
    return best
  }
  const scored = ids.map((id) => ({ id, d: distance(id) }))
  const nearest = Math.min(...scored.map((s) => s.d))
  // Within a fair distance of the asked colour, and as near as the nearest one.
  if (!(nearest <= 120)) return []
  return scored.filter((s) => s.d <= nearest + 1).map((s) => s.id)
}

function rgb(hex: string): [number, number, number] | null {
  const m = /^#?([0-9a-f]{6})$/i.exec(hex)
  if (!m) return null
  const v = parseInt(m[1], 16)
  return [(v >> 16) & 255, (v >> 8) & 255, v & 255]
}
