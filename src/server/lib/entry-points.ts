import { fileURLToPath } from 'node:url'

// Defined by scripts/build-server.mjs as the bundle's own URL; absent when running from source.
declare const __SERVER_BUNDLE_URL__: string | undefined

/**
 * Where a piece of the server that runs on its own (a worker thread, a child process) lives.
 * `npm start` runs the bundle (dist-server/), which carries each piece as a plain .mjs beside
 * it; from source (tests, `npm run dev`) it is the .ts file itself, which needs tsx's loader.
 */
export function separateEntry(name: 'scene-check-worker' | 'model-worker', source: URL): { file: string; needsTsx: boolean } {
  const bundle = typeof __SERVER_BUNDLE_URL__ === 'string' ? __SERVER_BUNDLE_URL__ : undefined
  if (bundle) return { file: fileURLToPath(new URL(`./${name}.mjs`, bundle)), needsTsx: false }
  return { file: fileURLToPath(source), needsTsx: true }
}
