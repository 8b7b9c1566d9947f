import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import type { FastifyInstance } from 'fastify'
import { buildApp } from '../../src/server/app'
import { openDb, type Db } from '../../src/server/db/client'
import { migrate } from '../../src/server/db/migrate'
import { loadEnv, type Env } from '../../src/server/env'
import { loadSharedJwtSecret } from '../../src/server/lib/secrets'
import { createTestDatabase } from './test-database'

export { createTestDatabase }

export interface ClusterNode {
  app: FastifyInstance
  db: Db
  env: Env
}

export interface TestCluster {
  nodes: ClusterNode[]
  databaseUrl: string
  close: () => Promise<void>
}

/**
 * Several API nodes as an operator would run them: one fresh database in the test PostgreSQL,
 * each node with its own pool, its own DATA_DIR (nodes share no disk) and no JWT_SECRET, so the
 * signing key comes from the database. `env` adds to every node's environment (S3 settings, say).
 */
export async function createTestCluster(count: number, env: Record<string, string> = {}): Promise<TestCluster> {
  const { databaseUrl, drop } = await createTestDatabase()
  const nodes: ClusterNode[] = []
  const dirs: string[] = []
  for (let i = 0; i < count; i += 1) {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `cluster-node${i}-`))
    dirs.push(dataDir)
    const nodeEnv = loadEnv({ DATA_DIR: dataDir, HTTPS: '0', NODE_ENV: 'test', LOG_LEVEL: 'silent', DATABASE_URL: databaseUrl, ...env })
    const db = await openDb({ databaseUrl, dataDir })
    await migrate(db.kysely)
    const jwtSecret = await loadSharedJwtSecret(db.kysely, nodeEnv.JWT_SECRET)
    const app = await buildApp({ env: nodeEnv, db, jwtSecret, version: 'test', mailer: { send: async () => true } })
    await app.ready()
    nodes.push({ app, db, env: nodeEnv })
  }
  return {
    nodes,
    databaseUrl,
    close: async () => {
      for (const node of nodes) {
        await node.app.close()
        await node.db.close()
      }
      await drop()
      for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true })
    },
  }
}
