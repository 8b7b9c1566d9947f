import crypto from 'node:crypto'
import type { Kysely } from 'kysely'
import type { AuthCodesTable, Database } from '../db/schema'

const hash = (code: string) => crypto.createHash('sha256').update(code).digest('hex')

/**
 * Single-use, short-lived codes kept in the database (any node can redeem them) and only as a
 * hash (a leaked table does not hand out sessions). Redeeming deletes the row in the same
 * statement that reads it, so a code works once even when two requests race.
 */
export async function createAuthCode(db: Kysely<Database>, kind: AuthCodesTable['kind'], userId: string, ttlMs: number, data?: object): Promise<string> {
  const code = crypto.randomBytes(32).toString('base64url')
  await db.deleteFrom('auth_codes').where('expires_at', '<', new Date()).execute()
  await db
    .insertInto('auth_codes')
    .values({ code_hash: hash(code), kind, user_id: userId, data: data ? JSON.stringify(data) : null, expires_at: new Date(Date.now() + ttlMs) })
    .execute()
  return code
}

export async function redeemAuthCode(db: Kysely<Database>, kind: AuthCodesTable['kind'], code: string) {
  const row = await db
    .deleteFrom('auth_codes')
    .where('code_hash', '=', hash(code))
    .where('kind', '=', kind)
    .returning(['user_id', 'data', 'expires_at'])
    .executeTakeFirst()
  if (!row || new Date(row.expires_at).getTime() < Date.now()) return undefined
  return { userId: row.user_id, data: row.data as Record<string, unknown> | null }
}
