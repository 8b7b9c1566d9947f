import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import type { Kysely } from 'kysely'
import { assistantStepsResponse, CHAT_MESSAGES, chatQueryBody, chatQueryResponse, threadResponse, threadsResponse } from '@shared/api/chat'
import { messageEnvelopeSchema } from '@shared/api/envelope'
import { idParams } from '@shared/api/projects'
import { emptyScene } from '@shared/scene/defaults'
import { loadScene } from '@shared/scene/load'
import type { Database } from '../../db/schema'
import type { Env } from '../../env'
import { HttpError } from '../../lib/http-error'
import { createAssistant, type Assistant } from '../../services/llm/assistant'
import { ownedProject } from '../projects/projects.service'
import { replayableSteps, type StoredStep } from './assistant-steps'
import { ownedThread, runQuery, toMessage, toThreadSummary } from './chat.service'

export interface ChatRouteOptions {
  db: Kysely<Database>
  env: Env
  /** Tests may pass their own; by default it is built from the LLM_* variables. */
  assistant?: Assistant
}

const THREAD_LIST_LIMIT = 100
const REPLAY_LIMIT = 50
const secured = { security: [{ bearerAuth: [] }], tags: ['chat'] }

/** The assistant's chat (spec §7), under /api/v1/chat. */
export async function chatRoutes(fastify: FastifyInstance, options: ChatRouteOptions) {
  const { db } = options
  const assistant = options.assistant ?? createAssistant(options.env)
  const app = fastify.withTypeProvider<ZodTypeProvider>()
  app.addHook('preHandler', app.requireUser)

  app.post('/query', { schema: { ...secured, body: chatQueryBody, response: { 200: chatQueryResponse } } }, async (request) => {
    const result = await runQuery(db, assistant, { userId: request.userId!, ...request.body }, request.log)
    return { success: true as const, threadId: result.threadId, response: { ...result.message, created: result.created } }
  })

  app.get('/user/threads', { schema: { ...secured, response: { 200: threadsResponse } } }, async (request) => {
    const rows = await db
      .selectFrom('chat_threads')
      .selectAll()
      .where('owner_id', '=', request.userId!)
      .orderBy('updated_at', 'desc')
      .orderBy('id', 'desc')
      .limit(THREAD_LIST_LIMIT)
      .execute()
    return { success: true as const, threads: rows.map(toThreadSummary) }
  })

  app.get('/thread/:id', { schema: { ...secured, params: idParams, response: { 200: threadResponse } } }, async (request) => {
    const thread = await ownedThread(db, request.userId!, request.params.id)
    const messages = await db.selectFrom('chat_messages').selectAll().where('thread_id', '=', thread.id).orderBy('seq').execute()
    return { success: true as const, thread: { ...toThreadSummary(thread), messages: messages.map(toMessage) } }
  })

  app.delete('/chat-thread/:id', { schema: { ...secured, params: idParams, response: { 200: messageEnvelopeSchema } } }, async (request) => {
    const gone = await db.deleteFrom('chat_threads').where('id', '=', request.params.id).where('owner_id', '=', request.userId!).executeTakeFirst()
    if (!gone.numDeletedRows) throw new HttpError(404, CHAT_MESSAGES.threadNotFound)
    return { success: true, message: CHAT_MESSAGES.threadDeleted }
  })

  // For the editor: the assistant's steps still undoable on the stored document (see assistant-steps.ts).
  app.get('/experience/:id/steps', { schema: { ...secured, params: idParams, response: { 200: assistantStepsResponse } } }, async (request) => {
    const project = await ownedProject(db, request.userId!, request.params.id, 'viewer')
    const rows = await db
      .selectFrom('chat_messages')
      .select(['id', 'step'])
      .where('experience_id', '=', project.id)
      .where('step', 'is not', null)
      .orderBy('seq', 'desc')
      .limit(REPLAY_LIMIT)
      .execute()
    const current = project.scene ? loadScene(project.scene) : emptyScene()
    const steps = replayableSteps(rows.map((r) => ({ messageId: r.id, step: r.step as StoredStep })), current)
    return { success: true as const, data: { revision: project.scene_revision, steps } }
  })
}
