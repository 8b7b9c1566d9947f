import fs from 'node:fs'
import path from 'node:path'
import zlib from 'node:zlib'
import type { Plugin } from 'vite'

const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|wasm|txt|glb|gltf|bin|hdr)$/

/**
 * Writes .br and .gz beside every compressible build file, once at build time, so the server
 * (@fastify/static preCompressed) never compresses on a request.
 */
export function precompress(): Plugin {
  let outDir = 'dist'
  return {
    name: 'precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir)
    },
    closeBundle() {
      compressDir(outDir)
    },
  }
}

/** .br and .gz beside every compressible file under `dir` (the plugin's work, callable after a second build). */
export function compressDir(dir: string) {
  const walk = (at: string) => {
    for (const entry of fs.readdirSync(at, { withFileTypes: true })) {
      const file = path.join(at, entry.name)
      if (entry.isDirectory()) walk(file)
      else if (COMPRESSIBLE.test(file) && fs.statSync(file).size > 1024) {
        const data = fs.readFileSync(file)
        fs.writeFileSync(`${file}.gz`, zlib.gzipSync(data, { level: 9 }))
        fs.writeFileSync(`${file}.br`, zlib.brotliCompressSync(data, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }))
      }
    }
  }
  walk(dir)
}
