import type { SceneDocument, SceneNode } from '../../../src/shared/scene/schema'
import { worldMatrix, type Affine } from '../../../src/shared/scene/world-transform'
import { names } from './judge'
import { cx, cz, type Obj } from './scene-geometry'

/**
 * Behaviour read from the document alone, for the fifth held-out set: which nodes belong to an
 * object, what a tap does to what, and where a motion turns, in world terms (the viewer plays a
 * motion in an inner group inside the node's own frame, so its axis and an orbit's centre turn
 * with the node and its parents). Written without reading the planner.
 */
export type Action = 'hide' | 'show' | 'animate' | 'move' | 'open' | 'play' | 'link'
export const EVENT_ACTION: Record<Action, string> = { hide: 'disable', show: 'enable', animate: 'animate', move: 'animate', open: 'animate', play: 'play', link: 'redirect' }

/** The node and every node below it. */
export function subtree(doc: SceneDocument, id: string): SceneNode[] {
  const out: SceneNode[] = []
  const walk = (nid: string) => {
    const n = doc.nodes[nid]
    if (!n || out.includes(n)) return
    out.push(n)
    for (const c of Object.values(doc.nodes)) if (c.parentId === nid) walk(c.id)
  }
  walk(id)
  return out
}

export function ancestors(doc: SceneDocument, id: string): SceneNode[] {
  const out: SceneNode[] = []
  for (let n = doc.nodes[doc.nodes[id]?.parentId ?? '']; n && !out.includes(n); n = doc.nodes[n.parentId ?? '']) out.push(n)
  return out
}

/** A node answers to a noun when it, or a node above it, is named so; 'light' also answers to any light node. */
export function answersTo(doc: SceneDocument, node: SceneNode, noun: string): boolean {
  if (/^lights?$/i.test(noun) && node.kind === 'light') return true
  return [node, ...ancestors(doc, node.id)].some((n) => names(n.name, noun))
}

/** Hidden at the start: the node or a node above it is not visible. */
export const startsHidden = (doc: SceneDocument, node: SceneNode) => [node, ...ancestors(doc, node.id)].some((n) => !n.visible)

const apply = (m: Affine, p: [number, number, number]): [number, number, number] => [0, 1, 2].map((r) => m[r * 4] * p[0] + m[r * 4 + 1] * p[1] + m[r * 4 + 2] * p[2] + m[r * 4 + 3]) as [number, number, number]
const turn = (m: Affine, v: [number, number, number]): [number, number, number] => {
  const w = [0, 1, 2].map((r) => m[r * 4] * v[0] + m[r * 4 + 1] * v[1] + m[r * 4 + 2] * v[2])
  const l = Math.hypot(w[0], w[1], w[2]) || 1
  return [w[0] / l, w[1] / l, w[2] / l]
}
const AXIS = { x: [1, 0, 0], y: [0, 1, 0], z: [0, 0, 1] } as const

/** The world direction a node's motion turns about (or bobs along): its axis (y unless named) in the node's world frame. */
export function motionAxis(doc: SceneDocument, node: SceneNode): [number, number, number] {
  return turn(worldMatrix(doc.nodes, node.id), [...AXIS[node.motion?.axis ?? 'y']])
}

/**
 * The world centre an orbit circles (motionPose: offset amp·sin, amp·(cos-1) across the axis,
 * so the centre is `amp` back along the second of the two axes across it, in the node's frame).
 */
export function orbitCentre(doc: SceneDocument, node: SceneNode): [number, number, number] {
  const m = node.motion!
  const amp = m.amplitude ?? 1
  const s = node.transform.scale
  const local: [number, number, number] = m.axis === 'z' ? [0, -amp / (s[1] || 1), 0] : [0, 0, -amp / (s[2] || 1)]
  return apply(worldMatrix(doc.nodes, node.id), local)
}

export const worldPosition = (doc: SceneDocument, node: SceneNode) => apply(worldMatrix(doc.nodes, node.id), [0, 0, 0])

/** A point over the object's middle: within half its larger horizontal side (at least 15 cm) of its centre. */
export function overMiddle(p: [number, number, number], o: Obj): boolean {
  const reach = Math.max(0.15, Math.max(o.box.max[0] - o.box.min[0], o.box.max[2] - o.box.min[2]) / 2)
  return Math.hypot(p[0] - cx(o.box), p[2] - cz(o.box)) <= reach
}

/** Things that draw in the environment rather than as nodes: what 'no trees' must also take away. */
export const ELEMENT_DRAWS: Record<string, string[]> = {
  tree: ['foliage'], bush: ['foliage'], grass: ['foliage'], plant: ['foliage'], rock: ['terrain'], stone: ['terrain'], cloud: ['clouds'], star: ['stars'],
  rain: ['rain'], snow: ['snow'], fire: ['fire'], flame: ['fire'], water: ['water'], sea: ['water'], lake: ['water'],
}
