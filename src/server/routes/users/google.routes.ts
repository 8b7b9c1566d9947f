import crypto from 'node:crypto'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import type { Kysely } from 'kysely'
import * as z from 'zod'
import type { Database } from '../../db/schema'
import type { TokenService } from '../../lib/tokens'
import { findUserByEmail, insertUser, toPublicUser } from './users.service'

export interface GoogleOptions {
  db: Kysely<Database>
  tokens: TokenService
  clientId?: string
  clientSecret?: string
  authUrl: string
  tokenUrl: string
  userinfoUrl: string
  publicUrl?: string
}

const STATE_TTL_MS = 10 * 60_000
const userinfoSchema = z.object({
  sub: z.string().min(1),
  email: z.string().email(),
  email_verified: z.union([z.boolean(), z.literal('true')]).optional(),
  name: z.string().optional(),
})

/**
 * OpenID Connect authorization-code flow with PKCE. The pending states live in memory: one process
 * serves the app, and a restart only means the person clicks the button again.
 */
export async function googleRoutes(fastify: FastifyInstance, options: GoogleOptions) {
  const app = fastify.withTypeProvider<ZodTypeProvider>()
  const pending = new Map<string, { verifier: string; redirectUri: string; expires: number }>()

  const backToApp = (reply: FastifyReply, params: Record<string, string>) =>
    reply.redirect(`/?${new URLSearchParams(params).toString()}`)

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
    const now = Date.now()
    for (const [key, entry] of pending) if (entry.expires < now) pending.delete(key)
    const state = crypto.randomBytes(24).toString('base64url')
    const verifier = crypto.randomBytes(48).toString('base64url')
    const redirectUri = callbackUrl(request)
    pending.set(state, { verifier, redirectUri, expires: now + STATE_TTL_MS })
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
      const entry = state ? pending.get(state) : undefined
      if (state) pending.delete(state)
      if (error) return backToApp(reply, { message: `Google sign-in was cancelled (${error}).` })
      if (!code || !entry || entry.expires < Date.now()) {
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
            redirect_uri: entry.redirectUri,
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
          user = await db
            .updateTable('users')
            .set({ google_sub: info.data.sub, updated_at: new Date() })
            .where('id', '=', user.id)
            .returningAll()
            .executeTakeFirstOrThrow()
        }
        user ??= await insertUser(db, {
          name: info.data.name?.trim() || email.split('@')[0],
          email,
          password_hash: null,
          google_sub: info.data.sub,
        })
        if (!user) throw new Error('the account could not be created')
        const accessToken = await options.tokens.issue(user.id)
        return backToApp(reply, { userData: JSON.stringify({ ...toPublicUser(user), accessToken }) })
      } catch (err) {
        request.log.warn({ err }, 'google sign-in failed')
        return backToApp(reply, { message: `Google sign-in failed: ${(err as Error).message}.` })
      }
    },
  )
}
