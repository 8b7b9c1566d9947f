import { keyIndex } from '../../../src/shared/scene/order-keys'
import type { SceneDocument, SceneNode } from '../../../src/shared/scene/schema'
import { boxesOverlap, childrenIndex, nodeBounds, restsOn, transformMatrix, type Box } from '../../../src/shared/scene/bounds'
import { specForName } from '../../../src/server/services/planner/catalog'
import { TUCKED_ORDER } from '../../../src/server/services/planner/parse'
import { FLIES, plausibility } from './plausibility'
import { names, relationHolds as restsOnATop } from './judge'
import { objectsOf } from './scene-geometry'

/**
 * Checks a planned scene against what a prompt asked for, and the layout rules every scene must
 * keep (no overlaps, nothing floating). Used by the prompt-set test and the bench; pure, so a
 * failing check can be printed and read.
 */
export type RelationCheck = 'on' | 'under' | 'next' | 'behind' | 'front' | 'left' | 'right' | 'around' | 'above' | 'between' | 'row' | 'circle' | 'grid' | 'stack'
export interface Expect {
  /** Object name → exact count, or [min, max]. */
  objects?: Record<string, number | [number, number]>
  /** Object name → a colour one of its parts has. */
  colours?: Record<string, string>
  /** Object name → a material look one of its parts has. */
  materials?: Record<string, 'metal' | 'glass' | 'glow' | 'shiny' | 'matte'>
  relations?: ([string, RelationCheck, string] | [string, 'between', string, string] | [string, 'row' | 'circle' | 'grid' | 'stack'])[]
  elements?: string[]
  noElements?: string[]
  skybox?: string
  fog?: boolean
  time?: 'night' | 'sunset' | 'day'
  text?: string
  events?: { on: string; action: string; url?: string; target?: string }[]
  lights?: number
  sounds?: string[]
  /** Object name → minimum height in metres. */
  minHeight?: Record<string, number>
  maxHeight?: Record<string, number>
  changed?: boolean
}

export interface Check {
  what: string
  ok: boolean
}

const base = (name: string) => name.replace(/\d+$/, '').trim()

/** Object nodes (top-level, or tucked under another) with the name, and their world boxes. */
export function objectsNamed(doc: SceneDocument, name: string): { node: SceneNode; box: Box }[] {
  const children = childrenIndex(doc)
  const out: { node: SceneNode; box: Box }[] = []
  for (const node of Object.values(doc.nodes)) {
    if (base(node.name).toLowerCase() !== name.toLowerCase()) continue
    if (node.parentId !== null && keyIndex(node.order) < TUCKED_ORDER) continue
    const box = worldBox(doc, node, children)
    if (box) out.push({ node, box })
  }
  return out
}

function worldBox(doc: SceneDocument, node: SceneNode, children: Map<string | null, SceneNode[]>): Box | null {
  // Compose the ancestors' matrices by bounding the node under an identity-positioned chain.
  const chain: SceneNode[] = []
  let p = node.parentId ? doc.nodes[node.parentId] : undefined
  while (p) {
    chain.unshift(p)
    p = p.parentId ? doc.nodes[p.parentId] : undefined
  }
  let m: number[] | undefined
  for (const a of chain) m = m ? mul(m, transformMatrix(a.transform)) : transformMatrix(a.transform)
  return nodeBounds(node, children, m)
}
function mul(m: number[], n: number[]): number[] {
  const out = new Array<number>(12)
  for (let r = 0; r < 3; r++) {
    for (let c = 0; c < 4; c++) {
      let v = m[r * 4] * n[c] + m[r * 4 + 1] * n[4 + c] + m[r * 4 + 2] * n[8 + c]
      if (c === 3) v += m[r * 4 + 3]
      out[r * 4 + c] = v
    }
  }
  return out
}

const cx = (b: Box) => (b.min[0] + b.max[0]) / 2
const cz = (b: Box) => (b.min[2] + b.max[2]) / 2
const E = 0.01

