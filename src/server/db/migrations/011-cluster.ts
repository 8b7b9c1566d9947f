import { sql } from 'kysely'
import type { Migration } from './index'

/** Issue 19, several nodes as one: rate-limit windows every node on one PostgreSQL counts in. */
export const clusterMigration: Migration = {
  name: '011_cluster',
  up: async (db) => {
    await sql`
      CREATE TABLE rate_limits (
        bucket text NOT NULL,
        key text NOT NULL,
        count integer NOT NULL,
        reset_at timestamptz NOT NULL,
        PRIMARY KEY (bucket, key)
      )`.execute(db)
    await sql`CREATE INDEX rate_limits_reset ON rate_limits (reset_at)`.execute(db)
  },
}
