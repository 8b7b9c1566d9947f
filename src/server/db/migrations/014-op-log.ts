import { sql } from 'kysely'
import type { Migration } from './index'

/**
 * Live co-editing: the scene's op log. projects.scene stays the current document (the
 * snapshot) and projects.op_seq the number of batches it holds; scene_ops keeps the recent batches
 * so a node can tell its sockets what changed (LISTEN/NOTIFY only wakes it up), trimmed behind the
 * snapshot. scene_clients remembers each client's last batch, so a resent batch applies once even
 * after its log row was trimmed; the unique key on scene_ops says the same for the rows kept.
 */
export const opLogMigration: Migration = {
  name: '014_op_log',
  up: async (db) => {
    await sql`ALTER TABLE projects ADD COLUMN op_seq integer NOT NULL DEFAULT 0`.execute(db)
    await sql`
      CREATE TABLE scene_ops (
        project_id char(24) NOT NULL REFERENCES projects(id) ON DELETE CASCADE,
        seq integer NOT NULL,
        client_id text NOT NULL,
        client_seq integer NOT NULL,
        ops jsonb NOT NULL,
        dropped jsonb,
        user_id char(24) REFERENCES users(id) ON DELETE SET NULL,
        revision integer NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (project_id, seq),
        UNIQUE (project_id, client_id, client_seq)
      )`.execute(db)
    await sql`
      CREATE TABLE scene_clients (
        project_id char(24) NOT NULL REFERENCES projects(id) ON DELETE CASCADE,
        client_id text NOT NULL,
        last_seq integer NOT NULL,
        -- A client id belongs to the person who first used it: no one else's batches can pose as its resends.
        user_id char(24) NOT NULL,
        updated_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (project_id, client_id)
      )`.execute(db)
  },
}
