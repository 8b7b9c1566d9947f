import { toast } from 'react-toastify'
import { createGroup, createHotspot, createLight, createShape, createText, nextName, nextOrder } from '@shared/scene/defaults'
import { dropEventsAimedAt } from '@shared/scene/ops'
import { newObjectId } from '@shared/ids'
import type { LightSettings, SceneNode, ShapeType, Vec3 } from '@shared/scene/schema'
import { api, errorMessage } from '@app/lib/api'
import { docStore, sessionStore } from './editor-store'
import { refreshThumbnail } from './scene-thumbnail'
import { placeInView } from './placement'
import { viewportProbe } from './viewport-probe'

const spawn = (): Vec3 => [Math.round((Math.random() * 4 - 2) * 100) / 100, Math.round((Math.random() * 4 - 2) * 100) / 100, 0]

function addNode(label: string, node: SceneNode) {
  docStore.getState().commit(label, [{ op: 'add', node }])
  sessionStore.getState().select([node.id])
}

/** The editor's view, for putting new things where the user is looking. */
const currentView = () => viewportProbe.cameraState?.() ?? null

export const addShape = (shape: ShapeType) => {
  const doc = docStore.getState().doc
  const node = placeInView(doc, createShape(doc, shape, spawn()), currentView(), { ground: true })
  addNode(`Add ${node.name}`, node)
}
export const addLight = (type: LightSettings['type']) => addNode('Add light', createLight(docStore.getState().doc, type))
export const addText = (textType: '2D' | '3D') => {
  const doc = docStore.getState().doc
  addNode('Add text', placeInView(doc, createText(doc, textType, [0, 1.5, 0]), currentView()))
}
export const addHotspot = () => {
  const doc = docStore.getState().doc
  addNode('Add hotspot', placeInView(doc, createHotspot(doc, [0, 1, 0]), currentView()))
}

/** Group makes a new parent of the selection, keeping each child where it is. */
export function groupSelection() {
  const { doc, commit } = docStore.getState()
  const ids = sessionStore.getState().selection.filter((id) => doc.nodes[id])
  const group = createGroup(doc)
  commit('Group', [
    { op: 'add', node: group },
    ...ids.map((id, i) => ({ op: 'update' as const, id, patch: { parentId: group.id, order: i } })),
  ])
  sessionStore.getState().select([group.id])
}

/** Duplicate: +0.5 in x and z, named with _copy_, selected afterwards. */
export function duplicateSelection() {
  const { doc, commit } = docStore.getState()
  const ids = sessionStore.getState().selection.filter((id) => doc.nodes[id])
  if (!ids.length) return toast.info('No object is currently selected')
  const copies = ids.map((id) => {
    const node = doc.nodes[id]
    const [x, y, z] = node.transform.position
    return {
      ...structuredClone(node),
      id: newObjectId(),
      name: nextName(doc, `${node.name}_copy`),
      order: nextOrder(doc, node.parentId),
      transform: { ...node.transform, position: [x + 0.5, y, z + 0.5] as Vec3 },
    }
  })
  commit(`Duplicate ${copies.length === 1 ? doc.nodes[ids[0]].name : `${copies.length} objects`}`, copies.map((node) => ({ op: 'add', node })))
  sessionStore.getState().select(copies.map((c) => c.id))
}

/** Deletes the selection; the next object in the list is selected, or none. */
export function deleteSelection() {
  const { doc, commit } = docStore.getState()
  const ids = sessionStore.getState().selection.filter((id) => doc.nodes[id])
  if (!ids.length) return toast.info('No object is currently selected')
  const order = Object.values(doc.nodes).filter((n) => n.parentId === null).sort((a, b) => a.order - b.order).map((n) => n.id)
  const after = order.slice(order.indexOf(ids[ids.length - 1]) + 1).find((id) => !ids.includes(id))
  // Children of a deleted group go with it; skip ids already covered by an ancestor.
  const roots = ids.filter((id) => !ids.some((other) => other !== id && isAncestor(doc.nodes, other, id)))
  commit(`Delete ${roots.length === 1 ? doc.nodes[roots[0]].name : `${roots.length} objects`}`, [...roots.map((id) => ({ op: 'remove' as const, id })), ...dropEventsAimedAt(doc, roots)])
  sessionStore.getState().select(after ? [after] : [])
}

function isAncestor(nodes: Record<string, SceneNode>, ancestor: string, id: string) {
  for (let p = nodes[id]?.parentId; p; p = nodes[p]?.parentId ?? null) if (p === ancestor) return true
  return false
}

export function undo() {
  const label = docStore.getState().undo()
  if (label) toast.info(`Undo: ${label}`, { toastId: 'history', autoClose: 1200 })
}
export function redo() {
  const label = docStore.getState().redo()
  if (label) toast.info(`Redo: ${label}`, { toastId: 'history', autoClose: 1200 })
}

export async function saveScene(): Promise<boolean> {
  const { projectId, projectName, doc, revision, markSaved } = docStore.getState()
  try {
    const res = await api.put<{ data: { revision: number } }>(`/assets/project/${projectId}/scene`, { scene: doc, baseRevision: revision })
    markSaved(res.data.data.revision, doc)
    localStorage.removeItem(draftKey(projectId))
    toast.success(`${projectName}, Your Project saved successfully.`)
    // The project card follows the saved scene; this runs after the toast and cannot fail the save.
    void refreshThumbnail(projectId)
    return true
  } catch (error) {
    toast.error(errorMessage(error, 'Your project could not be saved. Please try again.'))
    return false
  }
}

export const draftKey = (projectId: string) => `draft:${projectId}`
