import { Euler, Matrix4, Quaternion, Vector3 } from 'three'
import type { SceneDocument, SceneNode } from '@shared/scene/schema'

/** A glowing object as one light source: where its glowing parts sit (world) and their colour. */
export interface Emitter {
  rootId: string
  position: Vector3
  color: string
}

/** At most this many emissive lights are on at once, the nearest to the camera. */
export const MAX_EMISSIVE_LIGHTS = 8

const glows = (node: SceneNode) => node.kind === 'shape' && node.material.emission !== null && node.visible

function worldMatrix(doc: SceneDocument, node: SceneNode, memo: Map<string, Matrix4>): Matrix4 {
  const known = memo.get(node.id)
  if (known) return known
  const { position, rotation, scale } = node.transform
  const local = new Matrix4().compose(new Vector3(...position), new Quaternion().setFromEuler(new Euler(...rotation)), new Vector3(...scale))
  const parent = node.parentId ? doc.nodes[node.parentId] : undefined
  const world = parent ? worldMatrix(doc, parent, memo).clone().multiply(local) : local
  memo.set(node.id, world)
  return world
}

function rootOf(doc: SceneDocument, node: SceneNode): SceneNode {
  let n = node
  for (let depth = 0; n.parentId && doc.nodes[n.parentId] && depth < 64; depth++) n = doc.nodes[n.parentId]
  return n
}

/**
 * One emitter per top-level object that has glowing parts (a lamp's bulb, a house's windows, a
 * candle's three flames): their average position and the first part's colour. Pure, from the
 * document, so a frame only picks among a short list and never walks the scene graph.
 */
export function emittersOf(doc: SceneDocument): Emitter[] {
  const memo = new Map<string, Matrix4>()
  const byRoot = new Map<string, { sum: Vector3; count: number; color: string }>()
  for (const node of Object.values(doc.nodes)) {
    if (!glows(node)) continue
    const root = rootOf(doc, node)
    if (!root.visible) continue
    const at = new Vector3().setFromMatrixPosition(worldMatrix(doc, node, memo))
    const entry = byRoot.get(root.id)
    if (entry) {
      entry.sum.add(at)
      entry.count++
    } else byRoot.set(root.id, { sum: at, count: 1, color: (node as Extract<SceneNode, { kind: 'shape' }>).material.emission! })
  }
  return [...byRoot].map(([rootId, e]) => ({ rootId, position: e.sum.divideScalar(e.count), color: e.color }))
}

/** The `count` emitters nearest to a point (the camera), nearest first. */
export function nearestEmitters(emitters: Emitter[], from: Vector3, count = MAX_EMISSIVE_LIGHTS): Emitter[] {
  if (emitters.length <= count) return emitters
  return emitters
    .map((e) => [e, e.position.distanceToSquared(from)] as const)
    .sort((a, b) => a[1] - b[1])
    .slice(0, count)
    .map(([e]) => e)
}
