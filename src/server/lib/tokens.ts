import crypto from 'node:crypto'
import { SignJWT, jwtVerify } from 'jose'
import type { Kysely } from 'kysely'
import type { Database } from '../db/schema'

export interface TokenService {
  /** Starts a session for the user and answers its bearer token. */
  issue: (userId: string) => Promise<string>
  /** The user and session of a valid, unexpired token (signature only; the session row is checked by requireUser). */
  verify: (token: string) => Promise<{ userId: string; sessionId: string } | undefined>
  /** Ends one session, every session of a user, or every session but one. */
  end: (sessionId: string) => Promise<void>
  endAll: (userId: string, except?: string) => Promise<void>
}

/**
 * Signed tokens that name a server-side session: the signature is checked without the database,
 * and the one indexed lookup that already proved the account exists also proves the session
 * was not ended, so revoking costs reads nothing extra.
 */
export function createTokenService(secret: Uint8Array, ttlSeconds: number, db: Kysely<Database>): TokenService {
  return {
    issue: async (userId) => {
      const sessionId = crypto.randomBytes(16).toString('hex')
      await db.insertInto('sessions').values({ id: sessionId, user_id: userId, expires_at: new Date(Date.now() + ttlSeconds * 1000) }).execute()
      return new SignJWT({ sid: sessionId })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(userId)
        .setIssuedAt()
        .setExpirationTime(`${ttlSeconds}s`)
        .sign(secret)
    },
    verify: async (token) => {
      try {
        const { payload } = await jwtVerify(token, secret, { algorithms: ['HS256'] })
        if (typeof payload.sub !== 'string' || typeof payload.sid !== 'string') return undefined
        return { userId: payload.sub, sessionId: payload.sid }
      } catch {
        return undefined
      }
    },
    end: async (sessionId) => {
      await db.deleteFrom('sessions').where('id', '=', sessionId).execute()
    },
    endAll: async (userId, except) => {
      let query = db.deleteFrom('sessions').where('user_id', '=', userId)
      if (except) query = query.where('id', '!=', except)
      await query.execute()
      await db.deleteFrom('sessions').where('expires_at', '<', new Date()).execute()
    },
  }
}
