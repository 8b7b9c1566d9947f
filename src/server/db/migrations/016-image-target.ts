import { sql } from 'kysely'
import type { Migration } from './index'

/**
 * Image Target projects. The category check gains IMAGE; the constraint keeps the name
 * PostgreSQL gave the inline check of 002_projects. Dropping and re-adding a CHECK scans the table
 * once and rewrites nothing.
 */
export const imageTargetMigration: Migration = {
  name: '016_image_target',
  up: async (db) => {
    await sql`ALTER TABLE projects DROP CONSTRAINT IF EXISTS projects_category_check`.execute(db)
    await sql`ALTER TABLE projects ADD CONSTRAINT projects_category_check CHECK (category IN ('SURFACE', 'VPS', 'WORLD', 'IMAGE'))`.execute(db)
  },
}
