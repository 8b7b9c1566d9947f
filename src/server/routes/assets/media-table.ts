import type { ColumnType, Generated, Kysely } from 'kysely'
import type { Database } from '../../db/schema'

/** The media_assets table (migration 007), typed here so the shared schema file stays untouched. */
export interface MediaAssetsTable {
  id: string
  owner_id: string
  project_id: string
  type: 'model' | 'image' | 'video' | 'audio'
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
  warnings: ColumnType<string[], string, string>
  created_at: Generated<Date>
}

export type MediaDb = Kysely<Database & { media_assets: MediaAssetsTable }>

export const withMediaTable = (db: Kysely<Database>): MediaDb => db.withTables<{ media_assets: MediaAssetsTable }>()
