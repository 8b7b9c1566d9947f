import type { SpriteSheet } from '@shared/scene/vector-sprite'
import type { ColumnType, Generated } from 'kysely'

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>

export interface UsersTable {
  id: string
  name: string
  email: string
  password_hash: string | null
  google_sub: string | null
  phone_number: string | null
  role: Generated<string>
  email_verified: Generated<boolean>
  created_at: Timestamp
  updated_at: Timestamp
}

export interface SessionsTable {
  id: string
  user_id: string
  created_at: Generated<Date>
  expires_at: Date
}

export interface AuthCodesTable {
  code_hash: string
  kind: 'oauth-session' | 'google-link'
  user_id: string
  data: ColumnType<unknown | null, string | null | undefined, string | null>
  expires_at: Date
}

export interface VpsZipInfo {
  file_name: string
  size: number
  entries: number
  uncompressed: number
  path: string
}

export interface ProjectsTable {
  id: string
  owner_id: string
  project_name: string
  comment: Generated<string>
  category: 'SURFACE' | 'VPS' | 'WORLD' | 'IMAGE' | 'FACE' | 'VR' | 'WEB3D' | 'GLASSES' | 'BODY' | 'AREA'
  thumbnail: string | null
  light_data: ColumnType<unknown | null, string | null | undefined, string | null>
  vps_zip: ColumnType<VpsZipInfo | null, string | null | undefined, string | null>
  scene: ColumnType<unknown | null, string | null | undefined, string | null>
  scene_revision: Generated<number>
  analytics_enabled: Generated<boolean>
  /** Migration 013: the team the project belongs to; null for a personal project. */
  team_id: ColumnType<string | null, string | null | undefined, string | null>
  created_at: Timestamp
  updated_at: Timestamp
}

export interface LibraryItemsTable {
  id: string
  slug: string
  type: string
  subtype: string
  name: string
  description: string
  tags: string[]
  file: string | null
  thumbnail: string
  size: ColumnType<string | number, number, number>
  mime: string
  triangles: number | null
  dimensions: ColumnType<unknown | null, string | null, string | null>
  text_preset: ColumnType<unknown | null, string | null, string | null>
  search_text: string
}

export interface TemplatesTable {
  id: string
  slug: string
  name: string
  industry: string
  description: string
  category: 'SURFACE' | 'VPS' | 'WORLD'
  thumbnail: string
  scene: ColumnType<unknown, string, string>
  sort: number
}

export interface PublishedVersionsTable {
  id: string
  project_id: string
  version: number
  scene: ColumnType<unknown, string, string>
  scene_revision: number
  project_name: string
  usdz: string | null
  glb: string | null
  created_at: Timestamp
}

export interface ScenePreviewsTable {
  id: string
  project_id: string | null
  scene: ColumnType<unknown, string, string>
  created_at: Timestamp
  expires_at: Date
  creator: Generated<string>
  bytes: Generated<number>
}

export interface ChatThreadsTable {
  id: string
  owner_id: string
  title: string
  experience_id: string | null
  memory: ColumnType<Record<string, unknown>, string | undefined, string>
  created_at: Timestamp
  updated_at: Timestamp
}

export interface ChatMessagesTable {
  id: string
  seq: Generated<string>
  thread_id: string
  role: 'user' | 'assistant'
  content: string
  experience_id: string | null
  step: ColumnType<unknown | null, string | null | undefined, string | null>
  created_at: Timestamp
}

export interface SchemaMigrationsTable {
  name: string
  applied_at: Timestamp
}

export interface Database {
  users: UsersTable
  projects: ProjectsTable
  library_items: LibraryItemsTable
  templates: TemplatesTable
  published_versions: PublishedVersionsTable
  scene_previews: ScenePreviewsTable
  chat_threads: ChatThreadsTable
  chat_messages: ChatMessagesTable
  schema_migrations: SchemaMigrationsTable
  sessions: SessionsTable
  auth_codes: AuthCodesTable
  app_settings: { name: string; value: string }
  oauth_states_used: { nonce: string; expires_at: Date }
  media_assets: MediaAssetsTable
  analytics_events: AnalyticsEventsTable
  analytics_daily: AnalyticsDailyTable
  analytics_day_visitors: { project_id: string; day: string; visitor: string }
  analytics_totals: { project_id: string; views: ColumnType<string | number, number, number> }
  analytics_salts: { day: string; salt: string }
  notifications: NotificationsTable
  teams: TeamsTable
  team_members: TeamMembersTable
  team_invitations: TeamInvitationsTable
  project_shares: ProjectSharesTable
  comments: CommentsTable
  access_tokens: AccessTokensTable
  agent_steps: AgentStepsTable
  server_nodes: { node_key: string; host: string; data_dir: string; storage: string; last_seen: ColumnType<Date, Date | undefined, Date> }
}

