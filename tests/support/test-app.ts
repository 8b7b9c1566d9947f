import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import crypto from 'node:crypto'
import pg from 'pg'
import { inject } from 'vitest'
import type { FastifyInstance } from 'fastify'
import { buildApp, type AppDeps } from '../../src/server/app'
import { openDb, type Db } from '../../src/server/db/client'
import { migrate } from '../../src/server/db/migrate'
import { loadEnv, type Env } from '../../src/server/env'
import { createTokenService } from '../../src/server/lib/tokens'
import type { Mail } from '../../src/server/lib/mailer'

export const TEST_JWT_SECRET = new TextEncoder().encode('test-secret-'.repeat(4))

export interface TestApp {
  app: FastifyInstance
  db: Db
  env: Env
  /** Every mail the app sent, newest last (the app's mailer is this outbox). */
  outbox: Mail[]
  close: () => Promise<void>
}

/**
 * A real app on a private database: a copy of the migrated PGlite template, or a fresh database
 * in the test PostgreSQL cluster, chosen by TEST_DB (set per Vitest project).
 */
export async function createTestApp(
  overrides: Record<string, string> = {},
  /** prepare: runs on the fresh DATA_DIR before the app is built (files an older version left, say). */
  options: { serveClient?: boolean; mailFails?: boolean; prepare?: (dataDir: string) => void; logger?: AppDeps['logger'] } = {},
): Promise<TestApp> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'app-test-'))
  let databaseUrl: string | undefined
  let dropDb: (() => Promise<void>) | undefined
  if (process.env.TEST_DB === 'postgres') {
    const adminUrl = inject('postgresUrl')
    const name = `t_${crypto.randomBytes(6).toString('hex')}`
    const admin = new pg.Client({ connectionString: adminUrl })
    await admin.connect()
    await admin.query(`CREATE DATABASE ${name}`)
    await admin.end()
    databaseUrl = adminUrl.replace(/\/[^/]*$/, `/${name}`)
    dropDb = async () => {
      const c = new pg.Client({ connectionString: adminUrl })
      await c.connect()
      // The pool's end() resolves before its last sessions have left the server; FORCE would kill
      // such a session mid-goodbye, and its client throws 57P01 into whichever test file runs next.
      for (let i = 0; i < 50; i++) {
        const { rows } = await c.query('SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = $1', [name])
        if (rows[0].n === 0) break
        await new Promise((resolve) => setTimeout(resolve, 20))
      }
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)
      await c.end()
    }
  } else {
    fs.cpSync(inject('pgliteTemplate'), dataDir, { recursive: true })
  }
  options.prepare?.(dataDir)
  const env = loadEnv({ DATA_DIR: dataDir, HTTPS: '0', NODE_ENV: 'test', LOG_LEVEL: 'silent', ...overrides })
  const db = await openDb({ databaseUrl, dataDir })
  await migrate(db.kysely)
  const outbox: Mail[] = []
  const mailer = { send: async (mail: Mail) => (options.mailFails ? false : (outbox.push(mail), true)) }
  const app = await buildApp({ env, db, jwtSecret: TEST_JWT_SECRET, version: 'test', serveClient: options.serveClient, mailer, logger: options.logger })
  await app.ready()
  return {
    app,
    db,
    env,
    outbox,
    close: async () => {
      await app.close()
      await db.close()
      await dropDb?.()
      fs.rmSync(dataDir, { recursive: true, force: true })
    },
  }
}

let counter = 0
export const uniqueEmail = (prefix = 'user') => `${prefix}-${process.pid}-${Date.now()}-${counter++}@example.com`
export const STRONG_PASSWORD = 'Passw0rd!'

/** Registers a user through the API and answers its token and id. */
export async function registerUser(app: FastifyInstance, name = 'Test User') {
  const email = uniqueEmail()
  const response = await app.inject({ method: 'POST', url: '/api/v1/users/register', payload: { name, email, password: STRONG_PASSWORD } })
  if (response.statusCode !== 201) throw new Error(`register failed: ${response.body}`)
  const { data } = response.json()
  return { email, token: data.accessToken as string, userId: data.user._id as string }
}

/**
 * An authenticated call through inject, for API tests: `call('GET', '/users/me', token)`.
 * The app is read when called, since test files create it in beforeAll.
 */
export const apiCaller =
  (app: () => FastifyInstance) =>
  (method: string, url: string, token: string, payload?: object) =>
    app().inject({ method: method as 'GET', url: `/api/v1${url}`, headers: { authorization: `Bearer ${token}` }, ...(payload && { payload }) })

/** A signed-in session for a user made behind the API's back (a Google-only account, say), as the app issues it. */
export const issueSessionToken = (t: TestApp, userId: string) => createTokenService(TEST_JWT_SECRET, 3600, t.db.kysely).issue(userId)
