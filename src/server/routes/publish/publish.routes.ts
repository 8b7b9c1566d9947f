import crypto from 'node:crypto'
import path from 'node:path'
import multipart from '@fastify/multipart'
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import type { Kysely } from 'kysely'
import { idParams } from '@shared/api/projects'
import {
  PUBLISH_MESSAGES,
  PUBLISHED_FILE_MAX_BYTES,
  previewParams,
  publishResultEnvelope,
  scenePreviewBody,
  scenePreviewCreatedEnvelope,
  scenePreviewEnvelope,
  versionEnvelope,
  versionParams,
  versionsEnvelope,
} from '@shared/api/publish'
import type { Database } from '../../db/schema'
import type { Env } from '../../env'
import { HttpError } from '../../lib/http-error'
import { assertCleanText } from '../../lib/clean-text'
import { loadRequestScene, readStoredScene } from '../../lib/stored-scene'
import { publicOrigin } from '../../lib/public-origin'
import { rateLimiter, type RateLimitStore } from '../../lib/rate-limiter'
import { createMediaStorage, type MediaStorage } from '../../lib/storage'
import { ownedProject } from '../projects/projects.service'
import { discard, keep, receivePublishUpload } from './published-files'
import { freezeVersion, toVersion } from './publish.service'
import { PUBLISHED_PREFIX } from './serve-published'
import { findScenePreview } from './scene-preview'
import { notices, notify } from '../notifications/notifications.service'

const PREVIEW_TTL_MS = 7 * 24 * 3600 * 1000
const HOUR = 3600 * 1000

export interface PublishRouteOptions {
  db: Kysely<Database>
  env: Env
  /** Where published USDZ/GLB files go; the one servePublishedRoutes reads (default: the env's). */
  storage?: MediaStorage
  /** Shared counters (several nodes on one PostgreSQL); per process without. */
  rateStore?: RateLimitStore
}

