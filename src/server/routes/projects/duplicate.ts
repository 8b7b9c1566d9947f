import fs from 'node:fs/promises'
import path from 'node:path'
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import type { Kysely } from 'kysely'
import { createdEnvelope, idParams } from '@shared/api/projects'
import { newObjectId } from '@shared/ids'
import { loadScene } from '@shared/scene/load'
import type { Database, VpsZipInfo } from '../../db/schema'
import { withMediaTable } from '../assets/media-table'
import { copyName, rekeyScene } from './copy-scene'
import { ownedProject } from './projects.service'
import { storeThumbnail } from './thumbnail'

export const DUPLICATED_MESSAGE = 'Project duplicated successfully'

/** A stored upload's absolute path, or undefined when the reference points outside the uploads folder. */
function uploadPath(uploadsDir: string, ref: string): string | undefined {
  const target = path.resolve(uploadsDir, ref.replace(/^\/uploads\//, ''))
  return target.startsWith(path.resolve(uploadsDir) + path.sep) ? target : undefined
}

const readOptional = (file: string | undefined) => (file ? fs.readFile(file).catch(() => undefined) : Promise.resolve(undefined))

/**
 * Duplicate File: a new project of the caller's with the same category, comment, light and saved
 * scene (as revision 1 of the copy), its own thumbnail file and VPS zip, and its own media rows.
 * Media files are content-addressed and shared, so only the rows are copied; files written here
 * are removed again if the database write fails.
 */
export async function duplicateProject(db: Kysely<Database>, uploadsDir: string, ownerId: string, sourceId: string): Promise<string> {
  const source = await ownedProject(db, ownerId, sourceId)
  const id = newObjectId()
  const mediaDb = withMediaTable(db)

  const doc = source.scene ? loadScene(source.scene) : null
  const assetIds = Object.keys(doc?.assets ?? {})
  // The rows behind the scene's uploads (any of the caller's projects: a node may have been pasted across).
  const rows = assetIds.length ? await mediaDb.selectFrom('media_assets').selectAll().where('owner_id', '=', ownerId).where('id', 'in', assetIds).execute() : []
  const newIds = new Map(rows.map((r) => [r.id, newObjectId()]))
  const scene = doc ? rekeyScene(doc, newIds) : null

  const written: string[] = []
  try {
    let thumbnail = source.thumbnail
    if (thumbnail?.startsWith('/uploads/')) {
      // The source's file is deleted with it, so the copy needs its own.
      const png = await readOptional(uploadPath(uploadsDir, thumbnail))
      thumbnail = png ? await storeThumbnail(uploadsDir, id, png) : null
      if (thumbnail) written.push(uploadPath(uploadsDir, thumbnail)!)
    }
    let vpsZip: VpsZipInfo | null = null
    const zip = source.vps_zip as VpsZipInfo | null
    const zipFrom = zip?.path ? uploadPath(uploadsDir, zip.path) : undefined
    if (zip && zipFrom) {
      const relative = `vps/${id}.zip`
      const zipTo = path.join(uploadsDir, relative)
      await fs.mkdir(path.dirname(zipTo), { recursive: true })
      await fs.copyFile(zipFrom, zipTo, fs.constants.COPYFILE_EXCL | fs.constants.COPYFILE_FICLONE)
      written.push(zipTo)
      vpsZip = { ...zip, path: relative }
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
              // bigint columns come back as strings.
              size: Number(row.size),
              original_size: Number(row.original_size),
              warnings: JSON.stringify(row.warnings),
            })),
          )
          .execute()
      }
    })
    return id
  } catch (error) {
    await Promise.all(written.map((file) => fs.rm(file, { force: true })))
    throw error
  }
}

/** POST /experience/duplicate/:id (the editor's Duplicate File); registered inside the projects routes. */
export async function duplicateRoutes(fastify: FastifyInstance, { db, uploadsDir }: { db: Kysely<Database>; uploadsDir: string }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>()
  app.post(
    '/experience/duplicate/:id',
    { schema: { tags: ['projects'], security: [{ bearerAuth: [] }], params: idParams, response: { 201: createdEnvelope } } },
    async (request, reply) => {
      const _id = await duplicateProject(db, uploadsDir, request.userId!, request.params.id)
      return reply.status(201).send({ success: true as const, message: DUPLICATED_MESSAGE, data: { _id } })
    },
  )
}
