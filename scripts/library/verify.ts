/**
 * Checks the generated library: every catalog file exists with the recorded size, every GLB parses
 * with @gltf-transform/core and has triangles, thumbnails are 256×256 PNGs, and reports totals.
 *
 *   node --import tsx scripts/library/verify.ts
 */
import fs from 'node:fs'
import path from 'node:path'
import { NodeIO } from '@gltf-transform/core'
import { LIBRARY_ITEMS } from '../../src/server/services/library/library-catalog.ts'

const ROOT = path.resolve(import.meta.dirname, '../..')
const pub = (u: string) => path.join(ROOT, 'public', u)
const problems: string[] = []
const io = new NodeIO()

function pngSize(file: string): [number, number] {
  const b = fs.readFileSync(file)
  if (b.toString('latin1', 1, 4) !== 'PNG') throw new Error(`${file} is not a PNG`)
  return [b.readUInt32BE(16), b.readUInt32BE(20)]
}

for (const it of LIBRARY_ITEMS) {
  const thumb = pub(it.thumbnail)
  if (!fs.existsSync(thumb)) problems.push(`${it.slug}: missing thumbnail ${it.thumbnail}`)
  else {
    const [w, h] = pngSize(thumb)
    if (w !== 256 || h !== 256) problems.push(`${it.slug}: thumbnail is ${w}x${h}`)
  }
  if (it.type === 'text') {
    if (it.file !== null || !it.text) problems.push(`${it.slug}: text preset must have file null and text`)
    continue
  }
  if (!it.file) {
    problems.push(`${it.slug}: no file`)
    continue
  }
  const file = pub(it.file)
  if (!fs.existsSync(file)) {
    problems.push(`${it.slug}: missing ${it.file}`)
    continue
  }
  const size = fs.statSync(file).size
  if (size !== it.size) problems.push(`${it.slug}: size ${size} != catalog ${it.size}`)
  if (it.type === '3D') {
    const doc = await io.readBinary(new Uint8Array(fs.readFileSync(file)))
    let tris = 0
    for (const mesh of doc.getRoot().listMeshes())
      for (const prim of mesh.listPrimitives()) {
        if (!prim.getAttribute('POSITION') || !prim.getAttribute('NORMAL')) problems.push(`${it.slug}: primitive without POSITION/NORMAL`)
        tris += (prim.getIndices()?.getCount() ?? 0) / 3
      }
    if (tris <= 0) problems.push(`${it.slug}: no triangles`)
    if (tris !== it.triangles) problems.push(`${it.slug}: ${tris} triangles != catalog ${it.triangles}`)
    if (tris > 5000) problems.push(`${it.slug}: ${tris} triangles (over 5k)`)
    if (size > 150 * 1024) problems.push(`${it.slug}: ${size} bytes (over 150 KB)`)
    if (!doc.getRoot().getDefaultScene()) problems.push(`${it.slug}: no default scene`)
  }
}

const count = new Map<string, number>()
for (const it of LIBRARY_ITEMS) count.set(`${it.type} / ${it.subtype}`, (count.get(`${it.type} / ${it.subtype}`) ?? 0) + 1)
for (const [k, v] of [...count].sort()) console.log(`${k.padEnd(28)} ${v}`)
let total = 0
const walk = (d: string) => {
  for (const e of fs.readdirSync(d, { withFileTypes: true })) {
    const p = path.join(d, e.name)
    if (e.isDirectory()) walk(p)
    else total += fs.statSync(p).size
  }
}
walk(path.join(ROOT, 'public/library'))
console.log(`${LIBRARY_ITEMS.length} items; public/library holds ${(total / 1024 / 1024).toFixed(2)} MB`)
if (problems.length) {
  console.error(problems.join('\n'))
  process.exit(1)
}
console.log('library OK')
