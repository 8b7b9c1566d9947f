import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'

const root = path.resolve(import.meta.dirname, '../..')

/** The server as `npm start` runs it: plain JavaScript, no TypeScript loader (scripts/build-server.mjs). */
export const SERVER_MAIN = path.join(root, 'dist-server', 'main.mjs')

/**
 * For the servers these tests start: no built client. `npm test` builds dist/ beside them
 * (scripts/test.mjs), and a server reading a half-written dist/ would fail for no fault of its own.
 */
export const NO_CLIENT = { DIST_DIR: path.join(root, '.tmp', 'no-client') }

/**
 * Brings dist-server/ up to date with the sources, once per test run (global setups), so that the
 * tests that start real servers start the bundle, and several never race to rebuild it.
 */
export function ensureServerBundle() {
  const built = spawnSync(process.execPath, ['scripts/build-server.mjs', '--if-stale'], { cwd: root, stdio: 'inherit' })
  if (built.status !== 0) throw new Error('the server bundle did not build (scripts/build-server.mjs)')
}

/**
 * A TypeScript script bundled to plain JavaScript in .tmp/, for tests that start it as several
 * processes at once: each then starts in a fraction of a second instead of loading tsx.
 */
export async function bundleScript(file: string): Promise<string> {
  const { build } = await import('esbuild')
  const outfile = path.join(root, '.tmp', 'scripts', `${path.basename(file, '.ts')}-${process.pid}.mjs`)
  await build({ absWorkingDir: root, entryPoints: [path.join(root, file)], outfile, bundle: true, platform: 'node', format: 'esm', target: 'node20', packages: 'external', logLevel: 'warning' })
  return outfile
}

export const removeScript = (file: string) => fs.rmSync(file, { force: true })
