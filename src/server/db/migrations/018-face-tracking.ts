import { sql } from 'kysely'
import type { Migration } from './index'

/** Face Tracking projects. The category check gains FACE (as 016 did for IMAGE); numbered after 017's target assets. */
export const faceTrackingMigration: Migration = {
  name: '018_face_tracking',
  up: async (db) => {
    await sql`ALTER TABLE projects DROP CONSTRAINT IF EXISTS projects_category_check`.execute(db)
    await sql`ALTER TABLE projects ADD CONSTRAINT projects_category_check CHECK (category IN ('SURFACE', 'VPS', 'WORLD', 'IMAGE', 'FACE'))`.execute(db)
  },
}
