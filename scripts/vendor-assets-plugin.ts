import fs from 'node:fs'
import path from 'node:path'
import type { Plugin } from 'vite'

/**
 * Files the 3D runtime fetches by URL that must come from us, never a CDN: the Draco decoders
 * (three ships them) and the WebXR controller/hand models (@webxr-input-profiles/assets). Served
 * from node_modules in dev, copied under /vendor/ at build. Only the headsets' common profiles
 * are copied (the whole package is ~100 MB); unknown controllers fall back to generic-trigger. And
 * the face models of Face Tracking projects (blazeface and facemesh, about 2.2 MB) and the body
 * model of Body Tracking ones (MoveNet Lightning).
 */
const PROFILES = [
  'generic-hand',
  'generic-trigger',
  'generic-trigger-squeeze-thumbstick',
  'meta-quest-touch-plus',
  'meta-quest-touch-plus-v2',
  'meta-quest-touch-pro',
  'oculus-touch-v3',
  'pico-4',
]
const FACE_MODELS = ['blazeface.json', 'blazeface.bin', 'facemesh.json', 'facemesh.bin']
// Body Tracking: MoveNet Lightning, from the same package (about 4.6 MB).
const BODY_MODELS = ['movenet-lightning.json', 'movenet-lightning.bin']
const root = path.resolve(import.meta.dirname, '..')
const sources: { prefix: string; dir: string; include: (rel: string) => boolean }[] = [
  { prefix: 'vendor/draco/', dir: path.join(root, 'node_modules/three/examples/jsm/libs/draco/gltf'), include: () => true },
  {
    prefix: 'vendor/xr-profiles/',
    dir: path.join(root, 'node_modules/@webxr-input-profiles/assets/dist/profiles'),
    include: (rel) => rel === 'profilesList.json' || PROFILES.includes(rel.split('/')[0]),
  },
  // Face Tracking (issue 29): the two models a head pose needs, from @vladmandic/human's own package.
  { prefix: 'vendor/human/', dir: path.join(root, 'node_modules/@vladmandic/human/models'), include: (rel) => FACE_MODELS.includes(rel) || BODY_MODELS.includes(rel) },
]

/** The profiles list names only what we copied, so unknown controllers fall back to a generic profile we have. */
function read(dir: string, rel: string): Buffer | string {
  const data = fs.readFileSync(path.join(dir, rel))
  if (rel !== 'profilesList.json') return data
  const list = JSON.parse(data.toString('utf8')) as Record<string, unknown>
  return JSON.stringify(Object.fromEntries(Object.entries(list).filter(([id]) => PROFILES.includes(id))))
}

function walk(dir: string, base = ''): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? walk(path.join(dir, e.name), `${base}${e.name}/`) : [`${base}${e.name}`]))
}

const TYPES: Record<string, string> = { '.js': 'text/javascript', '.wasm': 'application/wasm', '.json': 'application/json', '.glb': 'model/gltf-binary' }

export function vendorAssets(): Plugin {
  return {
    name: 'vendor-assets',
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        const url = (req.url ?? '').split('?')[0].replace(/^\//, '')
        for (const source of sources) {
          if (!url.startsWith(source.prefix)) continue
          const rel = url.slice(source.prefix.length)
          const file = path.join(source.dir, rel)
          if (rel.includes('..') || !source.include(rel) || !fs.existsSync(file)) break
          res.setHeader('content-type', TYPES[path.extname(file)] ?? 'application/octet-stream')
          res.end(read(source.dir, rel))
          return
        }
        next()
      })
    },
    generateBundle() {
      for (const source of sources)
        for (const rel of walk(source.dir).filter(source.include))
          this.emitFile({ type: 'asset', fileName: source.prefix + rel, source: read(source.dir, rel) })
    },
  }
}
