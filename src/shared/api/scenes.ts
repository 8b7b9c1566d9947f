import * as z from 'zod'

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