/** Migration 019: personal access tokens (only their SHA-256 is stored) for the agent door. */
export interface AccessTokensTable {
  id: string
  user_id: string
  name: string
  scope: 'read' | 'edit'
  token_hash: string
  /** The plaintext's last four characters, so a person can tell their tokens apart. */
  hint: string
  created_at: Generated<Date>
  last_used_at: Date | null
}

/** Migration 019: an agent's recent steps per scene (their diffs), for its own undo. */
export interface AgentStepsTable {
  id: Generated<string>
  token_id: string
  project_id: string
  label: string
  diff: ColumnType<unknown, string, string>
  created_at: Generated<Date>
}

export type MemberRole = 'owner' | 'editor' | 'viewer'

/** Migration 013: teams, their members and invitations, per-person shares and comments. */
export interface TeamsTable {
  id: string
  name: string
  created_by: string | null
  created_at: Timestamp
  updated_at: Timestamp
}

export interface TeamMembersTable {
  team_id: string
  user_id: string
  role: MemberRole
  created_at: Timestamp
}

export interface TeamInvitationsTable {
  id: string
  team_id: string
  email: string
  role: MemberRole
  token_hash: string
  invited_by: string | null
  created_at: Timestamp
  expires_at: Date
  accepted_at: Date | null
  accepted_by: string | null
}

export interface ProjectSharesTable {
  project_id: string
  user_id: string
  role: 'editor' | 'viewer'
  shared_by: string | null
  created_at: Timestamp
}

export interface CommentsTable {
  id: string
  project_id: string
  thread_id: string | null
  author_id: string | null
  body: string
  node_id: string | null
  point: ColumnType<[number, number, number] | null, string | null | undefined, string | null>
  resolved_at: Date | null
  resolved_by: string | null
  created_at: Timestamp
  updated_at: Timestamp
}

/** Migration 010: raw viewer events, append-only (no address, no user-agent string). */
export interface AnalyticsEventsTable {
  id: Generated<string>
  project_id: string
  /** UTC day, YYYY-MM-DD. */
  day: ColumnType<string, string, string>
  kind: string
  device: string
  os: string
  visitor: string
  object_id: string | null
  object_name: string | null
  detail: string | null
  value_ms: number | null
  /** Migration 012: ISO 3166 code (routes/analytics/country.ts), null when nothing said. */
  country: ColumnType<string | null, string | null | undefined, string | null>
  created_at: Generated<Date>
}

/** Daily counters per project, metric and key, which every report reads. */
export interface AnalyticsDailyTable {
  project_id: string
  day: ColumnType<string, string, string>
  metric: string
  key: string
  label: Generated<string>
  count: ColumnType<string | number, number, number>
  total_ms: ColumnType<string | number, number, number>
}

export interface NotificationsTable {
  id: string
  user_id: string
  project_id: string | null
  name: string
  type: string
  mess: string
  desc: string
  imp: Generated<boolean>
  bg: string
  read: Generated<boolean>
  dedupe_key: string | null
  created_at: Generated<Date>
}

/** Uploaded media of a project (migration 007): the stored file and the original upload. */
export interface MediaAssetsTable {
  id: string
  owner_id: string
  project_id: string
  /** 'target': an Image Target project's compiled target (.mind), never an object's asset. */
  type: 'model' | 'image' | 'video' | 'audio' | 'target' | 'vector' | 'sprite' | 'splat'
  name: string
  file_key: string
  size: ColumnType<string | number, number, number>
  mime: string
  original_key: string
  original_size: ColumnType<string | number, number, number>
  original_mime: string
  triangles: number | null
  width: number | null
  height: number | null
  /** Migration 023: a splat's count of Gaussians. */
  splats: ColumnType<number | null, number | null | undefined, number | null>
  warnings: ColumnType<string[], string, string>
  /** Migration 021: a sprite's sheet layout and timing (SpriteSheet); null for every other type. */
  sprite: ColumnType<SpriteSheet | null, string | null | undefined, string | null>
  created_at: Generated<Date>
}
