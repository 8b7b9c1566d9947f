import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import type { Kysely } from 'kysely'
import { idParams } from '@shared/api/projects'
import { saveSceneBody, saveSceneEnvelope } from '@shared/api/scenes'
import { emptyScene } from '@shared/scene/defaults'
import type { Database } from '../../db/schema'
import { HttpError } from '../../lib/http-error'
import { loadRequestScene, readStoredScene } from '../../lib/stored-scene'
import { ownedProject } from '../projects/projects.service'
import { sceneRecords } from './scene-records'

const SCENE_BODY_LIMIT = 8 * 1024 * 1024

export async function scenesRoutes(fastify: FastifyInstance, { db }: { db: Kysely<Database> }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>()
  app.addHook('preHandler', app.requireUser)
  const schema = { tags: ['scenes'], security: [{ bearerAuth: [] }] }

  app.get('/assets/project/:id/assets', { schema: { ...schema, params: idParams } }, async (request) => {
    const row = await ownedProject(db, request.userId!, request.params.id)
    const scene = row.scene ? readStoredScene(row.scene) : emptyScene()
    return {
      success: true,
      data: {
        project_name: row.project_name,
        category: row.category,
        light_data: row.light_data ?? null,
        movedFilesPaths: [],
        ...sceneRecords(scene),
        scene,
        revision: row.scene_revision,
      },
    }
  })

  app.put(
    '/assets/project/:id/scene',
    { bodyLimit: SCENE_BODY_LIMIT, schema: { ...schema, params: idParams, body: saveSceneBody, response: { 200: saveSceneEnvelope } } },
    async (request) => {
      await ownedProject(db, request.userId!, request.params.id)
      const scene = loadRequestScene(request.body.scene)
      // One conditional UPDATE: it either replaces the whole document or changes nothing.
      const saved = await db
        .updateTable('projects')
        .set((eb) => ({ scene: JSON.stringify(scene), scene_revision: eb('scene_revision', '+', 1), updated_at: new Date() }))
        .where('id', '=', request.params.id)
        .where('owner_id', '=', request.userId!)
        .where('scene_revision', '=', request.body.baseRevision)
        .returning('scene_revision')
        .executeTakeFirst()
      if (!saved) throw new HttpError(409, 'This project was changed elsewhere since you opened it. Reload to get the latest version; your edits are kept as a local draft.')
      return { success: true as const, message: 'Scene saved', data: { revision: saved.scene_revision } }
    },
  )
}
