// Writes the skybox maps to public/env/<name>.hdr. Run: node --import tsx scripts/env/generate-env-maps.ts
// The output is committed; the generator is deterministic, so a rerun gives the same bytes.
import fs from 'node:fs'
import path from 'node:path'
import { encodeHdr } from './rgbe'
import { renderSky, SKIES } from './skies'

const WIDTH = 2048
const HEIGHT = 1024
const outDir = path.resolve(import.meta.dirname, '../../public/env')
fs.mkdirSync(outDir, { recursive: true })
const only = process.argv.slice(2)
for (const [name, painter] of Object.entries(SKIES)) {
  if (only.length && !only.includes(name)) continue
  const started = performance.now()
  const bytes = encodeHdr(WIDTH, HEIGHT, renderSky(painter, WIDTH, HEIGHT), {
    comment: `Spatial Studio ${name} sky, scripts/env/skies.ts`,
    mantissaBits: 7,
  })
  fs.writeFileSync(path.join(outDir, `${name}.hdr`), bytes)
  console.log(`${name}.hdr  ${(bytes.length / 1024).toFixed(0)} KB  ${(performance.now() - started).toFixed(0)} ms`)
}
