import type { FastifyRequest } from 'fastify'
import type { Kysely } from 'kysely'
import type * as z from 'zod'
import { TEXT_BULK_MESSAGES, type SavedText, type TextBulkResponse } from '@shared/api/assets'
import { emptyScene } from '@shared/scene/defaults'
import { loadScene } from '@shared/scene/load'
import { isEmptyDiff } from '@shared/scene/ops'
import { isObjectId } from '@shared/ids'
import type { Database } from '../../db/schema'
import { HttpError } from '../../lib/http-error'
import { ownedProject, retrySceneWrite, writeSceneAt } from '../scenes/scene-repository'
import { sceneRecords } from '../scenes/scene-records'
import { planTextBulk, textDeletionsSchema, textDescriptionsSchema, type TextDeletion, type TextDescription } from './text-bulk-plan'

/** A concurrent save can win the revision race; the call is re-read, re-planned and retried this often. */

export interface TextBulkFields {
  projectId: string
  items: TextDescription[]
  deletions: TextDeletion[]
}

/**
 * Reads the multipart fields of a text bulk call. Texts carry no files: a file part is refused
 * before anything is read further. The owner check runs when projectId arrives, as for uploads.
 */
async function readFields(request: FastifyRequest, ownerId: string, db: Kysely<Database>): Promise<TextBulkFields> {
  if (!request.isMultipart()) throw new HttpError(415, 'Send multipart/form-data with projectId, assets and toDelete')
  const raw: Record<string, unknown> = {}
  let projectId: string | undefined
  for await (const part of request.parts()) {
    if (part.type === 'file') {
      part.file.resume()
      throw new HttpError(400, TEXT_BULK_MESSAGES.noFiles, [{ field: part.fieldname, message: TEXT_BULK_MESSAGES.noFiles }])
    }
    if (part.valueTruncated) throw new HttpError(413, `${part.fieldname} is too large`, [{ field: part.fieldname, message: 'too large' }])
    raw[part.fieldname] = part.value
    if (part.fieldname === 'projectId') {
      if (!isObjectId(part.value)) throw new HttpError(400, 'projectId must be a project id', [{ field: 'projectId', message: 'invalid id' }])
      await ownedProject(db, ownerId, part.value, 'editor')
      projectId = part.value
    }
  }
  if (!projectId) throw new HttpError(400, 'projectId is required', [{ field: 'projectId', message: 'projectId is required' }])
  return { projectId, items: parseField(raw, 'assets', textDescriptionsSchema), deletions: parseField(raw, 'toDelete', textDeletionsSchema) }
}

/** A JSON field (absent = an empty list), checked whole before anything is planned. */
export function parseField<T>(raw: Record<string, unknown>, field: string, schema: z.ZodType<T[]>): T[] {
  let value = raw[field] ?? []
  if (typeof value === 'string') {
    try {
      value = JSON.parse(value)
    } catch {
      throw new HttpError(400, `${field} must be a JSON list`, [{ field, message: 'not JSON' }])
    }
  }
  const parsed = schema.safeParse(value)
  if (parsed.success) return parsed.data
  const errors = parsed.error.issues.map((i) => ({ field: [field, ...i.path.map(String)].join('.'), message: i.message }))
  throw new HttpError(400, `Validation failed: ${errors.map((e) => `${e.field}: ${e.message}`).join('; ')}`, errors)
}

/**
 * POST /assets/text/bulk (editor spec §7): the call's texts are added, updated and deleted in the
 * project's document as one new revision, by one conditional UPDATE like the scene save and the
 * rename: the document is either wholly the new one or untouched.
 */
export async function saveTextBulk(db: Kysely<Database>, request: FastifyRequest, ownerId: string): Promise<TextBulkResponse> {
  return commitTextBulk(db, ownerId, await readFields(request, ownerId, db))
}

/** Reads, plans and writes; a lost race re-reads and plans again on the newer document. */
export async function commitTextBulk(db: Kysely<Database>, ownerId: string, { projectId, items, deletions }: TextBulkFields): Promise<TextBulkResponse> {
  return retrySceneWrite(TEXT_BULK_MESSAGES.busy, async () => {
    const row = await ownedProject(db, ownerId, projectId, 'editor')
    const doc = row.scene ? loadScene(row.scene) : emptyScene()
    const plan = planTextBulk(doc, items, deletions)
    let revision = row.scene_revision
    // Nothing changes (no texts, or the same values again): no revision the editor would have to catch up with.
    if (!isEmptyDiff(plan.diff)) {
      const saved = await writeSceneAt(db, { projectId, ownerId, baseRevision: row.scene_revision, scene: plan.doc })
      if (saved === null) return undefined
      revision = saved
    }
    const records = new Map(sceneRecords(plan.doc).text.map((r) => [(r as { _id: string })._id, r as Omit<SavedText, 'id' | 'originalId'>]))
    const data: SavedText[] = plan.saved.map(({ originalId, id }) => {
      const record = records.get(id)!
      return { ...record, id, originalId, text_material: { ...record.text_material, id } }
    })
    return { success: true as const, message: TEXT_BULK_MESSAGES.saved(data.length), data: { data, revision } }
  })
}
