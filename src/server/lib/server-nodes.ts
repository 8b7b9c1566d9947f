import os from 'node:os'
import path from 'node:path'
import type { Kysely } from 'kysely'
import type { Database } from '../db/schema'
import type { Env } from '../env'

/** Nodes not seen for this long are taken as gone (a renamed host, a one-off test run). */
const NODE_STALE_MS = 7 * 24 * 3600 * 1000

export const localStorageClusterWarning = (others: string[]) =>
  `Files are stored on this host's disk (DATA_DIR) but other API nodes use the same database (${others.join(', ')}). ` +
  'Uploads, thumbnails, published files and VPS zips saved on one node will be missing on the others: set S3_BUCKET (and S3_ENDPOINT, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY) on every node.'

/**
 * On PostgreSQL, records this node (its host and data folder) and warns when files live on local
 * disk while another node shares the database: each would then hold files the others cannot
 * read. Workers of one host share one data folder, so they are one node here.
 */
export async function registerServerNode(db: Kysely<Database>, env: Env, log: { warn: (message: string) => void }) {
  if (!env.DATABASE_URL) return
  const host = os.hostname()
  const dataDir = path.resolve(env.DATA_DIR)
  const storage = env.S3_BUCKET ? `s3:${env.S3_BUCKET}` : 'local'
  const nodeKey = `${host}:${dataDir}`
  await db
    .insertInto('server_nodes')
    .values({ node_key: nodeKey, host, data_dir: dataDir, storage, last_seen: new Date() })
    .onConflict((oc) => oc.column('node_key').doUpdateSet({ storage, last_seen: new Date() }))
    .execute()
  if (storage !== 'local') return
  const others = await db
    .selectFrom('server_nodes')
    .select(['host', 'data_dir'])
    .where('node_key', '<>', nodeKey)
    .where('last_seen', '>', new Date(Date.now() - NODE_STALE_MS))
    .execute()
  if (others.length) log.warn(localStorageClusterWarning(others.map((o) => `${o.host}:${o.data_dir}`)))
}
