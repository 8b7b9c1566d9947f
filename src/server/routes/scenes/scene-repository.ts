import type { Kysely, Selectable } from 'kysely'
import { PROJECT_MESSAGES } from '@shared/api/projects'
import type { SceneDocument } from '@shared/scene/schema'
import type { Database, ProjectsTable } from '../../db/schema'
import { HttpError } from '../../lib/http-error'

/**
 * The one place that reads a caller's project and writes its scene at a revision. Every writer
 * (the editor's save, a rename, the text bulk call, the assistant) goes through here, so the
 * revision rule is written once: a write names the revision it was based on and either replaces
 * the whole document (revision + 1) or changes nothing.
 */
export type ProjectRow = Selectable<ProjectsTable>

/** How often a read-change-write is tried again after losing a race to another writer. */
export const SCENE_WRITE_ATTEMPTS = 3

/** The caller's project, or 404: another user's project is indistinguishable from a missing one. */
export async function ownedProject(db: Kysely<Database>, ownerId: string, id: string): Promise<ProjectRow> {
  const row = await db.selectFrom('projects').selectAll().where('id', '=', id).where('owner_id', '=', ownerId).executeTakeFirst()
  if (!row) throw new HttpError(404, PROJECT_MESSAGES.notFound)
  return row
}

/**
 * The owner check alone, reading no column but the id: a save replaces the scene, and reading
 * the stored one first (up to megabytes of JSON, parsed) only to drop it cost a big save about
 * as much as writing it.
 */
export async function assertProjectOwner(db: Kysely<Database>, ownerId: string, id: string): Promise<void> {
  const row = await db.selectFrom('projects').select('id').where('id', '=', id).where('owner_id', '=', ownerId).executeTakeFirst()
  if (!row) throw new HttpError(404, PROJECT_MESSAGES.notFound)
}

/**
 * One conditional UPDATE: the new revision, or null when the scene moved on since `baseRevision`.
 * `scene` may come already serialized (a string), as the save's checker answers it.
 */
export async function writeSceneAt(db: Kysely<Database>, input: { projectId: string; ownerId: string; baseRevision: number; scene: SceneDocument | string }): Promise<number | null> {
  const saved = await db
    .updateTable('projects')
    .set((eb) => ({ scene: typeof input.scene === 'string' ? input.scene : JSON.stringify(input.scene), scene_revision: eb('scene_revision', '+', 1), updated_at: new Date() }))
    .where('id', '=', input.projectId)
    .where('owner_id', '=', input.ownerId)
    .where('scene_revision', '=', input.baseRevision)
    .returning('scene_revision')
    .executeTakeFirst()
  return saved ? saved.scene_revision : null
}

/**
 * Read, change, write: `attempt` returns its answer, or `undefined` when its write lost the race;
 * then it runs again on the newer document, up to SCENE_WRITE_ATTEMPTS times, before a 409.
 */
export async function retrySceneWrite<T>(busyMessage: string, attempt: () => Promise<T | undefined>): Promise<T> {
  for (let i = 0; i < SCENE_WRITE_ATTEMPTS; i++) {
    const result = await attempt()
    if (result !== undefined) return result
  }
  throw new HttpError(409, busyMessage)
}
