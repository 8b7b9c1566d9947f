import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import type { Kysely } from 'kysely'
import { messageEnvelopeSchema } from '@shared/api/envelope'
import { idParams } from '@shared/api/projects'
import { COMMENT_MESSAGES, commentParams, newThreadBody, replyBody, threadEnvelope, threadsEnvelope, updateCommentBody, type Comment, type CommentThread } from '@shared/api/comments'
import { newObjectId } from '@shared/ids'
import { emptyScene } from '@shared/scene/defaults'
import type { SceneDocument } from '@shared/scene/schema'
import { worldMatrix } from '@shared/scene/world-transform'
import type { Database } from '../../db/schema'
import { HttpError } from '../../lib/http-error'
import { projectForRole, projectMemberIds } from '../../lib/project-access'
import { readStoredScene } from '../../lib/stored-scene'
import { commentsChanged } from '../live/comment-events'
import { notices, notify } from '../notifications/notifications.service'

type Row = { id: string; thread_id: string | null; body: string; node_id: string | null; point: [number, number, number] | null; resolved_at: Date | null; created_at: Date | string; updated_at: Date | string; author_id: string | null; author_name: string | null; resolver_id: string | null; resolver_name: string | null }

/**
 * Comments on a project: anyone with a role reads and writes them, viewers included.
 * A pin stores the node id, never a position, so it follows its object through moves and
 * reparents; when the object is deleted the thread stays and says so.
 */
