import { keyIndex } from '../../../shared/scene/order-keys'
import type { SceneOp } from '../../../shared/scene/ops'
import type { Material, SceneDocument, SceneNode, Vec3 } from '../../../shared/scene/schema'
import { fitText, material } from './build'
import { specForName, type MatHint } from './catalog'
import { push, r3, type Change } from './change'
import { TUCKED_ORDER, type Entity, type Loose } from './parse'
import { boxOfNode, drop, lift, reseat } from './rearrange'
import { builtUpInstead } from './library-swap'
import { riders, sceneInfo } from './scene-info'
import { sizeOf } from '../../../shared/scene/space-index'

export { begin, push, type Change } from './change'
export { move, rotate } from './rearrange'

/** The shape nodes a colour or material change paints: the parts the catalog calls 'main', or all of them. */
export function paintable(doc: SceneDocument, rootId: string, partWords: string[]): SceneNode[] {
  const root = doc.nodes[rootId]
  if (root.kind === 'shape' || root.kind === 'text') return [root]
  const spec = specForName(root.name)
  const kids = Object.values(doc.nodes).filter((n) => n.parentId === rootId && (n.kind === 'shape' || n.kind === 'text'))
  if (partWords.length) {
    const named = kids.filter((k) => partWords.some((w) => k.name.toLowerCase().split(' ').includes(w)))
    if (named.length) return named
  }
  const main = spec ? kids.filter((k) => k.kind === 'shape' && keyIndex(k.order) < spec.parts.length && spec.parts[keyIndex(k.order)]?.color === 'main' && spec.parts[keyIndex(k.order)].name === k.name) : []
  return main.length ? main : kids.filter((k) => k.kind === 'shape')
}

export interface Modifiers {
  colour?: { hex: string; name: string }
  material?: MatHint
  sizes: Entity['sizes']
  dims?: Entity['dims']
  text?: string
}
export const modifiersOf = (e: Entity | null, loose: Loose): Modifiers => ({
  colour: e?.colour ?? (loose.colour && { hex: loose.colour.hex, name: loose.colour.name }),
  material: e?.material ?? loose.material ?? (loose.colour?.metallic ? 'metal' : undefined),
  sizes: e?.sizes.length ? e.sizes : loose.sizes,
  dims: e?.dims ?? loose.dims,
  text: e?.text,
})
export const hasModifiers = (m: Modifiers) => !!(m.colour || m.material || m.sizes.length || m.dims || m.text)

/** Paints, re-materials, resizes and re-words the given objects. */
export function modify(change: Change, ids: string[], mods: Modifiers, partWords: string[]) {
  for (const id of ids) {
    if (!change.doc.nodes[id]) continue
    if (mods.colour || mods.material) {
      builtUpInstead(change, id)
      const ops: SceneOp[] = []
      for (const node of paintable(change.doc, id, partWords)) {
        if (node.kind === 'text') {
          if (mods.colour) ops.push({ op: 'update', id: node.id, patch: { text: { ...node.text, color: mods.colour.hex } } })
          continue
        }
        if (node.kind !== 'shape') continue
        const before = node.material
        const albedo = mods.colour?.hex ?? before.albedo
        let next: Material = mods.material ? { ...material(albedo, [mods.material]), textureAssetId: before.textureAssetId, normalMapAssetId: before.normalMapAssetId } : { ...before, albedo }
        if (!mods.material && before.emission) next = { ...next, emission: albedo }
        ops.push({ op: 'update', id: node.id, patch: { material: next } })
      }
      push(change, ops)
    }
    if (mods.text) {
      const texts = Object.values(change.doc.nodes).filter((n) => (n.parentId === id || n.id === id) && n.kind === 'text')
      const spec = specForName(change.doc.nodes[id].name)
      push(
        change,
        texts.map((t) => {
          const size = spec?.face ? fitText(mods.text!, spec.face.size[0], spec.face.size[1]) : (t as Extract<SceneNode, { kind: 'text' }>).text.fontSize
          return { op: 'update' as const, id: t.id, patch: { text: { ...(t as Extract<SceneNode, { kind: 'text' }>).text, content: mods.text!, fontSize: size } } }
        }),
      )
    }
    if (mods.sizes.length || mods.dims) resize(change, id, mods)
  }
}

function resize(change: Change, id: string, mods: Modifiers) {
  lift(change, id)
  const node = change.doc.nodes[id]
  const before = boxOfNode(change.doc, node)
  if (!before) return
  const f: Vec3 = [1, 1, 1]
  for (const s of mods.sizes) {
    if (!s.axis) for (let i = 0; i < 3; i++) f[i] *= s.k
    else if (s.axis === 'y') f[1] *= s.k
    else {
      f[0] *= s.k
      f[2] *= s.k
    }
  }
  if (mods.dims) {
    const size = sizeOf(before)
    const now = mods.dims.axis === 'y' ? size[1] : mods.dims.axis === 'x' ? Math.max(size[0], size[2]) : Math.max(...size)
    const k = now > 0 ? mods.dims.metres / now : 1
    for (let i = 0; i < 3; i++) f[i] *= k
  }
  const t = node.transform
  const scale = r3([0, 1, 2].map((i) => Math.min(200, Math.max(0.005, t.scale[i] * f[i]))) as Vec3)
  reseat(change, id, { ...t, scale }, before)
}


export function remove(change: Change, ids: string[]) {
  // What is tucked under a removed thing (a cat under the table, a car on a turntable) is an
  // object of its own: it stays, out from under it, and comes down like what rested on it.
  const going = new Set(ids)
  const under = (n: SceneNode): boolean => {
    for (let p = n.parentId; p; p = change.doc.nodes[p]?.parentId ?? null) if (going.has(p)) return true
    return false
  }
  const tucked = Object.values(change.doc.nodes).filter((n) => keyIndex(n.order) >= TUCKED_ORDER && !going.has(n.id) && under(n)).map((n) => n.id)
  for (const id of tucked) lift(change, id)
  const before = sceneInfo(change.doc)
  const left = [...new Set([...riders(before, ids), ...tucked])].filter((id) => !ids.includes(id))
  const gone = new Set<string>()
  const ops: SceneOp[] = []
  for (const id of ids) {
    if (!change.doc.nodes[id] || gone.has(id)) continue
    // A parent already going takes its children with it.
    let p = change.doc.nodes[id].parentId
    let covered = false
    while (p) {
      if (gone.has(p) || ids.includes(p)) covered = true
      p = change.doc.nodes[p]?.parentId ?? null
    }
    if (covered) continue
    gone.add(id)
    ops.push({ op: 'remove', id })
  }
  push(change, ops)
  drop(change, left)
}


export function setVisible(change: Change, ids: string[], visible: boolean) {
  push(change, ids.filter((id) => change.doc.nodes[id] && change.doc.nodes[id].visible !== visible).map((id) => ({ op: 'update' as const, id, patch: { visible } })))
}

