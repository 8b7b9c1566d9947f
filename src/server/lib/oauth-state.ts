import crypto from 'node:crypto'
import type { Kysely } from 'kysely'
import type { Database } from '../db/schema'

/**
 * The OAuth `state` as a signed, short-lived value instead of a server-side entry, so a callback
 * may land on any node that shares the signing secret. It carries a random nonce and its expiry,
 * bound by an HMAC to the redirect URI it was issued for. The PKCE verifier is derived from the
 * nonce with the same key: it never travels, yet every node can recompute it. `spendOAuthState`
 * makes each state single-use through the database every node shares.
 */
const keyOf = (secret: Uint8Array) => crypto.createHmac('sha256', secret).update('oauth-state/v1').digest()
const mac = (key: Buffer, ...parts: string[]) => crypto.createHmac('sha256', key).update(parts.join('\n')).digest('base64url')

export function issueOAuthState(secret: Uint8Array, redirectUri: string, ttlMs: number, now = Date.now()) {
  const key = keyOf(secret)
  const nonce = crypto.randomBytes(18).toString('base64url')
  const payload = `${nonce}.${(now + ttlMs).toString(36)}`
  return { state: `${payload}.${mac(key, 'state', payload, redirectUri)}`, verifier: mac(key, 'pkce', nonce) }
}

export interface VerifiedState {
  nonce: string
  expiresAt: Date
  verifier: string
}

/** A state this server (or a sibling) issued for redirectUri and that has not expired, with its PKCE verifier; else null. */
export function verifyOAuthState(secret: Uint8Array, state: string, redirectUri: string, now = Date.now()): VerifiedState | null {
  const match = /^([A-Za-z0-9_-]{24})\.([0-9a-z]{1,12})\.([A-Za-z0-9_-]{43})$/.exec(state)
  if (!match) return null
  const [, nonce, expires, given] = match
  const key = keyOf(secret)
  const expected = Buffer.from(mac(key, 'state', `${nonce}.${expires}`, redirectUri))
  if (!crypto.timingSafeEqual(expected, Buffer.from(given))) return null
  const expiresAt = parseInt(expires, 36)
  if (expiresAt < now) return null
  return { nonce, expiresAt: new Date(expiresAt), verifier: mac(key, 'pkce', nonce) }
}

/** True the first time a verified state is spent, on any node; false for a replay. */
export async function spendOAuthState(db: Kysely<Database>, state: VerifiedState): Promise<boolean> {
  await db.deleteFrom('oauth_states_used').where('expires_at', '<', new Date()).execute()
  const row = await db
    .insertInto('oauth_states_used')
    .values({ nonce: state.nonce, expires_at: state.expiresAt })
    .onConflict((oc) => oc.column('nonce').doNothing())
    .returning('nonce')
    .executeTakeFirst()
  return Boolean(row)
}
