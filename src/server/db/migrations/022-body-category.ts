import { sql } from 'kysely'
import type { Migration } from './index'

/** Body Tracking projects: the category check gains BODY (as 018 did for FACE and 020 for the XR categories). */
export const bodyCategoryMigration: Migration = {
  name: '022_body_category',
  up: async (db) => {
    await sql`ALTER TABLE projects DROP CONSTRAINT IF EXISTS projects_category_check`.execute(db)
    await sql`ALTER TABLE projects ADD CONSTRAINT projects_category_check CHECK (category IN ('SURFACE', 'VPS', 'WORLD', 'IMAGE', 'FACE', 'VR', 'WEB3D', 'GLASSES', 'BODY'))`.execute(db)
  },
}
