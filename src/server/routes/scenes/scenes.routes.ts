import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import type { Kysely } from 'kysely'
import { idParams } from '@shared/api/projects'
import { saveSceneBody, saveSceneEnvelope } from '@shared/api/scenes'
import { emptyScene } from '@shared/scene/defaults'
import { loadScene, SceneLoadError } from '@shared/scene/load'
import type { Database } from '../../db/schema'
import { HttpError } from '../../lib/http-error'
import { ownedProject, writeSceneAt } from './scene-repository'
import { sceneRecords } from './scene-records'

const SCENE_BODY_LIMIT = 8 * 1024 * 1024

export async function scenesRoutes(fastify: FastifyInstance, { db }: { db: Kysely<Database> }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>()
  app.addHook('preHandler', app.requireUser)
  const schema = { tags: ['scenes'], security: [{ bearerAuth: [] }] }

  app.get('/assets/project/:id/assets', { schema: { ...schema, params: idParams } }, async (request) => {
    const row = await ownedProject(db, request.userId!, request.params.id)
    const scene = row.scene ? loadScene(row.scene) : emptyScene()
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
      let scene
      try {
        scene = loadScene(request.body.scene)
      } catch (error) {
        if (error instanceof SceneLoadError) throw new HttpError(422, error.message, error.issues.map((i) => ({ field: i.path || 'scene', message: i.message })))
        throw error
      }
      const revision = await writeSceneAt(db, { projectId: request.params.id, ownerId: request.userId!, baseRevision: request.body.baseRevision, scene })
      if (revision === null) throw new HttpError(409, 'This project was changed elsewhere since you opened it. Reload to get the latest version; your edits are kept as a local draft.')
      return { success: true as const, message: 'Scene saved', data: { revision } }
    },
  )
}
