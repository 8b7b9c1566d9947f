import { describe, expect, it } from 'vitest'
import { sceneBounds } from '../scene/bounds'
import { planPrompt } from '../../server/services/planner/planner'
import { createModel, createShape, createText, emptyScene } from '../scene/defaults'
import { applyOps } from '../scene/ops'
import type { SceneDocument } from '../scene/schema'
import { fitNodeToTarget, targetCardRect } from './fit-to-target'

/** An Image Target project: a 640x480 picture printed `widthCm` wide. */
function imageProject(widthCm = 20): SceneDocument {
  const doc = emptyScene()
  const assetId = 'a'.repeat(24)
  return {
    ...doc,
    assets: { [assetId]: { id: assetId, type: 'image', name: 'poster.png', url: '/uploads/media/p.png', size: 1, mime: 'image/png', width: 640, height: 480 } },
    settings: { ...doc.settings, imageTarget: { assetId, widthCm } },
  }
}
const onCard = (doc: SceneDocument, tolerance = 1e-6) => {
  const card = targetCardRect(doc)!
  return sceneBounds(doc).every((b) => b.min[0] >= card.minX - tolerance && b.max[0] <= card.maxX + tolerance && b.min[2] >= card.minZ - tolerance && b.max[2] <= card.maxZ + tolerance)
}

describe('new objects in an Image Target project', () => {
  it('a cube on a 20 cm card is 6 cm, at its centre, resting on the card inside its edges', () => {
    const doc = imageProject(20)
    const cube = fitNodeToTarget(doc, createShape(doc, 'cube', [1.3, 0.8, -0.4]))
    expect(cube.transform.scale).toEqual([0.06, 0.06, 0.06])
    expect(cube.transform.position).toEqual([0, 0.03, 0])
    const after = applyOps(doc, [{ op: 'add', node: cube }]).doc
    const [box] = sceneBounds(after)
    expect(box.min[1]).toBeCloseTo(0, 6)
    expect(box.max[1]).toBeCloseTo(0.06, 6)
    expect(onCard(after)).toBe(true)
  })

  it('follows the printed width: a 1 m poster gets a 30 cm cube', () => {
    const doc = imageProject(100)
    expect(fitNodeToTarget(doc, createShape(doc, 'cube')).transform.scale).toEqual([0.3, 0.3, 0.3])
  })

  it('puts a second object beside the first, both on the card, not overlapping', () => {
    let doc = imageProject(20)
    for (const shape of ['cube', 'sphere', 'cylinder'] as const) doc = applyOps(doc, [{ op: 'add', node: fitNodeToTarget(doc, createShape(doc, shape)) }]).doc
    const boxes = sceneBounds(doc)
    expect(boxes).toHaveLength(3)
    expect(onCard(doc)).toBe(true)
    for (let i = 0; i < boxes.length; i++)
      for (let j = i + 1; j < boxes.length; j++) {
        const [a, b] = [boxes[i], boxes[j]]
        const apart = a.max[0] <= b.min[0] + 1e-6 || b.max[0] <= a.min[0] + 1e-6 || a.max[2] <= b.min[2] + 1e-6 || b.max[2] <= a.min[2] + 1e-6
        expect(apart, `${a.name} and ${b.name}`).toBe(true)
      }
  })

  it('sizes a model by its measured size and a text by its own extent; never scales a small thing up', () => {
    const doc = imageProject(20)
    const model = fitNodeToTarget(doc, createModel(doc, 'b'.repeat(24), 'Statue'), [0.5, 2, 0.5])
    // Its largest side (2 m tall) becomes 6 cm.
    expect(model.transform.scale[1] * 2).toBeCloseTo(0.06, 4)
    expect(model.transform.position[1]).toBeCloseTo(0, 6)
    const text = fitNodeToTarget(doc, createText(doc, '3D', [0, 1.5, 0]))
    expect(text.transform.scale[0]).toBeLessThan(1)
    const tiny = createShape(doc, 'cube')
    const small = fitNodeToTarget(doc, { ...tiny, transform: { ...tiny.transform, scale: [0.02, 0.02, 0.02] } })
    expect(small.transform.scale).toEqual([0.02, 0.02, 0.02])
  })

  it('leaves other projects alone', () => {
    const doc = emptyScene()
    const cube = createShape(doc, 'cube', [1, 2, 3])
    expect(fitNodeToTarget(doc, cube)).toBe(cube)
  })

  it("fits the assistant's new objects to the card as one layout, resting on it", () => {
    const doc = imageProject(20)
    const plan = planPrompt('a red cube next to a blue sphere and a tree', doc)
    expect(plan.changed).toBe(true)
    const after = applyOps(doc, plan.ops).doc
    const boxes = sceneBounds(after)
    expect(boxes.length).toBeGreaterThanOrEqual(3)
    expect(onCard(after, 1e-4)).toBe(true)
    expect(Math.min(...boxes.map((b) => b.min[1]))).toBeCloseTo(0, 4)
    // The same prompt in a plain project keeps its metre scale.
    const plain = applyOps(emptyScene(), planPrompt('a red cube next to a blue sphere and a tree', emptyScene()).ops).doc
    const span = (bs: typeof boxes) => Math.max(...bs.map((b) => b.max[0])) - Math.min(...bs.map((b) => b.min[0]))
    expect(span(sceneBounds(plain))).toBeGreaterThan(1)
    expect(span(boxes)).toBeLessThanOrEqual(0.2 + 1e-4)
  })
})
