import crypto from 'node:crypto'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import type { Kysely } from 'kysely'
import * as z from 'zod'
import type { Database } from '../../db/schema'
import type { TokenService } from '../../lib/tokens'
import { authEnvelope, googleLinkBody, oauthExchangeBody, VERIFY_MESSAGES } from '@shared/api/users'
import { createAuthCode, redeemAuthCode } from '../../lib/auth-codes'
import { HttpError } from '../../lib/http-error'
import { issueOAuthState, spendOAuthState, verifyOAuthState } from '../../lib/oauth-state'
import { verifyPassword } from '../../lib/passwords'
import { rateLimiter, type RateLimitStore } from '../../lib/rate-limiter'
import { findUserByEmail, findUserById, insertUser, toPublicUser, type UserRow } from './users.service'

export interface GoogleOptions {
  db: Kysely<Database>
  tokens: TokenService
  /** The shared signing secret: it signs the OAuth state, so any node can take the callback. */
  secret: Uint8Array
  clientId?: string
  clientSecret?: string
  authUrl: string
  tokenUrl: string
  userinfoUrl: string
  publicUrl?: string
  /** Shared counters (several nodes on one PostgreSQL); per process without. */
  rateStore?: RateLimitStore
}

const STATE_TTL_MS = 10 * 60_000
const SIGN_IN_CODE_TTL_MS = 60_000
const LINK_CODE_TTL_MS = 10 * 60_000
const userinfoSchema = z.object({
  sub: z.string().min(1),
  email: z.string().email(),
  email_verified: z.union([z.boolean(), z.literal('true')]).optional(),
  name: z.string().optional(),
})

/**
 * OpenID Connect authorization-code flow with PKCE. The state is signed, not kept (oauth-state.ts):
 * the callback may reach another node than the one that sent the person to Google.
 */
