import crypto from 'node:crypto'
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { sql, type Kysely } from 'kysely'
import { messageEnvelopeSchema } from '@shared/api/envelope'
import { newObjectId } from '@shared/ids'
import {
  acceptBody,
  acceptedEnvelope,
  INVITATION_TTL_DAYS,
  invitationCreatedEnvelope,
  invitationParams,
  invitationPreviewEnvelope,
  inviteBody,
  TEAM_MESSAGES,
  teamParams,
  tokenParams,
} from '@shared/api/teams'
import type { Database } from '../../db/schema'
import type { Env } from '../../env'
import { HttpError } from '../../lib/http-error'
import type { Mailer } from '../../lib/mailer'
import { rateLimiter, type RateLimitStore } from '../../lib/rate-limiter'
import { publicOrigin } from '../../lib/public-origin'
import { notices, notify } from '../notifications/notifications.service'
import { findUserById } from '../users/users.service'
import { requireTeamRole } from './teams.service'

const DAY_MS = 86_400_000
const HOUR_MS = 3_600_000
const hashToken = (token: string) => crypto.createHash('sha256').update(token).digest('hex')

/** The client page an invitation link opens (router.tsx). */
export const invitationPath = (token: string) => `/invitation/${encodeURIComponent(token)}`

/**
 * Invitations: a random token goes out by mail (SMTP, or the server log when none is set, as
 * e-mail confirmation does); only its SHA-256 is stored. It works once, for 7 days, and only
 * for an account whose address is the invited one: the token proves the mailbox, the address
 * binds it to the account.
 */
