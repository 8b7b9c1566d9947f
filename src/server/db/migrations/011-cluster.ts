import { sql } from 'kysely'
import type { Migration } from './index'

/** Several nodes as one: rate-limit windows every node counts in; spent OAuth states. */
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
    // The OAuth state is signed, not stored; its nonce is kept once used (until it would have
    // expired anyway), so a state works once whichever node takes it.
    await sql`CREATE TABLE oauth_states_used (nonce text PRIMARY KEY, expires_at timestamptz NOT NULL)`.execute(db)
  },
}
