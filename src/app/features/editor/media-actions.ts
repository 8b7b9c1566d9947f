import { toast } from 'react-toastify'
import { MEDIA_ADDED_MESSAGES } from '@shared/api/assets'
import type { UploadedAsset } from '@shared/api/assets'
import { createModel } from '@shared/scene/defaults'
import { createAudio, createImage, createVideo, mediaBaseName } from '@shared/scene/media-factories'
import { applyOps, type SceneOp } from '@shared/scene/ops'
import type { SceneAsset, SceneNode, Vec3 } from '@shared/scene/schema'
import { docStore, sessionStore } from './editor-store'

type MediaItem = Pick<UploadedAsset, 'id' | 'type' | 'name' | 'url' | 'size' | 'mime' | 'triangles' | 'width' | 'height'>
const UPLOAD_TYPE = { model: 'mesh', image: 'image', video: 'video', audio: 'audio' } as const

/**
 * Uploaded or library media become scene assets plus nodes, all in one undoable step. Items are
 * applied one after another on a scratch document so two files never get the same name.
 */
export function addMediaItems(items: MediaItem[], position?: Vec3) {
  if (!items.length) return
  const { doc, commit } = docStore.getState()
  let scratch = doc
  const ops: SceneOp[] = []
  const added: SceneNode[] = []
  items.forEach((item, i) => {
    const asset: SceneAsset = { id: item.id, type: item.type, name: item.name, url: item.url, size: item.size, mime: item.mime, triangles: item.triangles, width: item.width, height: item.height }
    const step: SceneOp[] = scratch.assets[asset.id] ? [] : [{ op: 'add-asset', asset }]
    const at: Vec3 | undefined = position ?? (items.length > 1 ? [(i - (items.length - 1) / 2) * 1.5, 0, 0] : undefined)
    const name = mediaBaseName(item.name, item.type)
    const node =
      item.type === 'model'
        ? createModel(scratch, asset.id, name, at ?? [0, 0, 0])
        : item.type === 'image'
          ? createImage(scratch, { id: asset.id, name, width: item.width, height: item.height }, at)
          : item.type === 'video'
            ? createVideo(scratch, { id: asset.id, name, width: item.width, height: item.height }, at)
            : createAudio(scratch, { id: asset.id, name }, at)
    step.push({ op: 'add', node })
    scratch = applyOps(scratch, step).doc
    ops.push(...step)
    added.push(node)
  })
  commit(added.length === 1 ? `Add ${added[0].name}` : `Add ${added.length} files`, ops)
  sessionStore.getState().select(added.map((n) => n.id))
  for (const type of new Set(items.map((i) => i.type))) toast.success(MEDIA_ADDED_MESSAGES[UPLOAD_TYPE[type]], { autoClose: 2000 })
}
