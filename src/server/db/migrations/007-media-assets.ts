import { sql } from 'kysely'
import type { Migration } from './index'

/**
 * Uploaded media, one row per saved upload. The files themselves live in storage under
 * content-addressed keys, so two rows may name the same key; a key is deleted only when no row
 * names it. For a model, file_key is the optimized GLB and original_key what the author sent.
 */
export const mediaAssetsMigration: Migration = {
  name: '007_media_assets',
  up: async (db) => {
    await sql`
      CREATE TABLE media_assets (
        id char(24) PRIMARY KEY CHECK (id ~ '^[0-9a-f]{24}$'),
        owner_id char(24) NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        project_id char(24) NOT NULL REFERENCES projects(id) ON DELETE CASCADE,
        type text NOT NULL CHECK (type IN ('model', 'image', 'video', 'audio')),
        name text NOT NULL,
        file_key text NOT NULL,
        size bigint NOT NULL,
        mime text NOT NULL,
        original_key text NOT NULL,
        original_size bigint NOT NULL,
        original_mime text NOT NULL,
        triangles integer,
        width integer,
        height integer,
        warnings jsonb NOT NULL DEFAULT '[]',
        created_at timestamptz NOT NULL DEFAULT now()
      )`.execute(db)
    await sql`CREATE INDEX media_assets_project ON media_assets (project_id, created_at)`.execute(db)
    await sql`CREATE INDEX media_assets_file_key ON media_assets (file_key)`.execute(db)
    await sql`CREATE INDEX media_assets_original_key ON media_assets (original_key)`.execute(db)
  },
}
