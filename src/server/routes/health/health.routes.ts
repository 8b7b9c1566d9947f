import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { sql, type Kysely } from 'kysely'
import { clientConfigEnvelope, healthEnvelope, type ClientConfig } from '@shared/api/health'
import type { Database } from '../../db/schema'
import type { DbEngine } from '../../db/client'

export interface HealthOptions {
  db: Kysely<Database>
  engine: DbEngine
  version: string
  clientConfig: ClientConfig
}

export async function healthRoutes(fastify: FastifyInstance, options: HealthOptions) {
  const app = fastify.withTypeProvider<ZodTypeProvider>()
  const started = Date.now()

  app.get('/health', { schema: { tags: ['system'], response: { 200: healthEnvelope } } }, async () => {
    let status: 'ok' | 'degraded' = 'ok'
    try {
      await sql`SELECT 1`.execute(options.db)
    } catch {
      status = 'degraded'
    }
    return {
      success: true as const,
      data: {
        status,
        database: options.engine,
        version: options.version,
        uptime_s: Math.round((Date.now() - started) / 1000),
      },
    }
  })

  app.get('/config', { schema: { tags: ['system'], response: { 200: clientConfigEnvelope } } }, async () => ({
    success: true as const,
    data: options.clientConfig,
  }))
}
