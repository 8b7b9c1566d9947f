import { spawn, type ChildProcess } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { freePort } from '../setup/postgres-cluster'
import { NO_CLIENT, SERVER_MAIN } from './server-bundle'

const root = path.resolve(import.meta.dirname, '../..')

/** An API node as its own process (the built server), on a free loopback port, sharing `databaseUrl`. */
export async function startServerNode(databaseUrl: string, extra: Record<string, string> = {}): Promise<{ url: string; process: ChildProcess; stop: () => Promise<void> }> {
  const port = await freePort()
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'live-node-'))
  const child = spawn(process.execPath, [SERVER_MAIN], {
    cwd: root,
    env: { ...process.env, ...NO_CLIENT, DATA_DIR: dataDir, HTTPS: '0', HOST: '127.0.0.1', PORT: String(port), LOG_LEVEL: 'warn', DATABASE_URL: databaseUrl, JWT_SECRET: '', WORKERS: '1', ...extra },
  })
  let out = ''
  child.stdout!.on('data', (c) => (out += c))
  child.stderr!.on('data', (c) => (out += c))
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`node did not start: ${out}`)), 60_000)
    const check = () => out.includes('is running') && (clearTimeout(timer), resolve())
    child.stdout!.on('data', check)
    child.on('exit', () => reject(new Error(`node exited: ${out}`)))
  })
  return {
    url: `http://127.0.0.1:${port}`,
    process: child,
    stop: async () => {
      if (child.exitCode === null && child.signalCode === null) {
        child.kill('SIGTERM')
        await new Promise((resolve) => child.on('exit', resolve))
      }
      fs.rmSync(dataDir, { recursive: true, force: true })
    },
  }
}