export async function googleRoutes(fastify: FastifyInstance, options: GoogleOptions) {
  const app = fastify.withTypeProvider<ZodTypeProvider>()
  const linkAttempts = rateLimiter('google-link-ip', 10, 60_000, options.rateStore)

  const backToApp = (reply: FastifyReply, params: Record<string, string>) =>
    reply.header('cache-control', 'no-store').header('referrer-policy', 'no-referrer').redirect(`/?${new URLSearchParams(params).toString()}`)

  const linkGoogle = (userId: string, sub: string) =>
    options.db
      .updateTable('users')
      // Google vouches for the address, and the password (or a confirmed address) for the account.
      .set({ google_sub: sub, email_verified: true, updated_at: new Date() })
      .where('id', '=', userId)
      .returningAll()
      .executeTakeFirstOrThrow()

  const session = async (user: UserRow) => ({ success: true as const, message: 'Login successful', data: { accessToken: await options.tokens.issue(user.id), user: toPublicUser(user) } })

  app.post('/users/auth/google/exchange', { schema: { tags: ['users'], body: oauthExchangeBody, response: { 200: authEnvelope } } }, async (request, reply) => {
    reply.header('cache-control', 'no-store')
    const redeemed = await redeemAuthCode(options.db, 'oauth-session', request.body.code)
    const user = redeemed && (await findUserById(options.db, redeemed.userId))
    if (!user) throw new HttpError(400, 'Google sign-in expired or was not started here. Please try again.')
    return session(user)
  })

  app.post('/users/auth/google/link', { schema: { tags: ['users'], body: googleLinkBody, response: { 200: authEnvelope } } }, async (request, reply) => {
    reply.header('cache-control', 'no-store')
    const wait = await linkAttempts.hitShared(request.ip)
    if (wait) throw new HttpError(429, `Too many attempts. Please wait ${wait} seconds and try again.`, undefined, { 'retry-after': String(wait) })
    const redeemed = await redeemAuthCode(options.db, 'google-link', request.body.code)
    const user = redeemed && (await findUserById(options.db, redeemed.userId))
    const sub = redeemed?.data?.sub
    if (!user || typeof sub !== 'string') throw new HttpError(400, VERIFY_MESSAGES.linkExpired)
    // One try per code: a wrong password means signing in with Google again.
    if (!(await verifyPassword(user.password_hash, request.body.password))) throw new HttpError(401, 'Invalid email or password')
    return session(await linkGoogle(user.id, sub))
  })

  const callbackUrl = (request: FastifyRequest) => {
    const origin = options.publicUrl?.replace(/\/$/, '') ?? `${request.protocol}://${request.host}`
    return `${origin}/api/v1/users/auth/google/callback`
  }

  app.get('/users/auth/google', { schema: { tags: ['users'], hide: false } }, async (request, reply) => {
    if (!options.clientId || !options.clientSecret) {
      return backToApp(reply, {
        message: 'Google sign-in is not configured on this server. Please sign in with your email.',
      })
    }
    const redirectUri = callbackUrl(request)
    const { state, verifier } = issueOAuthState(options.secret, redirectUri, STATE_TTL_MS)
    const url = new URL(options.authUrl)
    url.search = new URLSearchParams({
      client_id: options.clientId,
      redirect_uri: redirectUri,
      response_type: 'code',
      scope: 'openid email profile',
      state,
      code_challenge: crypto.createHash('sha256').update(verifier).digest('base64url'),
      code_challenge_method: 'S256',
      prompt: 'select_account',
    }).toString()
    return reply.redirect(url.toString())
  })

  app.get(
    '/users/auth/google/callback',
    {
      schema: {
        tags: ['users'],
        querystring: z.object({
          code: z.string().max(4096).optional(),
          state: z.string().max(256).optional(),
          error: z.string().max(256).optional(),
        }),
      },
    },
    async (request, reply) => {
      const { code, state, error } = request.query
      const redirectUri = callbackUrl(request)
      const entry = state ? verifyOAuthState(options.secret, state, redirectUri) : null
      if (error) return backToApp(reply, { message: `Google sign-in was cancelled (${error}).` })
      if (!code || !entry || !(await spendOAuthState(options.db, entry))) {
        return backToApp(reply, { message: 'Google sign-in expired or was not started here. Please try again.' })
      }
      try {
        const tokenResponse = await fetch(options.tokenUrl, {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body: new URLSearchParams({
            code,
            client_id: options.clientId!,
            client_secret: options.clientSecret!,
            redirect_uri: redirectUri,
            grant_type: 'authorization_code',
            code_verifier: entry.verifier,
          }),
          signal: AbortSignal.timeout(10_000),
        })
        const tokenJson = z.object({ access_token: z.string() }).safeParse(await tokenResponse.json())
        if (!tokenResponse.ok || !tokenJson.success) throw new Error('the token exchange was refused')
        const infoResponse = await fetch(options.userinfoUrl, {
          headers: { authorization: `Bearer ${tokenJson.data.access_token}` },
          signal: AbortSignal.timeout(10_000),
        })
        const info = userinfoSchema.safeParse(await infoResponse.json())
        if (!infoResponse.ok || !info.success) throw new Error('the profile could not be read')
        if (info.data.email_verified === false) throw new Error('the Google e-mail address is not verified')

        const { db } = options
        const email = info.data.email.toLowerCase()
        let user =
          (await db.selectFrom('users').selectAll().where('google_sub', '=', info.data.sub).executeTakeFirst()) ??
          (await findUserByEmail(db, email))
        if (user && !user.google_sub) {
          // Someone may have registered this address with a password before its owner came: only
          // an account whose address was confirmed is joined; otherwise its password is asked first.
          if (!user.email_verified) {
            const link = await createAuthCode(db, 'google-link', user.id, LINK_CODE_TTL_MS, { sub: info.data.sub })
            return backToApp(reply, { googleLink: link, message: VERIFY_MESSAGES.linkNeedsPassword })
          }
          user = await linkGoogle(user.id, info.data.sub)
        }
        user ??= await insertUser(db, {
          name: info.data.name?.trim() || email.split('@')[0],
          email,
          password_hash: null,
          google_sub: info.data.sub,
          email_verified: true,
        })
        if (!user) throw new Error('the account could not be created')
        // The browser gets a one-time code for POST /users/auth/google/exchange: a bearer token in
        // an address would reach the history, server logs and referrers.
        return backToApp(reply, { signInCode: await createAuthCode(db, 'oauth-session', user.id, SIGN_IN_CODE_TTL_MS) })
      } catch (err) {
        request.log.warn({ err }, 'google sign-in failed')
        return backToApp(reply, { message: `Google sign-in failed: ${(err as Error).message}.` })
      }
    },
  )
}
