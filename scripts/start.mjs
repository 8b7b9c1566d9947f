// `npm start`: build the client when it is missing or older than its sources, then run the ONE
// Node process that serves the built app and the API: the server's bundle (scripts/build-server.mjs,
// rebuilt in a second or so when its sources changed), or its TypeScript through tsx where esbuild
// is not installed (`npm ci --omit=dev`).
import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { buildWithProgress } from './build-progress.mjs'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
process.chdir(root)

function newestMtime(entry) {
  if (!fs.existsSync(entry)) return 0
  const stat = fs.statSync(entry)
  if (!stat.isDirectory()) return stat.mtimeMs
  let newest = 0
  for (const name of fs.readdirSync(entry)) newest = Math.max(newest, newestMtime(path.join(entry, name)))
  return newest
}

export function clientIsStale(distDir = path.join(root, 'dist')) {
  const built = path.join(distDir, 'index.html')
  if (!fs.existsSync(built)) return true
  const sources = ['src/app', 'src/shared', 'public', 'index.html', 'vite.config.ts', 'package.json']
  return Math.max(...sources.map((s) => newestMtime(path.join(root, s)))) > fs.statSync(built).mtimeMs
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  if (process.env.SKIP_BUILD !== '1' && clientIsStale()) {
    await buildWithProgress().catch((error) => {
      console.error(error)
      process.exit(1)
    })
  }
  const { ensureServerBundle, SERVER_BUNDLE } = await import('./build-server.mjs')
  if (await ensureServerBundle()) {
    await import(pathToFileURL(SERVER_BUNDLE).href)
  } else {
    const { register } = await import('tsx/esm/api')
    register()
    await import('../src/server/main.ts')
  }
}
