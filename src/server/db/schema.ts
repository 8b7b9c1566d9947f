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

export interface SchemaMigrationsTable {
  name: string
  applied_at: Timestamp
}

export interface Database {
  users: UsersTable
  schema_migrations: SchemaMigrationsTable
}
