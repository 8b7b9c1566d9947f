import { buffer } from 'node:stream/consumers'
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import type { Kysely } from 'kysely'
import { createdEnvelope, idParams } from '@shared/api/projects'
import { newObjectId } from '@shared/ids'
import { loadScene } from '@shared/scene/load'
import type { Database, VpsZipInfo } from '../../db/schema'
import { HttpError } from '../../lib/http-error'
import { projectToCopy } from '../../lib/project-access'
import { sceneHttpError } from '../../lib/stored-scene'
import { withMediaTable } from '../assets/media-table'
import { mediaKeyOf } from '../image-target/target-rows'
import { copyName, rekeyScene } from './copy-scene'
import { thumbnailKey, vpsZipKey, vpsZipPath, type ProjectFiles } from './project-files'
import { storeThumbnail } from './thumbnail'

export const DUPLICATED_MESSAGE = 'Project duplicated successfully'
/** The source's zip is not in this node's storage: several nodes on one database without shared S3. */
export const VPS_ZIP_MISSING_MESSAGE =
  "This project's VPS zip is missing from this server's file storage, so it could not be copied. Servers that share one database must also share S3 storage."

/**
 * Duplicate File, for the source's owners and editors (projectToCopy): a new project of the
 * caller's with the same category, comment, light and saved scene (as revision 1 of the copy),
 * its own thumbnail file and VPS zip, and its own media rows.
 * Media files are content-addressed and shared, so only the rows are copied; files written here
 * are removed again if the database write fails. Files are read and written through storage, so
 * the copy works on any node when they live in a shared bucket.
 */
export async function duplicateProject(db: Kysely<Database>, files: ProjectFiles, ownerId: string, sourceId: string): Promise<string> {
  const source = await projectToCopy(db, sourceId, ownerId)
  const id = newObjectId()
  const mediaDb = withMediaTable(db)

  const doc = source.scene ? loadSourceScene(source.scene) : null
  const assetIds = Object.keys(doc?.assets ?? {})
  // The rows behind the scene's uploads: the source's own (whoever of its team uploaded them) or
  // any of the caller's (a node may have been pasted across from another of their projects).
  const rows = assetIds.length
    ? await mediaDb
        .selectFrom('media_assets')
        .selectAll()
        .where((eb) => eb.or([eb('project_id', '=', source.id), eb('owner_id', '=', ownerId)]))
        .where('id', 'in', assetIds)
        .execute()
    : []
  // An Image Target project's compiled target is a row of its own (type 'target'), named by the
  // settings rather than the asset table: the copy owns one too.
  const mindKey = mediaKeyOf(doc?.settings.imageTarget?.mindUrl)
  if (mindKey) {
    rows.push(
      ...(await mediaDb.selectFrom('media_assets').selectAll().where('project_id', '=', source.id).where('type', '=', 'target').where('file_key', '=', mindKey).limit(1).execute()),
    )
  }
  const newIds = new Map(rows.map((r) => [r.id, newObjectId()]))
  const scene = doc ? rekeyScene(doc, newIds) : null

  const written: (() => Promise<void>)[] = []
  try {
    let thumbnail = source.thumbnail
    const thumbFrom = thumbnailKey(thumbnail)
    if (thumbnail?.startsWith('/uploads/')) {
      // The source's file is deleted with it, so the copy needs its own. A file that is gone
      // leaves the copy without a thumbnail rather than failing it.
      const stream = thumbFrom ? await files.thumbnails.get(thumbFrom) : null
      thumbnail = stream ? await storeThumbnail(files.thumbnails, id, await buffer(stream)) : null
      const thumbTo = thumbnailKey(thumbnail)
      if (thumbTo) written.push(() => files.thumbnails.delete(thumbTo))
    }
    let vpsZip: VpsZipInfo | null = null
    const zip = source.vps_zip as VpsZipInfo | null
    const zipFrom = vpsZipKey(zip?.path)
    if (zip && zipFrom) {
      const info = await files.vpsZips.stat(zipFrom)
      const body = info && (await files.vpsZips.get(zipFrom))
      if (!info || !body) throw new HttpError(409, VPS_ZIP_MISSING_MESSAGE)
      const zipTo = vpsZipKey(vpsZipPath(id))!
      await files.vpsZips.put(zipTo, body, { contentType: 'application/zip', size: info.size })
      written.push(() => files.vpsZips.delete(zipTo))
      vpsZip = { ...zip, path: vpsZipPath(id) }
    }
    await db.transaction().execute(async (trx) => {
      await trx
        .insertInto('projects')
        .values({
          id,
          owner_id: ownerId,
          project_name: copyName(source.project_name),
          comment: source.comment,
          category: source.category,
          thumbnail,
          light_data: source.light_data == null ? null : JSON.stringify(source.light_data),
          vps_zip: vpsZip ? JSON.stringify(vpsZip) : null,
          scene: scene ? JSON.stringify(scene) : null,
          scene_revision: scene ? 1 : 0,
        })
        .execute()
      if (rows.length) {
        await withMediaTable(trx)
          .insertInto('media_assets')
          .values(
            rows.map(({ created_at: _created, ...row }) => ({
              ...row,
              id: newIds.get(row.id)!,
              project_id: id,
              owner_id: ownerId,
              // bigint columns come back as strings.
              size: Number(row.size),
              original_size: Number(row.original_size),
              warnings: JSON.stringify(row.warnings),
              sprite: row.sprite == null ? null : JSON.stringify(row.sprite),
            })),
          )
          .execute()
      }
    })
    return id
  } catch (error) {
    await Promise.all(written.map((remove) => remove().catch(() => {})))
    throw error
  }
}

/** POST /experience/duplicate/:id (the editor's Duplicate File); registered inside the projects routes. */
export async function duplicateRoutes(fastify: FastifyInstance, { db, files }: { db: Kysely<Database>; files: ProjectFiles }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>()
  app.post(
    '/experience/duplicate/:id',
    { schema: { tags: ['projects'], security: [{ bearerAuth: [] }], params: idParams, response: { 201: createdEnvelope } } },
    async (request, reply) => {
      const _id = await duplicateProject(db, files, request.userId!, request.params.id)
      return reply.status(201).send({ success: true as const, message: DUPLICATED_MESSAGE, data: { _id } })
    },
  )
}

/** The source's stored scene, checked in full: one that no longer loads is a clear refusal, not a 500. */
function loadSourceScene(stored: unknown) {
  try {
    return loadScene(stored)
  } catch (error) {
    const answer = sceneHttpError(error)
    if (answer instanceof HttpError) throw new HttpError(answer.statusCode, `This project cannot be duplicated: ${answer.message}`)
    throw error
  }
}
