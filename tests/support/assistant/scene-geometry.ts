import { keyIndex } from '../../../src/shared/scene/order-keys'
import { boxesOverlap, localExtent, transformMatrix, type Box } from '../../../src/shared/scene/bounds'
import { TUCKED_ORDER } from '../../../src/server/services/planner/entities'
import type { SceneDocument, SceneNode } from '../../../src/shared/scene/schema'

/**
 * The scene as geometry, read from the document alone (no planner labels): each object (a
 * top-level node that draws, or one tucked under another) with its world box, its drawn pieces
 * (leaves) with their world boxes, and the way its front (+Z) points. A leaf's top is flat when
 * it is an upright box, cylinder or plane; spheres, cones, capsules, pyramids and tori have
 * tips and curves. A leaf named 'Water' is fluid: things may be in it.
 */
export interface Leaf {
  node: SceneNode
  box: Box
  flatTop: boolean
  fluid: boolean
  shape: string
}
export interface Obj {
  node: SceneNode
  name: string
  box: Box
  leaves: Leaf[]
  /** World angle of its front about Y (0 = toward the default camera, +Z). */
  yaw: number
  light?: boolean
}

type M = number[]
const mul = (m: M, n: M): M => {
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
const ID: M = [1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, 0]

function boxOf(m: M, centre: number[], half: number[]): Box {
  const min = [0, 0, 0] as [number, number, number]
  const max = [0, 0, 0] as [number, number, number]
  for (let r = 0; r < 3; r++) {
    const c = m[r * 4] * centre[0] + m[r * 4 + 1] * centre[1] + m[r * 4 + 2] * centre[2] + m[r * 4 + 3]
    const h = Math.abs(m[r * 4]) * half[0] + Math.abs(m[r * 4 + 1]) * half[1] + Math.abs(m[r * 4 + 2]) * half[2]
    min[r] = c - h
    max[r] = c + h
  }
  return { min, max }
}

export const baseName = (name: string) => name.replace(/\d+$/, '').trim()

const isObjectRoot = (n: SceneNode) => n.parentId === null || keyIndex(n.order) >= TUCKED_ORDER

export function objectsOf(doc: SceneDocument): Obj[] {
  const children = new Map<string | null, SceneNode[]>()
  for (const n of Object.values(doc.nodes)) {
    const l = children.get(n.parentId)
    if (l) l.push(n)
    else children.set(n.parentId, [n])
  }
  const world = new Map<string, M>()
  const matrixOf = (n: SceneNode): M => {
    const hit = world.get(n.id)
    if (hit) return hit
    const parent = n.parentId ? doc.nodes[n.parentId] : undefined
    const m = mul(parent ? matrixOf(parent) : ID, transformMatrix(n.transform))
    world.set(n.id, m)
    return m
  }
  const out: Obj[] = []
  for (const root of Object.values(doc.nodes)) {
    if (!isObjectRoot(root) || root.kind === 'audio') continue
    if (root.kind === 'light') {
      // A light is where it shines from: a point, with nothing to hold up or bump into.
      const m = matrixOf(root)
      const p = [m[3], m[7], m[11]] as [number, number, number]
      out.push({ node: root, name: baseName(root.name), box: { min: p, max: [...p] as [number, number, number] }, leaves: [], yaw: Math.atan2(m[2], m[10]), light: true })
      continue
    }
    const leaves: Leaf[] = []
    const walk = (n: SceneNode) => {
      const ext = localExtent(n)
      if (ext && n.kind !== 'text') {
        const m = matrixOf(n)
        const upright = Math.abs(m[1]) < 1e-6 && Math.abs(m[9]) < 1e-6
        const shape = n.kind === 'shape' ? n.shape : n.kind
        leaves.push({ node: n, box: boxOf(m, ext.centre, ext.half), flatTop: upright && ['cube', 'cylinder', 'plane', 'model'].includes(shape), fluid: n.name === 'Water', shape })
      }
      for (const c of children.get(n.id) ?? []) if (keyIndex(c.order) < TUCKED_ORDER) walk(c)
    }
    walk(root)
    // Text on a sign counts for its size, not as something to hold up or bump into.
    const textBoxes: Box[] = []
    const walkText = (n: SceneNode) => {
      if (n.kind === 'text') {
        const ext = localExtent(n)
        if (ext) textBoxes.push(boxOf(matrixOf(n), ext.centre, ext.half))
      }
      for (const c of children.get(n.id) ?? []) if (keyIndex(c.order) < TUCKED_ORDER) walkText(c)
    }
    walkText(root)
    const all = [...leaves.map((l) => l.box), ...textBoxes]
    if (!all.length) continue
    const box: Box = {
      min: [Math.min(...all.map((b) => b.min[0])), Math.min(...all.map((b) => b.min[1])), Math.min(...all.map((b) => b.min[2]))],
      max: [Math.max(...all.map((b) => b.max[0])), Math.max(...all.map((b) => b.max[1])), Math.max(...all.map((b) => b.max[2]))],
    }
    const m = matrixOf(root)
    // The world direction of the root's local +Z, flattened onto the ground.
    const yaw = Math.atan2(m[2], m[10])
    out.push({ node: root, name: baseName(root.name), box, leaves, yaw })
  }
  return out
}

export const cx = (b: Box) => (b.min[0] + b.max[0]) / 2
export const cz = (b: Box) => (b.min[2] + b.max[2]) / 2
export const footprint = (b: Box) => Math.max(0, b.max[0] - b.min[0]) * Math.max(0, b.max[2] - b.min[2])
export const overlapXZ = (a: Box, b: Box) => Math.max(0, Math.min(a.max[0], b.max[0]) - Math.max(a.min[0], b.min[0])) * Math.max(0, Math.min(a.max[2], b.max[2]) - Math.max(a.min[2], b.min[2]))
export { boxesOverlap }
