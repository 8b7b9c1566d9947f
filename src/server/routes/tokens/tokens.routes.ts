import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import type { Kysely } from 'kysely'
import { createTokenBody, TOKEN_MESSAGES, tokenCreatedEnvelope, tokenIdParams, tokenListEnvelope } from '@shared/api/access-tokens'
import { messageEnvelopeSchema } from '@shared/api/envelope'
import type { Database } from '../../db/schema'
import { HttpError } from '../../lib/http-error'
import { createToken, listTokens, revokeToken } from './access-tokens.service'

/**
 * /api/v1/users/tokens: the signed-in person's personal access tokens. Managed with a session
 * only (requireUser): a token cannot mint or revoke tokens, since it is never a session.
 */
export async function tokensRoutes(fastify: FastifyInstance, { db }: { db: Kysely<Database> }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>()
  const secured = { tags: ['users'], security: [{ bearerAuth: [] }] }
  app.addHook('preHandler', app.requireUser)
  // A token's plaintext is in one answer: no cache may keep a copy of it.
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store')
  })

  app.get('/users/tokens', { schema: { ...secured, response: { 200: tokenListEnvelope } } }, async (request) => ({
    success: true as const,
    data: await listTokens(db, request.userId!),
  }))

  app.post('/users/tokens', { schema: { ...secured, body: createTokenBody, response: { 201: tokenCreatedEnvelope } } }, async (request, reply) => {
    const created = await createToken(db, request.userId!, request.body.name, request.body.scope)
    if (!created) throw new HttpError(409, TOKEN_MESSAGES.tooMany)
    return reply.status(201).send({ success: true as const, message: TOKEN_MESSAGES.created, data: created })
  })

  app.delete('/users/tokens/:id', { schema: { ...secured, params: tokenIdParams, response: { 200: messageEnvelopeSchema } } }, async (request) => {
    if (!(await revokeToken(db, request.userId!, request.params.id))) throw new HttpError(404, TOKEN_MESSAGES.notFound)
    return { success: true, message: TOKEN_MESSAGES.revoked }
  })
}
