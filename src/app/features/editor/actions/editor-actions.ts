import { compareOrder, indexKey } from '@shared/scene/order-keys'
import { toast } from 'react-toastify'
import { createGroup, createHotspot, createLight, createShape, createText } from '@shared/scene/defaults'
import { topmostIds } from '@shared/scene/ops'
import type { LightSettings, SceneNode, ShapeType, Vec3 } from '@shared/scene/schema'
import { makeClip, pasteOps } from './clipboard-actions'
import { docStore, sessionStore } from '../editor-store'
import { refreshThumbnail } from './scene-thumbnail'
import { placeNew } from './placement'
import { viewportProbe } from '../viewport/viewport-probe'

const spawn = (): Vec3 => [Math.round((Math.random() * 4 - 2) * 100) / 100, Math.round((Math.random() * 4 - 2) * 100) / 100, 0]

function addNode(label: string, node: SceneNode) {
  docStore.getState().commit(label, [{ op: 'add', node }])
  sessionStore.getState().select([node.id])
}

/** The editor's view, for putting new things where the user is looking. */
const currentView = () => viewportProbe.cameraState?.() ?? null

export const addShape = (shape: ShapeType) => {
  const doc = docStore.getState().doc
  const node = placeNew(doc, createShape(doc, shape, spawn()), currentView(), { ground: true })
  addNode(`Add ${node.name}`, node)
}
export const addLight = (type: LightSettings['type']) => addNode('Add light', createLight(docStore.getState().doc, type))
export const addText = (textType: '2D' | '3D') => {
  const doc = docStore.getState().doc
  addNode('Add text', placeNew(doc, createText(doc, textType, [0, 1.5, 0]), currentView()))
}
export const addHotspot = () => {
  const doc = docStore.getState().doc
  addNode('Add hotspot', placeNew(doc, createHotspot(doc, [0, 1, 0]), currentView()))
}

/** Group makes a new parent of the selection, keeping each child where it is. */
export function groupSelection() {
  const { doc, commit } = docStore.getState()
  // A selected child of a selected node stays inside it.
  const ids = topmostIds(doc.nodes, sessionStore.getState().selection)
  const group = createGroup(doc)
  commit('Group', [
    { op: 'add', node: group },
    ...ids.map((id, i) => ({ op: 'update' as const, id, patch: { parentId: group.id, order: indexKey(i) } })),
  ])
  sessionStore.getState().select([group.id])
}

/** Duplicate: +0.5 in x and z, named with _copy_, selected afterwards; a group comes with its children. */
export function duplicateSelection() {
  const { doc, apply, begin } = docStore.getState()
  const ids = topmostIds(doc.nodes, sessionStore.getState().selection)
  if (!ids.length) return toast.info('No object is currently selected')
  const tx = begin()
  const { roots } = pasteOps(tx, makeClip(doc, ids), { nameSuffix: '_copy' })
  apply(tx.commit(`Duplicate ${roots.length === 1 ? doc.nodes[ids[0]].name : `${roots.length} objects`}`))
  sessionStore.getState().select(roots)
}

/** Deletes the selection (a group with its children, events aimed at them with them); the next object in the list is selected, or none. */
export function deleteSelection() {
  const { doc, commit } = docStore.getState()
  const ids = sessionStore.getState().selection.filter((id) => doc.nodes[id])
  if (!ids.length) return toast.info('No object is currently selected')
  const order = Object.values(doc.nodes).filter((n) => n.parentId === null).sort(compareOrder).map((n) => n.id)
  const after = order.slice(order.indexOf(ids[ids.length - 1]) + 1).find((id) => !ids.includes(id))
  const roots = topmostIds(doc.nodes, ids)
  commit(`Delete ${roots.length === 1 ? doc.nodes[roots[0]].name : `${roots.length} objects`}`, roots.map((id) => ({ op: 'remove' as const, id })))
  sessionStore.getState().select(after ? [after] : [])
}

export function undo() {
  const label = docStore.getState().undo()
  if (label) toast.info(`Undo: ${label}`, { toastId: 'history', autoClose: 1200 })
}
export function redo() {
  const label = docStore.getState().redo()
  if (label) toast.info(`Redo: ${label}`, { toastId: 'history', autoClose: 1200 })
}

/**
 * Every change is kept as it is made (the live backend sends it, or queues it while offline):
 * Save waits for what is still on its way and says which of the two it is.
 */
export async function saveScene(): Promise<boolean> {
  const { projectId, projectName, idle, waiting } = docStore.getState()
  if (!(await idle())) {
    toast.warn(`Offline — ${waiting()} changes waiting. They are kept and sent when the connection returns.`)
    return false
  }
  toast.success(`${projectName}, Your Project saved successfully.`)
  // The project card follows the saved scene; this runs after the toast and cannot fail the save.
  void refreshThumbnail(projectId)
  return true
}
