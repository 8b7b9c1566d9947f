import { sql } from 'kysely'
import type { Migration } from './index'

/** Virtual Reality, Web 3D and AR Glasses projects: the category check gains VR, WEB3D and GLASSES (as 018 did for FACE). */
export const xrCategoriesMigration: Migration = {
  name: '020_xr_categories',
  up: async (db) => {
    await sql`ALTER TABLE projects DROP CONSTRAINT IF EXISTS projects_category_check`.execute(db)
    await sql`ALTER TABLE projects ADD CONSTRAINT projects_category_check CHECK (category IN ('SURFACE', 'VPS', 'WORLD', 'IMAGE', 'FACE', 'VR', 'WEB3D', 'GLASSES'))`.execute(db)
  },
}
