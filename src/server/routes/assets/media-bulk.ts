import type { Kysely } from 'kysely'
import { MEDIA_URL_PREFIX, SCENE_ASSET_TYPE, SPEC_BULK_MESSAGES, type MediaBulkResponse, type SavedMedia, type UploadedAsset, type UploadType } from '@shared/api/assets'
import { newObjectId } from '@shared/ids'
import { emptyScene } from '@shared/scene/defaults'
import { loadScene } from '@shared/scene/load'
import { isEmptyDiff } from '@shared/scene/ops'
import type { SceneDocument } from '@shared/scene/schema'
import type { Database } from '../../db/schema'
import { HttpError } from '../../lib/http-error'
import type { MediaStorage } from '../../lib/storage'
import { ownedProject, retrySceneWrite, writeSceneAt } from '../scenes/scene-repository'
import { sceneRecords } from '../scenes/scene-records'
import { unplacedUploads } from '../scenes/unplaced-uploads'
import { storeUploads } from './assets.service'
import { idOf, isNew, needsFile, planMediaBulk, specMediaDescriptionsSchema, type SpecMediaDescription } from './media-bulk-plan'
import type { MediaDb } from './media-table'
import type { ReceivedFile } from './receive-media'
import { parseField } from './text-bulk'
import { textDeletionsSchema } from './text-bulk-plan'

/**
 * Which of the two ways to describe files a call uses. The product's own: `{tempId, name,
 * fileIndex}` per file, answered with stored assets for the editor to place. The spec's: asset
 * records with `id`/`_id` (no fileIndex), files in order, and toDelete, placed into the scene here.
 */
export function isSpecShape(fields: Record<string, string>): boolean {
  if (fields.assets === undefined) return fields.toDelete !== undefined
  let json: unknown
  try {
    json = JSON.parse(fields.assets)
  } catch {
    return false
  }
  return Array.isArray(json) && json.some((d) => d && typeof d === 'object' && ('id' in d || '_id' in d) && !('fileIndex' in d))
}

export interface SpecMediaInput {
  db: MediaDb
  storage: MediaStorage
  ownerId: string
  projectId: string
  type: UploadType
  fields: Record<string, string>
  files: ReceivedFile[]
  pipelineTimeoutMs: number
}

/** Stands in for a file not stored yet, so the plan is checked before anything is stored. */
const pending = (type: UploadType, d: SpecMediaDescription, file: ReceivedFile): UploadedAsset => ({
  id: newObjectId(), tempId: idOf(d), type: SCENE_ASSET_TYPE[type], name: file.fileName, url: `${MEDIA_URL_PREFIX}pending`, size: 0, mime: '',
  originalUrl: `${MEDIA_URL_PREFIX}pending`, originalSize: 0, originalMime: '',
})

const readDoc = (scene: unknown) => (scene ? loadScene(scene) : emptyScene())

/**
 * POST /assets/{type}/bulk in the spec's shape: the files are checked and stored (all or nothing,
 * as for the product's uploads), then the items are added, updated and deleted in the project's
 * document as one new revision through the scene repository; a lost race re-reads and plans again.
 */
export async function saveSpecMedia(db: Kysely<Database>, input: SpecMediaInput): Promise<MediaBulkResponse> {
  const { type, files, projectId, ownerId } = input
  const items = parseField(input.fields, 'assets', specMediaDescriptionsSchema)
  const deletions = parseField(input.fields, 'toDelete', textDeletionsSchema)
  const wanting = items.filter(needsFile)
  if (wanting.length !== files.length) {
    const message = SPEC_BULK_MESSAGES.fileCount(wanting.length, files.length)
    throw new HttpError(400, message, [{ field: 'files', message }])
  }
  const named = items.map(idOf).filter((id) => !isNew(id))
  const listed = async (doc: SceneDocument) => unplacedUploads(db, projectId, doc, named.filter((id) => !doc.nodes[id]))
  // A refusal the plan can find (an unknown id, a shape without a type) costs no stored file.
  const before = readDoc((await ownedProject(db, ownerId, projectId, 'editor')).scene)
  planMediaBulk(before, type, items, deletions, wanting.map((d, k) => pending(type, d, files[k])), await listed(before))
  const uploads = files.length
    ? await storeUploads({
        db: input.db, storage: input.storage, userId: ownerId, projectId, type, files, pipelineTimeoutMs: input.pipelineTimeoutMs,
        descriptions: wanting.map((d, k) => ({ tempId: idOf(d), name: (d.file_name ?? d.name ?? files[k].fileName).slice(0, 200), fileIndex: k })),
      })
    : []
  return retrySceneWrite(SPEC_BULK_MESSAGES.busy, async () => {
    const row = await ownedProject(db, ownerId, projectId, 'editor')
    const doc = readDoc(row.scene)
    const plan = planMediaBulk(doc, type, items, deletions, uploads, await listed(doc))
    let revision = row.scene_revision
    if (!isEmptyDiff(plan.diff)) {
      const saved = await writeSceneAt(db, { projectId, ownerId, baseRevision: row.scene_revision, scene: plan.doc })
      if (saved === null) return undefined
      revision = saved
    }
    const all = sceneRecords(plan.doc)
    const records = new Map([...all.mesh, ...all.image, ...all.video, ...all.audio].map((r) => [(r as { _id: string })._id, r as Omit<SavedMedia, 'id' | 'originalId'>]))
    const data: SavedMedia[] = plan.saved.map(({ originalId, id }) => {
      const record = records.get(id)!
      const material = record.material_settings && { material_settings: { ...record.material_settings, id } }
      return { ...record, id, originalId, ...material }
    })
    return { success: true as const, message: SPEC_BULK_MESSAGES.saved(data.length), data: { data, revision } }
  })
}
