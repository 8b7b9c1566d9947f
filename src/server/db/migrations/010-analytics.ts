import { sql } from 'kysely'
import type { Migration } from './index'

/**
 * Visitor analytics without tracking people, and real notifications.
 * Raw events are append-only and carry no address and no user-agent string: only the device
 * class and OS family read from it, and a visitor hash whose salt lives for one day.
 */
export const analyticsMigration: Migration = {
  name: '010_analytics',
  up: async (db) => {
    await sql`ALTER TABLE projects ADD COLUMN analytics_enabled boolean NOT NULL DEFAULT true`.execute(db)
    await sql`
      CREATE TABLE analytics_events (
        id bigserial PRIMARY KEY,
        project_id char(24) NOT NULL REFERENCES projects(id) ON DELETE CASCADE,
        day date NOT NULL,
        kind text NOT NULL,
        device text NOT NULL,
        os text NOT NULL,
        visitor char(64) NOT NULL,
        object_id text,
        object_name text,
        detail text,
        value_ms integer,
        created_at timestamptz NOT NULL DEFAULT now()
      )`.execute(db)
    await sql`CREATE INDEX analytics_events_project_day ON analytics_events (project_id, day)`.execute(db)
    await sql`CREATE INDEX analytics_events_created ON analytics_events (created_at)`.execute(db)
    // Counters per project, day, metric and key (a device class, an object id…), updated on ingest.
    await sql`
      CREATE TABLE analytics_daily (
        project_id char(24) NOT NULL REFERENCES projects(id) ON DELETE CASCADE,
        day date NOT NULL,
        metric text NOT NULL,
        key text NOT NULL DEFAULT '',
        label text NOT NULL DEFAULT '',
        count bigint NOT NULL DEFAULT 0,
        total_ms bigint NOT NULL DEFAULT 0,
        PRIMARY KEY (project_id, day, metric, key)
      )`.execute(db)
    // Which visitor hashes were seen on a day: how unique visitors are counted once each.
    await sql`
      CREATE TABLE analytics_day_visitors (
        project_id char(24) NOT NULL REFERENCES projects(id) ON DELETE CASCADE,
        day date NOT NULL,
        visitor char(64) NOT NULL,
        PRIMARY KEY (project_id, day, visitor)
      )`.execute(db)
    // Lifetime views per project, for the first-view and milestone notifications.
    await sql`
      CREATE TABLE analytics_totals (
        project_id char(24) PRIMARY KEY REFERENCES projects(id) ON DELETE CASCADE,
        views bigint NOT NULL DEFAULT 0
      )`.execute(db)
    // One random salt per UTC day, shared by every node; deleted once its day is over.
    await sql`CREATE TABLE analytics_salts (day date PRIMARY KEY, salt char(64) NOT NULL)`.execute(db)
    await sql`
      CREATE TABLE notifications (
        id char(24) PRIMARY KEY,
        user_id char(24) NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        project_id char(24) REFERENCES projects(id) ON DELETE SET NULL,
        name text NOT NULL,
        type text NOT NULL,
        mess text NOT NULL,
        "desc" text NOT NULL,
        imp boolean NOT NULL DEFAULT false,
        bg text NOT NULL,
        read boolean NOT NULL DEFAULT false,
        dedupe_key text,
        created_at timestamptz NOT NULL DEFAULT now()
      )`.execute(db)
    await sql`CREATE INDEX notifications_user_created ON notifications (user_id, created_at DESC)`.execute(db)
    await sql`CREATE INDEX notifications_user_unread ON notifications (user_id) WHERE NOT read`.execute(db)
    await sql`CREATE UNIQUE INDEX notifications_dedupe ON notifications (user_id, dedupe_key)`.execute(db)
  },
}
