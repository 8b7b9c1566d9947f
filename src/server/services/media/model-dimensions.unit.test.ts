import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { NodeIO } from '@gltf-transform/core'
import { afterAll, describe, expect, it } from 'vitest'
import { makeCubeGlb, QUAD_OBJ } from '../../../../tests/support/media-fixtures'
import { runModelJob } from './model-runner'

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'model-dims-'))
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }))

let n = 0
async function measure(bytes: Buffer | string, format: 'glb' | 'obj') {
  const input = path.join(dir, `in-${n}.${format}`)
  const output = path.join(dir, `out-${n++}.glb`)
  fs.writeFileSync(input, bytes)
  const result = await runModelJob(input, format, output, 60_000)
  if (!result.ok) throw new Error(`${result.code}: ${result.detail}`)
  return result.dimensions
}

/** The fixture cube (side 1) under a node scaled and moved: the world-space box is what counts. */
async function scaledCube(scale: number): Promise<Buffer> {
  const io = new NodeIO()
  const doc = await io.readBinary(new Uint8Array(await makeCubeGlb()))
  const [node] = doc.getRoot().listNodes()
  node.setScale([scale, scale * 2, scale]).setTranslation([5, 5, 5])
  return Buffer.from(await io.writeBinary(doc))
}

describe('model pipeline dimensions', () => {
  it('records the bounding-box size of the default scene, node transforms included', async () => {
    expect(await measure(await makeCubeGlb(), 'glb')).toEqual([1, 1, 1])
    expect(await measure(await scaledCube(0.25), 'glb')).toEqual([0.25, 0.5, 0.25])
  }, 60_000)

  it('measures OBJ files too (a flat quad and triangle: no depth)', async () => {
    expect(await measure(QUAD_OBJ, 'obj')).toEqual([2, 1, 0])
  }, 60_000)
})
