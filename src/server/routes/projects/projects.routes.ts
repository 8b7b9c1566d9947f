import fs from 'node:fs'
import path from 'node:path'
import multipart from '@fastify/multipart'
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import type { Kysely } from 'kysely'
import * as z from 'zod'
import {
  createdEnvelope,
  createProjectBody,
  idParams,
  listProjectsQuery,
  PROJECT_MESSAGES,
  projectDetailEnvelope,
  projectEnvelope,
  projectListEnvelope,
  thumbnailBody,
  updateProjectBody,
  VPS_SCAN_LIMITS,
  VPS_ZIP_LIMITS,
} from '@shared/api/projects'
import { messageEnvelopeSchema } from '@shared/api/envelope'
import { newObjectId } from '@shared/ids'
import type { Database } from '../../db/schema'
import type { Env } from '../../env'
import { HttpError } from '../../lib/http-error'
import type { MediaStorage } from '../../lib/storage'
import { publicOrigin } from '../../lib/public-origin'
import { assetNameRoutes } from './asset-name'
import { duplicateRoutes } from './duplicate'
import { accessRevoked, projectForRole, projectMemberIds } from '../../lib/project-access'
import { accessibleProjects, ACCESS_COLUMNS, insertProject, ownedProject, toListedProject, toProject } from './projects.service'
import { createProjectFiles, thumbnailKey, vpsZipKey, vpsZipPath, type ProjectFiles } from './project-files'
import { decodePngDataUrl, storeThumbnail } from './thumbnail'
import { inspectZip } from './vps-zip'
import { readVpsScan, wantsScanEntry } from './vps-scan'
import { locationScene, storeScan } from './scan-store'
import { areaRoutes } from './area-project'
import { createMediaStorage } from '../../lib/storage'
import { receiveZip } from './zip-upload'

export interface ProjectsRouteOptions {
  db: Kysely<Database>
  env: Env
  /** Thumbnails and VPS zips (default: the env's storage). */
  files?: ProjectFiles
  /** Where a scan's GLB goes (default: the env's media storage). */
  media?: MediaStorage
}

const RECENT_COUNT = 8
const secured = { security: [{ bearerAuth: [] }], tags: ['projects'] }

