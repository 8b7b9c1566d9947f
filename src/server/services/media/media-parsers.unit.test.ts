import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { parseRange } from '../../routes/assets/serve-media'
import { checkGlb } from './glb-check'
import { inspectMp4 } from './iso-bmff'
import { budgetWarnings, countTriangles } from './model-pipeline'
import { ObjError, readObj } from './obj'

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'media-parsers-'))
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }))
const write = (name: string, data: string | Buffer) => {
  const file = path.join(dir, name)
  fs.writeFileSync(file, data)
  return file
}
const library = (p: string) => path.resolve(import.meta.dirname, '../../../../public/library', p)

describe('readObj', () => {
  it('fans polygons, resolves negative indices, keeps uvs (flipped) and normals', async () => {
    const file = write('a.obj', 'v 0 0 0\nv 1 0 0\nv 1 1 0\nv 0 1 0\nv 0.5 2 0\nvt 0 0\nvt 1 0.25\nvn 0 0 1\nf 1/1/1 2/2/1 3/2/1 4/1/1 5/1/1\nf -3//1 -2//1 -1//1\n')
    const doc = await readObj(file)
    expect(countTriangles(doc)).toBe(4)
    const prim = doc.getRoot().listMeshes()[0].listPrimitives()[0]
    expect(Array.from(prim.getIndices()!.getArray()!)).toEqual([0, 1, 2, 0, 2, 3, 0, 3, 4, 5, 6, 7])
    expect(prim.getAttribute('TEXCOORD_0')!.getElement(1, [])).toEqual([1, 0.75])
    expect(prim.getAttribute('NORMAL')!.getElement(0, [])).toEqual([0, 0, 1])
  })

  it('splits usemtl groups into primitives and drops normals when some vertices lack them', async () => {
    const doc = await readObj(write('b.obj', 'v 0 0 0\nv 1 0 0\nv 0 1 0\nvn 0 0 1\nusemtl a\nf 1//1 2//1 3//1\nusemtl b\nf 3 2 1\n'))
    const prims = doc.getRoot().listMeshes()[0].listPrimitives()
    expect(prims.map((p) => p.getMaterial()!.getName())).toEqual(['a', 'b'])
    expect(prims[0].getAttribute('NORMAL')).toBeNull()
  })

  it.each([
    ['no faces', 'v 0 0 0\n'],
    ['an index out of range', 'v 0 0 0\nf 1 2 3\n'],
    ['index 0', 'v 0 0 0\nv 1 0 0\nv 0 1 0\nf 0 1 2\n'],
    ['a face of two vertices', 'v 0 0 0\nv 1 0 0\nf 1 2\n'],
    ['a vertex that is not numbers', 'v a b c\n'],
  ])('refuses %s', async (_label, text) => {
    await expect(readObj(write('bad.obj', text))).rejects.toBeInstanceOf(ObjError)
  })
})

describe('checkGlb', () => {
  const glb = fs.readFileSync(library('models/cat.glb'))
  it('accepts a library model', async () => {
    expect((await checkGlb(library('models/cat.glb'))).ok).toBe(true)
  })
  it.each([
    ['truncated', glb.subarray(0, glb.length - 100)],
    ['padded', Buffer.concat([glb, Buffer.alloc(8)])],
    ['wrong magic', Buffer.concat([Buffer.from('gLTF'), glb.subarray(4)])],
  ])('refuses a %s file', async (_label, bytes) => {
    expect(await checkGlb(write('x.glb', bytes))).toMatchObject({ ok: false, reason: 'invalid' })
  })
})

describe('inspectMp4', () => {
  it('reads the brand, the boxes and the video size of a library clip', async () => {
    const mp4 = await inspectMp4(library('video/color-gradients.mp4'))
    expect(mp4).not.toBeNull()
    expect(mp4!.boxes[0]).toBe('ftyp')
    expect(mp4!.boxes).toContain('moov')
    expect(mp4!.width).toBeGreaterThan(0)
    expect(mp4!.height).toBeGreaterThan(0)
  })
  it('refuses a file whose boxes do not tile it', async () => {
    const bytes = fs.readFileSync(library('video/color-gradients.mp4'))
    expect(await inspectMp4(write('cut.mp4', bytes.subarray(0, bytes.length - 1)))).toBeNull()
    expect(await inspectMp4(write('junk.mp4', Buffer.concat([bytes, Buffer.from('junk')])))).toBeNull()
  })
})

describe('parseRange and budgetWarnings', () => {
  it('parses the range forms players send', () => {
    expect(parseRange(undefined, 100)).toBeNull()
    expect(parseRange('bytes=0-9', 100)).toEqual({ start: 0, end: 9 })
    expect(parseRange('bytes=90-', 100)).toEqual({ start: 90, end: 99 })
    expect(parseRange('bytes=-5', 100)).toEqual({ start: 95, end: 99 })
    expect(parseRange('bytes=50-500', 100)).toEqual({ start: 50, end: 99 })
    expect(parseRange('bytes=100-', 100)).toBe('unsatisfiable')
    expect(parseRange('bytes=0-1,5-6', 100)).toBeNull()
  })
  it('warns above the AR budget only', () => {
    expect(budgetWarnings(100_000, 10 * 1024 * 1024)).toEqual([])
    expect(budgetWarnings(100_001, 1)).toEqual(['This model has 100,001 triangles; AR viewers work best under 100,000.'])
    expect(budgetWarnings(1, 12 * 1024 * 1024)).toEqual(['This model is 12.0 MB after optimization; AR viewers work best under 10 MB.'])
  })
})
