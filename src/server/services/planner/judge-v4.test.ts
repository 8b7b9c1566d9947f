import { describe, expect, it } from 'vitest'
import { createShape, defaultMaterial, emptyScene } from '../../../shared/scene/defaults'
import type { SceneDocument, Vec3 } from '../../../shared/scene/schema'
import { floatsOn, judgeV4, leftToRight, madeOf, stackedColumn, standsWhere } from '../../../../tests/support/assistant/judge-v4'
import type { Obj } from '../../../../tests/support/assistant/scene-geometry'

/** The v4 judge on hand-made geometry only (no planner): boxes with a name, a colour and a material. */
let seq = 0
function box(name: string, min: Vec3, max: Vec3, albedo = '#FFFFFF', material: Partial<ReturnType<typeof defaultMaterial>> = {}): Obj {
  const node = { ...createShape(emptyScene(), 'cube', [0, 0, 0], albedo), id: `n${seq++}`, name }
  node.material = { ...node.material, ...material }
  const b = { min, max }
  return { node, name, box: b, leaves: [{ node, box: b, flatTop: true, fluid: false, shape: 'cube' }], yaw: 0 }
}
const cube = (name: string, x: number, y: number, z: number, s = 1, albedo?: string) => box(name, [x - s / 2, y, z - s / 2], [x + s / 2, y + s, z + s / 2], albedo)

/** A document of unit-ish cubes: name, centre on the ground, scale. */
function doc(items: [string, Vec3, Vec3?][]): SceneDocument {
  const d = emptyScene()
  for (const [name, p, s] of items) {
    const n = { ...createShape(d, 'cube', p), name }
    n.transform = { ...n.transform, scale: s ?? [1, 1, 1] }
    d.nodes[n.id] = n
  }
  return d
}
const noBaseline = () => null

