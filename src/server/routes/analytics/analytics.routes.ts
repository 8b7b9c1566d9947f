import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import type { Kysely } from 'kysely'
import {
  ANALYTICS_MAX_BATCH,
  analyticsBatchSchema,
  analyticsOverviewEnvelope,
  analyticsReportEnvelope,
  analyticsSettingsBody,
  analyticsSettingsEnvelope,
  reportQuery,
} from '@shared/api/analytics'
import { idParams } from '@shared/api/projects'
import type { Database } from '../../db/schema'
import type { Env } from '../../env'
import { assertCleanText } from '../../lib/clean-text'
import { HttpError } from '../../lib/http-error'
import { rateLimiter, type RateLimitStore } from '../../lib/rate-limiter'
import type { MediaStorage } from '../../lib/storage'
import { ownedProject } from '../projects/projects.service'
import { countryOf } from './country'
import { IngestWriter, purgeOldEvents } from './ingest'
import { buildOverview, buildReport, rangeDays } from './report'
import { deviceClass, osFamily } from './user-agent'
import { utcDay, VisitorSalt } from './visitor-salt'

export interface AnalyticsRouteOptions {
  db: Kysely<Database>
  env: Env
  storage: MediaStorage
  /** Several nodes on one PostgreSQL count the batch limit together. */
  rateStore?: RateLimitStore
}

interface ProjectInfo {
  ownerId: string
  name: string
  enabled: boolean
  published: boolean
}

/** A project's state is read at most every few seconds per node: the beacon is the hot path. */
const PROJECT_CACHE_MS = 5_000
const DAY_MS = 86_400_000

export async function analyticsRoutes(fastify: FastifyInstance, { db, env, storage, rateStore }: AnalyticsRouteOptions) {
  const app = fastify.withTypeProvider<ZodTypeProvider>()
  const salt = new VisitorSalt(db)
  const writer = new IngestWriter(db, (err) => app.log.warn({ err }, 'analytics notification failed'))
  const batches = rateLimiter('analytics-batches', env.ANALYTICS_RATE_PER_MIN, 60_000, rateStore)
  const cache = new Map<string, { at: number; info: ProjectInfo | null }>()

  const sweep = () => purgeOldEvents(db, env.ANALYTICS_RETENTION_DAYS).catch((err: unknown) => app.log.warn({ err }, 'analytics retention sweep failed'))
  await sweep()
  const timer = setInterval(sweep, DAY_MS).unref()
  app.addHook('onClose', async () => clearInterval(timer))

  const projectInfo = async (id: string): Promise<ProjectInfo | null> => {
    const hit = cache.get(id)
    if (hit && Date.now() - hit.at < PROJECT_CACHE_MS) return hit.info
    const row = await db
      .selectFrom('projects')
      .select((eb) => ['owner_id', 'project_name', 'analytics_enabled', eb.exists(eb.selectFrom('published_versions').select('id').whereRef('project_id', '=', 'projects.id')).as('published')])
      .where('id', '=', id)
      .executeTakeFirst()
    const info = row ? { ownerId: row.owner_id, name: row.project_name, enabled: row.analytics_enabled, published: Boolean(row.published) } : null
    if (cache.size > 10_000) cache.clear()
    cache.set(id, { at: Date.now(), info })
    return info
  }

  app.post('/analytics/events', { bodyLimit: 64 * 1024, schema: { tags: ['analytics'] } }, async (request: FastifyRequest, reply) => {
    // sendBeacon posts text/plain (Fastify's own parser gives the string); its body is the same JSON.
    let body: unknown = request.body
    if (typeof body === 'string') {
      try {
        body = JSON.parse(body)
      } catch {
        throw new HttpError(400, 'Malformed JSON body')
      }
    }
    const count = (body as { events?: unknown })?.events
    if (Array.isArray(count) && count.length > ANALYTICS_MAX_BATCH) throw new HttpError(413, `A batch holds at most ${ANALYTICS_MAX_BATCH} events`)
    const parsed = analyticsBatchSchema.safeParse(body)
    if (!parsed.success) {
      const errors = parsed.error.issues.map((i) => ({ field: i.path.join('.') || 'body', message: i.message }))
      throw new HttpError(400, `Invalid analytics events: ${errors.map((e) => `${e.field}: ${e.message}`).join('; ')}`, errors)
    }
    assertCleanText(parsed.data)
    const { projectId, events, tz } = parsed.data
    const wait = await batches.hitShared(`${projectId}|${request.ip}`)
    if (wait) throw new HttpError(429, 'Too many analytics events from this address. Try again in a minute.', undefined, { 'retry-after': String(wait) })
    const info = await projectInfo(projectId)
    if (!info || !info.published) throw new HttpError(404, 'This experience has not been published.')
    if (!info.enabled) return reply.status(202).send({ success: true, message: 'Analytics are off for this experience; nothing was recorded.' })
    const ua = request.headers['user-agent'] ?? ''
    const day = utcDay()
    const country = countryOf({
      proxyHeader: env.ANALYTICS_COUNTRY_HEADER ? request.headers[env.ANALYTICS_COUNTRY_HEADER] : undefined,
      timeZone: tz,
      acceptLanguage: request.headers['accept-language'],
    })
    const visitor = await salt.hash(day, projectId, request.ip, ua)
    await writer.write({ projectId, ownerId: info.ownerId, projectName: info.name, day, device: deviceClass(ua), os: osFamily(ua), visitor, country }, events)
    return reply.status(202).send({ success: true, message: `${events.length} events recorded` })
  })

  const secured = { tags: ['analytics'], security: [{ bearerAuth: [] }] }

  app.get('/analytics/report', { preHandler: app.requireUser, schema: { ...secured, querystring: reportQuery, response: { 200: analyticsReportEnvelope } } }, async (request) => {
    const { range, from, to, project } = request.query
    return { success: true as const, data: await buildReport(db, request.userId!, project ?? null, rangeDays(range, from, to)) }
  })

  app.get('/analytics/overview', { preHandler: app.requireUser, schema: { ...secured, response: { 200: analyticsOverviewEnvelope } } }, async (request) => ({
    success: true as const,
    data: await buildOverview(db, storage, request.userId!, env.STORAGE_QUOTA_BYTES),
  }))

  app.get('/analytics/projects/:id/settings', { preHandler: app.requireUser, schema: { ...secured, params: idParams, response: { 200: analyticsSettingsEnvelope } } }, async (request) => {
    const project = await ownedProject(db, request.userId!, request.params.id, 'viewer')
    return { success: true as const, data: { enabled: project.analytics_enabled } }
  })

  app.put(
    '/analytics/projects/:id/settings',
    { preHandler: app.requireUser, schema: { ...secured, params: idParams, body: analyticsSettingsBody, response: { 200: analyticsSettingsEnvelope } } },
    async (request) => {
      await ownedProject(db, request.userId!, request.params.id, 'editor')
      await db.updateTable('projects').set({ analytics_enabled: request.body.enabled }).where('id', '=', request.params.id).execute()
      // This node stops at once; other nodes within PROJECT_CACHE_MS.
      cache.delete(request.params.id)
      return { success: true as const, data: { enabled: request.body.enabled } }
    },
  )
}
