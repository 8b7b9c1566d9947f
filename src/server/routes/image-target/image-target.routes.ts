import crypto from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { Readable } from 'node:stream'
import multipart from '@fastify/multipart'
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import type { Kysely } from 'kysely'
import { MEDIA_URL_PREFIX } from '@shared/api/assets'
import { compiledTargetEnvelope, compiledTargetQuery, IMAGE_TARGET_LIMITS, IMAGE_TARGET_MESSAGES, replacedTargetEnvelope } from '@shared/api/image-target'
import { createdEnvelope, createProjectBody, idParams, PROJECT_MESSAGES } from '@shared/api/projects'
import { newObjectId } from '@shared/ids'
import { emptyScene } from '@shared/scene/defaults'
import type { SceneDocument } from '@shared/scene/schema'
import type { Database } from '../../db/schema'
import type { Env } from '../../env'
import { HttpError } from '../../lib/http-error'
import { readStoredScene } from '../../lib/stored-scene'
import { createMediaStorage, type MediaStorage } from '../../lib/storage'
import { ownedProject } from '../scenes/scene-repository'
import { COMPILED_HEAD_BYTES, inspectTargetImage, isCompiledTarget, receiveTargetImage, type ReceivedTarget } from './target-image'
import { compiledName, mediaKeyOf, pictureRow, recordCompiledTarget } from './target-rows'

export interface ImageTargetRouteOptions {
  db: Kysely<Database>
  env: Env
  /** Where the picture and its compiled target go: the media storage (local or the bucket). */
  storage?: MediaStorage
}

const secured = { security: [{ bearerAuth: [] }], tags: ['projects'] }

/**
 * POST /experience/image/create makes an Image Target project from its picture, refusing
 * what a tracker could not follow; POST /experience/image/{id}/target stores a replacement picture
 * under the same rating; POST /experience/image/{id}/compiled stores the compiled target the
 * author's browser made from a picture. Compiled targets are media rows of type 'target'. Both in their own scope (multipart and a raw body).
 */
