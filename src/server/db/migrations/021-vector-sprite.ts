import { sql } from 'kysely'
import type { Migration } from './index'

/**
 * Vector (SVG) and Sprite (GIF) uploads: the type check gains both (keeping the name 017 kept),
 * and a sprite's row carries its sheet's layout and timing (frames, delays, loop), so the upload
 * answer and the unplaced-uploads list can rebuild the asset without reading the GIF again.
 */
export const vectorSpriteMigration: Migration = {
  name: '021_vector_sprite',
  up: async (db) => {
    await sql`ALTER TABLE media_assets DROP CONSTRAINT IF EXISTS media_assets_type_check`.execute(db)
    await sql`ALTER TABLE media_assets ADD CONSTRAINT media_assets_type_check CHECK (type IN ('model', 'image', 'video', 'audio', 'target', 'vector', 'sprite'))`.execute(db)
    await sql`ALTER TABLE media_assets ADD COLUMN sprite jsonb`.execute(db)
  },
}
