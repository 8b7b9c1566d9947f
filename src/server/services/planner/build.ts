import { indexKey } from '../../../shared/scene/order-keys'
import { defaultLight, defaultMaterial, defaultText } from '../../../shared/scene/defaults'
import type { Material, SceneEvent, SceneNode, Vec3 } from '../../../shared/scene/schema'
import { childrenIndex, nodeBounds, type Box } from '../../../shared/scene/bounds'
import { partBox, partScale, type MatHint, type ObjectSpec, type PartSpec } from './catalog/dsl'
import type { IdMaker, NameMaker } from './ids'
import { libraryAssetId, type LibraryModel } from '../../../shared/scene/library-models'
import type { Entity } from './parse'
import { addedParts, partTakes } from './parts'

/**
 * Turns an understood object into scene nodes: a group named after the object with one shape
 * node per part (plus its lamp light or sign text), or a single shape node for a bare primitive.
 * A prototype is built once per entity and measured with the same bounds code the tests use, so
 * the layout works with the exact box the scene will have.
 */
export interface Prototype {
  nodes: SceneNode[]
  /** World-aligned box size at rotation 0. */
  size: Vec3
  /** Bottom centre of the box in the root's frame (where the root sits relative to what it draws). */
  pivot: Vec3
  /** Local part boxes, unscaled, for tucking things underneath (groups only). */
  parts?: Box[]
  scale: Vec3
}

/**
 * What a material word does to the surface. The renderer reads metallic and smoothness only with
 * the Metallic toggle on (spec §4), so every hint that sets them turns it on: without it a chrome
 * sphere drew as matte as chalk.
 */
const MAT: Record<MatHint, Partial<Material>> = {
  metal: { metallicEnabled: true, metallic: 0.95, smoothness: 0.75 },
  chrome: { metallicEnabled: true, metallic: 1, smoothness: 0.95 },
  shiny: { metallicEnabled: true, metallic: 0.1, smoothness: 0.9 },
  glass: { renderingMode: 'Transparent', alpha: 0.35, metallicEnabled: true, metallic: 0, smoothness: 0.95 },
  glow: {},
  matte: { metallicEnabled: true, metallic: 0, smoothness: 0.1 },
  wood: { metallicEnabled: true, metallic: 0, smoothness: 0.3 },
  water: { renderingMode: 'Transparent', alpha: 0.7, metallicEnabled: true, metallic: 0.1, smoothness: 0.9 },
}

export function material(albedo: string, hints: (MatHint | undefined)[]): Material {
  let m: Material = defaultMaterial(albedo.toUpperCase())
  for (const hint of hints) {
    if (!hint) continue
    m = { ...m, ...MAT[hint] }
    if (hint === 'glow') m.emission = m.albedo
  }
  return m
}

/** Entity scale from 'big', 'tall', '2 metres tall'… on top of the object's real size. */
export function entityScale(e: Entity, base: Vec3): Vec3 {
  const s: Vec3 = [1, 1, 1]
  for (const size of e.sizes) {
    if (!size.axis) for (let i = 0; i < 3; i++) s[i] *= size.k
    else if (size.axis === 'y') s[1] *= size.k
    else {
      s[0] *= size.k
      s[2] *= size.k
    }
  }
  if (e.dims && e.dims.metres > 0) {
    const axis = e.dims.axis
    const current = axis === 'y' ? base[1] * s[1] : axis === 'x' ? Math.max(base[0] * s[0], base[2] * s[2]) : Math.max(base[0] * s[0], base[1] * s[1], base[2] * s[2])
    const k = current > 0 ? e.dims.metres / current : 1
    for (let i = 0; i < 3; i++) s[i] *= k
  }
  return s.map((v) => Math.min(40, Math.max(0.02, round(v)))) as Vec3
}

const round = (v: number) => Math.round(v * 1e4) / 1e4
const mul = (a: Vec3, b: Vec3): Vec3 => [round(a[0] * b[0]), round(a[1] * b[1]), round(a[2] * b[2])]

function partColour(part: PartSpec, spec: ObjectSpec, e: Entity): string {
  const named = e.partColours.find((p) => !p.missing && p.hex && partTakes(part, p.part))
  if (named) return named.hex
  if (part.color === 'main') return e.colour?.hex ?? spec.main
  return part.color
}

