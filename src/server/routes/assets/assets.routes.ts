import path from 'node:path'
import multipart from '@fastify/multipart'
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import type { Kysely } from 'kysely'
import { bulkAnswerEnvelope, bulkParams, fileSizeMessage, MAX_FILES_PER_REQUEST, MEDIA_MESSAGES, UPLOAD_LIMITS, type UploadType } from '@shared/api/assets'
import { isObjectId } from '@shared/ids'
import type { Database } from '../../db/schema'
import type { Env } from '../../env'
import { HttpError } from '../../lib/http-error'
import { createMediaStorage, type MediaStorage } from '../../lib/storage'
import { ownedProject } from '../projects/projects.service'
import { saveUploads } from './assets.service'
import { isSpecShape, saveSpecMedia } from './media-bulk'
import { withMediaTable } from './media-table'
import { discardFiles, receiveMedia, sweepStaleTemp } from './receive-media'
import { serveMediaRoutes } from './serve-media'
import { saveTextBulk } from './text-bulk'

export interface AssetsRouteOptions {
  db: Kysely<Database>
  env: Env
  /** Where the API lives (/api/v1); the files themselves are served from /uploads/media/. */
  apiPrefix: string
  storage?: MediaStorage
}

/** Per-type caps, counted while receiving. The mesh cap is the server's hard cap, not the dialog's 50 MB. */
function capFor(type: UploadType, env: Env) {
  switch (type) {
    case 'image':
      return { bytes: UPLOAD_LIMITS.image, message: MEDIA_MESSAGES.imageTooLarge }
    case 'video':
      return { bytes: UPLOAD_LIMITS.video, message: MEDIA_MESSAGES.videoTooLarge }
    case 'audio':
      return { bytes: UPLOAD_LIMITS.audio, message: MEDIA_MESSAGES.audioTooLarge }
    case 'mesh':
    case 'splat':
      return { bytes: env.MEDIA_MAX_MESH_BYTES, message: fileSizeMessage(env.MEDIA_MAX_MESH_BYTES) }
    case 'vector':
      return { bytes: UPLOAD_LIMITS.vector, message: MEDIA_MESSAGES.vectorTooLarge }
    case 'sprite':
      return { bytes: UPLOAD_LIMITS.sprite, message: MEDIA_MESSAGES.spriteTooLarge }
  }
}

/** POST /api/v1/assets/{type}/bulk and GET /uploads/media/{name}, over one storage. */
export async function assetsRoutes(fastify: FastifyInstance, options: AssetsRouteOptions) {
  const { env } = options
  const storage = options.storage ?? createMediaStorage(env)
  const db = withMediaTable(options.db)
  const tempDir = path.join(env.DATA_DIR, 'tmp')
  sweepStaleTemp(tempDir)

  await fastify.register(serveMediaRoutes, { storage })
  await fastify.register(
    async (scope) => {
      const app = scope.withTypeProvider<ZodTypeProvider>()
      await app.register(multipart, {
        limits: {
          // Above every per-type cap, so the caps (with their messages) always trip first.
          fileSize: Math.max(env.MEDIA_MAX_MESH_BYTES, UPLOAD_LIMITS.video) + 1,
          files: MAX_FILES_PER_REQUEST + 1,
          fields: 10,
          fieldSize: 64 * 1024,
          parts: MAX_FILES_PER_REQUEST + 11,
        },
      })
      app.post(
        '/assets/:type/bulk',
        {
          preHandler: app.requireUser,
          schema: { tags: ['assets'], security: [{ bearerAuth: [] }], consumes: ['multipart/form-data'], params: bulkParams, response: { 201: bulkAnswerEnvelope } },
        },
        async (request, reply) => {
          const { type } = request.params
          if (type === 'text') return reply.status(201).send(await saveTextBulk(options.db, request, request.userId!))
          const userId = request.userId!
          const started = performance.now()
          let projectId: string | undefined
          const upload = await receiveMedia(request, {
            tempDir,
            cap: capFor(type, env),
            // The owner check runs when the field arrives, so another user's project stops the upload before its files.
            onField: async (name, value) => {
              if (name !== 'projectId') return
              if (!isObjectId(value)) throw new HttpError(400, 'projectId must be a project id', [{ field: 'projectId', message: 'invalid id' }])
              await ownedProject(options.db, userId, value, 'editor')
              projectId = value
            },
          })
          const received = performance.now()
          try {
            if (!projectId) throw new HttpError(400, 'projectId is required', [{ field: 'projectId', message: 'projectId is required' }])
            if (isSpecShape(upload.fields)) {
              const input = { db, storage, ownerId: userId, projectId, type, fields: upload.fields, files: upload.files, pipelineTimeoutMs: env.MEDIA_PIPELINE_TIMEOUT_S * 1000 }
              return reply.status(201).send(await saveSpecMedia(options.db, input))
            }
            const data = await saveUploads({
              db,
              storage,
              userId,
              projectId,
              type,
              rawDescriptions: upload.fields.assets,
              files: upload.files,
              pipelineTimeoutMs: env.MEDIA_PIPELINE_TIMEOUT_S * 1000,
            })
            const message = `${data.length} ${data.length === 1 ? 'file' : 'files'} uploaded`
            // Where the time went: receiving the bytes, then checking, optimizing and storing them.
            reply.header('server-timing', `receive;dur=${(received - started).toFixed(0)}, process;dur=${(performance.now() - received).toFixed(0)}`)
            return reply.status(201).send({ success: true as const, message, data: { data } })
          } finally {
            discardFiles(upload.files)
          }
        },
      )
    },
    { prefix: options.apiPrefix },
  )
}
