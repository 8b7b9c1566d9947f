import { sql } from 'kysely'
import type { Migration } from './index'

/**
 * Area Tracking projects (a room scan aligned by tapped reference points): the category check gains
 * AREA, as 020 did for VR, WEB3D and GLASSES. Location-Based AR needs no column: its place and scan
 * live in the scene document's settings.
 */
export const locationAreaMigration: Migration = {
  name: '024_location_area',
  up: async (db) => {
    await sql`ALTER TABLE projects DROP CONSTRAINT IF EXISTS projects_category_check`.execute(db)
    await sql`ALTER TABLE projects ADD CONSTRAINT projects_category_check CHECK (category IN ('SURFACE', 'VPS', 'WORLD', 'IMAGE', 'FACE', 'VR', 'WEB3D', 'GLASSES', 'BODY', 'AREA'))`.execute(db)
  },
}
