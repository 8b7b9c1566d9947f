import { sql } from 'kysely'
import type { Migration } from './index'

/** Each API node on one PostgreSQL says where it keeps files, so a misconfigured cluster is seen at start. */
export const serverNodesMigration: Migration = {
  name: '015_server_nodes',
  up: async (db) => {
    await sql`
      CREATE TABLE server_nodes (
        node_key text PRIMARY KEY,
        host text NOT NULL,
        data_dir text NOT NULL,
        storage text NOT NULL,
        last_seen timestamptz NOT NULL DEFAULT now()
      )`.execute(db)
  },
}
