import type { Kysely } from 'kysely'
import type { Database, MediaAssetsTable } from '../../db/schema'

export type { MediaAssetsTable }

/** media_assets is part of the Database type now; these names stay for the callers that use them. */
export type MediaDb = Kysely<Database>
export const withMediaTable = (db: Kysely<Database>): MediaDb => db
