import { toast } from 'react-toastify'
import { MEDIA_ADDED_MESSAGES } from '@shared/api/assets'
import type { UploadedAsset } from '@shared/api/assets'
import { createModel } from '@shared/scene/defaults'
import { createAudio, createImage, createSplat, createSprite, createVector, createVideo, mediaBaseName } from '@shared/scene/media-factories'
import type { NodeOf, SceneAsset, SceneDocument, SceneNode, Vec3 } from '@shared/scene/schema'
import { docStore, sessionStore } from '../editor-store'
import { placeNew } from './placement'
import { viewportProbe } from '../viewport/viewport-probe'

type MediaItem = Pick<UploadedAsset, 'id' | 'type' | 'name' | 'url' | 'size' | 'mime' | 'triangles' | 'width' | 'height' | 'sprite' | 'splats'> & { dimensions?: readonly number[] | null }

/** Editor spec §9: a model whose bounding size (its largest side) is under 1 starts at scale 3. */
export const SMALL_MODEL_SCALE = 3

/** The uniform scale a new model node starts at, from its measured size; 1 when the size is unknown. */
export function initialModelScale(dimensions: readonly number[] | null | undefined): number {
  if (!dimensions || dimensions.length !== 3 || !dimensions.every((d) => Number.isFinite(d) && d >= 0)) return 1
  const largest = Math.max(...dimensions)
  return largest > 0 && largest < 1 ? SMALL_MODEL_SCALE : 1
}

/** A model node for the asset, scaled up when small; created here so the scale is saved and undone with the add. */
export function createModelNode(doc: SceneDocument, assetId: string, name: string, position: Vec3, dimensions?: readonly number[] | null): NodeOf<'model'> {
  const node = createModel(doc, assetId, name, position)
  const s = initialModelScale(dimensions)
  return s === 1 ? node : { ...node, transform: { ...node.transform, scale: [s, s, s] } }
}
const UPLOAD_TYPE = { model: 'mesh', image: 'image', video: 'video', audio: 'audio', vector: 'vector', sprite: 'sprite', splat: 'splat' } as const

/**
 * Uploaded or library media become scene assets plus nodes, all in one undoable step. Items are
 * pushed one after another in a transaction so two files never get the same name.
 */
export function addMediaItems(items: MediaItem[], position?: Vec3) {
  if (!items.length) return
  const tx = docStore.getState().begin()
  const added: SceneNode[] = []
  items.forEach((item, i) => {
    const asset: SceneAsset = { id: item.id, type: item.type, name: item.name, url: item.url, size: item.size, mime: item.mime, triangles: item.triangles, width: item.width, height: item.height, ...(item.sprite && { sprite: item.sprite }), ...(item.splats !== undefined && { splats: item.splats }) }
    if (!tx.doc.assets[asset.id]) tx.push({ op: 'add-asset', asset })
    const at: Vec3 | undefined = position ?? (items.length > 1 ? [(i - (items.length - 1) / 2) * 1.5, 0, 0] : undefined)
    const name = mediaBaseName(item.name, item.type)
    const made =
      item.type === 'model'
        ? createModelNode(tx.doc, asset.id, name, at ?? [0, 0, 0], item.dimensions)
        : item.type === 'image'
          ? createImage(tx.doc, { id: asset.id, name, width: item.width, height: item.height }, at)
          : item.type === 'video'
            ? createVideo(tx.doc, { id: asset.id, name, width: item.width, height: item.height }, at)
            : item.type === 'vector'
              ? createVector(tx.doc, { id: asset.id, name }, at)
              : item.type === 'sprite'
                ? createSprite(tx.doc, { id: asset.id, name, width: item.width, height: item.height }, at)
                : item.type === 'splat'
                  ? createSplat(tx.doc, { id: asset.id, name }, at)
                  : createAudio(tx.doc, { id: asset.id, name }, at)
    // Without a drop point, each new item goes to a free spot in view (past the ones added before it);
    // in an Image Target project, sized to the card and on it.
    const node = position ? made : placeNew(tx.doc, made, viewportProbe.cameraState?.() ?? null, { ground: item.type === 'model', size: item.type === 'model' ? item.dimensions : null })
    tx.push({ op: 'add', node })
    added.push(node)
  })
  docStore.getState().apply(tx.commit(added.length === 1 ? `Add ${added[0].name}` : `Add ${added.length} files`))
  sessionStore.getState().select(added.map((n) => n.id))
  for (const type of new Set(items.map((i) => i.type))) toast.success(MEDIA_ADDED_MESSAGES[UPLOAD_TYPE[type]], { autoClose: 2000 })
}