// Parts are numbered (part i has the key of i): followups read a part's spec back by that number.
const base = (id: string, name: string, parentId: string | null, order: number | string, position: Vec3, rotation: Vec3, scale: Vec3) => ({
  id,
  name,
  parentId,
  order: typeof order === 'number' ? indexKey(order) : order,
  visible: true,
  transform: { position, rotation, scale },
  events: [] as SceneEvent[],
})

/**
 * Words asked on a thing with no face of its own ('a doormat that says Go Away', 'a trophy with
 * the words Best Dad on it'): lying on top of a flat thing, else on the front of its broadest
 * upright part, in a colour that stands out from the thing's.
 */
export function wordsOn(boxes: Box[], content: string, main: string): { at: Vec3; rotation: Vec3; fontSize: number; colour: string } {
  const all = boxes.reduce((a, b) => ({ min: a.min.map((v, i) => Math.min(v, b.min[i])) as Vec3, max: a.max.map((v, i) => Math.max(v, b.max[i])) as Vec3 }))
  const size = [0, 1, 2].map((i) => all.max[i] - all.min[i])
  const hex = main.replace('#', '')
  const light = hex.length === 6 && 0.299 * parseInt(hex.slice(0, 2), 16) + 0.587 * parseInt(hex.slice(2, 4), 16) + 0.114 * parseInt(hex.slice(4, 6), 16) > 150
  const colour = light ? '#1A1A1A' : '#FFFFFF'
  const r = (v: number) => round(v)
  if (size[1] < 0.15 && size[1] < 0.25 * Math.max(size[0], size[2])) {
    return { at: [r((all.min[0] + all.max[0]) / 2), r(all.max[1] + 0.003), r((all.min[2] + all.max[2]) / 2)], rotation: [-Math.PI / 2, 0, 0], fontSize: fitText(content, size[0] * 0.85, size[2] * 0.85), colour }
  }
  // (Among the widest parts the tallest: a mailbox's box, not its post; a crate's side, not a slat.)
  const widest = Math.max(...boxes.map((b) => b.max[0] - b.min[0]))
  const face = boxes.filter((b) => b.max[0] - b.min[0] >= 0.8 * widest).reduce((a, b) => (b.max[1] - b.min[1] > a.max[1] - a.min[1] + 1e-6 ? b : a))
  const w = face.max[0] - face.min[0]
  const h = face.max[1] - face.min[1]
  // In front of whatever stands at that height.
  const front = Math.max(face.max[2], ...boxes.filter((b) => b.min[1] < face.max[1] && b.max[1] > face.min[1]).map((b) => b.max[2]))
  return { at: [r((face.min[0] + face.max[0]) / 2), r((face.min[1] + face.max[1]) / 2), r(front + 0.005)], rotation: [0, 0, 0], fontSize: fitText(content, w * 0.85, h * 0.6), colour }
}

/** Fits words to a face: the largest size whose line fits its width, and no taller than most of its height. */
export function fitText(content: string, width: number, height: number): number {
  const lines = content.split('\n')
  const longest = Math.max(...lines.map((l) => l.length), 1)
  const h = Math.min((height * 0.7) / lines.length, width / (0.55 * longest))
  return Math.max(1, Math.min(128, Math.round(h * 100 * 10) / 10))
}

export function textNode(id: string, name: string, parentId: string | null, order: number, position: Vec3, content: string, colour: string, fontSize: number): SceneNode {
  return { ...base(id, name, parentId, order, position, [0, 0, 0], [1, 1, 1]), kind: 'text', text: { ...defaultText(), content: content.slice(0, 2000), color: colour, fontSize } }
}

