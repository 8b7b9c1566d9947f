import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import type { Kysely } from 'kysely'
import { messageEnvelopeSchema } from '@shared/api/envelope'
import { newObjectId } from '@shared/ids'
import {
  memberParams,
  roleBody,
  TEAM_MESSAGES,
  teamBody,
  teamCreatedEnvelope,
  teamDetailEnvelope,
  teamListEnvelope,
  teamParams,
} from '@shared/api/teams'
import type { Database } from '../../db/schema'
import type { Env } from '../../env'
import { HttpError } from '../../lib/http-error'
import type { Mailer } from '../../lib/mailer'
import { accessRevoked } from '../../lib/project-access'
import { accessibleProjects, ACCESS_COLUMNS, toListedProject } from '../projects/projects.service'
import type { RateLimitStore } from '../../lib/rate-limiter'
import { notices, notify } from '../notifications/notifications.service'
import { findUserById } from '../users/users.service'
import { invitationRoutes } from './invitations'
import { projectSharingRoutes } from './project-sharing'
import { assertOwnerRemains, membersOf, requireTeamRole, teamsOf, userIdsOfTeam } from './teams.service'

export interface TeamsRouteOptions {
  db: Kysely<Database>
  env: Env
  mailer: Mailer
  /** Shared rate-limit windows (PostgreSQL: every node counts in one); per process when absent. */
  rateStore?: RateLimitStore
}

/**
 * Teams under /api/v1/teams (the spec names no calls for them): create, rename, delete, members
 * and their roles; invitations and project sharing are registered from their own files. Only an
 * owner manages the team; every member may read it.
 */
