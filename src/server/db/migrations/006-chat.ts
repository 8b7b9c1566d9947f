import { sql } from 'kysely'
import type { Migration } from './index'

/**
 * The assistant's threads and messages. A thread remembers the experience it is working on and
 * the planner's memory for it; an assistant message keeps the step it applied, so the editor
 * can offer it as one undoable change.
 */
export const chatMigration: Migration = {
  name: '006_chat',
  up: async (db) => {
    await sql`
      CREATE TABLE chat_threads (
        id char(24) PRIMARY KEY CHECK (id ~ '^[0-9a-f]{24}$'),
        owner_id char(24) NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        title text NOT NULL,
        experience_id char(24) REFERENCES projects(id) ON DELETE SET NULL,
        memory jsonb NOT NULL DEFAULT '{}',
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`.execute(db)
    await sql`CREATE INDEX chat_threads_owner_updated ON chat_threads (owner_id, updated_at DESC)`.execute(db)
    await sql`
      CREATE TABLE chat_messages (
        id char(24) PRIMARY KEY CHECK (id ~ '^[0-9a-f]{24}$'),
        -- Both messages of a turn share one transaction time; seq keeps their order.
        seq bigserial NOT NULL,
        thread_id char(24) NOT NULL REFERENCES chat_threads(id) ON DELETE CASCADE,
        role text NOT NULL CHECK (role IN ('user', 'assistant')),
        content text NOT NULL,
        experience_id char(24) REFERENCES projects(id) ON DELETE SET NULL,
        step jsonb,
        created_at timestamptz NOT NULL DEFAULT now()
      )`.execute(db)
    await sql`CREATE INDEX chat_messages_thread ON chat_messages (thread_id, seq)`.execute(db)
    // The editor asks for the assistant's steps on one experience.
    await sql`CREATE INDEX chat_messages_experience ON chat_messages (experience_id, seq) WHERE step IS NOT NULL`.execute(db)
  },
}
