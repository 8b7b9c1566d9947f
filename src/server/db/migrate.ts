import { sql, type Kysely } from 'kysely'
import type { Database } from './schema'
import { migrations as defaultMigrations, type Migration } from './migrations/index'

/** An arbitrary constant: serialises migrations when several servers share one PostgreSQL. */
const MIGRATION_LOCK_ID = 734_921_001

export async function migrate(db: Kysely<Database>, list: Migration[] = defaultMigrations): Promise<string[]> {
  const applied: string[] = []
  await db.connection().execute(async (conn) => {
    await sql`SELECT pg_advisory_lock(${MIGRATION_LOCK_ID})`.execute(conn)
    try {
      await sql`
        CREATE TABLE IF NOT EXISTS schema_migrations (
          name text PRIMARY KEY,
          applied_at timestamptz NOT NULL DEFAULT now()
        )`.execute(conn)
      const done = new Set((await conn.selectFrom('schema_migrations').select('name').execute()).map((r) => r.name))
      for (const migration of list) {
        if (done.has(migration.name)) continue
        await conn.transaction().execute(async (trx) => {
          await migration.up(trx)
          await trx.insertInto('schema_migrations').values({ name: migration.name }).execute()
        })
        applied.push(migration.name)
      }
    } finally {
      await sql`SELECT pg_advisory_unlock(${MIGRATION_LOCK_ID})`.execute(conn)
    }
  })
  return applied
}
