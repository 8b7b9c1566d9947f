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
 * Someone lost or lowered their access (the same contract as the teams branch's module, which
 * replaces this one): `scope` names the project, or the team whose projects are concerned. The
 * live hub asks projectRole again for that person's open scenes: null closes the socket, viewer
 * stops taking their writes. Other nodes do not hear it; their hubs re-check on their 2 s poll.
 */
export type AccessScope = { projectId: string } | { teamId: string }
export interface AccessRevokedEvent {
  userId: string
  scope: AccessScope
}
export const accessEvents = new EventEmitter()
accessEvents.setMaxListeners(0)

export function accessRevoked(userId: string, scope: AccessScope): void {
  accessEvents.emit('revoked', { userId, scope } satisfies AccessRevokedEvent)
}

/** Subscribes to accessRevoked; answers the unsubscribe. */
export function onAccessRevoked(listener: (event: AccessRevokedEvent) => void): () => void {
  accessEvents.on('revoked', listener)
  return () => accessEvents.off('revoked', listener)
}
