import { sql } from 'kysely'
import type { Migration } from './index'

/** Snapshot quotas per address, revocable sessions, verified e-mail addresses. */
export const hardeningMigration: Migration = {
  name: '009_hardening',
  up: async (db) => {
    // Who stored a tokenless snapshot and how big it is, so one address has a storage quota.
    await sql`ALTER TABLE scene_previews ADD COLUMN creator text NOT NULL DEFAULT ''`.execute(db)
    await sql`ALTER TABLE scene_previews ADD COLUMN bytes integer NOT NULL DEFAULT 0`.execute(db)
    await sql`CREATE INDEX scene_previews_creator ON scene_previews (creator, expires_at)`.execute(db)
    // One row per signed-in device: a token names its session, and a session can be ended
    // (logout, a password change, "sign out everywhere") before the token expires.
    await sql`
      CREATE TABLE sessions (
        id char(32) PRIMARY KEY,
        user_id char(24) NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        created_at timestamptz NOT NULL DEFAULT now(),
        expires_at timestamptz NOT NULL
      )`.execute(db)
    await sql`CREATE INDEX sessions_user ON sessions (user_id)`.execute(db)
    // A password account owns its e-mail only once a link sent there was opened. Accounts made
    // by Google sign-in had their address verified by Google.
    await sql`ALTER TABLE users ADD COLUMN email_verified boolean NOT NULL DEFAULT false`.execute(db)
    await sql`UPDATE users SET email_verified = true WHERE google_sub IS NOT NULL`.execute(db)
    // Short-lived, single-use codes (the OAuth return, a pending Google link), kept hashed.
    await sql`
      CREATE TABLE auth_codes (
        code_hash char(64) PRIMARY KEY,
        kind text NOT NULL,
        user_id char(24) NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        data jsonb,
        expires_at timestamptz NOT NULL
      )`.execute(db)
    // Settings every node must share (the generated JWT signing key when JWT_SECRET is unset).
    await sql`CREATE TABLE app_settings (name text PRIMARY KEY, value text NOT NULL)`.execute(db)
  },
}
