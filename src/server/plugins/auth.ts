import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { Kysely } from 'kysely'
import type { Database } from '../db/schema'
import { unauthorized } from '../lib/http-error'
import type { TokenService } from '../lib/tokens'

declare module 'fastify' {
  interface FastifyRequest {
    userId?: string
  }
  interface FastifyInstance {
    /** preHandler for owner-scoped routes: sets request.userId or answers 401 'Unauthorized'. */
    requireUser: (request: FastifyRequest) => Promise<void>
  }
}

export function registerAuth(app: FastifyInstance, db: Kysely<Database>, tokens: TokenService) {
  app.decorateRequest('userId', undefined)
  app.decorate('requireUser', async (request: FastifyRequest) => {
    const header = request.headers.authorization
    const match = header && /^Bearer\s+(\S+)$/i.exec(header)
    if (!match) throw unauthorized()
    const userId = await tokens.verify(match[1])
    if (!userId) throw unauthorized()
    // A deleted account's token must stop working at once, not at its expiry.
    const user = await db.selectFrom('users').select('id').where('id', '=', userId).executeTakeFirst()
    if (!user) throw unauthorized()
    request.userId = userId
  })
}
