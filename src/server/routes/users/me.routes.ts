import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import type { Kysely } from 'kysely'
import { messageEnvelopeSchema } from '@shared/api/envelope'
import { changePasswordBody, meEnvelope, PASSWORD_MESSAGES, SESSION_MESSAGES, updateMeBody } from '@shared/api/users'
import type { Database } from '../../db/schema'
import { HttpError, unauthorized } from '../../lib/http-error'
import { hashPassword, verifyPassword } from '../../lib/passwords'
import type { TokenService } from '../../lib/tokens'
import { findUserById, toPublicUser, updatePasswordHash, updateUserName } from './users.service'

export interface MeRouteOptions {
  db: Kysely<Database>
  tokens: TokenService
  /** The login limiter, keyed here by the account id: guessing a password is guessing a password. */
  throttle: (request: FastifyRequest, action: string, key: string) => Promise<void>
}

/** The signed-in account's own record: read it, rename it, change its password. The owner is the token's user. */
export function registerMeRoutes(fastify: FastifyInstance, { db, tokens, throttle }: MeRouteOptions) {
  const app = fastify.withTypeProvider<ZodTypeProvider>()
  const auth = { preHandler: app.requireUser }
  const schemaBase = { tags: ['users'], security: [{ bearerAuth: [] }] }

  async function owner(request: FastifyRequest) {
    const user = await findUserById(db, request.userId!)
    if (!user) throw unauthorized()
    return user
  }

  app.get('/users/me', { ...auth, schema: { ...schemaBase, response: { 200: meEnvelope } } }, async (request) => ({
    success: true as const,
    data: toPublicUser(await owner(request)),
  }))

  app.patch(
    '/users/me',
    { ...auth, schema: { ...schemaBase, body: updateMeBody, response: { 200: meEnvelope } } },
    async (request) => {
      const user = await updateUserName(db, request.userId!, request.body.name)
      if (!user) throw unauthorized()
      return { success: true as const, message: 'Profile saved', data: toPublicUser(user) }
    },
  )

  app.post(
    '/users/me/password',
    { ...auth, schema: { ...schemaBase, body: changePasswordBody, response: { 200: messageEnvelopeSchema } } },
    async (request) => {
      const { current_password, new_password } = request.body
      await throttle(request, 'password', request.userId!)
      const user = await owner(request)
      if (!user.password_hash) throw new HttpError(409, PASSWORD_MESSAGES.noPassword)
      if (!(await verifyPassword(user.password_hash, current_password))) {
        // 400, not 401: a 401 'Unauthorized' would end the session of someone who mistyped.
        throw new HttpError(400, PASSWORD_MESSAGES.wrongCurrent, [
          { field: 'current_password', message: PASSWORD_MESSAGES.wrongCurrent },
        ])
      }
      if (current_password === new_password) {
        throw new HttpError(400, PASSWORD_MESSAGES.sameAsCurrent, [
          { field: 'new_password', message: PASSWORD_MESSAGES.sameAsCurrent },
        ])
      }
      await updatePasswordHash(db, user.id, await hashPassword(new_password))
      // Whoever else holds a session (a copied token, a forgotten device) is signed out; this one stays.
      await tokens.endAll(user.id, request.sessionId)
      return { success: true, message: PASSWORD_MESSAGES.changed }
    },
  )

  // Logout ends this session on the server too, so a copied token stops working at once.
  app.post('/users/logout', { ...auth, schema: { ...schemaBase, response: { 200: messageEnvelopeSchema } } }, async (request) => {
    await tokens.end(request.sessionId!)
    return { success: true, message: SESSION_MESSAGES.loggedOut }
  })

  app.post('/users/logout-everywhere', { ...auth, schema: { ...schemaBase, response: { 200: messageEnvelopeSchema } } }, async (request) => {
    await tokens.endAll(request.userId!)
    return { success: true, message: SESSION_MESSAGES.loggedOutEverywhere }
  })
}
