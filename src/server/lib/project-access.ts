import { EventEmitter } from 'node:events'
import type { Kysely } from 'kysely'
import type { Database } from '../db/schema'

export type ProjectRole = 'owner' | 'editor' | 'viewer'

/**
 * The caller's role on a project, or null when they have none (a missing project and someone
 * else's read the same: 404). Owner-only for now; the teams work replaces this module with one
 * that also answers team and shared roles, under the same signature.
 */
export async function projectRole(db: Kysely<Database>, projectId: string, userId: string): Promise<ProjectRole | null> {
  const row = await db.selectFrom('projects').select('owner_id').where('id', '=', projectId).executeTakeFirst()
  return row && row.owner_id === userId ? 'owner' : null
}

/**
 * Announces that someone lost access (`revoked`, { projectId | null, userId }: null = every
 * project of a team), so a live editor's socket closes at once; the live hub also re-checks roles
 * every 2 s, which covers other nodes and anything not announced.
 */
export const accessRevocations = new EventEmitter<{ revoked: [{ projectId: string | null; userId: string }] }>()
