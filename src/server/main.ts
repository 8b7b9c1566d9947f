import cluster from 'node:cluster'
import fs from 'node:fs'
import type https from 'node:https'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { loadEnv } from './env'
import { openDb } from './db/client'
import { migrate } from './db/migrate'
import { buildApp } from './app'
import { acquireDataDirLock, DataDirLockedError } from './lib/data-dir-lock'
import { loadJwtSecret, loadSharedJwtSecret } from './lib/secrets'
import { ensureCertificate, lanAddresses } from './lib/certs'
import { listenHttps } from './lib/https-listener'
import { runPrimary } from './workers'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..')
const version = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')).version as string

async function main() {
  const env = loadEnv()
  if (env.WORKERS > 1 && cluster.isPrimary) return runPrimary(env)
  // Under WORKERS, the first worker speaks for all of them.
  const quiet = cluster.isWorker && cluster.worker?.id !== 1
  // The lease guards the embedded database; nodes on PostgreSQL may share a volume freely.
  let releaseLock = () => {}
  try {
    if (!env.DATABASE_URL) {
      const lock = await acquireDataDirLock(env.DATA_DIR, {
        // Better to stop than to be the second writer on one data folder.
        onLost: (message) => {
          console.error(`\n  ${message}\n`)
          process.exit(1)
        },
        onWait: (message) => console.log(`  ${message}`),
      })
      releaseLock = lock.release
    }
  } catch (error) {
    if (error instanceof DataDirLockedError) {
      console.error(`\n  ${error.message}\n`)
      process.exit(1)
    }
    throw error
  }
  fs.mkdirSync(path.join(env.DATA_DIR, 'uploads'), { recursive: true })

  const db = await openDb({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR })
  const applied = await migrate(db.kysely)
  const app = await buildApp({
    env,
    db,
    // On PostgreSQL the key is shared through the database, so several nodes accept each other's tokens.
    jwtSecret: env.DATABASE_URL ? await loadSharedJwtSecret(db.kysely, env.JWT_SECRET) : loadJwtSecret(env.DATA_DIR, env.JWT_SECRET),
    version,
    serveClient: true,
    logger: env.LOG_LEVEL === 'silent' ? false : { level: env.LOG_LEVEL },
  })
  await app.listen({ host: env.HOST, port: env.PORT })
  const httpPort = (app.server.address() as { port: number }).port

  let httpsServer: https.Server | undefined
  let httpsPort = 0
  if (env.HTTPS === '1') {
    const { cert, key, generated } = await ensureCertificate(env.CERTS_DIR)
    if (generated) console.log(`  Made a self-signed certificate in ${env.CERTS_DIR}`)
    httpsServer = await listenHttps(app, { cert, key }, env.HTTPS_PORT, env.HOST)
    httpsPort = (httpsServer.address() as { port: number }).port
  }

  const lan = lanAddresses()[0]
  const say = (line: string) => quiet || console.log(line)
  say('')
  say(`  Spatial Studio ${version} is running (${db.engine}${applied.length ? `, ran ${applied.length} migration(s)` : ''}${cluster.isWorker ? `, ${env.WORKERS} workers` : ''})`)
  say(`  Local:   http://localhost:${httpPort}`)
  if (httpsServer) say(`  Local:   https://localhost:${httpsPort}`)
  if (httpsServer && lan && env.HOST !== '127.0.0.1' && env.HOST !== 'localhost') {
    say(`  Network: https://${lan}:${httpsPort}   (open this on a phone on the same network)`)
  }
  say(`  API docs: http://localhost:${httpPort}/api/docs`)
  say(`  Data:    ${env.DATABASE_URL ? 'PostgreSQL (DATABASE_URL)' : env.DATA_DIR}`)
  say('')

  let closing = false
  const shutdown = async (signal: string) => {
    if (closing) return
    closing = true
    app.log.info(`${signal}: shutting down`)
    httpsServer?.close()
    await app.close().catch(() => {})
    await db.close().catch(() => {})
    releaseLock()
    process.exit(0)
  }
  process.on('SIGINT', () => void shutdown('SIGINT'))
  process.on('SIGTERM', () => void shutdown('SIGTERM'))
  process.on('exit', () => releaseLock())
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error)
  process.exit(1)
})
