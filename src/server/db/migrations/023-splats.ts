import { sql } from 'kysely'
import type { Migration } from './index'

/**
 * Gaussian splats are media rows of type 'splat' (the check keeps 021's vector and sprite): file_key is the delivered form (an SPZ made from
 * a PLY or .splat, or the SPZ/SOG as sent), original_key what the author sent, splats the count.
 */
export const splatsMigration: Migration = {
  name: '023_splats',
  up: async (db) => {
    await sql`ALTER TABLE media_assets DROP CONSTRAINT IF EXISTS media_assets_type_check`.execute(db)
    await sql`ALTER TABLE media_assets ADD CONSTRAINT media_assets_type_check CHECK (type IN ('model', 'image', 'video', 'audio', 'target', 'vector', 'sprite', 'splat'))`.execute(db)
    await sql`ALTER TABLE media_assets ADD COLUMN splats integer`.execute(db)
  },
}
