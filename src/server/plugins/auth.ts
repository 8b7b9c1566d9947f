import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { Kysely } from 'kysely'
import type { Database } from '../db/schema'
import { unauthorized } from '../lib/http-error'
import type { TokenService } from '../lib/tokens'

declare module 'fastify' {
  interface FastifyRequest {
    userId?: string
    /** The session the bearer token names (logout ends it). */
    sessionId?: string
  }
  interface FastifyInstance {
    /** preHandler for owner-scoped routes: sets request.userId or answers 401 'Unauthorized'. */
    requireUser: (request: FastifyRequest) => Promise<void>
    /**
     * The bearer token's signed claims, checked without the database (401 when absent or bad).
     * For a hot route that proves the session in its own query; requireUser does both.
     */
    bearerClaims: (request: FastifyRequest) => Promise<{ userId: string; sessionId: string }>
  }
}

export function registerAuth(app: FastifyInstance, db: Kysely<Database>, tokens: TokenService) {
  app.decorateRequest('userId', undefined)
  app.decorateRequest('sessionId', undefined)
  const bearerClaims = async (request: FastifyRequest) => {
    const header = request.headers.authorization
    const match = header && /^Bearer\s+(\S+)$/i.exec(header)
    if (!match) throw unauthorized()
    const claims = await tokens.verify(match[1])
    if (!claims) throw unauthorized()
    return claims
  }
  app.decorate('bearerClaims', bearerClaims)
  app.decorate('requireUser', async (request: FastifyRequest) => {
    const claims = await bearerClaims(request)
    // One indexed read: the session still exists (not logged out, not ended by a password change),
    // and so does its account (sessions go with a deleted account).
    const session = await db
      .selectFrom('sessions')
      .select('user_id')
      .where('id', '=', claims.sessionId)
      .where('user_id', '=', claims.userId)
      .where('expires_at', '>', new Date())
      .executeTakeFirst()
    if (!session) throw unauthorized()
    request.userId = claims.userId
    request.sessionId = claims.sessionId
  })
}