export async function commentsRoutes(fastify: FastifyInstance, { db }: { db: Kysely<Database> }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>()
  app.addHook('preHandler', app.requireUser)
  const secured = { tags: ['comments'], security: [{ bearerAuth: [] }] }

  const rowsOf = (projectId: string) =>
    db
      .selectFrom('comments')
      .leftJoin('users as a', 'a.id', 'comments.author_id')
      .leftJoin('users as r', 'r.id', 'comments.resolved_by')
      .select(['comments.id', 'comments.thread_id', 'comments.body', 'comments.node_id', 'comments.point', 'comments.resolved_at', 'comments.created_at', 'comments.updated_at', 'comments.author_id', 'a.name as author_name', 'r.id as resolver_id', 'r.name as resolver_name'])
      .where('comments.project_id', '=', projectId)
      .orderBy('comments.created_at')
      .orderBy('comments.id')

  app.get('/experience/:id/comments', { schema: { ...secured, params: idParams, response: { 200: threadsEnvelope } } }, async (request) => {
    const project = await projectForRole(db, request.params.id, request.userId!, 'viewer')
    const doc = project.scene ? readStoredScene(project.scene) : emptyScene()
    return { success: true as const, data: toThreads(await rowsOf(project.id).execute(), doc) }
  })

  app.post('/experience/:id/comments', { schema: { ...secured, params: idParams, body: newThreadBody, response: { 201: threadEnvelope } } }, async (request, reply) => {
    const userId = request.userId!
    const project = await projectForRole(db, request.params.id, userId, 'viewer')
    const doc = project.scene ? readStoredScene(project.scene) : emptyScene()
    const { body, nodeId, point } = request.body
    if (nodeId && !doc.nodes[nodeId]) throw new HttpError(422, COMMENT_MESSAGES.nodeMissing)
    const id = newObjectId()
    await db.insertInto('comments').values({ id, project_id: project.id, author_id: userId, body, node_id: nodeId ?? null, point: point ? JSON.stringify(point) : null }).execute()
    await notifyMembers(project.id, project.project_name, userId, body, false)
    commentsChanged(project.id)
    const thread = toThreads(await rowsOf(project.id).where('comments.id', '=', id).execute(), doc)[0]
    return reply.status(201).send({ success: true as const, data: thread })
  })

  app.post('/experience/:id/comments/:commentId/replies', { schema: { ...secured, params: commentParams, body: replyBody, response: { 201: threadEnvelope } } }, async (request, reply) => {
    const userId = request.userId!
    const project = await projectForRole(db, request.params.id, userId, 'viewer')
    const root = await threadRoot(project.id, request.params.commentId)
    await db.insertInto('comments').values({ id: newObjectId(), project_id: project.id, thread_id: root, author_id: userId, body: request.body.body }).execute()
    // A reply reopens nothing by itself; it is news to everyone else on the project.
    await notifyMembers(project.id, project.project_name, userId, request.body.body, true)
    commentsChanged(project.id)
    return reply.status(201).send({ success: true as const, data: await threadOf(project.id, root, project.scene) })
  })

  app.patch('/experience/:id/comments/:commentId', { schema: { ...secured, params: commentParams, body: updateCommentBody, response: { 200: threadEnvelope } } }, async (request) => {
    const userId = request.userId!
    const project = await projectForRole(db, request.params.id, userId, 'viewer')
    const row = await db.selectFrom('comments').select(['id', 'thread_id', 'author_id']).where('id', '=', request.params.commentId).where('project_id', '=', project.id).executeTakeFirst()
    if (!row) throw new HttpError(404, COMMENT_MESSAGES.notFound)
    const { body, resolved } = request.body
    if (body !== undefined && row.author_id !== userId) throw new HttpError(403, COMMENT_MESSAGES.authorOnly)
    if (body !== undefined) await db.updateTable('comments').set({ body, updated_at: new Date() }).where('id', '=', row.id).execute()
    // Anyone on the project resolves or reopens a thread (a reply's id resolves its thread).
    const root = row.thread_id ?? row.id
    if (resolved !== undefined) await db.updateTable('comments').set(resolved ? { resolved_at: new Date(), resolved_by: userId } : { resolved_at: null, resolved_by: null }).where('id', '=', root).execute()
    commentsChanged(project.id)
    return { success: true as const, data: await threadOf(project.id, root, project.scene) }
  })

  app.delete('/experience/:id/comments/:commentId', { schema: { ...secured, params: commentParams, response: { 200: messageEnvelopeSchema } } }, async (request) => {
    const userId = request.userId!
    const project = await projectForRole(db, request.params.id, userId, 'viewer')
    const row = await db.selectFrom('comments').select(['id', 'author_id']).where('id', '=', request.params.commentId).where('project_id', '=', project.id).executeTakeFirst()
    if (!row) throw new HttpError(404, COMMENT_MESSAGES.notFound)
    if (row.author_id !== userId && project.role !== 'owner') throw new HttpError(403, COMMENT_MESSAGES.deleteDenied)
    // A thread's first comment takes its replies with it (ON DELETE CASCADE).
    await db.deleteFrom('comments').where('id', '=', row.id).execute()
    commentsChanged(project.id)
    return { success: true, message: 'Comment deleted' }
  })

  async function threadRoot(projectId: string, commentId: string): Promise<string> {
    const row = await db.selectFrom('comments').select(['id', 'thread_id']).where('id', '=', commentId).where('project_id', '=', projectId).executeTakeFirst()
    if (!row) throw new HttpError(404, COMMENT_MESSAGES.notFound)
    return row.thread_id ?? row.id
  }

  async function threadOf(projectId: string, root: string, scene: unknown): Promise<CommentThread> {
    const rows = await rowsOf(projectId).where((eb) => eb.or([eb('comments.id', '=', root), eb('comments.thread_id', '=', root)])).execute()
    return toThreads(rows, scene ? readStoredScene(scene) : emptyScene())[0]
  }

  /** Everyone with a role on the project but the author: its owner or team, and those it is shared with. */
  async function notifyMembers(projectId: string, projectName: string, authorId: string, body: string, isReply: boolean) {
    const author = await db.selectFrom('users').select('name').where('id', '=', authorId).executeTakeFirst()
    for (const user_id of await projectMemberIds(db, projectId)) if (user_id !== authorId) await notify(db, notices.commented(user_id, projectId, projectName, author?.name ?? 'Someone', body, isReply))
  }
}

function toComment(r: Row): Comment {
  return { id: r.id, body: r.body, author: r.author_id ? { id: r.author_id, name: r.author_name ?? '' } : null, created_at: new Date(r.created_at).toISOString(), updated_at: new Date(r.updated_at).toISOString() }
}

/** Threads in order of their first comment, each with its replies, its pin placed in the document as it is now. */
export function toThreads(rows: Row[], doc: SceneDocument): CommentThread[] {
  const replies = new Map<string, Comment[]>()
  for (const r of rows) if (r.thread_id) replies.set(r.thread_id, [...(replies.get(r.thread_id) ?? []), toComment(r)])
  return rows
    .filter((r) => !r.thread_id)
    .map((r) => {
      const node = r.node_id ? doc.nodes[r.node_id] : undefined
      const m = node ? worldMatrix(doc.nodes, node.id) : null
      return {
        ...toComment(r),
        nodeId: r.node_id,
        nodeName: node?.name ?? null,
        nodeDeleted: Boolean(r.node_id && !node),
        position: m ? ([m[3], m[7], m[11]] as [number, number, number]) : r.point,
        resolved: r.resolved_at !== null,
        resolvedBy: r.resolver_id ? { id: r.resolver_id, name: r.resolver_name ?? '' } : null,
        replies: replies.get(r.id) ?? [],
      }
    })
}
