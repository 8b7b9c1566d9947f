import type { SceneTransaction } from '../../../shared/scene/transaction'
import type { SceneDocument, Vec3 } from '../../../shared/scene/schema'
import { childrenIndex, nodeBounds, type Box } from '../../../shared/scene/bounds'
import type { Entity, Parsed } from './entities'
import { riders, sceneInfo } from './scene-info'

/**
 * Sizes and distances the words state, held after the layout: a distance from the viewer, from
 * another thing or between copies; a life-size thing as big as the real one; a place 'about 40 cm
 * across' shrunk as a whole; a stand or turntable sized to what stands on it.
 */
const r = (v: number) => Math.round(v * 1000) / 1000
const boxOf = (doc: SceneDocument, id: string): Box | null => (doc.nodes[id] ? nodeBounds(doc.nodes[id], childrenIndex(doc)) : null)
const unionOf = (doc: SceneDocument, ids: string[]): Box | null => {
  let u: Box | null = null
  for (const id of ids) {
    const b = boxOf(doc, id)
    if (b) u = u ? { min: u.min.map((v, i) => Math.min(v, b.min[i])) as Vec3, max: u.max.map((v, i) => Math.max(v, b.max[i])) as Vec3 } : b
  }
  return u
}

/** Moves roots (and what rests on them) by d on the ground. */
function shift(tx: SceneTransaction, ids: string[], dx: number, dz: number): void {
  const all = [...new Set([...ids, ...riders(sceneInfo(tx.doc), ids)])]
  for (const id of all) {
    const n = tx.doc.nodes[id]
    if (!n || n.parentId !== null) continue
    const [x, y, z] = n.transform.position
    tx.push({ op: 'update', id, patch: { transform: { ...n.transform, position: [r(x + dx), y, r(z + dz)] } } })
  }
}

/** Scales roots together about their joint bottom centre. */
function scaleTogether(tx: SceneTransaction, ids: string[], k: number): void {
  const u = unionOf(tx.doc, ids)
  if (!u) return
  const cx = (u.min[0] + u.max[0]) / 2
  const cz = (u.min[2] + u.max[2]) / 2
  for (const id of ids) {
    const n = tx.doc.nodes[id]
    if (!n) continue
    const [x, y, z] = n.transform.position
    tx.push({ op: 'update', id, patch: { transform: { ...n.transform, position: [r(cx + (x - cx) * k), r(y * k), r(cz + (z - cz) * k)], scale: n.transform.scale.map((v) => r(v * k)) as Vec3 } } })
  }
}

/** Real lengths of kinds whose catalogue model is not life size, by the word used. */
const LIFE_LENGTH: Record<string, number> = { 't-rex': 12, trex: 12, tyrannosaurus: 12, dinosaur: 12, dino: 12, brontosaurus: 22, whale: 25, 'blue whale': 25 }
/** And their real heights. */
const LIFE_HEIGHT: Record<string, number> = { 't-rex': 4.5, trex: 4.5, tyrannosaurus: 4.5, dinosaur: 4.5, dino: 4.5, brontosaurus: 7, whale: 5, 'blue whale': 5 }

