import type { SceneTransaction } from '../../../shared/scene/transaction'
import type { Vec3 } from '../../../shared/scene/schema'
import { childrenIndex, nodeBounds } from '../../../shared/scene/bounds'
import type { Entity } from './entities'
import type { Item } from './scan'

/**
 * 'four trees of different heights', 'candles of various heights on a tray', 'balloons floating
 * at different heights': the several things named just before the words are not all alike. What
 * stands is drawn taller or shorter (its height only, so its footprint keeps its place); what
 * hangs in the air hangs higher or lower.
 */
const VARIED = new Set(['different', 'various', 'varying', 'varied', 'differing', 'assorted', 'mixed', 'random'])
const HEIGHT = new Set(['heights', 'height', 'levels', 'altitudes'])

/** 'a smartphone lying flat on a table', 'a book laid flat': the thing lies on its back. */
export function lyingFlat(tokens: string[], items: Item[], entities: Entity[]): void {
  for (const e of entities) {
    if (e.kind !== 'object' || e.pronoun || e.existing || !items[e.item]) continue
    const end = items[e.item].i + items[e.item].n
    const after = tokens.slice(end, end + 4).join(' ')
    if (/^(?:(?:that is|which is|is) )?(?:lying|laid|lies|laying|placed|put) (?:flat|down|face up|face down)\b/.test(after)) e.lyingFlat = true
  }
}

export function variedHeights(tokens: string[], items: Item[], entities: Entity[]): void {
  for (let i = 1; i < tokens.length; i++) {
    if (!HEIGHT.has(tokens[i]) || !VARIED.has(tokens[i - 1])) continue
    // The nearest several things named before the words, in the same sentence.
    const before = entities.filter((e) => e.kind === 'object' && !e.pronoun && !e.existing && items[e.item] && items[e.item].i < i - 1 && e.count > 1)
    const e = before[before.length - 1]
    if (e && !tokens.slice(items[e.item].i, i).some((t) => ['.', ';', '!', '?'].includes(t))) e.variedHeights = true
  }
}

/** Each one's place in the spread, mixed so that neighbours differ (not a staircase). */
function rankOf(k: number, n: number): number {
  const step = [5, 3, 7, 2].find((m) => n % m !== 0 && m < n) ?? 1
  return (k * step) % n
}

export function varyHeights(tx: SceneTransaction, entities: readonly Entity[], roots: ReadonlyMap<number, string[]>): void {
  const r = (v: number) => Math.round(v * 1e4) / 1e4
  for (const e of entities) {
    if (!e.variedHeights) continue
    const ids = (roots.get(e.index) ?? []).filter((id) => tx.doc.nodes[id])
    const n = ids.length
    if (n < 2) continue
    ids.forEach((id, k) => {
      const node = tx.doc.nodes[id]
      const box = nodeBounds(node, childrenIndex(tx.doc))
      if (!box) return
      // Spread evenly: heights from 0.6 to 1.6 times, lifts over a metre and a half.
      const at = rankOf(k, n) / (n - 1)
      const t = node.transform
      // (Up in the air by nature or by the words, not standing on a shelf or a table.)
      const inAir = (e.lift !== undefined || e.spec?.airborne !== undefined || !!e.hangs) && e.rel?.type !== 'on' && e.rel?.type !== 'in'
      if (inAir && box.min[1] > 0.15 && !node.parentId) {
        // Up in the air: higher or lower, never down to the ground.
        const lift = Math.max(at * 1.5 - 0.4, 0.1 - box.min[1])
        tx.push({ op: 'update', id, patch: { transform: { ...t, position: [t.position[0], r(t.position[1] + lift), t.position[2]] as Vec3 } } })
      } else {
        const f = 0.6 + at
        tx.push({ op: 'update', id, patch: { transform: { ...t, scale: [t.scale[0], r(t.scale[1] * f), t.scale[2]] as Vec3 } } })
      }
    })
  }
}
