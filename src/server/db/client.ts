import { Kysely, PostgresDialect } from 'kysely'
import path from 'node:path'
import { PGliteDialect } from './pglite-dialect'
import type { Database } from './schema'

export type DbEngine = 'pglite' | 'postgresql'

export interface Db {
  kysely: Kysely<Database>
  engine: DbEngine
  close: () => Promise<void>
}

/**
 * PGlite (PostgreSQL in-process, files under DATA_DIR/pgdata) by default, a real PostgreSQL when a
 * URL is given. Both go through the same Kysely instance, so every query is written once.
 */
export async function openDb(options: { databaseUrl?: string; dataDir: string }): Promise<Db> {
  if (options.databaseUrl) {
    const pg = await import('pg')
    const pool = new pg.default.Pool({ connectionString: options.databaseUrl, max: 10 })
    // An idle connection the database ends (a restart, a failover, an administrator's terminate:
    // 57P01) is an 'error' on the pool, which throws when nobody listens and takes the whole
    // server down. The pool drops that connection and opens a new one for the next query.
    pool.on('error', (error: Error & { code?: string }) => console.warn(`PostgreSQL closed an idle connection (${error.code ?? error.message}); the pool opens a new one when needed`))
    const kysely = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) })
    return { kysely, engine: 'postgresql', close: () => kysely.destroy() }
  }
  const { PGlite } = await import('@electric-sql/pglite')
  const pglite = await PGlite.create({ dataDir: path.join(options.dataDir, 'pgdata') })
  const kysely = new Kysely<Database>({ dialect: new PGliteDialect(pglite) })
  return {
    kysely,
    engine: 'pglite',
    close: () => kysely.destroy(),
  }
}