export async function imageTargetRoutes(fastify: FastifyInstance, { db, env, ...options }: ImageTargetRouteOptions) {
  const app = fastify.withTypeProvider<ZodTypeProvider>()
  const storage = options.storage ?? createMediaStorage(env)
  const tempDir = path.join(env.DATA_DIR, 'tmp')
  await app.register(multipart, {
    limits: { fileSize: IMAGE_TARGET_LIMITS.maxImageBytes + 1, files: 2, fields: 10, fieldSize: 16 * 1024, parts: 16 },
  })
  app.addContentTypeParser('application/octet-stream', { parseAs: 'buffer', bodyLimit: IMAGE_TARGET_LIMITS.maxCompiledBytes }, (_request, body, done) => done(null, body))
  app.addHook('preHandler', app.requireUser)

  /** Rates the picture (refusing as at create), then stores it and its compiled target, noting the keys this call created. */
  const storeTarget = async (file: ReceivedTarget, mind: ReceivedTarget | undefined, storedKeys: string[]) => {
    const image = await inspectTargetImage(file.tempPath)
    const key = `${file.sha256}.${image.format}`
    if ((await storage.putFile(key, file.tempPath, { contentType: image.mime, size: file.size })).created) storedKeys.push(key)
    let mindUrl: string | undefined
    if (mind) {
      const mindKey = `${mind.sha256}.mind`
      if ((await storage.putFile(mindKey, mind.tempPath, { contentType: 'application/octet-stream', size: mind.size })).created) storedKeys.push(mindKey)
      mindUrl = `${MEDIA_URL_PREFIX}${mindKey}`
    }
    return { image, key, mindUrl }
  }

  app.post(
    '/experience/image/create',
    { schema: { ...secured, consumes: ['multipart/form-data'], response: { 201: createdEnvelope } } },
    async (request, reply) => {
      const { fields, file, mind } = await receiveTargetImage(request, tempDir)
      const storedKeys: string[] = []
      try {
        const body = createProjectBody.safeParse(fields)
        if (!body.success) {
          const errors = body.error.issues.map((i) => ({ field: i.path.join('.') || 'body', message: i.message }))
          throw new HttpError(400, `Validation failed: ${errors.map((e) => `${e.field}: ${e.message}`).join('; ')}`, errors)
        }
        const { image, key, mindUrl } = await storeTarget(file, mind, storedKeys)
        const id = newObjectId()
        const { asset, row: picture } = pictureRow({ ownerId: request.userId!, projectId: id, name: file.fileName, key, size: file.size, image })
        const scene: SceneDocument = { ...emptyScene(), assets: { [asset.id]: asset } }
        scene.settings = { ...scene.settings, imageTarget: { assetId: asset.id, widthCm: IMAGE_TARGET_LIMITS.defaultWidthCm, ...(mindUrl && { mindUrl }) } }
        await db.transaction().execute(async (trx) => {
          await trx
            .insertInto('projects')
            .values({ id, owner_id: request.userId!, category: 'IMAGE', project_name: body.data.project_name, comment: body.data.comment, scene: JSON.stringify(scene) })
            .execute()
          await trx.insertInto('media_assets').values(picture).execute()
          if (mind && mindUrl) await recordCompiledTarget(trx, { ownerId: request.userId!, projectId: id, key: mediaKeyOf(mindUrl)!, size: mind.size, name: compiledName(file.fileName) })
        })
        return reply.status(201).send({ success: true as const, message: PROJECT_MESSAGES.created, data: { _id: id } })
      } catch (error) {
        // Content-addressed: only keys this request created can go (another project may share them).
        for (const key of storedKeys) await storage.delete(key).catch(() => {})
        throw error
      } finally {
        for (const received of [file, mind]) if (received) fs.rmSync(received.tempPath, { force: true })
      }
    },
  )

  app.post(
    '/experience/image/:id/target',
    { schema: { ...secured, consumes: ['multipart/form-data'], params: idParams, response: { 201: replacedTargetEnvelope } } },
    async (request, reply) => {
      const row = await ownedProject(db, request.userId!, request.params.id, 'editor')
      if (row.category !== 'IMAGE') throw new HttpError(409, IMAGE_TARGET_MESSAGES.notImageProject)
      const { file, mind } = await receiveTargetImage(request, tempDir)
      const storedKeys: string[] = []
      try {
        // The same rating and refusals as at create: a replacement must be as trackable.
        const { image, key, mindUrl } = await storeTarget(file, mind, storedKeys)
        const { asset, row: picture } = pictureRow({ ownerId: request.userId!, projectId: row.id, name: file.fileName, key, size: file.size, image })
        await db.transaction().execute(async (trx) => {
          await trx.insertInto('media_assets').values(picture).execute()
          if (mind && mindUrl) await recordCompiledTarget(trx, { ownerId: request.userId!, projectId: row.id, key: mediaKeyOf(mindUrl)!, size: mind.size, name: compiledName(file.fileName) })
        })
        // The document changes in the author's editor, as one undoable step (shared/image-target/replace-target).
        return reply.status(201).send({
          success: true as const,
          message: IMAGE_TARGET_MESSAGES.replaced,
          data: { asset: { id: asset.id, type: 'image' as const, name: asset.name, url: asset.url, size: file.size, mime: image.mime, width: image.width, height: image.height }, quality: { score: image.quality.score, rating: image.quality.rating }, ...(mindUrl && { mindUrl }) },
        })
      } catch (error) {
        for (const key of storedKeys) await storage.delete(key).catch(() => {})
        throw error
      } finally {
        for (const received of [file, mind]) if (received) fs.rmSync(received.tempPath, { force: true })
      }
    },
  )

  app.post(
    '/experience/image/:id/compiled',
    { schema: { ...secured, params: idParams, querystring: compiledTargetQuery, response: { 201: compiledTargetEnvelope } } },
    async (request, reply) => {
      const row = await ownedProject(db, request.userId!, request.params.id, 'editor')
      if (row.category !== 'IMAGE') throw new HttpError(409, IMAGE_TARGET_MESSAGES.notImageProject)
      // The picture it was made from must be one of this project's uploads.
      const upload = await db
        .selectFrom('media_assets')
        .select(['id', 'name'])
        .where('project_id', '=', row.id)
        .where('id', '=', request.query.assetId)
        .where('type', '=', 'image')
        .executeTakeFirst()
      const doc = row.scene ? readStoredScene(row.scene) : null
      const known = doc?.assets[request.query.assetId]
      if (!upload && !known) throw new HttpError(422, IMAGE_TARGET_MESSAGES.unknownImage)
      const body = request.body
      if (!Buffer.isBuffer(body) || !isCompiledTarget(body.subarray(0, COMPILED_HEAD_BYTES))) throw new HttpError(422, IMAGE_TARGET_MESSAGES.notCompiled)
      const key = `${crypto.createHash('sha256').update(body).digest('hex')}.mind`
      await storage.put(key, Readable.from([body]), { contentType: 'application/octet-stream', size: body.length })
      const id = await recordCompiledTarget(db, { ownerId: request.userId!, projectId: row.id, key, size: body.length, name: compiledName(upload?.name ?? known?.name ?? 'target') })
      return reply.status(201).send({ success: true as const, data: { id, url: `${MEDIA_URL_PREFIX}${key}`, size: body.length } })
    },
  )
}
