/**
 * Builds the offline starter asset library: models (GLB + thumbnails), images, audio, video,
 * text-preset thumbnails, the server catalog and the licence file. Deterministic and re-runnable.
 *
 *   node --import tsx scripts/library/build-all.ts
 *
 * Video needs ffmpeg (with libx264) on PATH; without it, existing MP4s are kept as they are.
 */
import fs from 'node:fs'
import path from 'node:path'
import { buildModels } from './build-models.ts'
import { MODELS } from './models/index.ts'
import { IMAGES } from './images.ts'
import { SOUNDS, encodeWav } from './audio.ts'
import { VIDEOS, hasFfmpeg, renderVideo, grabFrame } from './video.ts'
import { TEXT_PRESETS } from './text-presets.ts'
import { audioThumb, imageThumb, textThumb, videoThumb } from './thumbs.ts'
import { catalogJson, type CatalogItem } from './catalog.ts'

const ROOT = path.resolve(import.meta.dirname, '../..')
const LIB = path.join(ROOT, 'public/library')
const CATALOG = path.join(ROOT, 'src/server/services/library/library-catalog.json')
const dir = (d: string) => {
  const p = path.join(LIB, d)
  fs.mkdirSync(p, { recursive: true })
  return p
}
const url = (d: string, f: string) => `/library/${d}/${f}`

const ACCENTS = ['#7C4DFF', '#00BFA5', '#FF7043', '#29B6F6', '#FFCA28', '#EC407A']

