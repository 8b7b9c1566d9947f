/**
 * The model pipeline's own process: `node --import tsx model-worker.ts <input> <glb|obj> <output>`.
 * Parsing and optimizing a model takes several times its size in memory and trusts a file from
 * the internet, so it runs here, with its own memory cap and a timeout, and the API process keeps
 * its footprint. Prints one JSON line (WorkerResult) and exits 0; any crash reads as a failure.
 * Imports are relative: this file runs outside the bundler's aliases.
 */
import fsp from 'node:fs/promises'
import { getBounds, type Document } from '@gltf-transform/core'
import { checkGlb } from './glb-check'
import { budgetWarnings, countTriangles, modelIO, optimizeModel } from './model-pipeline'
import { ObjError, readObj } from './obj'

export type WorkerResult =
  | { ok: true; triangles: number; optimizedSize: number; warnings: string[]; maxRssKb: number; dimensions?: [number, number, number] }
  | { ok: false; code: 'invalid-glb' | 'external-glb' | 'invalid-obj'; detail: string }

async function run(input: string, format: string, output: string): Promise<WorkerResult> {
  const io = await modelIO()
  let doc: Document
  if (format === 'glb') {
    const check = await checkGlb(input)
    if (!check.ok) return { ok: false, code: check.reason === 'external' ? 'external-glb' : 'invalid-glb', detail: check.detail }
    try {
      doc = await io.readBinary(new Uint8Array(await fsp.readFile(input)))
    } catch (error) {
      return { ok: false, code: 'invalid-glb', detail: (error as Error).message.slice(0, 200) }
    }
  } else {
    try {
      doc = await readObj(input)
    } catch (error) {
      if (error instanceof ObjError) return { ok: false, code: 'invalid-obj', detail: error.message }
      throw error
    }
  }
  // Measured before optimizing: quantized positions are only right together with their node transforms.
  const dimensions = sceneDimensions(doc)
  await optimizeModel(doc)
  const triangles = countTriangles(doc)
  const glb = await io.writeBinary(doc)
  await fsp.writeFile(output, glb, { flag: 'wx' })
  return { ok: true, triangles, optimizedSize: glb.byteLength, warnings: budgetWarnings(triangles, glb.byteLength), maxRssKb: process.resourceUsage().maxRSS, ...(dimensions && { dimensions }) }
}

/** Width, height and depth of the default scene in its own units (what the editor shows at scale 1); undefined when it has no geometry. */
function sceneDimensions(doc: Document): [number, number, number] | undefined {
  const scene = doc.getRoot().getDefaultScene() ?? doc.getRoot().listScenes()[0]
  if (!scene) return undefined
  const { min, max } = getBounds(scene)
  const size = [0, 1, 2].map((i) => Math.round((max[i] - min[i]) * 1e4) / 1e4)
  return size.every((v) => Number.isFinite(v) && v >= 0) ? (size as [number, number, number]) : undefined
}

const [input, format, output] = process.argv.slice(2)
run(input, format, output).then(
  (result) => {
    process.stdout.write(`${JSON.stringify(result)}\n`)
    process.exit(0)
  },
  (error: unknown) => {
    process.stderr.write(`${error instanceof Error ? error.stack : String(error)}\n`)
    process.exit(1)
  },
)
