import { sql } from 'kysely'
import type { Migration } from './index'

/**
 * An Image Target project's compiled target (.mind) is a media row of its own, type
 * 'target', so it is owned, counted, duplicated and deleted with the project like its picture.
 * The constraint keeps the name PostgreSQL gave the inline check of 007_media_assets.
 */
export const targetAssetsMigration: Migration = {
  name: '017_target_assets',
  up: async (db) => {
    await sql`ALTER TABLE media_assets DROP CONSTRAINT IF EXISTS media_assets_type_check`.execute(db)
    await sql`ALTER TABLE media_assets ADD CONSTRAINT media_assets_type_check CHECK (type IN ('model', 'image', 'video', 'audio', 'target'))`.execute(db)
  },
}