export async function invitationRoutes(fastify: FastifyInstance, { db, env, mailer, rateStore }: { db: Kysely<Database>; env: Env; mailer: Mailer; rateStore?: RateLimitStore }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>()
  // Invitations send mail to addresses the sender types: capped per sender and per address, so
  // no account can use the team page to mail-bomb someone (a new team per invitation included).
  const byInviter = rateLimiter('invite-inviter', env.INVITE_RATE_PER_INVITER, HOUR_MS, rateStore)
  const byAddress = rateLimiter('invite-address', env.INVITE_RATE_PER_ADDRESS, HOUR_MS, rateStore)
  const tooMany = (wait: number, message: string) => new HttpError(429, `${message} Please wait ${Math.ceil(wait / 60)} minutes and try again.`, undefined, { 'retry-after': String(wait) })
  const secured = { tags: ['teams'], security: [{ bearerAuth: [] }] }

  app.post('/teams/:id/invitations', { schema: { ...secured, params: teamParams, body: inviteBody, response: { 201: invitationCreatedEnvelope } } }, async (request, reply) => {
    const { id } = request.params
    const { email, role } = request.body
    await requireTeamRole(db, id, request.userId!, 'owner')
    const member = await db
      .selectFrom('team_members')
      .innerJoin('users', 'users.id', 'team_members.user_id')
      .select('users.id')
      .where('team_members.team_id', '=', id)
      .where(sql<string>`lower(users.email)`, '=', email)
      .executeTakeFirst()
    if (member) throw new HttpError(409, TEAM_MESSAGES.alreadyMember)
    // Counted only for invitations that would go out (an owner's, to someone not yet in the team).
    const senderWait = await byInviter.hitShared(request.userId!)
    if (senderWait) throw tooMany(senderWait, TEAM_MESSAGES.tooManyInvitations)
    const addressWait = await byAddress.hitShared(email)
    if (addressWait) throw tooMany(addressWait, TEAM_MESSAGES.tooManyToAddress)
    const team = await db.selectFrom('teams').select('name').where('id', '=', id).executeTakeFirstOrThrow()
    const inviter = (await findUserById(db, request.userId!))!
    const token = crypto.randomBytes(32).toString('base64url')
    const expiresAt = new Date(Date.now() + INVITATION_TTL_DAYS * DAY_MS)
    const invitationId = newObjectId()
    await db.transaction().execute(async (trx) => {
      // A new invitation replaces an open one to the same address: only the latest link works.
      await trx.deleteFrom('team_invitations').where('team_id', '=', id).where(sql<string>`lower(email)`, '=', email).where('accepted_at', 'is', null).execute()
      await trx
        .insertInto('team_invitations')
        .values({ id: invitationId, team_id: id, email, role, token_hash: hashToken(token), invited_by: request.userId!, expires_at: expiresAt })
        .execute()
    })
    const link = `${publicOrigin(env, request)}${invitationPath(token)}`
    const sent = await mailer.send({
      to: email,
      subject: `${inviter.name} invited you to ${team.name}`,
      text: `Hello,\n\n${inviter.name} invited you to join the team '${team.name}' as ${role}.\n\nOpen this link to accept:\n${link}\n\nThe link works once, for ${INVITATION_TTL_DAYS} days, and only when you sign in with this address (${email}).`,
    })
    // An account with that address also hears of it in its notifications (without the link, which lives only in the mail).
    const invitee = await db.selectFrom('users').select('id').where(sql<string>`lower(email)`, '=', email).executeTakeFirst()
    if (invitee) await notify(db, notices.invited(invitee.id, team.name, inviter.name, role))
    return reply.status(201).send({ success: true as const, message: sent ? TEAM_MESSAGES.invited : TEAM_MESSAGES.inviteNotSent, data: { id: invitationId, expires_at: expiresAt.toISOString(), sent } })
  })

  app.delete('/teams/:id/invitations/:invitationId', { schema: { ...secured, params: invitationParams, response: { 200: messageEnvelopeSchema } } }, async (request) => {
    await requireTeamRole(db, request.params.id, request.userId!, 'owner')
    const gone = await db.deleteFrom('team_invitations').where('id', '=', request.params.invitationId).where('team_id', '=', request.params.id).where('accepted_at', 'is', null).executeTakeFirst()
    if (!Number(gone.numDeletedRows)) throw new HttpError(404, TEAM_MESSAGES.invitationInvalid)
    return { success: true, message: 'Invitation withdrawn' }
  })

  // What the accept page shows; reading it uses nothing up.
  app.get('/teams/invitations/:token', { schema: { ...secured, params: tokenParams, response: { 200: invitationPreviewEnvelope } } }, async (request) => {
    const row = await db
      .selectFrom('team_invitations')
      .innerJoin('teams', 'teams.id', 'team_invitations.team_id')
      .leftJoin('users', 'users.id', 'team_invitations.invited_by')
      .select(['teams.name as team_name', 'users.name as inviter', 'team_invitations.email', 'team_invitations.role', 'team_invitations.expires_at', 'team_invitations.accepted_at'])
      .where('team_invitations.token_hash', '=', hashToken(request.params.token))
      .executeTakeFirst()
    if (!row) throw new HttpError(404, TEAM_MESSAGES.invitationInvalid)
    const me = (await findUserById(db, request.userId!))!
    const state = row.accepted_at ? 'used' : new Date(row.expires_at).getTime() <= Date.now() ? 'expired' : 'open'
    return {
      success: true as const,
      data: { teamName: row.team_name, invitedBy: row.inviter, email: row.email, role: row.role, expires_at: new Date(row.expires_at).toISOString(), state, forYou: me.email.toLowerCase() === row.email.toLowerCase() } as const,
    }
  })

  app.post('/teams/invitations/accept', { schema: { ...secured, body: acceptBody, response: { 200: acceptedEnvelope } } }, async (request) => {
    const userId = request.userId!
    const me = (await findUserById(db, userId))!
    const hash = hashToken(request.body.token)
    const joined = await db.transaction().execute(async (trx) => {
      // One conditional UPDATE uses the invitation up: of two racing accepts, one wins.
      const taken = await trx
        .updateTable('team_invitations')
        .set({ accepted_at: new Date(), accepted_by: userId })
        .where('token_hash', '=', hash)
        .where('accepted_at', 'is', null)
        .where('expires_at', '>', new Date())
        .where(sql<string>`lower(email)`, '=', me.email.toLowerCase())
        .returning(['team_id', 'role'])
        .executeTakeFirst()
      if (!taken) return null
      // Already a member (joined another way): the invitation is used, the role kept.
      await trx.insertInto('team_members').values({ team_id: taken.team_id, user_id: userId, role: taken.role }).onConflict((oc) => oc.columns(['team_id', 'user_id']).doNothing()).execute()
      const member = await trx.selectFrom('team_members').select('role').where('team_id', '=', taken.team_id).where('user_id', '=', userId).executeTakeFirstOrThrow()
      return { teamId: taken.team_id, role: member.role }
    })
    if (joined) return { success: true as const, message: TEAM_MESSAGES.joined, data: joined }
    // Say why, without revealing anything to a holder of a wrong token.
    const row = await db.selectFrom('team_invitations').select(['email', 'expires_at', 'accepted_at']).where('token_hash', '=', hash).executeTakeFirst()
    if (!row) throw new HttpError(404, TEAM_MESSAGES.invitationInvalid)
    if (row.accepted_at) throw new HttpError(410, TEAM_MESSAGES.invitationUsed)
    if (new Date(row.expires_at).getTime() <= Date.now()) throw new HttpError(410, TEAM_MESSAGES.invitationExpired)
    throw new HttpError(403, TEAM_MESSAGES.invitationOtherAddress)
  })
}
