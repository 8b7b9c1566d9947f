import { indexKey } from '../../src/shared/scene/order-keys'
import type { SceneAnswer } from '@shared/api/scenes'
import { createGroup, createShape, emptyScene } from '@shared/scene/defaults'
import { applyOps } from '@shared/scene/ops'
import type { SceneDocument, SceneEvent, SceneNode } from '@shared/scene/schema'

export const clickEvent = (id: string, targetId: string | null, action: SceneEvent['action'] = 'disable'): SceneEvent => ({ id, inputType: 'mouse', trigger: 'click', action, targetId, url: null })

/** A red cube whose click hides a blue sphere: the event the viewer, the preview, VR and AR must all run. */
export function eventScene() {
  let doc = emptyScene()
  const cube = { ...createShape(doc, 'cube', [-1.5, 0.5, 0], '#FF0000'), name: 'Red cube' }
  doc = applyOps(doc, [{ op: 'add', node: cube }]).doc
  const sphere = { ...createShape(doc, 'sphere', [1.5, 0.5, 0], '#0000FF'), name: 'Blue sphere' }
  doc = applyOps(doc, [{ op: 'add', node: sphere }]).doc
  doc = applyOps(doc, [{ op: 'update', id: cube.id, patch: { events: [clickEvent('ev1', sphere.id)] } }]).doc
  return { doc, cube, sphere }
}

/**
 * The assistant's penguin scene in small: an Ice block, then `count` groups "Penguin", "Penguin1", …
 * each with a Body (order 0) and a Beak (order 1), listed in the node table in a scrambled order
 * so that anything sorting the whole table by `order` mixes the penguins up. The Ice has a click
 * event aimed at the last penguin's Body.
 */
export function penguinScene(count = 3): { doc: SceneDocument; penguins: string[]; bodies: string[]; beaks: string[] } {
  const nodes: SceneNode[] = []
  const scratch = () => emptyScene()
  const penguins: string[] = []
  const bodies: string[] = []
  const beaks: string[] = []
  for (let i = 0; i < count; i++) {
    const penguin: SceneNode = { ...createGroup(scratch()), id: `penguin-${i}`, name: i ? `Penguin ${i + 1}` : 'Penguin', order: indexKey(i + 1) }
    const body: SceneNode = { ...createShape(scratch(), 'sphere'), id: `body-${i}`, name: 'Body', parentId: penguin.id, order: indexKey(0) }
    const beak: SceneNode = { ...createShape(scratch(), 'cone'), id: `beak-${i}`, name: 'Beak', parentId: penguin.id, order: indexKey(1) }
    penguins.push(penguin.id)
    bodies.push(body.id)
    beaks.push(beak.id)
    nodes.push(beak, body, penguin)
  }
  const ice: SceneNode = { ...createShape(scratch(), 'cube'), id: 'ice', name: 'Ice', order: indexKey(0), events: [clickEvent('ev-ice', bodies.at(-1)!)] }
  nodes.unshift(ice)
  // Parents before children for the door; the table itself keeps the scrambled order above.
  const sorted = [...nodes].sort((a, b) => (a.parentId ? 1 : 0) - (b.parentId ? 1 : 0))
  const built = applyOps(emptyScene(), sorted.map((node) => ({ op: 'add' as const, node }))).doc
  const doc = { ...built, nodes: Object.fromEntries(nodes.map((n) => [n.id, built.nodes[n.id]])) }
  return { doc, penguins, bodies, beaks }
}

/** GET /assets/project/{id}/assets as the server answers it, for a client test's mocked API. */
export const sceneAnswer = (projectName: string, scene: SceneDocument, revision: number): SceneAnswer => ({
  success: true,
  data: { project_name: projectName, category: 'WORLD', light_data: null, movedFilesPaths: [], mesh: [], image: [], video: [], audio: [], text: [], scene, revision },
})
