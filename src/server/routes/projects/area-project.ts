import fs from 'node:fs'
import path from 'node:path'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import type { Kysely } from 'kysely'
import { AREA_MESSAGES, createdEnvelope, createProjectBody, PROJECT_MESSAGES, VPS_SCAN_LIMITS } from '@shared/api/projects'
import { newObjectId } from '@shared/ids'
import type { Database } from '../../db/schema'
import { assertCleanText } from '../../lib/clean-text'
import { HttpError } from '../../lib/http-error'
import { partToTemp } from '../../lib/multipart-to-temp'
import type { MediaStorage } from '../../lib/storage'
import { areaScene, storeScan } from './scan-store'
import { readVpsScan } from './vps-scan'

/**
 * POST /experience/area/create (multipart: project_name, comment, scanContent = one .glb): an Area
 * Tracking project made from a room's scan. The scan is checked as the VPS zip's is (readable,
 * self-contained, within the triangle budget) and stored as media; the scene carries its URL.
 */
export async function areaRoutes(fastify: FastifyInstance, { db, media, tempDir }: { db: Kysely<Database>; media: MediaStorage; tempDir: string }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>()
  app.post(
    '/experience/area/create',
    { schema: { security: [{ bearerAuth: [] }], tags: ['projects'], consumes: ['multipart/form-data'], response: { 201: createdEnvelope } } },
    async (request, reply) => {
      const { fields, file } = await receiveScan(request, tempDir)
      try {
        const body = createProjectBody.safeParse(fields)
        if (!body.success) {
          const errors = body.error.issues.map((i) => ({ field: i.path.join('.') || 'body', message: i.message }))
          throw new HttpError(400, `Validation failed: ${errors.map((e) => `${e.field}: ${e.message}`).join('; ')}`, errors)
        }
        const scan = await readVpsScan(new Map([[file.name, fs.readFileSync(file.path)]]))
        const scanUrl = await storeScan(media, scan.glb)
        const id = newObjectId()
        await db
          .insertInto('projects')
          .values({ id, owner_id: request.userId!, category: 'AREA', project_name: body.data.project_name, comment: body.data.comment, scene: JSON.stringify(areaScene(scanUrl)) })
          .execute()
        return reply.status(201).send({ success: true as const, message: PROJECT_MESSAGES.created, data: { _id: id } })
      } finally {
        fs.rmSync(file.path, { force: true })
      }
    },
  )
}

async function receiveScan(request: FastifyRequest, tempDir: string) {
  if (!request.isMultipart()) throw new HttpError(415, 'Send multipart/form-data with project_name, comment and scanContent')
  const fields: Record<string, string> = {}
  const written: string[] = []
  let file: { path: string; name: string } | undefined
  let files = 0
  let badName = false
  try {
    for await (const part of request.parts()) {
      if (part.type !== 'file') {
        if (typeof part.value === 'string') fields[part.fieldname] = part.value
        assertCleanText(fields[part.fieldname], part.fieldname)
        continue
      }
      files += 1
      if (files > 1 || !part.filename.toLowerCase().endsWith('.glb')) {
        badName ||= files === 1
        part.file.resume()
        continue
      }
      const temp = await partToTemp(part.file, { tempDir, prefix: 'scan-', suffix: '.glb', truncatedMessage: `The scan is larger than ${VPS_SCAN_LIMITS.maxBytes / 1024 / 1024} MB`, headBytes: 4 })
      written.push(temp.path)
      if (temp.size > VPS_SCAN_LIMITS.maxBytes) throw new HttpError(413, `The scan is larger than ${VPS_SCAN_LIMITS.maxBytes / 1024 / 1024} MB`)
      assertCleanText(part.filename, 'scanContent.filename')
      file = { path: temp.path, name: path.basename(part.filename) }
    }
    if (files > 1) throw new HttpError(400, PROJECT_MESSAGES.oneFile)
    if (badName) throw new HttpError(415, AREA_MESSAGES.glbOnly)
    if (!file) throw new HttpError(400, AREA_MESSAGES.scanRequired, [{ field: 'scanContent', message: AREA_MESSAGES.scanRequired }])
    return { fields, file }
  } catch (error) {
    for (const written1 of written) fs.rmSync(written1, { force: true })
    throw error
  }
}
