import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import type { Kysely } from 'kysely'
import {
  authEnvelope,
  checkRegisteredBody,
  checkRegisteredEnvelope,
  loginBody,
  notRegisteredEnvelope,
  registerBody,
} from '@shared/api/users'
import type { Database } from '../../db/schema'
import { HttpError } from '../../lib/http-error'
import { burnVerifyTime, hashPassword, verifyPassword } from '../../lib/passwords'
import { rateLimiter, type RateLimiter, type RateLimitStore } from '../../lib/rate-limiter'
import type { TokenService } from '../../lib/tokens'
import { registerMeRoutes } from './me.routes'
import { verifyEmailRoutes } from './verify-email'
import type { Env } from '../../env'
import type { Mailer } from '../../lib/mailer'
import { findUserByEmail, insertUser, toPublicUser, type UserRow } from './users.service'

export interface UsersRouteOptions {
  db: Kysely<Database>
  env: Env
  mailer: Mailer
  /** Signs the e-mail confirmation links. */
  secret: Uint8Array
  tokens: TokenService
  ratePerEmail: number
  ratePerIp: number
  /** Shared counters (several nodes on one PostgreSQL); per process without. */
  rateStore?: RateLimitStore
}

const MINUTE = 60_000

export async function usersRoutes(fastify: FastifyInstance, options: UsersRouteOptions) {
  const app = fastify.withTypeProvider<ZodTypeProvider>()
  const { db, tokens } = options
  // Tokens and personal data: no cache (a shared one above all) may keep a copy.
  fastify.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store')
  })
  const store = options.rateStore
  const byEmail = rateLimiter('auth-email', options.ratePerEmail, MINUTE, store)
  const byIp = rateLimiter('auth-ip', options.ratePerIp, MINUTE, store)
  const lookupsByIp = rateLimiter('lookup-ip', options.ratePerIp * 4, MINUTE, store)
  const failuresByEmail = rateLimiter('login-failures-email', options.ratePerEmail, MINUTE, store)
  // An address that failed for an e-mail at all is "known" to that e-mail's lock.
  const failuresByPair = rateLimiter('login-failures-pair', 1, MINUTE, store)
  const tooMany = (wait: number): never => {
    throw new HttpError(429, `Too many attempts. Please wait ${wait} seconds and try again.`, undefined, { 'retry-after': String(wait) })
  }
  const verification = verifyEmailRoutes(fastify, { db, env: options.env, mailer: options.mailer, secret: options.secret })

  /** Counts an attempt against both the address and the e-mail; 429 when either is over. */
  async function throttle(request: FastifyRequest, action: string, email: string, limiters: RateLimiter[] = [byIp, byEmail]) {
    const wait = Math.max(
      await limiters[0].hitShared(`${action}:ip:${request.ip}`),
      (await limiters[1]?.hitShared(`${action}:email:${email.toLowerCase()}`)) ?? 0,
    )
    if (wait > 0) {
      throw new HttpError(429, `Too many attempts. Please wait ${wait} seconds and try again.`, undefined, {
        'retry-after': String(wait),
      })
    }
  }

  const session = async (user: UserRow) => ({ accessToken: await tokens.issue(user.id), user: toPublicUser(user) })

  app.post(
    '/users/check-if-registered',
    { schema: { tags: ['users'], body: checkRegisteredBody, response: { 200: checkRegisteredEnvelope, 404: notRegisteredEnvelope } } },
    async (request, reply) => {
      await throttle(request, 'lookup', request.body.email, [lookupsByIp])
      const user = await findUserByEmail(db, request.body.email)
      if (!user) {
        return reply.status(404).send({
          success: false,
          message: 'No account uses this email yet. Create one to continue.',
          data: { registered: false as const },
        })
      }
      return { success: true as const, message: 'User is registered', data: { registered: true } }
    },
  )

  app.post(
    '/users/login',
    { schema: { tags: ['users'], body: loginBody, response: { 200: authEnvelope } } },
    async (request) => {
      const { email, password } = request.body
      // Attempts count per address; per e-mail only failures count. Once an e-mail has too many,
      // every address that already failed for it waits, but a new address still gets its try:
      // the owner signing in from elsewhere is not locked out, and spreading guesses over
      // addresses buys one guess per address.
      await throttle(request, 'login', email, [byIp])
      const key = email.toLowerCase()
      const emailWait = await failuresByEmail.overShared(key)
      if (emailWait && (await failuresByPair.overShared(`${key}:${request.ip}`))) tooMany(emailWait)
      const user = await findUserByEmail(db, email)
      const ok = user ? await verifyPassword(user.password_hash, password) : await burnVerifyTime(password)
      if (!user || !ok) {
        await failuresByEmail.hitShared(key)
        await failuresByPair.hitShared(`${key}:${request.ip}`)
        throw new HttpError(401, 'Invalid email or password')
      }
      return { success: true as const, message: 'Login successful', data: await session(user) }
    },
  )

  app.post(
    '/users/register',
    { schema: { tags: ['users'], body: registerBody, response: { 201: authEnvelope } } },
    async (request, reply) => {
      const { name, email, password } = request.body
      await throttle(request, 'register', email)
      const user = await insertUser(db, { name, email, password_hash: await hashPassword(password) })
      if (!user) throw new HttpError(409, 'An account with this email already exists. Sign in instead.')
      // The account works at once; it owns its address only once the link is opened. A failed
      // send leaves it unconfirmed (Settings can ask again), never refuses the sign-up.
      if (!(await verification.sendLink(request, user))) request.log.warn({ userId: user.id }, 'confirmation e-mail not sent')
      return reply.status(201).send({ success: true as const, message: 'Account created', data: await session(user) })
    },
  )

  registerMeRoutes(fastify, { db, tokens, throttle })
}
