import fs from 'node:fs'
import path from 'node:path'
import { writeGlb } from './mesh.ts'
import { renderModelThumb } from './render3d.ts'
import { MODELS } from './models/index.ts'
import { hashString, rng } from './rng.ts'

export interface BuiltModelInfo {
  slug: string
  file: string
  thumb: string
  size: number
  triangles: number
  dimensions: [number, number, number]
}

const r3 = (v: number) => Math.round(v * 1000) / 1000

/** Builds every model GLB and its thumbnail; `only` restricts to some slugs (for iterating). */
export async function buildModels(root: string, only?: string[]): Promise<Map<string, BuiltModelInfo>> {
  const modelsDir = path.join(root, 'public/library/models')
  const thumbsDir = path.join(root, 'public/library/thumbs')
  fs.mkdirSync(modelsDir, { recursive: true })
  fs.mkdirSync(thumbsDir, { recursive: true })
  const out = new Map<string, BuiltModelInfo>()
  for (const spec of MODELS) {
    if (only && !only.includes(spec.slug)) continue
    const built = spec.build(rng(hashString(spec.slug))).build()
    const glb = await writeGlb(spec.name, built)
    const file = path.join(modelsDir, `${spec.slug}.glb`)
    fs.writeFileSync(file, glb)
    fs.writeFileSync(path.join(thumbsDir, `${spec.slug}.png`), renderModelThumb(built).toPng())
    const dims: [number, number, number] = [r3(built.max[0] - built.min[0]), r3(built.max[1] - built.min[1]), r3(built.max[2] - built.min[2])]
    out.set(spec.slug, { slug: spec.slug, file, thumb: path.join(thumbsDir, `${spec.slug}.png`), size: glb.byteLength, triangles: built.triangles, dimensions: dims })
    console.log(`  model ${spec.slug.padEnd(20)} ${String(built.triangles).padStart(5)} tris  ${(glb.byteLength / 1024).toFixed(1).padStart(6)} KB  ${dims.join(' x ')} m`)
  }
  return out
}

// Run directly: `node --import tsx scripts/library/build-models.ts [slug...]`
if (import.meta.url === `file://${process.argv[1]}`) {
  const root = path.resolve(import.meta.dirname, '../..')
  const only = process.argv.slice(2)
  await buildModels(root, only.length ? only : undefined)
}