export function holdStatedSizes(tx: SceneTransaction, parsed: Parsed, roots: ReadonlyMap<number, string[]>, placeMade: boolean): void {
  const { entities, tokens } = parsed
  const rootsOf = (e: Entity) => roots.get(e.index) ?? []
  for (const e of entities) {
    const ids = rootsOf(e)
    if (!ids.length) continue
    if (e.lifeSize) {
      const said = tokens.find((w) => LIFE_LENGTH[w])
      const b = unionOf(tx.doc, ids.slice(0, 1))
      const want = said ? LIFE_LENGTH[said] : undefined
      if (b && want) {
        // A long beast drawn long is scaled by its length; one drawn upright (a skeleton model
        // standing in for it) by its height, to the real thing's height.
        const long = Math.max(b.max[0] - b.min[0], b.max[2] - b.min[2])
        const tall = b.max[1] - b.min[1]
        const k = tall > long && LIFE_HEIGHT[said!] ? LIFE_HEIGHT[said!] / tall : want / long
        for (const id of ids) scaleTogether(tx, [id], k)
      }
    }
    // 'a 2 metre tall cactus in a pot': shrunk to fit the pot it was put in, it is grown back to
    // the size stated, and the pot with it.
    const holder = e.dims && e.rel && (e.rel.type === 'in' || e.rel.type === 'on') && e.rel.target.entity !== undefined ? entities[e.rel.target.entity] : undefined
    const holderIds = holder && !holder.existing && !holder.dims && !holder.pronoun ? rootsOf(holder) : []
    if (e.dims && holderIds.length === 1 && ids.length === 1 && !ids.includes(holderIds[0])) {
      const b = unionOf(tx.doc, ids)
      const now = b ? (e.dims.axis === 'y' ? b.max[1] - b.min[1] : e.dims.axis === 'x' ? Math.max(b.max[0] - b.min[0], b.max[2] - b.min[2]) : Math.max(b.max[0] - b.min[0], b.max[1] - b.min[1], b.max[2] - b.min[2])) : 0
      const k = now > 0 ? e.dims.metres / now : 1
      if (k > 1.25 && k < 50) scaleTogether(tx, [...ids, ...holderIds], k)
    }
    const d = e.distance
    if (!d) continue
    if (d.how === 'apart' && ids.length > 1) {
      // Copies in a line, their centres that far apart.
      const boxes = ids.map((id) => boxOf(tx.doc, id)!)
      const mid = boxes.reduce((s, b) => s + (b.min[0] + b.max[0]) / 2, 0) / ids.length
      const z = (boxes[0].min[2] + boxes[0].max[2]) / 2
      ids.forEach((id, k) => {
        const b = boxOf(tx.doc, id)!
        shift(tx, [id], mid + (k - (ids.length - 1) / 2) * d.metres - (b.min[0] + b.max[0]) / 2, z - (b.min[2] + b.max[2]) / 2)
      })
      continue
    }
    const from = d.from !== undefined ? (roots.get(d.from) ?? entities[d.from]?.existing ?? [])[0] : undefined
    const fb = from ? boxOf(tx.doc, from) : null
    const b = unionOf(tx.doc, ids)
    if (!b) continue
    const c = [(b.min[0] + b.max[0]) / 2, (b.min[2] + b.max[2]) / 2]
    // From the viewer, who stands at the origin looking ahead (-Z); from a thing, centre to centre.
    const o = fb ? [(fb.min[0] + fb.max[0]) / 2, (fb.min[2] + fb.max[2]) / 2] : [0, 0]
    let dir = [c[0] - o[0], c[1] - o[1]]
    const len = Math.hypot(dir[0], dir[1])
    dir = len > 0.05 && fb ? [dir[0] / len, dir[1] / len] : fb ? [1, 0] : [0, -1]
    shift(tx, ids, o[0] + dir[0] * d.metres - c[0], o[1] + dir[1] * d.metres - c[1])
  }
  // 'a tiny village about 40 cm across': the place's things shrink together to the size stated.
  const dims = parsed.loose.dims
  if (placeMade && dims && !entities.some((e) => e.dims)) {
    const ids = [...roots.values()].flat()
    const u = unionOf(tx.doc, ids)
    if (u) {
      const size = dims.axis === 'y' ? u.max[1] - u.min[1] : Math.max(u.max[0] - u.min[0], u.max[2] - u.min[2])
      if (size > 0) scaleTogether(tx, ids, dims.metres / size)
    }
  }
  fitSupports(tx, entities, roots)
}

const HOLDERS = /^(turntable|pedestal|plinth|display stand|stand|podium|display)$/
/**
 * A turntable or a stand under something much smaller ('a sneaker on a turntable', 'a turntable
 * for a shoe') is sized to it: about twice its footprint, its height in step. What rests on it
 * (its child when it turns) keeps its own size and stays on the top.
 */
function fitSupports(tx: SceneTransaction, entities: readonly Entity[], roots: ReadonlyMap<number, string[]>): void {
  for (const e of entities) {
    const t = e.rel?.type === 'on' && e.rel.target.entity !== undefined ? entities[e.rel.target.entity] : undefined
    if (!t?.spec || !HOLDERS.test(t.spec.key)) continue
    const [sid] = roots.get(t.index) ?? []
    const load = roots.get(e.index) ?? []
    const support = sid ? tx.doc.nodes[sid] : undefined
    const sb = sid ? boxOf(tx.doc, sid) : null
    const lb = unionOf(tx.doc, load)
    if (!support || !sb || !lb) continue
    const sw = Math.max(sb.max[0] - sb.min[0], sb.max[2] - sb.min[2])
    const lw = Math.max(lb.max[0] - lb.min[0], lb.max[2] - lb.min[2])
    const k = Math.max(0.3, lw * 2) / sw
    if (k > 0.6) continue
    const ky = Math.min(1, Math.sqrt(k) * 1.5)
    const [x, , z] = support.transform.position
    const s = support.transform.scale
    tx.push({ op: 'update', id: sid, patch: { transform: { ...support.transform, scale: [r(s[0] * k), r(s[1] * ky), r(s[2] * k)] } } })
    const drop = (sb.max[1] - sb.min[1]) * (1 - ky)
    for (const id of load) {
      const n = tx.doc.nodes[id]
      if (!n) continue
      if (n.parentId === sid) {
        // Its child: undo the support's new scale on it (its place on the top scales with the support).
        const [a, b2, c] = n.transform.scale
        tx.push({ op: 'update', id, patch: { transform: { ...n.transform, position: [0, n.transform.position[1], 0], scale: [r(a / k), r(b2 / ky), r(c / k)] } } })
      } else {
        const [lx, ly, lz] = n.transform.position
        tx.push({ op: 'update', id, patch: { transform: { ...n.transform, position: [r(lx - ((lb.min[0] + lb.max[0]) / 2 - x)), r(ly - drop), r(lz - ((lb.min[2] + lb.max[2]) / 2 - z))] } } })
      }
    }
  }
}
