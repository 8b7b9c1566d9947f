import type { Kysely, Selectable } from 'kysely'
import { CHAT_LIMITS, CHAT_MESSAGES, type ChatMessage, type ThreadSummary } from '@shared/api/chat'
import type { PlannerMemory } from '@server/services/planner/planner'
import { newObjectId } from '@shared/ids'
import { emptyScene } from '@shared/scene/defaults'
import { loadScene } from '@shared/scene/load'
import { applyOps } from '@shared/scene/ops'
import type { SceneDocument } from '@shared/scene/schema'
import type { ChatMessagesTable, ChatThreadsTable, Database } from '../../db/schema'
import { HttpError } from '../../lib/http-error'
import type { Assistant, AssistantPlan } from '../../services/llm/assistant'
import { ownedProject, retrySceneWrite, writeSceneAt } from '../scenes/scene-repository'
import type { StoredStep } from './assistant-steps'

type ThreadRow = Selectable<ChatThreadsTable>
type MessageRow = Selectable<ChatMessagesTable>

const iso = (d: Date | string) => new Date(d).toISOString()

export function toThreadSummary(row: ThreadRow): ThreadSummary {
  return { _id: row.id, title: row.title, experienceId: row.experience_id, updated_at: iso(row.updated_at) }
}

export function toMessage(row: MessageRow): ChatMessage {
  const step = row.step as StoredStep | null
  return {
    _id: row.id,
    role: row.role,
    content: row.content,
    experienceId: row.experience_id,
    step: step ? { label: step.label, ops: step.ops, baseRevision: step.baseRevision, revision: step.revision, source: step.source } : null,
    created_at: iso(row.created_at),
  }
}

/** The caller's thread, or 404: another user's thread is indistinguishable from a missing one. */
export async function ownedThread(db: Kysely<Database>, ownerId: string, id: string): Promise<ThreadRow> {
  const row = await db.selectFrom('chat_threads').selectAll().where('id', '=', id).where('owner_id', '=', ownerId).executeTakeFirst()
  if (!row) throw new HttpError(404, CHAT_MESSAGES.threadNotFound)
  return row
}

/** A one-line title from the first prompt, cut at a word boundary. */
export function threadTitle(query: string): string {
  const line = query.replace(/\s+/g, ' ').trim()
  const title = line.length <= CHAT_LIMITS.titleMax ? line : `${line.slice(0, CHAT_LIMITS.titleMax).replace(/\s+\S*$/, '')}…`
  return title.charAt(0).toUpperCase() + title.slice(1)
}

function projectTitle(plan: AssistantPlan, query: string): string {
  const title = plan.title?.trim() || threadTitle(query)
  return title.length <= 100 ? title : `${title.slice(0, 99)}…`
}

/** Thrown inside the turn's transaction when its conditional write lost the race, so nothing of it stays. */
class RevisionConflict extends Error {}

export interface QueryInput {
  userId: string
  query: string
  threadId?: string | null
  experienceId?: string | null
}

export interface QueryResult {
  threadId: string
  message: ChatMessage
  created: boolean
}

/**
 * One turn: plan against the target experience (the one named, else the thread's), then in one
 * transaction store the document with its revision bumped only if nobody saved in between, and
 * both messages. The plan (possibly a network call to a model) runs outside the transaction.
 */
export function runQuery(db: Kysely<Database>, assistant: Assistant, input: QueryInput, log?: Parameters<Assistant['plan']>[3]): Promise<QueryResult> {
  // A save in between rolled the turn's transaction back: plan again on the newer document.
  return retrySceneWrite(CHAT_MESSAGES.conflict, () =>
    attemptQuery(db, assistant, input, log).catch((error) => {
      if (error instanceof RevisionConflict) return undefined
      throw error
    }),
  )
}

async function attemptQuery(db: Kysely<Database>, assistant: Assistant, input: QueryInput, log?: Parameters<Assistant['plan']>[3]): Promise<QueryResult> {
  const { userId, query } = input
  const thread = input.threadId ? await ownedThread(db, userId, input.threadId) : null
  const targetId = input.experienceId ?? thread?.experience_id ?? null
  const project = targetId ? await ownedProject(db, userId, targetId, 'editor') : null
  const doc: SceneDocument = project?.scene ? loadScene(project.scene) : emptyScene()
  // The planner's memory is about the experience it was working on; another one starts afresh.
  const memory: PlannerMemory = thread && project && thread.experience_id === project.id ? (thread.memory as PlannerMemory) : {}

  const plan = await assistant.plan(query, doc, memory, log)
  let applied: { doc: SceneDocument; step: Omit<StoredStep, 'baseRevision' | 'revision'> } | null = null
  if (plan.ops.length) {
    try {
      const result = applyOps(doc, plan.ops)
      applied = { doc: loadScene(result.doc), step: { label: `Assistant: ${threadTitle(query)}`, ops: plan.ops, diff: result.diff, source: plan.source } }
    } catch (error) {
      // A planner bug, or a model answer that slipped past its own checks: say so, save nothing.
      log?.warn({ reason: (error as Error).message, source: plan.source }, 'the assistant planned operations that do not apply')
      throw new HttpError(422, CHAT_MESSAGES.invalidPlan)
    }
  }

  return db.transaction().execute(async (trx) => {
    const now = new Date()
    let experienceId = project?.id ?? null
    let step: StoredStep | null = null
    let created = false
    if (applied) {
      if (project) {
        const revision = await writeSceneAt(trx, { projectId: project.id, ownerId: userId, baseRevision: project.scene_revision, scene: applied.doc })
        if (revision === null) throw new RevisionConflict()
        step = { ...applied.step, baseRevision: project.scene_revision, revision }
      } else {
        experienceId = newObjectId()
        created = true
        await trx
          .insertInto('projects')
          .values({
            id: experienceId,
            owner_id: userId,
            // The planner may make a Face Tracking or an Image Target project ('a face filter with…').
            category: applied.doc.settings.faceTracking ? 'FACE' : applied.doc.settings.imageTarget ? 'IMAGE' : 'WORLD',
            project_name: projectTitle(plan, query),
            comment: `Made by the AI assistant from: ${query}`.slice(0, 1000),
            scene: JSON.stringify(applied.doc),
            scene_revision: 1,
          })
          .execute()
        step = { ...applied.step, baseRevision: 0, revision: 1 }
      }
    }

    const threadId = thread?.id ?? newObjectId()
    const threadValues = { experience_id: experienceId, memory: JSON.stringify(plan.memory ?? {}), updated_at: now }
    if (thread) await trx.updateTable('chat_threads').set(threadValues).where('id', '=', thread.id).execute()
    else await trx.insertInto('chat_threads').values({ id: threadId, owner_id: userId, title: threadTitle(query), ...threadValues }).execute()

    await trx.insertInto('chat_messages').values({ id: newObjectId(), thread_id: threadId, role: 'user', content: query }).execute()
    const reply = await trx
      .insertInto('chat_messages')
      .values({
        id: newObjectId(),
        thread_id: threadId,
        role: 'assistant',
        content: plan.reply,
        experience_id: step ? experienceId : null,
        step: step ? JSON.stringify(step) : null,
      })
      .returningAll()
      .executeTakeFirstOrThrow()
    return { threadId, message: toMessage(reply), created }
  })
}