function relationHolds(doc: SceneDocument, kind: RelationCheck, a: { node: SceneNode; box: Box }, b: { node: SceneNode; box: Box }): boolean {
  const A = a.box
  const B = b.box
  switch (kind) {
    case 'on': {
      // On a usable top of it (a cat on the sofa's cushion), judged on the drawn pieces.
      const objs = objectsOf(doc)
      const oa = objs.find((o) => o.node.id === a.node.id)
      const ob = objs.find((o) => o.node.id === b.node.id)
      // A flier (a star, a bird) may perch on a tip: it needs no top to hold it.
      const perched = specForName(a.node.name)?.airborne !== undefined && restsOn(A, B, 0.002)
      return perched || (!!oa && !!ob && restsOnATop('on', oa, ob, objs))
    }
    case 'under':
      return a.node.parentId === b.node.id || (A.max[1] <= B.min[1] + E && cx(A) >= B.min[0] - 0.5 && cx(A) <= B.max[0] + 0.5)
    case 'above':
      return A.min[1] >= B.max[1] - E && Math.abs(cx(A) - cx(B)) < 1.5 && Math.abs(cz(A) - cz(B)) < 1.5
    case 'next': {
      const gx = Math.max(0, Math.max(A.min[0], B.min[0]) - Math.min(A.max[0], B.max[0]))
      const gz = Math.max(0, Math.max(A.min[2], B.min[2]) - Math.min(A.max[2], B.max[2]))
      // Side by side at the same level; something hovering (a saucer) counts from the ground below it.
      const level = Math.abs(A.min[1] - B.min[1]) < 0.05 || !!specForName(b.node.name)?.airborne || !!specForName(a.node.name)?.airborne
      return Math.hypot(gx, gz) <= 2 && level
    }
    case 'behind':
      return A.max[2] <= B.min[2] + E && Math.abs(cx(A) - cx(B)) < 4
    case 'front':
      return A.min[2] >= B.max[2] - E && Math.abs(cx(A) - cx(B)) < 4
    case 'left':
      return A.max[0] <= B.min[0] + E
    case 'right':
      return A.min[0] >= B.max[0] - E
    default:
      return false
  }
}