export async function teamsRoutes(fastify: FastifyInstance, { db, env, mailer, rateStore }: TeamsRouteOptions) {
  const app = fastify.withTypeProvider<ZodTypeProvider>()
  app.addHook('preHandler', app.requireUser)
  const secured = { tags: ['teams'], security: [{ bearerAuth: [] }] }
  await app.register(invitationRoutes, { db, env, mailer, rateStore })
  await app.register(projectSharingRoutes, { db })

  app.get('/teams', { schema: { ...secured, response: { 200: teamListEnvelope } } }, async (request) => ({
    success: true as const,
    data: await teamsOf(db, request.userId!),
  }))

  app.post('/teams', { schema: { ...secured, body: teamBody, response: { 201: teamCreatedEnvelope } } }, async (request, reply) => {
    const id = newObjectId()
    await db.transaction().execute(async (trx) => {
      await trx.insertInto('teams').values({ id, name: request.body.name, created_by: request.userId! }).execute()
      await trx.insertInto('team_members').values({ team_id: id, user_id: request.userId!, role: 'owner' }).execute()
    })
    return reply.status(201).send({ success: true as const, message: TEAM_MESSAGES.created, data: { id } })
  })

  app.get('/teams/:id', { schema: { ...secured, params: teamParams, response: { 200: teamDetailEnvelope } } }, async (request) => {
    const { id } = request.params
    const userId = request.userId!
    const role = await requireTeamRole(db, id, userId, 'viewer')
    const team = (await teamsOf(db, userId)).find((t) => t.id === id)
    if (!team) throw new HttpError(404, TEAM_MESSAGES.notFound)
    const invitations =
      role === 'owner'
        ? await db
            .selectFrom('team_invitations')
            .select(['id', 'email', 'role', 'expires_at', 'created_at'])
            .where('team_id', '=', id)
            .where('accepted_at', 'is', null)
            .where('expires_at', '>', new Date())
            .orderBy('created_at', 'desc')
            .execute()
        : []
    const projects = await accessibleProjects(db, userId, 'team', id).selectAll('projects').select(ACCESS_COLUMNS).orderBy('projects.updated_at', 'desc').execute()
    return {
      success: true as const,
      data: {
        ...team,
        memberList: await membersOf(db, id, userId, role),
        invitations: invitations.map((i) => ({ ...i, expires_at: new Date(i.expires_at).toISOString(), created_at: new Date(i.created_at).toISOString() })),
        projectList: projects.map((row) => toListedProject(row, userId)),
      },
    }
  })

  app.patch('/teams/:id', { schema: { ...secured, params: teamParams, body: teamBody, response: { 200: messageEnvelopeSchema } } }, async (request) => {
    await requireTeamRole(db, request.params.id, request.userId!, 'owner')
    await db.updateTable('teams').set({ name: request.body.name, updated_at: new Date() }).where('id', '=', request.params.id).execute()
    return { success: true, message: TEAM_MESSAGES.renamed }
  })

  // Each of the team's projects goes back to the member who made it (owner_id), who is told: no
  // one's work is lost with the team, and none of it lands with the owner who deletes it.
  app.delete('/teams/:id', { schema: { ...secured, params: teamParams, response: { 200: messageEnvelopeSchema } } }, async (request) => {
    const { id } = request.params
    const userId = request.userId!
    await requireTeamRole(db, id, userId, 'owner')
    const members = await userIdsOfTeam(db, id)
    const deleter = await findUserById(db, userId)
    await db.transaction().execute(async (trx) => {
      const team = await trx.selectFrom('teams').select('name').where('id', '=', id).executeTakeFirstOrThrow()
      const projects = await trx.selectFrom('projects').select(['id', 'project_name', 'owner_id']).where('team_id', '=', id).execute()
      await trx.updateTable('projects').set({ team_id: null }).where('team_id', '=', id).execute()
      await trx.deleteFrom('teams').where('id', '=', id).execute()
      for (const p of projects) {
        if (p.owner_id !== userId) await notify(trx, notices.returned(p.owner_id, p.id, p.project_name, team.name, deleter?.name ?? 'An owner', 'deleted'))
      }
    })
    // The deleting owner too: the members' projects they had open are theirs no more.
    for (const memberId of members) accessRevoked(memberId, { teamId: id })
    return { success: true, message: TEAM_MESSAGES.deleted }
  })

  app.post('/teams/:id/leave', { schema: { ...secured, params: teamParams, response: { 200: messageEnvelopeSchema } } }, async (request) => {
    const { id } = request.params
    await requireTeamRole(db, id, request.userId!, 'viewer')
    await removeMember(id, request.userId!)
    return { success: true, message: TEAM_MESSAGES.left }
  })

  app.delete('/teams/:id/members/:userId', { schema: { ...secured, params: memberParams, response: { 200: messageEnvelopeSchema } } }, async (request) => {
    const { id, userId } = request.params
    await requireTeamRole(db, id, request.userId!, 'owner')
    await removeMember(id, userId)
    return { success: true, message: TEAM_MESSAGES.memberRemoved }
  })

  app.patch('/teams/:id/members/:userId', { schema: { ...secured, params: memberParams, body: roleBody, response: { 200: messageEnvelopeSchema } } }, async (request) => {
    const { id, userId } = request.params
    const { role } = request.body
    await requireTeamRole(db, id, request.userId!, 'owner')
    const before = await db.transaction().execute(async (trx) => {
      const row = await trx.selectFrom('team_members').select('role').where('team_id', '=', id).where('user_id', '=', userId).forUpdate().executeTakeFirst()
      if (!row) throw new HttpError(404, TEAM_MESSAGES.memberNotFound)
      if (row.role === 'owner' && role !== 'owner') await assertOwnerRemains(trx, id, userId)
      await trx.updateTable('team_members').set({ role }).where('team_id', '=', id).where('user_id', '=', userId).execute()
      return row.role
    })
    // A lowered role is a revocation for whoever holds the project open (an editor become viewer).
    if (before !== role) accessRevoked(userId, { teamId: id })
    return { success: true, message: TEAM_MESSAGES.roleChanged }
  })

  async function removeMember(teamId: string, userId: string) {
    await db.transaction().execute(async (trx) => {
      const row = await trx.selectFrom('team_members').select('role').where('team_id', '=', teamId).where('user_id', '=', userId).forUpdate().executeTakeFirst()
      if (!row) throw new HttpError(404, TEAM_MESSAGES.memberNotFound)
      if (row.role === 'owner') await assertOwnerRemains(trx, teamId, userId)
      await trx.deleteFrom('team_members').where('team_id', '=', teamId).where('user_id', '=', userId).execute()
    })
    // Every later request is refused at once (each asks project-access); open sockets close on this.
    accessRevoked(userId, { teamId })
  }
}
