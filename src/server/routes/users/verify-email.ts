import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { SignJWT, jwtVerify } from 'jose'
import type { Kysely } from 'kysely'
import * as z from 'zod'
import { messageEnvelopeSchema } from '@shared/api/envelope'
import { VERIFY_MESSAGES } from '@shared/api/users'
import type { Database } from '../../db/schema'
import type { Env } from '../../env'
import { HttpError } from '../../lib/http-error'
import type { Mailer } from '../../lib/mailer'
import { publicOrigin } from '../../lib/public-origin'
import { findUserById, type UserRow } from './users.service'

const LINK_TTL = '24h'
const PURPOSE = 'verify-email'

export interface VerifyEmailOptions {
  db: Kysely<Database>
  env: Env
  mailer: Mailer
  secret: Uint8Array
}

/**
 * E-mail confirmation for password accounts. The link carries a signed, purpose-bound token
 * naming the account and the address it was sent to: a later change of address voids it, and
 * it cannot be used as a session token (requireUser wants a session id). Until it is opened the
 * account can sign in and work, but is not treated as the owner of the address (Google sign-in
 * does not join it without its password).
 */
export function verifyEmailRoutes(fastify: FastifyInstance, { db, env, mailer, secret }: VerifyEmailOptions) {
  const app = fastify.withTypeProvider<ZodTypeProvider>()

  async function sendLink(request: FastifyRequest, user: UserRow): Promise<boolean> {
    const token = await new SignJWT({ purpose: PURPOSE, email: user.email.toLowerCase() })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(user.id)
      .setIssuedAt()
      .setExpirationTime(LINK_TTL)
      .sign(secret)
    const link = `${publicOrigin(env, request)}/api/v1/users/verify-email?token=${encodeURIComponent(token)}`
    return mailer.send({
      to: user.email,
      subject: VERIFY_MESSAGES.subject,
      text: `Hello ${user.name},\n\nOpen this link to confirm that this address is yours:\n${link}\n\nThe link works for 24 hours. If you did not create an account, ignore this message.`,
    })
  }

  app.get(
    '/users/verify-email',
    { schema: { tags: ['users'], querystring: z.object({ token: z.string().max(2048).optional() }) } },
    async (request, reply) => {
      const back = (message: string) => reply.header('cache-control', 'no-store').header('referrer-policy', 'no-referrer').redirect(`/?${new URLSearchParams({ message })}`)
      try {
        const { payload } = await jwtVerify(request.query.token ?? '', secret, { algorithms: ['HS256'] })
        if (payload.purpose !== PURPOSE || typeof payload.sub !== 'string') return back(VERIFY_MESSAGES.invalid)
        const updated = await db
          .updateTable('users')
          .set({ email_verified: true, updated_at: new Date() })
          .where('id', '=', payload.sub)
          .where(({ fn, eb }) => eb(fn('lower', ['email']), '=', String(payload.email)))
          .executeTakeFirst()
        return back(Number(updated.numUpdatedRows) ? VERIFY_MESSAGES.verified : VERIFY_MESSAGES.invalid)
      } catch {
        return back(VERIFY_MESSAGES.invalid)
      }
    },
  )

  app.post(
    '/users/me/verification',
    { preHandler: app.requireUser, schema: { tags: ['users'], security: [{ bearerAuth: [] }], response: { 200: messageEnvelopeSchema } } },
    async (request) => {
      const user = await findUserById(db, request.userId!)
      if (!user) throw new HttpError(401, 'Unauthorized')
      if (user.email_verified) return { success: true, message: VERIFY_MESSAGES.already }
      if (!(await sendLink(request, user))) throw new HttpError(503, VERIFY_MESSAGES.notSent)
      return { success: true, message: VERIFY_MESSAGES.sent }
    },
  )

  return { sendLink }
}
