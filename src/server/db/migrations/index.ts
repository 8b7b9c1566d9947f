import { sql, type Kysely } from 'kysely'
import { chatMigration } from './006-chat'
import { mediaAssetsMigration } from './007-media-assets'
import { hardeningMigration } from './009-hardening'
import { analyticsMigration } from './010-analytics'
import { clusterMigration } from './011-cluster'
import { analyticsCountryMigration } from './012-analytics-country'
import { teamsMigration } from './013-teams'
import { opLogMigration } from './014-op-log'
import { serverNodesMigration } from './015-server-nodes'
import { imageTargetMigration } from './016-image-target'
import { targetAssetsMigration } from './017-target-assets'
import { faceTrackingMigration } from './018-face-tracking'
import { accessTokensMigration } from './019-access-tokens'
import { xrCategoriesMigration } from './020-xr-categories'
import { vectorSpriteMigration } from './021-vector-sprite'
import { bodyCategoryMigration } from './022-body-category'
import { splatsMigration } from './023-splats'
import { locationAreaMigration } from './024-location-area'

export interface Migration {
  name: string
  up: (db: Kysely<any>) => Promise<void>
}

/**
 * Ordered, append-only. Each runs in its own transaction and is recorded in schema_migrations,
 * so a failed one leaves the database as it was. Nothing newer than PostgreSQL 15 (Debian's server).
 */
export const migrations: Migration[] = [
  {
    name: '001_users',
    up: async (db) => {
      await sql`
        CREATE TABLE users (
          id char(24) PRIMARY KEY CHECK (id ~ '^[0-9a-f]{24}$'),
          name text NOT NULL,
          email text NOT NULL,
          password_hash text,
          google_sub text UNIQUE,
          phone_number text,
          role text NOT NULL DEFAULT 'user',
          created_at timestamptz NOT NULL DEFAULT now(),
          updated_at timestamptz NOT NULL DEFAULT now()
        )`.execute(db)
      await sql`CREATE UNIQUE INDEX users_email_key ON users (lower(email))`.execute(db)
    },
  },
  {
    name: '002_projects',
    up: async (db) => {
      await sql`
        CREATE TABLE projects (
          id char(24) PRIMARY KEY CHECK (id ~ '^[0-9a-f]{24}$'),
          owner_id char(24) NOT NULL REFERENCES users(id) ON DELETE CASCADE,
          project_name text NOT NULL,
          comment text NOT NULL DEFAULT '',
          category text NOT NULL CHECK (category IN ('SURFACE', 'VPS', 'WORLD')),
          thumbnail text,
          light_data jsonb,
          vps_zip jsonb,
          created_at timestamptz NOT NULL DEFAULT now(),
          updated_at timestamptz NOT NULL DEFAULT now()
        )`.execute(db)
      await sql`CREATE INDEX projects_owner_created ON projects (owner_id, created_at DESC)`.execute(db)
      await sql`CREATE INDEX projects_owner_updated ON projects (owner_id, updated_at DESC)`.execute(db)
    },
  },
  {
    name: '003_project_scene',
    up: async (db) => {
      // The whole scene document lives in one column so a save replaces it in one statement:
      // a failure or a killed process leaves the previous version, never a mix.
      await sql`ALTER TABLE projects ADD COLUMN scene jsonb`.execute(db)
      await sql`ALTER TABLE projects ADD COLUMN scene_revision integer NOT NULL DEFAULT 0`.execute(db)
    },
  },
  {
    name: '004_library',
    up: async (db) => {
      await sql`
        CREATE TABLE library_items (
          id char(24) PRIMARY KEY,
          slug text NOT NULL UNIQUE,
          type text NOT NULL,
          subtype text NOT NULL,
          name text NOT NULL,
          description text NOT NULL,
          tags text[] NOT NULL DEFAULT '{}',
          file text,
          thumbnail text NOT NULL,
          size bigint NOT NULL DEFAULT 0,
          mime text NOT NULL,
          triangles integer,
          dimensions jsonb,
          text_preset jsonb,
          search_text text NOT NULL,
          -- Names weigh most, then tags, then the description.
          search tsvector GENERATED ALWAYS AS (
            setweight(to_tsvector('english', name), 'A') || setweight(to_tsvector('english', search_text), 'B')
          ) STORED
        )`.execute(db)
      await sql`CREATE INDEX library_items_search ON library_items USING gin (search)`.execute(db)
      await sql`CREATE INDEX library_items_type ON library_items (type, subtype)`.execute(db)
    },
  },
  {
    name: '005_templates',
    up: async (db) => {
      await sql`
        CREATE TABLE templates (
          id char(24) PRIMARY KEY,
          slug text NOT NULL UNIQUE,
          name text NOT NULL,
          industry text NOT NULL,
          description text NOT NULL,
          category text NOT NULL CHECK (category IN ('SURFACE', 'VPS', 'WORLD')),
          thumbnail text NOT NULL,
          scene jsonb NOT NULL,
          sort integer NOT NULL DEFAULT 0
        )`.execute(db)
    },
  },
  chatMigration,
  mediaAssetsMigration,
  {
    name: '008_published_versions',
    up: async (db) => {
      // A publish freezes the saved document as an immutable, numbered version. The files it
      // names are content-addressed, so the version keeps showing exactly what was published.
      await sql`
        CREATE TABLE published_versions (
          id char(24) PRIMARY KEY,
          project_id char(24) NOT NULL REFERENCES projects(id) ON DELETE CASCADE,
          version integer NOT NULL,
          scene jsonb NOT NULL,
          scene_revision integer NOT NULL,
          project_name text NOT NULL,
          usdz text,
          glb text,
          created_at timestamptz NOT NULL DEFAULT now(),
          UNIQUE (project_id, version)
        )`.execute(db)
      // Tokenless snapshots from the preview window's Share: they never touch a project's
      // published version and expire on their own.
      await sql`
        CREATE TABLE scene_previews (
          id char(32) PRIMARY KEY,
          project_id char(24),
          scene jsonb NOT NULL,
          created_at timestamptz NOT NULL DEFAULT now(),
          expires_at timestamptz NOT NULL
        )`.execute(db)
      await sql`CREATE INDEX scene_previews_expiry ON scene_previews (expires_at)`.execute(db)
    },
  },
  hardeningMigration,
  analyticsMigration,
  clusterMigration,
  analyticsCountryMigration,
  teamsMigration,
  opLogMigration,
  serverNodesMigration,
  imageTargetMigration,
  targetAssetsMigration,
  faceTrackingMigration,
  accessTokensMigration,
  xrCategoriesMigration,
  vectorSpriteMigration,
  bodyCategoryMigration,
  splatsMigration,
  locationAreaMigration,
]
