import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import type { Kysely } from 'kysely'
import { messageEnvelopeSchema } from '@shared/api/envelope'
import {
  exportFailedBody,
  notificationEnvelope,
  notificationParams,
  notificationsPageEnvelope,
  notificationsQuery,
  unreadEnvelope,
} from '@shared/api/notifications'
import type { Database } from '../../db/schema'
import { HttpError } from '../../lib/http-error'
import { ownedProject } from '../projects/projects.service'
import { notices, notify, toNotification } from './notifications.service'

const COLUMNS = ['id', 'name', 'type', 'mess', 'desc', 'imp', 'bg', 'read', 'project_id', 'created_at'] as const

/** The signed-in user's notifications: a paged list, one by id, the unread count, marking read. */
export async function notificationsRoutes(fastify: FastifyInstance, { db }: { db: Kysely<Database> }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>()
  const secured = { tags: ['notifications'], security: [{ bearerAuth: [] }] }
  const unreadOf = async (userId: string) => {
    const row = await db.selectFrom('notifications').select((eb) => eb.fn.countAll<string>().as('n')).where('user_id', '=', userId).where('read', '=', false).executeTakeFirst()
    return Number(row?.n ?? 0)
  }

  app.get('/notifications', { preHandler: app.requireUser, schema: { ...secured, querystring: notificationsQuery, response: { 200: notificationsPageEnvelope } } }, async (request) => {
    const { page, limit } = request.query
    const userId = request.userId!
    const [rows, total, unread] = await Promise.all([
      db.selectFrom('notifications').select(COLUMNS).where('user_id', '=', userId).orderBy('created_at', 'desc').orderBy('id', 'desc').limit(limit).offset((page - 1) * limit).execute(),
      db.selectFrom('notifications').select((eb) => eb.fn.countAll<string>().as('n')).where('user_id', '=', userId).executeTakeFirst(),
      unreadOf(userId),
    ])
    const count = Number(total?.n ?? 0)
    return { success: true as const, data: { items: rows.map(toNotification), total: count, unread, page, pages: Math.max(1, Math.ceil(count / limit)) } }
  })

  app.get('/notifications/unread-count', { preHandler: app.requireUser, schema: { ...secured, response: { 200: unreadEnvelope } } }, async (request) => ({
    success: true as const,
    data: { unread: await unreadOf(request.userId!) },
  }))

  app.get('/notifications/:id', { preHandler: app.requireUser, schema: { ...secured, params: notificationParams, response: { 200: notificationEnvelope } } }, async (request) => {
    const row = await db.selectFrom('notifications').select(COLUMNS).where('id', '=', request.params.id).where('user_id', '=', request.userId!).executeTakeFirst()
    if (!row) throw new HttpError(404, 'Notification not found')
    return { success: true as const, data: toNotification(row) }
  })

  app.post('/notifications/:id/read', { preHandler: app.requireUser, schema: { ...secured, params: notificationParams, response: { 200: unreadEnvelope } } }, async (request) => {
    const done = await db.updateTable('notifications').set({ read: true }).where('id', '=', request.params.id).where('user_id', '=', request.userId!).executeTakeFirst()
    if (Number(done.numUpdatedRows) === 0) throw new HttpError(404, 'Notification not found')
    return { success: true as const, data: { unread: await unreadOf(request.userId!) } }
  })

  app.post('/notifications/read-all', { preHandler: app.requireUser, schema: { ...secured, response: { 200: unreadEnvelope } } }, async (request) => {
    await db.updateTable('notifications').set({ read: true }).where('user_id', '=', request.userId!).where('read', '=', false).execute()
    return { success: true as const, data: { unread: 0 } }
  })

  // Exports (USDZ, GLB) run in the author's browser at publish; only it knows one failed.
  app.post('/notifications/export-failed', { preHandler: app.requireUser, schema: { ...secured, body: exportFailedBody, response: { 201: messageEnvelopeSchema } } }, async (request, reply) => {
    const project = await ownedProject(db, request.userId!, request.body.projectId, 'editor')
    await notify(db, notices.exportFailed(request.userId!, project.id, project.project_name, request.body.format, request.body.reason))
    return reply.status(201).send({ success: true, message: 'Noted' })
  })
}