export async function projectsRoutes(fastify: FastifyInstance, { db, env, ...options }: ProjectsRouteOptions) {
  const app = fastify.withTypeProvider<ZodTypeProvider>()
  const files = options.files ?? createProjectFiles(env)
  const media = options.media ?? createMediaStorage(env)
  const tempDir = path.join(env.DATA_DIR, 'tmp')
  await app.register(multipart, {
    limits: { fileSize: VPS_ZIP_LIMITS.maxBytes, files: 3, fields: 10, fieldSize: 16 * 1024, parts: 16 },
  })
  app.addHook('preHandler', app.requireUser)
  // Both inherit the requireUser hook above.
  await app.register(assetNameRoutes, { db })
  await app.register(duplicateRoutes, { db, files })
  await app.register(areaRoutes, { db, media, tempDir })

  for (const [route, category] of [['surface', 'SURFACE'], ['world', 'WORLD'], ['face', 'FACE'], ['vr', 'VR'], ['web3d', 'WEB3D'], ['glasses', 'GLASSES'], ['body', 'BODY']] as const) {
    app.post(
      `/experience/${route}/create`,
      { schema: { ...secured, body: createProjectBody, response: { 201: createdEnvelope } } },
      async (request, reply) => {
        const _id = await insertProject(db, request.userId!, category, request.body)
        return reply.status(201).send({ success: true as const, message: PROJECT_MESSAGES.created, data: { _id } })
      },
    )
  }

  app.post(
    '/experience/create-with-zip',
    { schema: { ...secured, consumes: ['multipart/form-data'], response: { 201: createdEnvelope } } },
    async (request, reply) => {
      const { fields, zip } = await receiveZip(request, tempDir, VPS_ZIP_LIMITS.maxBytes)
      let storedKey: string | undefined
      try {
        const body = createProjectBody.safeParse(fields)
        if (!body.success) {
          const errors = body.error.issues.map((i) => ({ field: i.path.join('.') || 'body', message: i.message }))
          throw new HttpError(400, `Validation failed: ${errors.map((e) => `${e.field}: ${e.message}`).join('; ')}`, errors)
        }
        const summary = await inspectZip(zip.tempPath, VPS_ZIP_LIMITS, {
          wants: wantsScanEntry,
          maxBytes: VPS_SCAN_LIMITS.maxBytes,
          tooBig: `The scan's files expand to more than ${VPS_SCAN_LIMITS.maxBytes / 1024 / 1024} MB`,
        })
        const scan = await readVpsScan(summary.kept)
        summary.kept.clear()
        const scanUrl = await storeScan(media, scan.glb)
        const id = newObjectId()
        const key = vpsZipKey(vpsZipPath(id))!
        await files.vpsZips.putFile(key, zip.tempPath, { contentType: 'application/zip', size: zip.size })
        storedKey = key
        await db
          .insertInto('projects')
          .values({
            id,
            owner_id: request.userId!,
            category: 'VPS',
            project_name: body.data.project_name,
            comment: body.data.comment,
            vps_zip: JSON.stringify({
              file_name: zip.fileName,
              size: zip.size,
              entries: summary.entries,
              uncompressed: summary.uncompressed,
              path: vpsZipPath(id),
              scan: { entry: scan.entry, primitives: scan.primitives, url: scanUrl },
            }),
            scene: JSON.stringify(locationScene(scanUrl, scan.location)),
          })
          .execute()
        return reply.status(201).send({ success: true as const, message: PROJECT_MESSAGES.created, data: { _id: id } })
      } catch (error) {
        if (storedKey) await files.vpsZips.delete(storedKey).catch(() => {})
        throw error
      } finally {
        // Moved into place on local storage; uploaded (and so still here) on a bucket.
        fs.rmSync(zip.tempPath, { force: true })
      }
    },
  )

  app.get(
    '/experience',
    { schema: { ...secured, querystring: listProjectsQuery, response: { 200: projectListEnvelope } } },
    async (request) => {
      const { page, limit, sortBy = 'created_at', order = 'desc', category, scope = 'all', teamId } = request.query
      // Own, team and shared projects, each with the caller's role.
      let query = accessibleProjects(db, request.userId!, scope, teamId)
      if (category) query = query.where('projects.category', '=', category)
      // count(*) is a bigint: PostgreSQL sends it as a string, hence Number() below.
      const { total } = await query.select((eb) => eb.fn.countAll<string>().as('total')).executeTakeFirstOrThrow()
      let rows = query.selectAll('projects').select(ACCESS_COLUMNS).orderBy(`projects.${sortBy}`, order).orderBy('projects.id', order)
      if (limit) rows = rows.limit(limit).offset(((page ?? 1) - 1) * limit)
      return { success: true as const, data: (await rows.execute()).map((row) => toListedProject(row, request.userId!)), total: Number(total) }
    },
  )

  app.get('/experience/get-recent-projects', { schema: { ...secured, response: { 200: okList() } } }, async (request) => {
    const rows = await accessibleProjects(db, request.userId!)
      .selectAll('projects')
      .select(ACCESS_COLUMNS)
      .orderBy('projects.updated_at', 'desc')
      .limit(RECENT_COUNT)
      .execute()
    return { success: true as const, data: rows.map((row) => toListedProject(row, request.userId!)) }
  })

  app.get(
    '/experience/detail/:id',
    { schema: { ...secured, params: idParams, response: { 200: projectDetailEnvelope } } },
    async (request) => {
      const { role, ...row } = await projectForRole(db, request.params.id, request.userId!, 'viewer')
      const origin = publicOrigin(env, request)
      const zipInfo = row.vps_zip as { file_name: string; size: number; entries: number } | null
      return {
        success: true as const,
        data: {
          ...toProject(row),
          role,
          id: row.id,
          public_link: `${origin}/preview-page/${row.id}`,
          embed_link: `${origin}/preview-page/${row.id}?embed=1`,
          vps_zip: zipInfo ? { file_name: zipInfo.file_name, size: zipInfo.size, entries: zipInfo.entries } : null,
        },
      }
    },
  )

  app.patch(
    '/experience/update/experience-name/:id',
    { schema: { ...secured, params: idParams, body: updateProjectBody, response: { 200: projectEnvelope } } },
    async (request) => {
      await ownedProject(db, request.userId!, request.params.id, 'editor')
      const { project_name, light_data } = request.body
      const row = await db
        .updateTable('projects')
        .set({
          updated_at: new Date(),
          ...(project_name !== undefined && { project_name }),
          ...(light_data !== undefined && { light_data: JSON.stringify(light_data) }),
        })
        .where('id', '=', request.params.id)
        .returningAll()
        .executeTakeFirstOrThrow()
      return { success: true as const, message: 'Project updated', data: toProject(row) }
    },
  )

  app.patch(
    '/experience/project/:id/thumbnail/img',
    { bodyLimit: 4 * 1024 * 1024, schema: { ...secured, params: idParams, body: thumbnailBody, response: { 200: projectEnvelope } } },
    async (request) => {
      const before = await ownedProject(db, request.userId!, request.params.id, 'editor')
      const png = decodePngDataUrl(request.body.thumbnailImg)
      const url = await storeThumbnail(files.thumbnails, before.id, png)
      const row = await db
        .updateTable('projects')
        .set({ thumbnail: url, updated_at: new Date() })
        .where('id', '=', before.id)
        .returningAll()
        .executeTakeFirstOrThrow()
      if (before.thumbnail && before.thumbnail !== url) await removeFile(files.thumbnails, thumbnailKey(before.thumbnail))
      return { success: true as const, message: 'Thumbnail updated', data: toProject(row) }
    },
  )

  app.delete(
    '/experience/:id',
    { schema: { ...secured, params: idParams, response: { 200: messageEnvelopeSchema } } },
    async (request) => {
      const row = await ownedProject(db, request.userId!, request.params.id)
      const members = await projectMemberIds(db, row.id)
      await db.deleteFrom('projects').where('id', '=', row.id).execute()
      for (const userId of members) if (userId !== request.userId) accessRevoked(userId, { projectId: row.id })
      await removeFile(files.thumbnails, thumbnailKey(row.thumbnail))
      await removeFile(files.vpsZips, vpsZipKey((row.vps_zip as { path?: string } | null)?.path))
      return { success: true, message: `${row.project_name} was deleted` }
    },
  )
}

function okList() {
  return z.object({ success: z.literal(true), data: z.array(projectEnvelope.shape.data) })
}

/** Deletes a file the project no longer names; a failure only leaves it behind. */
async function removeFile(storage: MediaStorage, key: string | undefined) {
  if (key) await storage.delete(key).catch(() => {})
}
