import { describe, expect, it } from 'vitest'
import { createShape, emptyScene } from './defaults'
import { loadScene } from './load'
import { createSplat } from './media-factories'
import { applyDiff, applyOps, SceneOpError, type SceneOp } from './ops'
import type { SceneDocument } from './schema'
import { cropAround, SPLAT_CROP_LIMIT, splatCropIssue, type SplatCrop } from './splat-crop'
import { fromWire, toWire } from '../sync/wire-ops'

const asset = { id: 'ball', type: 'splat' as const, name: 'ball.ply', url: '/uploads/media/ball.spz', size: 100, mime: 'application/octet-stream', splats: 3000 }

/** A scene with one splat node (no crop: a document from before crops existed). */
function splatScene() {
  let doc = applyOps(emptyScene(), [{ op: 'add-asset', asset }]).doc
  const node = { ...createSplat(doc, asset), id: 'splat' }
  doc = applyOps(doc, [{ op: 'add', node }]).doc
  return doc
}

const cropOp = (crop: unknown): SceneOp => ({ op: 'update', id: 'splat', patch: { crop } as never })
const half: SplatCrop = { min: [0, -2, -2], max: [2, 2, 2] }

const undoRedoExact = (before: SceneDocument, ops: SceneOp[]) => {
  const { doc, diff } = applyOps(before, ops)
  expect(applyDiff(doc, diff, 'backward')).toEqual(before)
  expect(applyDiff(applyDiff(doc, diff, 'backward'), diff, 'forward')).toEqual(doc)
  return doc
}

describe('a splat crop through the door', () => {
  it('a splat without a crop is still a valid document (older documents load unchanged)', () => {
    const doc = splatScene()
    expect(doc.nodes.splat).not.toHaveProperty('crop')
    expect(loadScene(JSON.parse(JSON.stringify(doc))).nodes.splat).toEqual(doc.nodes.splat)
  })

  it('is set, changed and cleared, each undone and redone exactly, and survives a save and load', () => {
    const doc = splatScene()
    const cropped = undoRedoExact(doc, [cropOp(half)])
    expect(cropped.nodes.splat).toMatchObject({ crop: half })
    expect(loadScene(JSON.parse(JSON.stringify(cropped))).nodes.splat).toMatchObject({ crop: half })
    const moved = undoRedoExact(cropped, [cropOp({ min: [-1, -1, -1], max: [0, 1, 1] })])
    expect(moved.nodes.splat).toMatchObject({ crop: { min: [-1, -1, -1], max: [0, 1, 1] } })
    const cleared = undoRedoExact(moved, [cropOp(undefined)])
    expect(JSON.parse(JSON.stringify(cleared.nodes.splat))).not.toHaveProperty('crop')
  })

  it('a cleared crop is cleared on the wire too (the live socket sends it as unset)', () => {
    const wire = JSON.parse(JSON.stringify(toWire(cropOp(undefined))))
    expect(wire.unset).toEqual(['crop'])
    const doc = applyOps(splatScene(), [cropOp(half)]).doc
    expect((applyOps(doc, [fromWire(wire)]).doc.nodes.splat as { crop?: unknown }).crop).toBeUndefined()
  })

  it.each([
    ['min not below max', { min: [0, 0, 0], max: [1, 0, 1] }],
    ['min above max', { min: [2, 0, 0], max: [1, 1, 1] }],
    ['past the limit', { min: [-SPLAT_CROP_LIMIT - 1, 0, 0], max: [1, 1, 1] }],
    ['infinite', { min: [-Infinity, 0, 0], max: [1, 1, 1] }],
    ['NaN', { min: [NaN, 0, 0], max: [1, 1, 1] }],
    ['a string with a NUL', { min: ['0\u0000', 0, 0], max: [1, 1, 1] }],
    ['a numeric string', { min: ['0', 0, 0], max: [1, 1, 1] }],
    ['two axes', { min: [0, 0], max: [1, 1] }],
    ['four axes', { min: [0, 0, 0, 0], max: [1, 1, 1, 1] }],
    ['a missing corner', { min: [0, 0, 0] }],
    ['an unknown field', { ...half, soft: 0.1 }],
    ['not an object', 'box'],
    ['null', null],
  ])('refuses a crop %s, and changes nothing', (_, crop) => {
    const doc = splatScene()
    expect(() => applyOps(doc, [cropOp(crop)])).toThrow(SceneOpError)
    expect(doc.nodes.splat).not.toHaveProperty('crop')
  })

  it('names the field and the rule in the error', () => {
    expect(() => applyOps(splatScene(), [cropOp({ min: [0, 0, 0], max: [1, 0, 1] })])).toThrow(/crop\.max: a crop box needs min below max on every axis/)
  })

  it('no other kind takes a crop', () => {
    const doc = applyOps(splatScene(), [{ op: 'add', node: { ...createShape(emptyScene(), 'cube'), id: 'cube' } }]).doc
    expect(() => applyOps(doc, [{ op: 'update', id: 'cube', patch: { crop: half } as never }])).toThrow(/a shape has no field "crop"/)
  })

  it('a corner at the limit fits; the panel hears why a box does not', () => {
    expect(splatCropIssue({ min: [-SPLAT_CROP_LIMIT, 0, 0], max: [SPLAT_CROP_LIMIT, 1, 1] })).toBeNull()
    expect(splatCropIssue({ min: [0, 0, 0], max: [0, 1, 1] })).toMatch(/min below max/)
  })
})

describe('cropAround: where a new crop starts', () => {
  it('is the splat bounds, rounded outwards to the millimetre', () => {
    expect(cropAround({ min: [-0.5404, -1.1401, -0.5], max: [0.5404, -0.0599, 0.5] })).toEqual({ min: [-0.541, -1.141, -0.5], max: [0.541, -0.059, 0.5] })
  })
  it('is a 2 m box about the origin while the bounds are not known, and always passes the door', () => {
    expect(cropAround(null)).toEqual({ min: [-1, -1, -1], max: [1, 1, 1] })
    for (const bounds of [null, { min: [0, 0, 0], max: [0, 0, 0] }, { min: [5000, -5000, 0], max: [6000, 5000, 0] }]) expect(splatCropIssue(cropAround(bounds))).toBeNull()
  })
})
