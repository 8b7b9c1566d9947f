import type { Kysely } from 'kysely'
import { MEDIA_URL_PREFIX, type UploadedAsset } from '@shared/api/assets'
import type { SceneDocument } from '@shared/scene/schema'
import type { SpriteSheet } from '@shared/scene/vector-sprite'
import type { Database, MediaAssetsTable } from '../../db/schema'
import type { AssetRecord } from './scene-records'

type Row = Pick<MediaAssetsTable, 'id' | 'name' | 'file_key' | 'mime' | 'original_key' | 'original_mime' | 'triangles' | 'width' | 'height'> & {
  sprite?: SpriteSheet | null
  splats?: number | null
  type: UploadedAsset['type']
  size: string | number
  original_size: string | number
}

/**
 * Files uploaded to a project that no object uses yet: the product's own upload fields
 * ({tempId, name, fileIndex}) store a file and leave placing it to the client. The project's
 * answer lists them beside the objects (at the origin, `placed: false`), so a client that only
 * uploads still finds its files, and the spec's bulk call can place one by its `_id`.
 */
export async function unplacedUploads(db: Kysely<Database>, projectId: string, doc: SceneDocument, ids?: string[]): Promise<UploadedAsset[]> {
  if (ids && ids.length === 0) return []
  let query = db
    .selectFrom('media_assets')
    .select(['id', 'type', 'name', 'file_key', 'size', 'mime', 'original_key', 'original_size', 'original_mime', 'triangles', 'width', 'height', 'sprite', 'splats'])
    .where('project_id', '=', projectId)
    // A compiled image target belongs to the project's settings, never placed as an object.
    .where('type', '!=', 'target')
  if (ids) query = query.where('id', 'in', ids)
  const rows = (await query.orderBy('created_at').orderBy('id').execute()) as Row[]
  return rows.filter((row) => !doc.assets[row.id]).map(uploadedOf)
}

/** A stored row as the upload answer gives it (and the document's asset table keeps it). */
export function uploadedOf(row: Row): UploadedAsset {
  const url = `${MEDIA_URL_PREFIX}${row.file_key}`
  return {
    id: row.id, tempId: row.id, type: row.type, name: row.name, url, size: Number(row.size), mime: row.mime,
    originalUrl: `${MEDIA_URL_PREFIX}${row.original_key}`, originalSize: Number(row.original_size), originalMime: row.original_mime,
    ...(row.triangles !== null && { triangles: row.triangles }),
    ...(row.splats != null && { splats: row.splats }),
    ...(row.width && row.height && { width: row.width, height: row.height }),
    ...(row.sprite && { sprite: row.sprite }),
  }
}

const LIST = { model: 'mesh', image: 'image', video: 'video', audio: 'audio', splat: 'splat' } as const

/** The per-type records of uploads no object uses, in the shape of the objects' records. */
export function uploadRecords(uploads: UploadedAsset[]) {
  const lists: Record<(typeof LIST)[keyof typeof LIST], AssetRecord[]> = { mesh: [], image: [], video: [], audio: [], splat: [] }
  for (const u of uploads) {
    // The spec's project answer has no vector or sprite list: those are read from the document.
    if (u.type === 'vector' || u.type === 'sprite') continue
    lists[LIST[u.type]].push({
      _id: u.id, name: u.name, file_name: u.name, placed: false,
      position_x: 0, position_y: 0, position_z: 0, rotation_x: 0, rotation_y: 0, rotation_z: 0, scale_x: 1, scale_y: 1, scale_z: 1,
      events: [], asset_file_path: u.url, file_size: u.size, file_type: u.mime,
      ...(u.type === 'model' && { glb_type: 'model' }),
    })
  }
  return lists
}
