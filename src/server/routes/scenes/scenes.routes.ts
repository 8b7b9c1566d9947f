import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import type { Kysely } from 'kysely'
import { idParams } from '@shared/api/projects'
import { saveSceneBody, saveSceneEnvelope, sceneAnswerEnvelope, type SceneAnswer } from '@shared/api/scenes'
import { emptyScene } from '@shared/scene/defaults'
import type { Database } from '../../db/schema'
import { HttpError } from '../../lib/http-error'
import { readStoredScene } from '../../lib/stored-scene'
import { createSceneChecker } from '../../lib/scene-checker'
import { hasProjectRole } from '../../lib/project-access'
import { assertProjectOwner, writeSceneAt } from './scene-repository'
import { sceneRecords } from './scene-records'
import { unplacedUploads, uploadRecords } from './unplaced-uploads'
import { pickEncoding, SceneAnswerCache, type Encoding } from './scene-answer-cache'
import { PROJECT_MESSAGES } from '@shared/api/projects'

const SCENE_BODY_LIMIT = 8 * 1024 * 1024

export async function scenesRoutes(fastify: FastifyInstance, { db }: { db: Kysely<Database> }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>()
  const schema = { tags: ['scenes'], security: [{ bearerAuth: [] }] }

  // The editor's and the assistant's read, the most frequent one: one small row proves ownership
  // and names the version; the document, its legacy records and the serialized (and compressed)
  // answer are built once per version (scene-answer-cache.ts).
  const answers = new SceneAnswerCache()
  app.get('/assets/project/:id/assets', { schema: { ...schema, params: idParams, response: { 200: sceneAnswerEnvelope } } }, async (request, reply) => {
    // One query proves the session (not ended, not expired) and the caller's access together; only a miss
    // asks which of the two failed, so the answer stays 401 or 404 as before.
    const claims = await app.bearerClaims(request)
    const head = await db
      .selectFrom('projects')
      .innerJoin('sessions', (join) => join.on('sessions.id', '=', claims.sessionId))
      .select(['projects.id', 'projects.project_name', 'projects.category', 'projects.light_data', 'projects.scene_revision', 'projects.updated_at'])
      .where('projects.id', '=', request.params.id)
      .where('sessions.id', '=', claims.sessionId)
      .where('sessions.user_id', '=', claims.userId)
      .where('sessions.expires_at', '>', new Date())
      // Any role opens it (lib/project-access.ts): owner, team member or shared person.
      .where(hasProjectRole(claims.userId, 'viewer'))
      .executeTakeFirst()
    if (!head) {
      await app.requireUser(request)
      throw new HttpError(404, PROJECT_MESSAGES.notFound)
    }
    const key = `${head.scene_revision}:${new Date(head.updated_at).getTime()}`
    let encoding: Encoding = 'identity'
    const body = await answers.getAsync(head.id, key, async () => {
      const row = await db.selectFrom('projects').select('scene').where('id', '=', head.id).executeTakeFirst()
      const scene = row?.scene ? readStoredScene(row.scene) : emptyScene()
      const records = sceneRecords(scene)
      const unplaced = uploadRecords(await unplacedUploads(db, head.id, scene))
      for (const list of ['mesh', 'image', 'video', 'audio'] as const) records[list].push(...unplaced[list])
      const answer: SceneAnswer = {
        success: true,
        data: {
          project_name: head.project_name,
          category: head.category,
          light_data: head.light_data ?? null,
          movedFilesPaths: [],
          ...records,
          scene,
          revision: head.scene_revision,
        },
      }
      return Buffer.from(JSON.stringify(answer))
    }, (size) => (encoding = pickEncoding(request.headers['accept-encoding'], size)))
    reply.header('content-type', 'application/json; charset=utf-8').header('vary', 'accept-encoding')
    if (encoding !== 'identity') reply.header('content-encoding', encoding)
    // A Buffer skips the response serializer: the schema costs the cached path nothing.
    return reply.send(body as never)
  })

  // The biggest saves are checked on a worker thread, so they never hold up other requests.
  const checker = createSceneChecker()
  app.addHook('onClose', () => checker.close())
  app.put(
    '/assets/project/:id/scene',
    { preHandler: app.requireUser, bodyLimit: SCENE_BODY_LIMIT, schema: { ...schema, params: idParams, body: saveSceneBody, response: { 200: saveSceneEnvelope } } },
    async (request) => {
      await assertProjectOwner(db, request.userId!, request.params.id, 'editor')
      const scene = await checker.check(request.body.scene)
      const revision = await writeSceneAt(db, { projectId: request.params.id, ownerId: request.userId!, baseRevision: request.body.baseRevision, scene })
      if (revision === null) throw new HttpError(409, 'This project was changed elsewhere since you opened it. Reload to get the latest version; your edits are kept as a local draft.')
      return { success: true as const, message: 'Scene saved', data: { revision } }
    },
  )
}
