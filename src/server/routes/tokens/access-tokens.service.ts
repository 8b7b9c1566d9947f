import crypto from 'node:crypto'
import { sql, type Kysely, type Selectable } from 'kysely'
import { TOKEN_PREFIX, TOKENS_PER_USER, type AccessToken, type TokenScope } from '@shared/api/access-tokens'
import { newObjectId } from '@shared/ids'
import type { AccessTokensTable, Database } from '../../db/schema'

type TokenRow = Pick<Selectable<AccessTokensTable>, 'id' | 'name' | 'scope' | 'hint' | 'created_at' | 'last_used_at'>

/** Who a presented token speaks for: the MCP endpoint's whole idea of the caller. */
export interface TokenCaller {
  tokenId: string
  tokenName: string
  scope: TokenScope
  userId: string
  userName: string
}

/** 32 random bytes: as hard to guess as the session secret; hashed without a salt because it is not a password. */
export const hashToken = (plaintext: string) => crypto.createHash('sha256').update(plaintext, 'utf8').digest('hex')
const TOKEN_SHAPE = new RegExp(`^${TOKEN_PREFIX}[A-Za-z0-9_-]{43}$`)

export function toAccessToken(row: TokenRow): AccessToken {
  return {
    id: row.id,
    name: row.name,
    scope: row.scope,
    hint: row.hint,
    created_at: new Date(row.created_at).toISOString(),
    last_used_at: row.last_used_at ? new Date(row.last_used_at).toISOString() : null,
  }
}

export async function listTokens(db: Kysely<Database>, userId: string): Promise<AccessToken[]> {
  const rows = await db
    .selectFrom('access_tokens')
    .select(['id', 'name', 'scope', 'hint', 'created_at', 'last_used_at'])
    .where('user_id', '=', userId)
    .orderBy('created_at', 'desc')
    .execute()
  return rows.map(toAccessToken)
}

/** A new token; null when the account already holds its maximum. The plaintext is in the answer and nowhere else. */
export async function createToken(db: Kysely<Database>, userId: string, name: string, scope: TokenScope): Promise<(AccessToken & { token: string }) | null> {
  const token = TOKEN_PREFIX + crypto.randomBytes(32).toString('base64url')
  return db.transaction().execute(async (trx) => {
    // Counted under the account's row lock, so parallel creates cannot pass the cap together.
    await sql`SELECT id FROM users WHERE id = ${userId} FOR UPDATE`.execute(trx)
    const held = await trx.selectFrom('access_tokens').select((eb) => eb.fn.countAll<number>().as('n')).where('user_id', '=', userId).executeTakeFirst()
    if (Number(held?.n ?? 0) >= TOKENS_PER_USER) return null
    const row = await trx
      .insertInto('access_tokens')
      .values({ id: newObjectId(), user_id: userId, name, scope, token_hash: hashToken(token), hint: token.slice(-4) })
      .returning(['id', 'name', 'scope', 'hint', 'created_at', 'last_used_at'])
      .executeTakeFirstOrThrow()
    return { ...toAccessToken(row), token }
  })
}

/** Deletes the token: the next request that presents it is refused. False when it is not this person's. */
export async function revokeToken(db: Kysely<Database>, userId: string, id: string): Promise<boolean> {
  const result = await db.deleteFrom('access_tokens').where('id', '=', id).where('user_id', '=', userId).executeTakeFirst()
  return Number(result.numDeletedRows) > 0
}

/**
 * The caller a presented token names, or null (malformed, unknown, revoked). Read on every
 * request, so a revoke takes effect at once on every node. last_used_at is written at most once a
 * minute per token: a busy agent does not turn each call into a write.
 */
export async function resolveToken(db: Kysely<Database>, plaintext: string): Promise<TokenCaller | null> {
  if (!TOKEN_SHAPE.test(plaintext)) return null
  const row = await db
    .selectFrom('access_tokens')
    .innerJoin('users', 'users.id', 'access_tokens.user_id')
    .select(['access_tokens.id', 'access_tokens.name', 'access_tokens.scope', 'access_tokens.user_id', 'access_tokens.last_used_at', 'users.name as user_name'])
    .where('access_tokens.token_hash', '=', hashToken(plaintext))
    .executeTakeFirst()
  if (!row) return null
  if (!row.last_used_at || Date.now() - new Date(row.last_used_at).getTime() > 60_000) {
    await db.updateTable('access_tokens').set({ last_used_at: new Date() }).where('id', '=', row.id).execute()
  }
  return { tokenId: row.id, tokenName: row.name, scope: row.scope, userId: row.user_id, userName: row.user_name }
}
