import { sql } from 'kysely'
import type { Migration } from './index'

/**
 * Countries: a two-letter code per raw event, from a trusted proxy's header or the
 * browser's time zone or language (routes/analytics/country.ts); never the address it came from.
 * Nullable without a default, so adding it rewrites nothing on PostgreSQL.
 */
export const analyticsCountryMigration: Migration = {
  name: '012_analytics_country',
  up: async (db) => {
    await sql`ALTER TABLE analytics_events ADD COLUMN country char(2) CHECK (country ~ '^[A-Z]{2}$')`.execute(db)
  },
}
