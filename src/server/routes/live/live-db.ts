import type { ColumnType, Generated, Kysely } from 'kysely'
import type { Database, ProjectsTable } from '../../db/schema'

/** The op log's tables (migration 014), kept beside the live code that alone uses them. */
export interface SceneOpsTable {
  project_id: string
  seq: number
  client_id: string
  client_seq: number
  ops: ColumnType<unknown[], string, string>
  dropped: ColumnType<unknown[] | null, string | null | undefined, string | null>
  user_id: string | null
  revision: number
  created_at: Generated<Date>
}

export interface SceneClientsTable {
  project_id: string
  client_id: string
  last_seq: number
  user_id: string
  updated_at: Generated<Date>
}

export type LiveDatabase = Omit<Database, 'projects'> & {
  projects: ProjectsTable & { op_seq: Generated<number> }
  scene_ops: SceneOpsTable
  scene_clients: SceneClientsTable
}

export const liveDb = (db: Kysely<Database>) => db as unknown as Kysely<LiveDatabase>
