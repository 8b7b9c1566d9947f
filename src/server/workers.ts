import cluster from 'node:cluster'
import type { Env } from './env'
import { openDb } from './db/client'
import { migrate } from './db/migrate'
import { ensureCertificate } from './lib/certs'

export const WORKERS_NEED_POSTGRES =
  'WORKERS needs DATABASE_URL: the embedded database (PGlite) belongs to one process. Set DATABASE_URL to a PostgreSQL server to run several workers, or leave WORKERS unset.'

/** A worker that dies this soon after its start is taken to be misconfigured, not unlucky: no respawn loop. */
const EARLY_DEATH_MS = 10_000

/**
 * The primary of `WORKERS=N npm start`: node's cluster, N workers each running the whole app and
 * sharing the listening ports. What must happen once (migrations, the self-signed certificate)
 * happens here before the first fork; the signing key and rate limits are shared through the
 * database. A worker that crashes later is replaced; SIGINT/SIGTERM stop them all.
 */
export async function runPrimary(env: Env) {
  if (!env.DATABASE_URL) {
    console.error(`\n  ${WORKERS_NEED_POSTGRES}\n`)
    process.exit(1)
  }
  const db = await openDb({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR })
  await migrate(db.kysely)
  await db.close()
  if (env.HTTPS === '1') await ensureCertificate(env.CERTS_DIR)

  let closing = false
  const started = new Map<number, number>()
  const fork = () => {
    const worker = cluster.fork()
    started.set(worker.id, Date.now())
  }
  cluster.on('exit', (worker, code, signal) => {
    if (closing) {
      if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(0)
      return
    }
    const lived = Date.now() - (started.get(worker.id) ?? 0)
    if (lived < EARLY_DEATH_MS) {
      console.error(`  A worker stopped during its start (${signal ?? `exit ${code}`}); stopping.`)
      closing = true
      for (const other of Object.values(cluster.workers ?? {})) other?.process.kill('SIGTERM')
      process.exitCode = 1
      if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(1)
      return
    }
    console.error(`  Worker ${worker.process.pid} stopped (${signal ?? `exit ${code}`}); starting another.`)
    fork()
  })
  for (let i = 0; i < env.WORKERS; i += 1) fork()
  console.log(`  Started ${env.WORKERS} workers (node cluster) sharing port ${env.PORT}`)

  const shutdown = () => {
    if (closing) return
    closing = true
    for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill('SIGTERM')
  }
  process.on('SIGINT', shutdown)
  process.on('SIGTERM', shutdown)
}
