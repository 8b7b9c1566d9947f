import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { sql, type Kysely } from 'kysely'
import { messageEnvelopeSchema } from '@shared/api/envelope'
import { idParams } from '@shared/api/projects'
import { ACCESS_MESSAGES, accessEnvelope, moveBody, shareBody, shareParams, sharesEnvelope, ROLE_RANK } from '@shared/api/teams'
import type { Database } from '../../db/schema'
import { HttpError } from '../../lib/http-error'
import { accessRevoked, projectForRole, projectRole, requireProjectRole } from '../../lib/project-access'
import { notices, notify } from '../notifications/notifications.service'
import { findUserById } from '../users/users.service'
import { addressFor, requireTeamRole, teamRole, userIdsOfTeam } from './teams.service'

/**
 * The project side of teams and sharing: the caller's role (the editor turns read-only on it), "Move
 * To..." a team or back to one's own projects, and shares with one person as editor or viewer.
 * Only the project's owner moves and shares; everyone with a role sees who else has one, by name
 * (addresses are for its owners and each person's own).
 */
export async function projectSharingRoutes(fastify: FastifyInstance, { db }: { db: Kysely<Database> }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>()
  const secured = { tags: ['projects'], security: [{ bearerAuth: [] }] }

  app.get('/experience/:id/access', { schema: { ...secured, params: idParams, response: { 200: accessEnvelope } } }, async (request) => {
    const row = await projectForRole(db, request.params.id, request.userId!, 'viewer')
    return { success: true as const, data: { role: row.role, teamId: row.team_id } }
  })

  // A team's project keeps its author (owner_id, who made it): "My Projects" gives it back to
  // them, whoever moves it, and it goes into another team only if they are in that one too.
  app.post('/experience/move-to/:id', { schema: { ...secured, params: idParams, body: moveBody, response: { 200: messageEnvelopeSchema } } }, async (request) => {
    const userId = request.userId!
    const { teamId } = request.body
    const project = await projectForRole(db, request.params.id, userId, 'owner')
    const author = project.owner_id
    // Into a team: its editors and owners may bring work in; a viewer of it may not.
    if (teamId) {
      const role = await requireTeamRole(db, teamId, userId, 'viewer')
      if (ROLE_RANK[role] < ROLE_RANK.editor) throw new HttpError(403, ACCESS_MESSAGES.teamRoleTooLow)
    }
    if (project.team_id === teamId) return { success: true, message: ACCESS_MESSAGES.moved }
    if (teamId && author !== userId && !(await teamRole(db, teamId, author))) throw new HttpError(409, ACCESS_MESSAGES.authorNotInTeam)
    const formerTeam = project.team_id ? await userIdsOfTeam(db, project.team_id) : []
    const teamName = project.team_id ? (await db.selectFrom('teams').select('name').where('id', '=', project.team_id).executeTakeFirst())?.name : undefined
    await db.updateTable('projects').set({ team_id: teamId, updated_at: new Date() }).where('id', '=', project.id).execute()
    // The former team's members may have lost it (unless shared with them or in the new team too).
    for (const memberId of formerTeam) if (!(await projectRole(db, project.id, memberId))) accessRevoked(memberId, { projectId: project.id })
    if (teamId === null && author !== userId) {
      const mover = await findUserById(db, userId)
      await notify(db, notices.returned(author, project.id, project.project_name, teamName ?? 'the team', mover?.name ?? 'An owner', 'moved'))
      return { success: true, message: ACCESS_MESSAGES.returnedToAuthor }
    }
    return { success: true, message: ACCESS_MESSAGES.moved }
  })

  app.get('/experience/:id/shares', { schema: { ...secured, params: idParams, response: { 200: sharesEnvelope } } }, async (request) => {
    const role = await requireProjectRole(db, request.params.id, request.userId!, 'viewer')
    const rows = await db
      .selectFrom('project_shares')
      .innerJoin('users', 'users.id', 'project_shares.user_id')
      .select(['users.id', 'users.name', 'users.email', 'project_shares.role', 'project_shares.created_at'])
      .where('project_shares.project_id', '=', request.params.id)
      .orderBy('project_shares.created_at')
      .execute()
    return { success: true as const, data: rows.map((r) => ({ userId: r.id, name: r.name, email: addressFor(request.userId!, role, r.id, r.email), role: r.role, created_at: new Date(r.created_at).toISOString() })) }
  })

  app.post('/experience/:id/shares', { schema: { ...secured, params: idParams, body: shareBody, response: { 200: messageEnvelopeSchema } } }, async (request) => {
    const userId = request.userId!
    const { email, role } = request.body
    const project = await projectForRole(db, request.params.id, userId, 'owner')
    const person = await db.selectFrom('users').select(['id']).where(sql<string>`lower(email)`, '=', email).executeTakeFirst()
    if (!person) throw new HttpError(404, ACCESS_MESSAGES.noAccount)
    if (person.id === userId) throw new HttpError(409, ACCESS_MESSAGES.selfShare)
    const before = await db.selectFrom('project_shares').select('role').where('project_id', '=', project.id).where('user_id', '=', person.id).executeTakeFirst()
    await db
      .insertInto('project_shares')
      .values({ project_id: project.id, user_id: person.id, role, shared_by: userId })
      .onConflict((oc) => oc.columns(['project_id', 'user_id']).doUpdateSet({ role }))
      .execute()
    if (before && ROLE_RANK[before.role] > ROLE_RANK[role]) accessRevoked(person.id, { projectId: project.id })
    if (!before) {
      const sharer = await findUserById(db, userId)
      await notify(db, notices.shared(person.id, project.id, project.project_name, sharer?.name ?? 'Someone', role))
    }
    return { success: true, message: ACCESS_MESSAGES.shared }
  })

  // The owner takes a share back; the person it was shared with may also drop it themselves.
  app.delete('/experience/:id/shares/:userId', { schema: { ...secured, params: shareParams, response: { 200: messageEnvelopeSchema } } }, async (request) => {
    const { id, userId: target } = request.params
    if (target !== request.userId) await requireProjectRole(db, id, request.userId!, 'owner')
    else await requireProjectRole(db, id, request.userId!, 'viewer')
    const gone = await db.deleteFrom('project_shares').where('project_id', '=', id).where('user_id', '=', target).executeTakeFirst()
    if (!Number(gone.numDeletedRows)) throw new HttpError(404, 'Share not found')
    accessRevoked(target, { projectId: id })
    return { success: true, message: ACCESS_MESSAGES.unshared }
  })
}