/** Every check of one expectation against a planned document. */
export function evaluate(doc: SceneDocument, expect: Expect, changed: boolean): Check[] {
  const checks: Check[] = []
  const add = (what: string, ok: boolean) => checks.push({ what, ok })
  if (expect.changed !== undefined) add(`changed is ${expect.changed}`, changed === expect.changed)
  for (const [name, want] of Object.entries(expect.objects ?? {})) {
    const n = objectsNamed(doc, name).length
    add(`${name} × ${JSON.stringify(want)} (got ${n})`, typeof want === 'number' ? n === want : n >= want[0] && n <= want[1])
  }
  for (const [name, hex] of Object.entries(expect.colours ?? {})) {
    const found = objectsNamed(doc, name).some(({ node }) => shapesOf(doc, node).some((s) => s.kind === 'shape' && s.material.albedo === hex))
    add(`${name} is ${hex}`, found)
  }
  for (const [name, look] of Object.entries(expect.materials ?? {})) {
    const found = objectsNamed(doc, name).some(({ node }) =>
      shapesOf(doc, node).some((s) => {
        if (s.kind !== 'shape') return false
        const m = s.material
        return look === 'metal' ? m.metallic >= 0.8 : look === 'glass' ? m.renderingMode === 'Transparent' && m.alpha < 1 : look === 'glow' ? m.emission !== null : look === 'shiny' ? m.smoothness >= 0.85 : m.smoothness <= 0.15
      }),
    )
    add(`${name} looks ${look}`, found)
  }
  for (const rel of expect.relations ?? []) {
    const [aName, kind] = rel
    const as = objectsNamed(doc, aName)
    let ok = false
    if (kind === 'row') ok = as.length > 1 && as.every((x) => Math.abs(cz(x.box) - cz(as[0].box)) < 0.02)
    else if (kind === 'circle') {
      const mx = as.reduce((s, x) => s + cx(x.box), 0) / as.length
      const mz = as.reduce((s, x) => s + cz(x.box), 0) / as.length
      const d = as.map((x) => Math.hypot(cx(x.box) - mx, cz(x.box) - mz))
      ok = as.length > 2 && Math.max(...d) - Math.min(...d) < 0.1
    } else if (kind === 'grid') ok = new Set(as.map((x) => cx(x.box).toFixed(2))).size > 1 && new Set(as.map((x) => cz(x.box).toFixed(2))).size > 1
    else if (kind === 'stack') {
      const sorted = [...as].sort((p, q) => p.box.min[1] - q.box.min[1])
      ok = sorted.length > 1 && sorted.slice(1).every((x, i) => restsOn(x.box, sorted[i].box, 0.002))
    } else if (kind === 'around') {
      const bs = objectsNamed(doc, rel[2] as string)
      ok = bs.some((b) => {
        const angles = as.map((x) => Math.atan2(cx(x.box) - cx(b.box), cz(x.box) - cz(b.box))).sort((p, q) => p - q)
        const gaps = angles.map((v, i) => (i ? v - angles[i - 1] : v + Math.PI * 2 - angles[angles.length - 1]))
        return as.length > 1 && Math.max(...gaps) < Math.PI * 1.01 && as.every((x) => !boxesOverlap(x.box, b.box))
      })
    } else if (kind === 'between') {
      const bs = objectsNamed(doc, rel[2] as string)
      const cs = objectsNamed(doc, (rel as string[])[3])
      ok = as.some((a) => bs.some((b) => cs.some((c) => (cx(a.box) - cx(b.box)) * (cx(a.box) - cx(c.box)) < 0 || (cz(a.box) - cz(b.box)) * (cz(a.box) - cz(c.box)) < 0)))
    } else {
      const bs = objectsNamed(doc, rel[2] as string)
      ok = as.some((a) => bs.some((b) => a.node.id !== b.node.id && relationHolds(doc, kind, a, b)))
    }
    add(`${rel.join(' ')}`, ok)
  }
  const s = doc.settings
  for (const e of expect.elements ?? []) add(`element ${e}`, s.environment.elements.includes(e))
  for (const e of expect.noElements ?? []) add(`no element ${e}`, !s.environment.elements.includes(e))
  if (expect.skybox) add(`skybox ${expect.skybox}`, s.environment.skybox === expect.skybox)
  if (expect.fog !== undefined) add(`fog ${expect.fog}`, (s.fog.type !== 'none') === expect.fog)
  if (expect.time === 'night') add('night', s.environment.skybox === 'night' && s.ambientLight.intensity <= 0.3 && s.environment.elements.includes('stars'))
  if (expect.time === 'sunset') add('sunset', s.environment.skybox === 'sunset')
  if (expect.time === 'day') add('day', s.background === '#87CEEB' && !s.environment.elements.includes('stars'))
  if (expect.text) add(`text "${expect.text}"`, Object.values(doc.nodes).some((n) => n.kind === 'text' && n.text.content === expect.text))
  for (const ev of expect.events ?? []) {
    const ok = objectsNamed(doc, ev.on).some(({ node }) =>
      node.events.some((e) => {
        if (e.action !== ev.action) return false
        if (ev.url && e.url !== ev.url) return false
        if (ev.target) {
          const t = e.targetId ? doc.nodes[e.targetId] : undefined
          return !!t && base(t.name).toLowerCase() === ev.target.toLowerCase()
        }
        return true
      }),
    )
    add(`event ${ev.on} ${ev.action}${ev.url ? ` ${ev.url}` : ''}${ev.target ? ` → ${ev.target}` : ''}`, ok)
  }
  if (expect.lights !== undefined) add(`≥ ${expect.lights} lights`, Object.values(doc.nodes).filter((n) => n.kind === 'light' && n.parentId === null).length >= expect.lights)
  for (const clip of expect.sounds ?? []) add(`sound ${clip}`, Object.values(doc.nodes).some((n) => n.kind === 'audio' && doc.assets[n.assetId]?.name === clip))
  for (const [name, h] of Object.entries(expect.minHeight ?? {})) add(`${name} ≥ ${h} m`, objectsNamed(doc, name).some((o) => o.box.max[1] - o.box.min[1] >= h - 0.01))
  for (const [name, h] of Object.entries(expect.maxHeight ?? {})) add(`${name} ≤ ${h} m`, objectsNamed(doc, name).some((o) => o.box.max[1] - o.box.min[1] <= h + 0.01))
  return checks
}

function shapesOf(doc: SceneDocument, node: SceneNode): SceneNode[] {
  if (node.kind === 'shape') return [node]
  return Object.values(doc.nodes).filter((n) => n.parentId === node.id)
}

export interface LayoutProblem {
  kind: 'overlap' | 'floating' | 'unsupported'
  a: string
  b?: string
}

/**
 * The layout rules, judged on drawn pieces (see plausibility.ts): nothing passes through
 * anything, and everything rests on the ground, on a top that can hold it, in water or against a
 * wall, unless it flies (the catalog says so, or it is a thing that flies by nature).
 */
export function layoutProblems(doc: SceneDocument, asked: string[] = []): LayoutProblem[] {
  // Asked to be above something, a thing hovers there; nothing else may.
  const flies = (name: string) => specForName(name)?.airborne !== undefined || FLIES.has(name.replace(/\d+$/, '').trim().toLowerCase()) || asked.some((n) => names(name, n) || !!specForName(name)?.words.includes(n))
  return plausibility(objectsOf(doc), (o) => flies(o.node.name))
}
