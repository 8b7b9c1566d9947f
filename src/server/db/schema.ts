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
  created_at: Timestamp
  updated_at: Timestamp
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
  category: 'SURFACE' | 'VPS' | 'WORLD'
  thumbnail: string | null
  light_data: ColumnType<unknown | null, string | null | undefined, string | null>
  vps_zip: ColumnType<VpsZipInfo | null, string | null | undefined, string | null>
  scene: ColumnType<unknown | null, string | null | undefined, string | null>
  scene_revision: Generated<number>
  created_at: Timestamp
  updated_at: Timestamp
}

export interface SchemaMigrationsTable {
  name: string
  applied_at: Timestamp
}

export interface Database {
  users: UsersTable
  projects: ProjectsTable
  schema_migrations: SchemaMigrationsTable
}