async function main() {
  const t0 = Date.now()
  const items: CatalogItem[] = []
  const expected = new Set<string>()
  const keep = (d: string, f: string) => expected.add(path.join(LIB, d, f))

  console.log(`models (${MODELS.length})`)
  const built = await buildModels(ROOT)
  for (const spec of MODELS) {
    const b = built.get(spec.slug)!
    keep('models', `${spec.slug}.glb`)
    keep('thumbs', `${spec.slug}.png`)
    items.push({
      slug: spec.slug,
      type: '3D',
      subtype: spec.subtype,
      name: spec.name,
      description: spec.description,
      tags: spec.tags,
      file: url('models', `${spec.slug}.glb`),
      thumbnail: url('thumbs', `${spec.slug}.png`),
      size: b.size,
      mime: 'model/gltf-binary',
      triangles: b.triangles,
      dimensions: b.dimensions,
    })
  }

  console.log(`images (${IMAGES.length})`)
  for (const spec of IMAGES) {
    const img = spec.draw()
    const png = img.toPng(!!spec.alpha)
    fs.writeFileSync(path.join(dir('images'), `${spec.slug}.png`), png)
    fs.writeFileSync(path.join(dir('thumbs'), `${spec.slug}.png`), imageThumb(img).toPng())
    keep('images', `${spec.slug}.png`)
    keep('thumbs', `${spec.slug}.png`)
    console.log(`  image ${spec.slug.padEnd(20)} ${img.width}x${img.height}  ${(png.length / 1024).toFixed(1)} KB`)
    items.push({
      slug: spec.slug,
      type: 'image',
      subtype: spec.subtype,
      name: spec.name,
      description: spec.description,
      tags: spec.tags,
      file: url('images', `${spec.slug}.png`),
      thumbnail: url('thumbs', `${spec.slug}.png`),
      size: png.length,
      mime: 'image/png',
    })
  }

  console.log(`video (${VIDEOS.length})`)
  const ff = hasFfmpeg()
  if (!ff) console.warn('  ffmpeg not found: keeping existing MP4 files')
  VIDEOS.forEach((spec, i) => {
    const file = path.join(dir('video'), `${spec.slug}.mp4`)
    if (ff) renderVideo(spec, file)
    if (!fs.existsSync(file)) throw new Error(`${file} is missing and ffmpeg is not available to render it`)
    const thumbFile = path.join(dir('thumbs'), `${spec.slug}.png`)
    if (ff || !fs.existsSync(thumbFile)) fs.writeFileSync(thumbFile, videoThumb(grabFrame(file, spec.seconds * 0.6, 480, 270), ACCENTS[i % ACCENTS.length]).toPng())
    keep('video', `${spec.slug}.mp4`)
    keep('thumbs', `${spec.slug}.png`)
    const size = fs.statSync(file).size
    console.log(`  video ${spec.slug.padEnd(20)} ${(size / 1024).toFixed(1)} KB`)
    items.push({
      slug: spec.slug,
      type: 'video',
      subtype: spec.subtype,
      name: spec.name,
      description: spec.description,
      tags: spec.tags,
      file: url('video', `${spec.slug}.mp4`),
      thumbnail: url('thumbs', `${spec.slug}.png`),
      size,
      mime: 'video/mp4',
    })
  })

  console.log(`audio (${SOUNDS.length})`)
  SOUNDS.forEach((spec, i) => {
    const samples = spec.synth()
    const wav = encodeWav(samples)
    fs.writeFileSync(path.join(dir('audio'), `${spec.slug}.wav`), wav)
    fs.writeFileSync(path.join(dir('thumbs'), `${spec.slug}.png`), audioThumb(samples, ACCENTS[i % ACCENTS.length]).toPng())
    keep('audio', `${spec.slug}.wav`)
    keep('thumbs', `${spec.slug}.png`)
    console.log(`  audio ${spec.slug.padEnd(20)} ${(samples.length / 22050).toFixed(2)} s  ${(wav.length / 1024).toFixed(1)} KB`)
    items.push({
      slug: spec.slug,
      type: 'audio',
      subtype: spec.subtype,
      name: spec.name,
      description: spec.description,
      tags: spec.tags,
      file: url('audio', `${spec.slug}.wav`),
      thumbnail: url('thumbs', `${spec.slug}.png`),
      size: wav.length,
      mime: 'audio/wav',
    })
  })

  console.log(`text presets (${TEXT_PRESETS.length})`)
  for (const spec of TEXT_PRESETS) {
    fs.writeFileSync(path.join(dir('thumbs'), `${spec.slug}.png`), textThumb(spec).toPng())
    keep('thumbs', `${spec.slug}.png`)
    items.push({
      slug: spec.slug,
      type: 'text',
      subtype: spec.subtype,
      name: spec.name,
      description: spec.description,
      tags: spec.tags,
      file: null,
      thumbnail: url('thumbs', `${spec.slug}.png`),
      size: 0,
      mime: 'application/json',
      text: spec.text,
    })
  }

  // Slugs must be unique across the whole library (thumbnails share one folder).
  const seen = new Set<string>()
  for (const it of items) {
    if (seen.has(it.slug)) throw new Error(`duplicate slug ${it.slug}`)
    seen.add(it.slug)
  }

  // Remove stale generated files (renamed or deleted assets).
  for (const d of ['models', 'images', 'audio', 'video', 'thumbs']) {
    for (const f of fs.readdirSync(dir(d))) {
      const p = path.join(LIB, d, f)
      if (/\.(glb|png|wav|mp4)$/.test(f) && !expected.has(p)) {
        fs.rmSync(p)
        console.log(`  removed stale ${path.relative(ROOT, p)}`)
      }
    }
  }

  fs.writeFileSync(path.join(LIB, 'LICENSE.md'), LICENSE)
  fs.mkdirSync(path.dirname(CATALOG), { recursive: true })
  fs.writeFileSync(CATALOG, catalogJson(items))

  const total = items.reduce((s, it) => s + it.size, 0)
  const byType = new Map<string, number>()
  for (const it of items) byType.set(it.type, (byType.get(it.type) ?? 0) + 1)
  console.log(`\n${items.length} items (${[...byType].map(([k, v]) => `${v} ${k}`).join(', ')}), ${(total / 1024 / 1024).toFixed(2)} MB of asset files, in ${((Date.now() - t0) / 1000).toFixed(1)} s`)
  console.log(`catalog: ${path.relative(ROOT, CATALOG)}`)
}

const LICENSE = `# Spatial Studio starter library — licence

Every file in \`public/library/\` (3D models, images, audio, video and thumbnails) was generated
procedurally by this project's own scripts in \`scripts/library/\` (run
\`node --import tsx scripts/library/build-all.ts\`). No third-party artwork, photographs, recordings,
fonts or scanned data were used: models are built from geometric primitives, images and sounds are
computed from seeded noise, shapes and oscillators, and videos are rendered from ffmpeg's built-in
synthetic sources (gradients, mandelbrot, life).

To the extent possible under law, the authors have dedicated all copyright and related and
neighbouring rights to these files to the public domain worldwide, under the
**Creative Commons CC0 1.0 Universal** public-domain dedication:
https://creativecommons.org/publicdomain/zero/1.0/

You may copy, modify, distribute and use them, including commercially, without asking permission
and without attribution.
`

await main()
