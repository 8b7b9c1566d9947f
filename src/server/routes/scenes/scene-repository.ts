import type { Kysely, Selectable } from 'kysely'
import type { SceneDocument } from '@shared/scene/schema'
import type { Database, ProjectsTable } from '../../db/schema'
import { HttpError } from '../../lib/http-error'
import { hasProjectRole, projectForRole, requireProjectRole, type ProjectRole } from '../../lib/project-access'

/**
 * The one place that reads a caller's project and writes its scene at a revision. Every writer
 * (the editor's save, a rename, the text bulk call, the assistant) goes through here, so the
 * revision rule is written once: a write names the revision it was based on and either replaces
 * the whole document (revision + 1) or changes nothing.
 */
export type ProjectRow = Selectable<ProjectsTable>

/** How often a read-change-write is tried again after losing a race to another writer. */
export const SCENE_WRITE_ATTEMPTS = 3

/**
 * The caller's project when their role is at least `minimum` (the owner alone unless
 * told); else the project's 404 for a stranger (another's project is indistinguishable from a
 * missing one) or a 403 for too low a role. See lib/project-access.ts.
 */
export async function ownedProject(db: Kysely<Database>, userId: string, id: string, minimum: ProjectRole = 'owner'): Promise<ProjectRow> {
  const { role: _role, ...row } = await projectForRole(db, id, userId, minimum)
  return row
}

/**
 * The role check alone, reading no column of the project: a save replaces the scene, and
 * reading the stored one first (up to megabytes of JSON, parsed) only to drop it cost a big save
 * about as much as writing it.
 */
export async function assertProjectOwner(db: Kysely<Database>, userId: string, id: string, minimum: ProjectRole = 'owner'): Promise<void> {
  await requireProjectRole(db, id, userId, minimum)
}

/**
 * One conditional UPDATE: the new revision, or null when the scene moved on since `baseRevision`.
 * `scene` may come already serialized (a string), as the save's checker answers it.
 */
export async function writeSceneAt(db: Kysely<Database>, input: { projectId: string; /** The writer: an editor or owner of the project. */ ownerId: string; baseRevision: number; scene: SceneDocument | string }): Promise<number | null> {
  const saved = await db
    .updateTable('projects')
    .set((eb) => ({ scene: typeof input.scene === 'string' ? input.scene : JSON.stringify(input.scene), scene_revision: eb('scene_revision', '+', 1), updated_at: new Date() }))
    .where('id', '=', input.projectId)
    // The role rides in the UPDATE itself: one revoked since the caller's check writes nothing.
    .where(hasProjectRole(input.ownerId, 'editor'))
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