/** The nodes of one instance with placeholder ids p0, p1…; the root is first. */
export function prototype(e: Entity): Prototype | null {
  const nodes: SceneNode[] = []
  if (e.kind === 'text') {
    const content = e.text ?? 'Hello'
    const size = entityScale(e, [1, 1, 1])
    const fontSize = Math.min(128, Math.max(4, Math.round(60 * size[1])))
    nodes.push(textNode('p0', 'Text', null, 0, [0, 0, 0], content, e.colour?.hex ?? defaultText().color, fontSize))
    return measure(nodes, [1, 1, 1])
  }
  const spec = e.spec
  if (!spec) return null
  const scale = entityScale(e, spec.size)
  const hints = (part: PartSpec) => [part.mat, part.color === 'main' || !spec.parts.some((p) => p.color === 'main') ? e.material : undefined]
  if (spec.single) {
    const part = spec.parts[0]
    const node: SceneNode = {
      ...base('p0', spec.name, null, 0, [0, 0, 0], part.rot ?? [0, 0, 0], mul(partScale(part), scale)),
      kind: 'shape',
      shape: part.shape,
      material: material(partColour(part, spec, e), hints(part)),
    }
    nodes.push(node)
    return measure(nodes, scale)
  }
  nodes.push({ ...base('p0', spec.name, null, 0, [0, 0, 0], [0, 0, 0], scale), kind: 'group' })
  // Stripes asked for on a body that has none are added to it.
  const parts = [...spec.parts, ...addedParts(spec, e.partColours.map((p) => p.part))]
  parts.forEach((part, i) => {
    nodes.push({
      ...base(`p${i + 1}`, part.name, 'p0', i, part.at, part.rot ?? [0, 0, 0], partScale(part)),
      kind: 'shape',
      shape: part.shape,
      material: material(partColour(part, spec, e), hints(part)),
    })
  })
  let order = parts.length
  if (spec.light) {
    const light = { ...defaultLight('point'), color: spec.light.color, intensity: spec.light.intensity, distance: spec.light.distance, shadow: 'none' as const }
    nodes.push({ ...base(`p${order + 1}`, 'Light', 'p0', order, spec.light.at, [0, 0, 0], [1, 1, 1]), kind: 'light', light })
    order++
  }
  const words = e.text ?? spec.face?.text
  if (spec.face && words) {
    const f = spec.face
    const fontSize = fitText(words, f.size[0], f.size[1])
    nodes.push(textNode(`p${order + 1}`, 'Text', 'p0', order, [f.at[0], f.at[1], f.at[2]], words, f.color, fontSize))
  } else if (e.text) {
    const on = wordsOn(parts.map(partBox), e.text, e.colour?.hex ?? spec.main)
    nodes.push({ ...textNode(`p${order + 1}`, 'Text', 'p0', order, on.at, e.text, on.colour, on.fontSize), transform: { position: on.at, rotation: on.rotation, scale: [1, 1, 1] } })
  }
  const proto = measure(nodes, scale)
  proto.parts = parts.map(partBox)
  return proto
}

/**
 * A library model instead of the built-up object, at its real size (times 'big', '3 m long'…).
 * No parts: nothing is nested in or tucked under it, since its insides are not known.
 */
export function libraryPrototype(e: Entity, m: LibraryModel): Prototype {
  const scale = entityScale(e, m.dims)
  const node: SceneNode = { ...base('p0', m.name, null, 0, [0, 0, 0], [0, m.turn ?? 0, 0], scale), kind: 'model', assetId: libraryAssetId(m.slug), material: null }
  return measure([node], scale)
}

function measure(nodes: SceneNode[], scale: Vec3): Prototype {
  const nodeMap = Object.fromEntries(nodes.map((n) => [n.id, n]))
  const box = nodeBounds(nodes[0], childrenIndex({ nodes: nodeMap } as never))!
  return {
    nodes,
    size: [round(box.max[0] - box.min[0]), round(box.max[1] - box.min[1]), round(box.max[2] - box.min[2])],
    pivot: [(box.min[0] + box.max[0]) / 2, box.min[1], (box.min[2] + box.max[2]) / 2],
    scale,
  }
}

/** One placed copy of a prototype with fresh ids; the root goes to `position` (its own frame's origin). */
export function instantiate(
  proto: Prototype,
  root: { id: string; name: string; parentId: string | null; order: number | string; position: Vec3; rotY: number; scale?: Vec3; events?: SceneEvent[] },
  ids: IdMaker,
): SceneNode[] {
  const map = new Map<string, string>([['p0', root.id]])
  for (const n of proto.nodes.slice(1)) map.set(n.id, ids.next())
  return proto.nodes.map((n, i) => {
    if (i === 0) {
      const r = n.transform.rotation
      return {
        ...n,
        id: root.id,
        name: root.name,
        parentId: root.parentId,
        order: typeof root.order === 'number' ? indexKey(root.order) : root.order,
        events: root.events ?? [],
        transform: { position: root.position.map(round) as Vec3, rotation: [r[0], round(r[1] + root.rotY), r[2]], scale: root.scale ?? n.transform.scale },
      }
    }
    return { ...n, id: map.get(n.id)!, parentId: map.get(n.parentId!)! }
  })
}

export const nameFor = (names: NameMaker, e: Entity) => names.next(e.label ?? (e.kind === 'text' ? 'Text' : e.spec?.name ?? 'Object'))
