// The server as plain JavaScript: src/server/main.ts and the two pieces it starts on their own
// (the scene-check worker thread, the model-optimizer process) bundled by esbuild into
// dist-server/. Loading the TypeScript through tsx cost about 9 s of every server start on a
// small machine (most of it waiting on tsx's loader thread); the bundle starts in about 2.
// Packages stay external (native addons, PGlite's wasm, sharp): node loads them as it always did.
import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
export const SERVER_BUNDLE_DIR = path.join(root, 'dist-server')
export const SERVER_BUNDLE = path.join(SERVER_BUNDLE_DIR, 'main.mjs')
const entries = {
  main: 'src/server/main.ts',
  'scene-check-worker': 'src/server/lib/scene-check-worker.ts',
  'model-worker': 'src/server/services/media/model-worker.ts',
}
// What the bundle is made of; a change to any of them makes it stale.
const SOURCES = ['src/server', 'src/shared', 'package.json', 'tsconfig.json', 'scripts/build-server.mjs']

function newestMtime(entry) {
  if (!fs.existsSync(entry)) return 0
  const stat = fs.statSync(entry)
  if (!stat.isDirectory()) return stat.mtimeMs
  let newest = stat.mtimeMs // a deleted file leaves only its folder's time
  for (const name of fs.readdirSync(entry)) newest = Math.max(newest, newestMtime(path.join(entry, name)))
  return newest
}

export function serverIsStale() {
  const built = Object.keys(entries).map((name) => path.join(SERVER_BUNDLE_DIR, `${name}.mjs`))
  if (!built.every((file) => fs.existsSync(file))) return true
  const oldest = Math.min(...built.map((file) => fs.statSync(file).mtimeMs))
  return Math.max(...SOURCES.map((s) => newestMtime(path.join(root, s)))) > oldest
}

/**
 * Source files find their data beside them (`new URL('./x.json', import.meta.url)`): in the
 * bundle each one's import.meta.url is its own source file's URL, reached relative to the
 * bundle so that a moved checkout still works.
 */
const sourceUrls = {
  name: 'source-import-meta-url',
  setup(build) {
    build.onLoad({ filter: /\.ts$/ }, async (args) => {
      const text = await fs.promises.readFile(args.path, 'utf8')
      if (!text.includes('import.meta.url')) return undefined
      const relative = path.relative(SERVER_BUNDLE_DIR, args.path).split(path.sep).join('/')
      return { contents: text.replaceAll('import.meta.url', `new URL(${JSON.stringify(relative)}, import.meta.url).href`), loader: 'ts' }
    })
  },
}

/**
 * Builds dist-server/. Written to a private folder first and renamed into place file by file,
 * so that servers starting meanwhile (tests start several at once) never load half a file.
 */
export async function buildServer() {
  const { build } = await import('esbuild')
  const staging = `${SERVER_BUNDLE_DIR}.${process.pid}-${Date.now()}`
  try {
    await build({
      absWorkingDir: root,
      entryPoints: Object.fromEntries(Object.entries(entries).map(([name, file]) => [name, path.join(root, file)])),
      outdir: staging,
      outExtension: { '.js': '.mjs' },
      bundle: true,
      platform: 'node',
      format: 'esm',
      target: 'node20',
      packages: 'external',
      sourcemap: 'linked',
      logLevel: 'warning',
      // The bundle's own URL, where the entry points find each other (src/server/lib/entry-points.ts).
      define: { __SERVER_BUNDLE_URL__: 'import.meta.url' },
      plugins: [sourceUrls],
    })
    fs.mkdirSync(SERVER_BUNDLE_DIR, { recursive: true })
    for (const name of fs.readdirSync(staging)) fs.renameSync(path.join(staging, name), path.join(SERVER_BUNDLE_DIR, name))
  } finally {
    fs.rmSync(staging, { recursive: true, force: true })
  }
}

/** Builds the bundle when it is missing or older than its sources; false when esbuild is not installed. */
export async function ensureServerBundle() {
  if (!serverIsStale()) return true
  try {
    await import('esbuild')
  } catch {
    return false
  }
  await buildServer()
  return true
}

// `node scripts/build-server.mjs [--if-stale]`
if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const started = Date.now()
  if (process.argv.includes('--if-stale') && !serverIsStale()) process.exit(0)
  await buildServer()
  console.log(`dist-server/ built in ${Date.now() - started} ms`)
}
