import { sql } from 'kysely'
import type { Migration } from './index'

/**
 * Personal access tokens for the agent door (the MCP endpoint). Only the SHA-256 of a token is
 * kept: the plaintext is shown once, at creation, so a leaked database holds nothing usable.
 * A revoke deletes the row, so the next request with it is refused. agent_steps keeps each
 * token's recent steps per scene (their diffs), so an agent can take back its own last step the
 * way an editor's per-person undo does, across requests and nodes.
 */
export const accessTokensMigration: Migration = {
  name: '019_access_tokens',
  up: async (db) => {
    await sql`
      CREATE TABLE access_tokens (
        id char(24) PRIMARY KEY CHECK (id ~ '^[0-9a-f]{24}$'),
        user_id char(24) NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        name text NOT NULL,
        scope text NOT NULL CHECK (scope IN ('read', 'edit')),
        token_hash char(64) NOT NULL UNIQUE,
        hint text NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        last_used_at timestamptz
      )`.execute(db)
    await sql`CREATE INDEX access_tokens_user ON access_tokens (user_id, created_at DESC)`.execute(db)
    await sql`
      CREATE TABLE agent_steps (
        id bigserial PRIMARY KEY,
        token_id char(24) NOT NULL REFERENCES access_tokens(id) ON DELETE CASCADE,
        project_id char(24) NOT NULL REFERENCES projects(id) ON DELETE CASCADE,
        label text NOT NULL,
        diff jsonb NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      )`.execute(db)
    await sql`CREATE INDEX agent_steps_token_project ON agent_steps (token_id, project_id, id DESC)`.execute(db)
  },
}
