import type { Kysely, Transaction } from 'kysely'
import { ROLE_RANK, TEAM_MESSAGES, type MemberRole, type TeamMember, type TeamSummary } from '@shared/api/teams'
import type { Database } from '../../db/schema'
import { HttpError } from '../../lib/http-error'

type Db = Kysely<Database> | Transaction<Database>

/** The caller's role in the team, or null (not a member, or no such team). */
export async function teamRole(db: Db, teamId: string, userId: string): Promise<MemberRole | null> {
  const row = await db.selectFrom('team_members').select('role').where('team_id', '=', teamId).where('user_id', '=', userId).executeTakeFirst()
  return row?.role ?? null
}

/** As projects do: a team you are not in is not found (404); too low a role is a 403. */
export async function requireTeamRole(db: Db, teamId: string, userId: string, minimum: MemberRole): Promise<MemberRole> {
  const role = await teamRole(db, teamId, userId)
  if (!role) throw new HttpError(404, TEAM_MESSAGES.notFound)
  if (ROLE_RANK[role] < ROLE_RANK[minimum]) throw new HttpError(403, TEAM_MESSAGES.ownerOnly)
  return role
}

/** The caller's teams with their role and head counts, newest first. */
export async function teamsOf(db: Db, userId: string): Promise<TeamSummary[]> {
  const rows = await db
    .selectFrom('team_members as me')
    .innerJoin('teams', 'teams.id', 'me.team_id')
    .select((eb) => [
      'teams.id',
      'teams.name',
      'teams.created_at',
      'me.role',
      eb.selectFrom('team_members').select(eb.fn.countAll<string>().as('n')).whereRef('team_members.team_id', '=', 'teams.id').as('members'),
      eb.selectFrom('projects').select(eb.fn.countAll<string>().as('n')).whereRef('projects.team_id', '=', 'teams.id').as('projects'),
    ])
    .where('me.user_id', '=', userId)
    .orderBy('teams.created_at', 'desc')
    .orderBy('teams.id', 'desc')
    .execute()
  return rows.map((r) => ({ id: r.id, name: r.name, role: r.role, members: Number(r.members), projects: Number(r.projects), created_at: new Date(r.created_at).toISOString() }))
}

/**
 * The team's members as `viewer` (whose role is `viewerRole`) may see them: everyone's name and
 * role, but an address only to the team's owners (they invite and manage) and to its holder.
 */
export async function membersOf(db: Db, teamId: string, viewerId: string, viewerRole: MemberRole): Promise<TeamMember[]> {
  const rows = await db
    .selectFrom('team_members')
    .innerJoin('users', 'users.id', 'team_members.user_id')
    .select(['users.id', 'users.name', 'users.email', 'team_members.role', 'team_members.created_at'])
    .where('team_members.team_id', '=', teamId)
    .orderBy('team_members.created_at')
    .execute()
  return rows.map((r) => ({ userId: r.id, name: r.name, email: addressFor(viewerId, viewerRole, r.id, r.email), role: r.role, joined_at: new Date(r.created_at).toISOString() }))
}

/** A person's address as `viewerId` may see it: owners see everyone's, others only their own. */
export const addressFor = (viewerId: string, viewerRole: MemberRole, personId: string, email: string): string | null =>
  viewerRole === 'owner' || viewerId === personId ? email : null

/**
 * Refuses a change that would leave the team without an owner. Runs inside the change's
 * transaction after locking the team's owner rows, so two owners demoting each other at once
 * cannot both pass.
 */
export async function assertOwnerRemains(trx: Transaction<Database>, teamId: string, losing: string): Promise<void> {
  const owners = await trx.selectFrom('team_members').select('user_id').where('team_id', '=', teamId).where('role', '=', 'owner').forUpdate().execute()
  if (owners.every((o) => o.user_id === losing)) throw new HttpError(409, TEAM_MESSAGES.lastOwner)
}

export const userIdsOfTeam = async (db: Db, teamId: string) =>
  (await db.selectFrom('team_members').select('user_id').where('team_id', '=', teamId).execute()).map((r) => r.user_id)
