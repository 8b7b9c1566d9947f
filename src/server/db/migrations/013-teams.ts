import { sql } from 'kysely'
import type { Migration } from './index'

/**
 * Teams, sharing and comments. A project belongs to a person (team_id null: owner_id
 * is its owner) or to a team (team_id set: the team's roles decide, owner_id only records who
 * made it). Roles are text with a CHECK rather than an enum type, so a later role is one ALTER.
 * team_id has no ON DELETE: deleting a team hands its projects to the deleting owner first
 * (routes/teams), and a team with projects is never deleted behind their back.
 */
export const teamsMigration: Migration = {
  name: '013_teams',
  up: async (db) => {
    await sql`
      CREATE TABLE teams (
        id char(24) PRIMARY KEY CHECK (id ~ '^[0-9a-f]{24}$'),
        name text NOT NULL,
        created_by char(24) REFERENCES users(id) ON DELETE SET NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`.execute(db)
    await sql`
      CREATE TABLE team_members (
        team_id char(24) NOT NULL REFERENCES teams(id) ON DELETE CASCADE,
        user_id char(24) NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        role text NOT NULL CHECK (role IN ('owner', 'editor', 'viewer')),
        created_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (team_id, user_id)
      )`.execute(db)
    await sql`CREATE INDEX team_members_user ON team_members (user_id)`.execute(db)
    // Only the token's SHA-256 is kept: a leaked table hands out no invitation.
    await sql`
      CREATE TABLE team_invitations (
        id char(24) PRIMARY KEY,
        team_id char(24) NOT NULL REFERENCES teams(id) ON DELETE CASCADE,
        email text NOT NULL,
        role text NOT NULL CHECK (role IN ('owner', 'editor', 'viewer')),
        token_hash char(64) NOT NULL UNIQUE,
        invited_by char(24) REFERENCES users(id) ON DELETE SET NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        expires_at timestamptz NOT NULL,
        accepted_at timestamptz,
        accepted_by char(24) REFERENCES users(id) ON DELETE SET NULL
      )`.execute(db)
    await sql`CREATE INDEX team_invitations_team ON team_invitations (team_id, created_at DESC)`.execute(db)
    await sql`CREATE INDEX team_invitations_email ON team_invitations (lower(email))`.execute(db)
    await sql`
      CREATE TABLE project_shares (
        project_id char(24) NOT NULL REFERENCES projects(id) ON DELETE CASCADE,
        user_id char(24) NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        role text NOT NULL CHECK (role IN ('editor', 'viewer')),
        shared_by char(24) REFERENCES users(id) ON DELETE SET NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (project_id, user_id)
      )`.execute(db)
    await sql`CREATE INDEX project_shares_user ON project_shares (user_id)`.execute(db)
    // Nullable without a default: adding it rewrites nothing on PostgreSQL.
    await sql`ALTER TABLE projects ADD COLUMN team_id char(24) REFERENCES teams(id)`.execute(db)
    await sql`CREATE INDEX projects_team ON projects (team_id, updated_at DESC) WHERE team_id IS NOT NULL`.execute(db)
    // A thread is its first comment (thread_id null) and its replies. A pin names a node (its
    // position is the node's, so it follows moves and reparents) or a fixed point; a pin whose
    // node is gone from the document is shown as such, never deleted with it.
    await sql`
      CREATE TABLE comments (
        id char(24) PRIMARY KEY,
        project_id char(24) NOT NULL REFERENCES projects(id) ON DELETE CASCADE,
        thread_id char(24) REFERENCES comments(id) ON DELETE CASCADE,
        author_id char(24) REFERENCES users(id) ON DELETE SET NULL,
        body text NOT NULL,
        node_id text,
        point jsonb,
        resolved_at timestamptz,
        resolved_by char(24) REFERENCES users(id) ON DELETE SET NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`.execute(db)
    await sql`CREATE INDEX comments_project ON comments (project_id, created_at)`.execute(db)
    await sql`CREATE INDEX comments_thread ON comments (thread_id) WHERE thread_id IS NOT NULL`.execute(db)
  },
}
