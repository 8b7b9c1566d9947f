import { describe, expect, it } from 'vitest'
import { emptyScene } from '../scene/defaults'
import { applyDiff, applyOps, SceneOpError } from '../scene/ops'
import type { SceneDocument } from '../scene/schema'
import { addPointOp, nextPointLabel, pointsProblem, raisePointOp, removePointOp, updatePointOp } from './points'

const room = (): SceneDocument => {
  const doc = emptyScene()
  return { ...doc, settings: { ...doc.settings, area: { scanUrl: `/uploads/media/${'a'.repeat(64)}.glb`, points: [] } } }
}
const area = (doc: SceneDocument) => doc.settings.area!

describe('area reference points through the scene door', () => {
  it('adds, renames, moves, reorders and removes points, each undoable to the byte', () => {
    let doc = room()
    const steps = [
      (d: SceneDocument) => addPointOp(area(d), [1.23456, 0, -2]),
      (d: SceneDocument) => addPointOp(area(d), [3, 0.75, -2]),
      (d: SceneDocument) => updatePointOp(area(d), 0, { label: 'Door corner' }),
      (d: SceneDocument) => updatePointOp(area(d), 1, { position: [3, 0.75, -1] }),
      (d: SceneDocument) => raisePointOp(area(d), 1),
      (d: SceneDocument) => removePointOp(area(d), 0),
    ]
    const seen: string[][] = []
    for (const step of steps) {
      const before = doc
      const { doc: after, diff } = applyOps(before, [step(before)])
      expect(applyDiff(after, diff, 'backward')).toEqual(before)
      expect(applyDiff(applyDiff(after, diff, 'backward'), diff, 'forward')).toEqual(after)
      doc = after
      seen.push(area(doc).points.map((p) => `${p.label}@${p.position.join(',')}`))
    }
    expect(seen[0]).toEqual(['Point 1@1.235,0,-2'])
    expect(seen[3]).toEqual(['Door corner@1.235,0,-2', 'Point 2@3,0.75,-1'])
    expect(seen[4]).toEqual(['Point 2@3,0.75,-1', 'Door corner@1.235,0,-2'])
    expect(seen[5]).toEqual(['Door corner@1.235,0,-2'])
  })

  it('refuses a blank name, a point far outside any room and a ninth point', () => {
    let doc = room()
    doc = applyOps(doc, [addPointOp(area(doc), [0, 0, 0])]).doc
    expect(() => applyOps(doc, [updatePointOp(area(doc), 0, { label: '   ' })])).toThrow(/reference point needs a name/)
    expect(() => applyOps(doc, [updatePointOp(area(doc), 0, { position: [0, 0, 9000] })])).toThrow(SceneOpError)
    for (let i = 1; i < 8; i++) doc = applyOps(doc, [addPointOp(area(doc), [i, 0, 0])]).doc
    expect(area(doc).points).toHaveLength(8)
    expect(() => addPointOp(area(doc), [9, 0, 0])).toThrow(/at most 8/)
    const ninth = { op: 'settings' as const, patch: { area: { ...area(doc), points: [...area(doc).points, { label: 'x', position: [9, 0, 0] as [number, number, number] }] } } }
    expect(() => applyOps(doc, [ninth])).toThrow(/at most 8 reference points/)
  })

  it('names new points after the ones taken, and says when the points cannot align a room', () => {
    expect(nextPointLabel([])).toBe('Point 1')
    expect(nextPointLabel([{ label: 'Point 2', position: [0, 0, 0] }])).toBe('Point 3')
    expect(pointsProblem([{ label: 'A', position: [0, 0, 0] }])).toMatch(/at least 2/)
    expect(pointsProblem([{ label: 'A', position: [0, 0, 0] }, { label: 'B', position: [0.1, 1, 0.1] }])).toMatch(/A and B are less than 30 cm apart/)
    expect(pointsProblem([{ label: 'A', position: [0, 0, 0] }, { label: 'B', position: [2, 0, 0] }])).toBeNull()
  })
})
