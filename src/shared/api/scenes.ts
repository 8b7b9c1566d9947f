import * as z from 'zod'
import { sceneSchema } from '../scene/schema'

/** PUT /assets/project/{id}/scene: the whole document, and the revision it was based on. */
export const saveSceneBody = z.object({
  scene: z.unknown(),
  baseRevision: z.number().int().min(0),
})
export const saveSceneEnvelope = z.object({
  success: z.literal(true),
  message: z.string(),
  data: z.object({ revision: z.number().int() }),
})

/**
 * GET /assets/project/{id}/assets (editor spec §7): the project's name and light, the spec's
 * per-type asset records derived from the document, and the document itself at its revision.
 * The server sends this from a per-revision cached buffer, so Fastify's serializer never runs on
 * it; the schema documents the answer and is what the client reads it with.
 */
const assetRecords = z.array(z.looseObject({ _id: z.string(), name: z.string() }))
export const sceneAnswerData = z.object({
  project_name: z.string(),
  category: z.enum(['SURFACE', 'VPS', 'WORLD', 'IMAGE', 'FACE', 'VR', 'WEB3D', 'GLASSES', 'BODY', 'AREA']),
  light_data: z.unknown(),
  movedFilesPaths: z.array(z.string()),
  mesh: assetRecords,
  image: assetRecords,
  video: assetRecords,
  audio: assetRecords,
  text: assetRecords,
  scene: sceneSchema,
  revision: z.number().int().min(0),
})
export const sceneAnswerEnvelope = z.object({ success: z.literal(true), data: sceneAnswerData })
export type SceneAnswer = z.infer<typeof sceneAnswerEnvelope>

/**
 * The same answer as a client reads it: the document is checked (and migrated) by loadScene, not
 * parsed a second time here.
 */
export const sceneAnswerWire = z.object({ success: z.literal(true), data: sceneAnswerData.extend({ scene: z.unknown() }) })