export async function publishRoutes(fastify: FastifyInstance, { db, env, ...options }: PublishRouteOptions) {
  const app = fastify.withTypeProvider<ZodTypeProvider>()
  const storage = options.storage ?? createMediaStorage(env, 'published')
  const tempDir = path.join(env.DATA_DIR, 'tmp')
  // The plugin's fileSize sits above the per-file cap, so the cap (with its message) trips first;
  // left out, it would default to the 1 MB body limit and refuse any real USDZ.
  await app.register(multipart, { limits: { fileSize: PUBLISHED_FILE_MAX_BYTES + 1, files: 2, fields: 4, fieldSize: 1024, parts: 8 } })
  const secured = { tags: ['publish'], security: [{ bearerAuth: [] }] }
  const links = (request: Parameters<typeof publicOrigin>[1], id: string) => {
    const origin = publicOrigin(env, request)
    return { public_link: `${origin}/preview-page/${id}`, embed_link: `${origin}/preview-page/${id}?embed=1` }
  }

  app.post(
    '/experience/:id/publish',
    { preHandler: app.requireUser, schema: { ...secured, params: idParams, consumes: ['multipart/form-data'], response: { 201: publishResultEnvelope } } },
    async (request, reply) => {
      const project = await ownedProject(db, request.userId!, request.params.id, 'editor')
      const upload = await receivePublishUpload(request, tempDir)
      try {
        const revision = Number(upload.fields.revision)
        if (!Number.isInteger(revision) || revision < 0) throw new HttpError(400, 'revision is required', [{ field: 'revision', message: 'revision must be the saved scene revision' }])
        const { inserted, projectName } = await freezeVersion(db, project.id, revision, async () => ({
          usdz: upload.usdz ? await keep(upload.usdz, storage, 'usdz') : null,
          glb: upload.glb ? await keep(upload.glb, storage, 'glb') : null,
        }))
        const data = { ...toVersion(inserted, PUBLISHED_PREFIX), ...links(request, project.id), projectId: project.id }
        await notify(db, notices.published(request.userId!, project.id, projectName, inserted.version, data.public_link))
        return reply.status(201).send({ success: true as const, message: PUBLISH_MESSAGES.published, data })
      } finally {
        discard(upload)
      }
    },
  )

  app.get('/experience/:id/versions', { preHandler: app.requireUser, schema: { ...secured, params: idParams, response: { 200: versionsEnvelope } } }, async (request) => {
    await ownedProject(db, request.userId!, request.params.id, 'viewer')
    const rows = await db
      .selectFrom('published_versions')
      .select(['id', 'version', 'project_name', 'scene_revision', 'usdz', 'glb', 'created_at'])
      .where('project_id', '=', request.params.id)
      .orderBy('version', 'desc')
      .execute()
    return { success: true as const, data: rows.map((r) => toVersion(r, PUBLISHED_PREFIX)) }
  })

  app.get(
    '/experience/:id/versions/:version',
    { preHandler: app.requireUser, schema: { ...secured, params: versionParams, response: { 200: versionEnvelope } } },
    async (request) => {
      await ownedProject(db, request.userId!, request.params.id, 'viewer')
      const row = await db.selectFrom('published_versions').selectAll().where('project_id', '=', request.params.id).where('version', '=', request.params.version).executeTakeFirst()
      if (!row) throw new HttpError(404, 'Version not found')
      return { success: true as const, data: { ...toVersion(row, PUBLISHED_PREFIX), scene: readStoredScene(row.scene) } }
    },
  )

  // Tokenless by the spec: it only ever creates a new, expiring snapshot under a random id, so it
  // cannot change anyone's published experience. Capped per address, in count and in bytes kept.
  const previewsByIp = rateLimiter('snapshot-create-ip', env.SNAPSHOT_RATE_PER_HOUR, HOUR, options.rateStore)
  const previewReadsByIp = rateLimiter('snapshot-read-ip', env.PREVIEW_READS_PER_MIN, 60_000, options.rateStore)
  const tooMany = (wait: number, message: string) => new HttpError(429, message, undefined, { 'retry-after': String(wait) })
  app.post(
    '/scene-preview',
    { bodyLimit: 9 * 1024 * 1024, schema: { tags: ['publish'], body: scenePreviewBody, response: { 201: scenePreviewCreatedEnvelope } } },
    async (request, reply) => {
      const wait = await previewsByIp.hitShared(request.ip)
      if (wait) throw tooMany(wait, 'Too many previews shared from this address. Try again later.')
      let parsed: unknown
      try {
        parsed = JSON.parse(request.body.scene)
      } catch {
        throw new HttpError(400, 'scene must be a serialized scene document')
      }
      assertCleanText(parsed, 'scene')
      const scene = loadRequestScene(parsed)
      const text = JSON.stringify(scene)
      const bytes = Buffer.byteLength(text)
      await db.deleteFrom('scene_previews').where('expires_at', '<', new Date()).execute()
      const kept = await db
        .selectFrom('scene_previews')
        .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('bytes'), eb.lit(0)).as('total'))
        .where('creator', '=', request.ip)
        .executeTakeFirst()
      if (Number(kept?.total ?? 0) + bytes > env.SNAPSHOT_QUOTA_BYTES) {
        throw tooMany(3600, 'This address has stored too many shared previews. Older ones expire after 7 days; try again later.')
      }
      const id = crypto.randomBytes(16).toString('hex')
      const expires = new Date(Date.now() + PREVIEW_TTL_MS)
      await db.insertInto('scene_previews').values({ id, project_id: request.body.id ?? null, scene: text, expires_at: expires, creator: request.ip, bytes }).execute()
      return reply.status(201).send({ success: true as const, data: { id, url: `${publicOrigin(env, request)}/preview-page/${id}`, expires_at: expires.toISOString() } })
    },
  )

  app.get('/scene-preview/:id', { schema: { tags: ['publish'], params: previewParams, response: { 200: scenePreviewEnvelope } } }, async (request, reply) => {
    const wait = await previewReadsByIp.hitShared(request.ip)
    if (wait) throw tooMany(wait, 'Too many requests from this address. Try again in a minute.')
    const found = await findScenePreview(db, request.params.id)
    if (!found) throw new HttpError(404, PUBLISH_MESSAGES.sceneNotFound)
    reply.header('cache-control', found.cacheControl)
    return { success: true as const, data: found.data }
  })
}