describe('judge v4 on hand-made geometry', () => {
  it('stacked: each box rests on the one below, over the lowest; a tower side by side or in mid-air is no stack', () => {
    const a = cube('Box', 0, 0, 0), b = cube('Box', 0.1, 1, 0), c = cube('Box', -0.1, 2, 0.1)
    expect(stackedColumn([c, a, b], [a, b, c])).toBe(true)
    const beside = cube('Box', 1.5, 0, 0)
    expect(stackedColumn([a, beside], [a, beside])).toBe(false)
    const gap = cube('Box', 0, 1.2, 0)
    expect(stackedColumn([a, gap], [a, gap])).toBe(false)
    const lifted = [cube('Box', 0, 0.5, 0), cube('Box', 0, 1.5, 0)]
    expect(stackedColumn(lifted, lifted)).toBe(false)
    expect(stackedColumn(lifted, lifted, false)).toBe(true)
    // Resting on the top but with its middle off the lowest's footprint (a leaning pile).
    const lean = [cube('Box', 0, 0, 0), cube('Box', 0.45, 1, 0), cube('Box', 0.9, 2, 0)]
    expect(stackedColumn(lean, lean)).toBe(false)
  })

  it('left to right: by X, one instance per item, colours bound to the item', () => {
    const red = cube('Cube', -2, 0, 0, 1, '#D62828'), green = cube('Cube', 0, 0, 0, 1, '#2E8B57'), blue = cube('Cube', 2, 0, 3, 1, '#1D4ED8')
    const all = [blue, red, green]
    expect(leftToRight([{ noun: 'cube', color: 'red' }, { noun: 'cube', color: 'green' }, { noun: 'cube', color: 'blue' }], all)).toBe(true)
    expect(leftToRight([{ noun: 'cube', color: 'blue' }, { noun: 'cube', color: 'red' }], all)).toBe(false)
    // Three plain cubes after 'make the one on the left green': the green one must be leftmost.
    expect(leftToRight([{ noun: 'cube', color: 'green' }, { noun: 'cube' }, { noun: 'cube' }], all)).toBe(false)
    expect(leftToRight([{ noun: 'cube', color: 'red' }, { noun: 'cube' }, { noun: 'cube' }], all)).toBe(true)
    // A dog left of a car: the same spot is neither.
    expect(leftToRight([{ noun: 'dog' }, { noun: 'car' }], [cube('Dog', 0, 0, 0), cube('Car', 0.05, 0, 2)])).toBe(false)
  })

  it('glass is see-through and not opaque; metal is metallic with the toggle on', () => {
    expect(madeOf(box('Vase', [0, 0, 0], [1, 1, 1], '#FFFFFF', { alpha: 0.3, renderingMode: 'Transparent' }), 'glass')).toBe(true)
    expect(madeOf(box('Vase', [0, 0, 0], [1, 1, 1], '#FFFFFF', { alpha: 0.3, renderingMode: 'Opaque' }), 'glass')).toBe(false)
    expect(madeOf(box('Vase', [0, 0, 0], [1, 1, 1]), 'glass')).toBe(false)
    expect(madeOf(box('Pot', [0, 0, 0], [1, 1, 1], '#AAAAAA', { metallic: 0.9, metallicEnabled: true }), 'metal')).toBe(true)
    expect(madeOf(box('Pot', [0, 0, 0], [1, 1, 1], '#AAAAAA', { metallic: 0.9, metallicEnabled: false }), 'metal')).toBe(false)
  })

  it('afloat: over the water, bottom at its surface, not sunk nor hovering', () => {
    const pond = box('Pond', [-3, 0, -3], [3, 0.2, 3])
    expect(floatsOn(box('Duck', [0, 0.15, 0], [0.3, 0.45, 0.3]), pond)).toBe(true)
    expect(floatsOn(box('Duck', [0, -0.2, 0], [0.3, 0.1, 0.3]), pond)).toBe(false)
    expect(floatsOn(box('Duck', [0, 0.5, 0], [0.3, 0.8, 0.3]), pond)).toBe(false)
    expect(floatsOn(box('Duck', [4, 0.2, 0], [4.3, 0.5, 0.3]), pond)).toBe(false)
  })

  it('replaced where it stood: near the old middle, or within its size', () => {
    const old = cube('Chair', 0, 0, 0)
    expect(standsWhere(cube('Stool', 0.8, 0, 0.3), old)).toBe(true)
    expect(standsWhere(cube('Stool', 3, 0, 0), old)).toBe(false)
  })

  it('none, scale, contrast, taller and every-instance colour, on documents', () => {
    const d = doc([['Lamp', [0, 0.5, 0], [1, 3, 1]], ['Lamp', [3, 0.5, 0], [1, 1, 1]], ['Tree', [6, 0.5, 0], [1, 2, 1]]])
    const base = (noun: string) => (noun === 'lamp' ? { height: 1.5, size: 1.5 } : null)
    const none = (list: string[]) => judgeV4({ none: list }, { doc: d, baseline: noBaseline })[0].ok
    expect([none(['palm tree', 'bench']), none(['palm tree', 'tree'])]).toEqual([true, false])
    const v = judgeV4({ scale: [{ noun: 'lamp', min: 1.2 }, { noun: 'lamp', max: 0.8 }, { noun: 'tree', min: 1 }], contrast: [{ noun: 'lamp', ratio: 2 }], taller: [{ a: 'lamp', b: 'tree' }, { a: 'tree', b: 'lamp' }], allColor: [{ noun: 'lamp', color: 'white' }, { noun: 'lamp', color: 'red' }] }, { doc: d, baseline: base })
    expect(v.map((x) => x.ok)).toEqual([false, false, false, true, true, false, true, false])
  })

  it('between two different things: on the stretch joining one of each', () => {
    const d = doc([['Sofa', [-3, 0.5, 0]], ['TV', [3, 0.5, 0]], ['Coffee Table', [0, 0.5, 0.4]]])
    const off = doc([['Sofa', [-3, 0.5, 0]], ['TV', [3, 0.5, 0]], ['Coffee Table', [4.5, 0.5, 0]]])
    const v = (x: SceneDocument) => judgeV4({ betweenTwo: [{ subject: 'coffee table', a: 'sofa', b: 'tv' }] }, { doc: x, baseline: noBaseline })[0].ok
    expect([v(d), v(off)]).toEqual([true, false])
  })

  it('replaces judged against the scene before: the old gone, the new one near it', () => {
    const before = doc([['Chair', [0, 0.5, 0]], ['Table', [2, 0.5, 0]]])
    const after = doc([['Stool', [0.2, 0.5, 0]], ['Table', [2, 0.5, 0]]])
    const far = doc([['Stool', [6, 0.5, 0]], ['Table', [2, 0.5, 0]]])
    const kept = doc([['Chair', [0, 0.5, 0]], ['Stool', [0.2, 0.5, 1.5]], ['Table', [2, 0.5, 0]]])
    const ok = (d: SceneDocument) => judgeV4({ replaces: [{ old: 'chair', new: 'stool' }] }, { doc: d, before, baseline: noBaseline })[0].ok
    expect([ok(after), ok(far), ok(kept)]).toEqual([true, false, false])
  })
})
