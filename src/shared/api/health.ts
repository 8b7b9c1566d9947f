import * as z from 'zod'
import { okEnvelope } from './envelope'

export const healthDataSchema = z.object({
  status: z.enum(['ok', 'degraded']),
  database: z.enum(['pglite', 'postgresql']),
  version: z.string(),
  uptime_s: z.number(),
})
export const healthEnvelope = okEnvelope(healthDataSchema)

/** Settings the client needs at run time, so the built bundle never hard-codes them. */
export const clientConfigSchema = z.object({
  marketingUrl: z.string(),
  discordUrl: z.string(),
  googleSignIn: z.boolean(),
  publicUrl: z.string(),
})
export type ClientConfig = z.infer<typeof clientConfigSchema>
export const clientConfigEnvelope = okEnvelope(clientConfigSchema)
