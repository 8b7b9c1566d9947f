import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'
import zlib from 'node:zlib'

const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|wasm|txt|glb|gltf|bin|hdr)$/
const gzip = promisify(zlib.gzip)
const brotli = promisify(zlib.brotliCompress)

/** Compressible build files under `dir` over 1 KB (smaller ones gain nothing), largest first. */
function compressible(dir: string): string[] {
  const files = fs.readdirSync(dir, { withFileTypes: true, recursive: true }).flatMap((entry) => {
    const file = path.join(entry.parentPath, entry.name)
    const size = entry.isFile() && COMPRESSIBLE.test(file) ? fs.statSync(file).size : 0
    return size > 1024 ? [{ file, size }] : []
  })
  // The few large models take seconds each: started first, they do not leave one thread working alone at the end.
  return files.sort((a, b) => b.size - a.size).map((f) => f.file)
}

/**
 * Writes .br and .gz beside every compressible build file, once at build time, so the server
 * (@fastify/static preCompressed) never compresses on a request. Brotli at quality 11 over the
 * build's 25 MB takes about a minute on two cores: it runs on zlib's worker threads, a few files
 * at a time, so the build's own process stays free to say how far it is (`onProgress`).
 */
export async function compressDir(dir: string, onProgress: (done: number, total: number) => void = () => {}): Promise<void> {
  const files = compressible(dir)
  let next = 0
  let done = 0
  const worker = async () => {
    while (next < files.length) {
      const file = files[next++]
      const data = await fs.promises.readFile(file)
      const [gz, br] = await Promise.all([gzip(data, { level: 9 }), brotli(data, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } })])
      await Promise.all([fs.promises.writeFile(`${file}.gz`, gz), fs.promises.writeFile(`${file}.br`, br)])
      onProgress(++done, files.length)
    }
  }
  // zlib's async calls share libuv's pool (4 threads unless UV_THREADPOOL_SIZE says otherwise).
  await Promise.all(Array.from({ length: Math.max(1, Math.min(4, os.availableParallelism())) }, worker))
}
