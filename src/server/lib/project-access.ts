import { EventEmitter } from 'node:events'
import { sql, type ExpressionBuilder, type Kysely, type Selectable, type Transaction } from 'kysely'
import { PROJECT_MESSAGES } from '@shared/api/projects'
import { ACCESS_MESSAGES, mayCopy, ROLE_RANK, type MemberRole } from '@shared/api/teams'
import type { Database, ProjectsTable } from '../db/schema'
import { HttpError } from './http-error'

/**
 * The one answer to "what may this person do with this project". A personal project
 * (team_id null) is its owner_id's; a team's project takes the person's team role; a share adds a
 * role per person. The best of these wins. Everything that reads or writes a project asks here,
 * so a removed member, an unshared person or a viewer's write is refused the same way everywhere:
 * strangers get the project's 404 (another's project is indistinguishable from a missing one),
 * members with too low a role a 403.
 */
export type ProjectRole = MemberRole
type Db = Kysely<Database> | Transaction<Database>

const rolesFrom = (minimum: ProjectRole) => (Object.keys(ROLE_RANK) as ProjectRole[]).filter((r) => ROLE_RANK[r] >= ROLE_RANK[minimum])
const best = (...roles: (ProjectRole | null | undefined)[]): ProjectRole | null =>
  roles.reduce<ProjectRole | null>((top, r) => (r && (!top || ROLE_RANK[r] > ROLE_RANK[top]) ? r : top), null)

/** The caller's role on the project, or null when they have none (or it does not exist). */
export async function projectRole(db: Db, projectId: string, userId: string): Promise<ProjectRole | null> {
  const row = await withRoles(db, projectId, userId).select(['projects.id']).executeTakeFirst()
  return row ? roleOf(row, userId) : null
}

/** The role, at least `minimum`; else the project's 404 (no role) or a 403 (too low a role). */
export async function requireProjectRole(db: Db, projectId: string, userId: string, minimum: ProjectRole): Promise<ProjectRole> {
  return check(await projectRole(db, projectId, userId), minimum)
}

/** requireProjectRole and the project's row in one query, for the handlers that read it anyway. */
export async function projectForRole(db: Db, projectId: string, userId: string, minimum: ProjectRole): Promise<Selectable<ProjectsTable> & { role: ProjectRole }> {
  const row = await withRoles(db, projectId, userId).selectAll('projects').executeTakeFirst()
  const role = check(row ? roleOf(row, userId) : null, minimum)
  const { team_role: _t, share_role: _s, ...project } = row as typeof row & { team_role: unknown; share_role: unknown }
  return { ...(project as Selectable<ProjectsTable>), role }
}

/**
 * The one check before any copy of a project is made (Duplicate File is the server's only copy):
 * the copy becomes the copier's own, to edit and publish, so it takes the editor's right
 * (COPY_ROLE); a viewer gets a 403 that says so, a stranger the project's 404.
 */
export async function projectToCopy(db: Db, projectId: string, userId: string): Promise<Selectable<ProjectsTable> & { role: ProjectRole }> {
  const project = await projectForRole(db, projectId, userId, 'viewer')
  if (!mayCopy(project.role)) throw new HttpError(403, ACCESS_MESSAGES.copyNeedsEditor)
  return project
}

/**
 * The same rule as a WHERE clause on `projects`, for lists and for conditional writes (the scene
 * save's UPDATE carries it, so a role revoked between the check and the write still stops it).
 */
export function hasProjectRole(userId: string, minimum: ProjectRole) {
  const roles = rolesFrom(minimum)
  const shareRoles = roles.filter((r) => r !== 'owner')
  return (eb: ExpressionBuilder<Database, 'projects'>) =>
    eb.or([
      eb.and([eb('projects.team_id', 'is', null), eb('projects.owner_id', '=', userId)]),
      eb.exists(
        eb
          .selectFrom('team_members')
          .select('team_members.user_id')
          .whereRef('team_members.team_id', '=', 'projects.team_id')
          .where('team_members.user_id', '=', userId)
          .where('team_members.role', 'in', roles),
      ),
      ...(shareRoles.length
        ? [
            eb.exists(
              eb
                .selectFrom('project_shares')
                .select('project_shares.user_id')
                .whereRef('project_shares.project_id', '=', 'projects.id')
                .where('project_shares.user_id', '=', userId)
                .where('project_shares.role', 'in', shareRoles),
            ),
          ]
        : []),
    ])
}

function withRoles(db: Db, projectId: string, userId: string) {
  return db
    .selectFrom('projects')
    .leftJoin('team_members', (join) => join.onRef('team_members.team_id', '=', 'projects.team_id').on('team_members.user_id', '=', userId))
    .leftJoin('project_shares', (join) => join.onRef('project_shares.project_id', '=', 'projects.id').on('project_shares.user_id', '=', userId))
    .select(['projects.owner_id', 'projects.team_id', 'team_members.role as team_role', 'project_shares.role as share_role'])
    .where('projects.id', '=', projectId)
}

export function roleOf(row: { owner_id: string; team_id: string | null; team_role: ProjectRole | null; share_role: ProjectRole | null }, userId: string): ProjectRole | null {
  return best(row.team_id === null && row.owner_id === userId ? 'owner' : null, row.team_role, row.share_role)
}

function check(role: ProjectRole | null, minimum: ProjectRole): ProjectRole {
  if (!role) throw new HttpError(404, PROJECT_MESSAGES.notFound)
  if (ROLE_RANK[role] < ROLE_RANK[minimum]) throw new HttpError(403, minimum === 'owner' ? ACCESS_MESSAGES.ownerOnly : ACCESS_MESSAGES.viewOnly)
  return role
}

/** Everyone with a role on the project: its owner (or its team's members) and the people it is shared with. */
export async function projectMemberIds(db: Db, projectId: string): Promise<string[]> {
  const { rows } = await sql<{ user_id: string }>`
    SELECT owner_id AS user_id FROM projects WHERE id = ${projectId} AND team_id IS NULL
    UNION SELECT m.user_id FROM team_members m JOIN projects p ON p.team_id = m.team_id WHERE p.id = ${projectId}
    UNION SELECT user_id FROM project_shares WHERE project_id = ${projectId}`.execute(db)
  return rows.map((r) => r.user_id)
}

/**
 * Fired, in this process, after a change that may take access away from a person: removed from
 * or left a team, their role lowered, a share removed or lowered, a project moved out of a team,
 * a team deleted, a project deleted. `scope` names the project or the team whose projects are concerned. A listener
 * (the co-editing socket) should ask projectRole again for each of that person's open projects
 * and close the socket when it answers null, or stop taking writes when it answers viewer.
 * Other API nodes do not hear it: their sockets must re-check on their own poll.
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
