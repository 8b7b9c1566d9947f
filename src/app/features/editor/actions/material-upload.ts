import type { UploadedAsset } from '@shared/api/assets'
import type { MaterialMapSlot } from '@shared/scene/material-rules'
import type { SceneOp } from '@shared/scene/ops'
import type { Material, SceneAsset, SceneDocument } from '@shared/scene/schema'
import { startUploads } from '../../media'
import { docStore } from '../editor-store'

export const MAP_LABELS: Record<MaterialMapSlot, string> = {
  textureAssetId: 'Texture map',
  normalMapAssetId: 'Normal map',
  metallicMapAssetId: 'Metallic map',
  emissionMapAssetId: 'Emission map',
}

/** The node that holds this material object (documents keep untouched objects' identity). */
export function nodeWithMaterial(doc: SceneDocument, material: Material): string | undefined {
  return Object.values(doc.nodes).find((n) => 'material' in n && n.material === material)?.id
}

/**
 * The ops that add an uploaded image to the document and make it the node's map: one commit, so
 * one Ctrl+Z takes back both. The node's material is read now, not when the picker opened, so
 * edits made while the file travelled are kept. No node any more: the image is still added.
 */
export function mapUploadOps(doc: SceneDocument, nodeId: string | undefined, slot: MaterialMapSlot, item: UploadedAsset): SceneOp[] {
  const asset: SceneAsset = { id: item.id, type: 'image', name: item.name, url: item.url, size: item.size, mime: item.mime, width: item.width, height: item.height }
  const ops: SceneOp[] = doc.assets[asset.id] ? [] : [{ op: 'add-asset', asset }]
  const node = nodeId ? doc.nodes[nodeId] : undefined
  if (node && 'material' in node && node.material) ops.push({ op: 'update', id: node.id, patch: { material: { ...node.material, [slot]: asset.id } } })
  return ops
}

/**
 * "Map" in a map select: uploads the chosen file through the editor's upload path (its checks,
 * progress list and error toasts) and, once saved, adds it and selects it in the slot.
 */
export async function uploadMaterialMap(nodeId: string | undefined, slot: MaterialMapSlot, file: File): Promise<void> {
  await startUploads(
    docStore.getState().projectId,
    [file],
    (items) => {
      const item = items.find((i) => i.type === 'image')
      if (!item) return
      const { doc, commit } = docStore.getState()
      const ops = mapUploadOps(doc, nodeId, slot, item)
      const name = nodeId && doc.nodes[nodeId] ? ` ${doc.nodes[nodeId].name}` : ''
      if (ops.length) commit(`${MAP_LABELS[slot]}${name}`, ops)
    },
    'image',
  )
}
