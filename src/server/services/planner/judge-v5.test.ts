import { describe, expect, it } from 'vitest'
import { createGroup, createLight, createShape, createText, emptyScene } from '../../../shared/scene/defaults'
import { motionPose } from '../../../shared/scene/motion'
import type { MotionSettings, SceneDocument, SceneNode, Vec3 } from '../../../shared/scene/schema'
import { compose } from '../../../shared/scene/world-transform'
import { orbitCentre } from '../../../../tests/support/assistant/behaviour-v5'
import { judgeV5, type ExpectV5 } from '../../../../tests/support/assistant/judge-v5'

/** The v5 judge on hand-made documents (no planner): each key passes on the right scene and fails on a near miss. */
function scene() {
  const d = emptyScene()
  const put = <T extends SceneNode>(n: T, patch: Partial<SceneNode> = {}): T => {
    const node = { ...n, ...patch } as T
    d.nodes[node.id] = node
    return node
  }
  const shape = (name: string, p: Vec3, s: Vec3 = [1, 1, 1], parentId: string | null = null, extra: Partial<SceneNode> = {}) =>
    put(createShape(d, 'cube', p), { name, parentId, transform: { position: p, rotation: [0, 0, 0], scale: s }, ...extra })
  const group = (name: string, p: Vec3, extra: Partial<SceneNode> = {}) => put(createGroup(d, p), { name, ...extra })
  return { d, put, shape, group }
}
const ok = (expect: ExpectV5, doc: SceneDocument, more: Partial<Parameters<typeof judgeV5>[1]> = {}) => judgeV5(expect, { doc, reply: '', plan: {}, ...more }).every((v) => v.ok)

describe('judge v5 on hand-made documents', () => {
  it('taps: the lamp turning off hides its light, not the lamp; a target must exist; show needs it hidden first', () => {
    const { d, group, shape, put } = scene()
    const lamp = group('Lamp', [0, 0, 0])
    shape('Shade', [0, 1, 0], [0.4, 0.3, 0.4], lamp.id)
    const light = put(createLight(d, 'point', [0, 1, 0]), { parentId: lamp.id, name: 'Bulb Light' })
    d.nodes[lamp.id] = { ...lamp, events: [{ id: 'e1', inputType: 'mouse', trigger: 'click', action: 'disable', targetId: light.id, url: null }] }
    const want: ExpectV5 = { taps: [{ subject: 'lamp', action: 'hide', target: ['light', 'bulb'] }], neverHidden: ['lamp'] }
    expect(ok(want, d)).toBe(true)
    d.nodes[lamp.id] = { ...lamp, events: [{ id: 'e1', inputType: 'mouse', trigger: 'click', action: 'disable', targetId: lamp.id, url: null }] }
    expect(ok(want, d)).toBe(false)
    // No target: the viewer does nothing.
    d.nodes[lamp.id] = { ...lamp, events: [{ id: 'e1', inputType: 'mouse', trigger: 'click', action: 'disable', targetId: null, url: null }] }
    expect(ok({ taps: [{ subject: 'lamp', action: 'hide' }] }, d)).toBe(false)
    const key = shape('Key', [2, 0, 0], [0.1, 0.02, 0.05])
    d.nodes[lamp.id] = { ...lamp, events: [{ id: 'e1', inputType: 'mouse', trigger: 'click', action: 'enable', targetId: key.id, url: null }] }
    expect(ok({ taps: [{ subject: 'lamp', action: 'show', target: 'key' }] }, d)).toBe(false)
    d.nodes[key.id] = { ...key, visible: false }
    expect(ok({ taps: [{ subject: 'lamp', action: 'show', target: 'key' }] }, d)).toBe(true)
    expect(ok({ taps: [{ subject: 'lamp', action: 'show', target: 'key', trigger: 'double-click' }] }, d)).toBe(false)
  })

  it('taps: the lid opens (an animate event on the lid, which swings); the whole chest swinging is no open lid', () => {
    const { d, group, shape } = scene()
    const chest = group('Treasure Chest', [0, 0, 0])
    shape('Box', [0, 0.25, 0], [1, 0.5, 0.6], chest.id)
    const lid = shape('Lid', [0, 0.55, 0], [1, 0.1, 0.6], chest.id, { motion: { kind: 'swing', speed: 0.5, axis: 'x' } })
    d.nodes[chest.id] = { ...chest, events: [{ id: 'e', inputType: 'touch', trigger: 'click', action: 'animate', targetId: lid.id, url: null }] }
    expect(ok({ taps: [{ subject: 'chest', action: 'open', target: 'lid' }] }, d)).toBe(true)
    d.nodes[lid.id] = { ...lid, motion: undefined }
    d.nodes[chest.id] = { ...d.nodes[chest.id], motion: { kind: 'swing', speed: 0.5 }, events: [{ id: 'e', inputType: 'touch', trigger: 'click', action: 'animate', targetId: chest.id, url: null }] }
    expect(ok({ taps: [{ subject: 'chest', action: 'open', target: 'lid' }] }, d)).toBe(false)
  })

  it("orbit centre: the point the viewer's motion circles (its mean over a turn), turned with the node", () => {
    const { d, shape } = scene()
    const motion: MotionSettings = { kind: 'orbit', speed: 0.25, amplitude: 2 }
    const p = shape('Planet', [2, 1, 0], [0.5, 0.5, 0.5], null, { motion })
    d.nodes[p.id] = { ...p, transform: { ...p.transform, rotation: [0, Math.PI / 2, 0] } }
    const m = compose(d.nodes[p.id].transform)
    const samples = Array.from({ length: 40 }, (_, i) => {
      const o = motionPose(motion, i * 0.1).offset
      return [0, 1, 2].map((r) => m[r * 4 + 3] + (m[r * 4] * o[0]) / 0.5 + (m[r * 4 + 1] * o[1]) / 0.5 + (m[r * 4 + 2] * o[2]) / 0.5)
    })
    const mean = [0, 1, 2].map((k) => samples.reduce((s, v) => s + v[k], 0) / samples.length)
    const c = orbitCentre(d, d.nodes[p.id])
    for (const k of [0, 1, 2]) expect(c[k]).toBeCloseTo(mean[k], 1)
    expect(Math.hypot(c[0], c[2])).toBeLessThan(0.05)
  })

  it('motions: planets orbit the sun (each one), or ride a spinning pivot over it; a wheel turns on a level axle; a part spins, not the whole', () => {
    const { d, shape, group } = scene()
    shape('Sun', [0, 1, 0])
    const a = shape('Planet', [0, 1, 2], [0.3, 0.3, 0.3], null, { motion: { kind: 'orbit', speed: 0.1, amplitude: 2 } })
    expect(ok({ motions: [{ subject: 'planet', kind: 'orbit', around: 'sun' }], still: ['sun'] }, d)).toBe(true)
    // Circling a point of its own, 2 m further out: not around the sun.
    d.nodes[a.id] = { ...a, transform: { ...a.transform, rotation: [0, Math.PI, 0] } }
    expect(ok({ motions: [{ subject: 'planet', kind: 'orbit', around: 'sun' }] }, d)).toBe(false)
    delete d.nodes[a.id]
    const pivot = group('Pivot', [0, 0, 0], { motion: { kind: 'spin', speed: 0.1 } })
    shape('Planet', [3, 1, 0], [0.3, 0.3, 0.3], pivot.id)
    expect(ok({ motions: [{ subject: 'planet', kind: 'orbit', around: 'sun' }] }, d)).toBe(true)
    shape('Planet', [-3, 1, 0], [0.3, 0.3, 0.3])
    expect(ok({ motions: [{ subject: 'planet', kind: 'orbit', around: 'sun' }] }, d)).toBe(false)

    const wheel = shape('Ferris Wheel', [6, 3, 0], [1, 5, 5], null, { motion: { kind: 'spin', speed: 0.05, axis: 'x' } })
    expect(ok({ motions: [{ subject: 'ferris wheel', kind: 'spin', axis: 'horizontal' }] }, d)).toBe(true)
    d.nodes[wheel.id] = { ...wheel, motion: { kind: 'spin', speed: 0.05 } }
    expect(ok({ motions: [{ subject: 'ferris wheel', kind: 'spin', axis: 'horizontal' }] }, d)).toBe(false)

    const heli = group('Helicopter', [10, 0, 0], { motion: { kind: 'spin', speed: 1 } })
    shape('Body', [0, 1, 0], [1, 1, 3], heli.id)
    const rotor = shape('Rotor', [0, 1.6, 0], [4, 0.05, 0.2], heli.id)
    expect(ok({ motions: [{ subject: 'helicopter', kind: 'spin', part: 'rotor', axis: 'vertical' }] }, d)).toBe(false)
    d.nodes[rotor.id] = { ...rotor, motion: { kind: 'spin', speed: 1 } }
    expect(ok({ motions: [{ subject: 'helicopter', kind: 'spin', part: 'rotor', axis: 'vertical' }] }, d)).toBe(true)
  })

  it('sizes, distances, different heights, rows and nothing drawn by the environment', () => {
    const { d, shape } = scene()
    shape('Car', [0, 0.7, 0], [4.5, 1.4, 1.8])
    shape('Garage', [8, 1.5, 0], [3, 3, 5])
    expect(ok({ sizes: [{ noun: 'car', measure: 'across', min: 4, max: 5 }], distances: [{ a: 'car', b: 'garage', min: 6, max: 10 }] }, d)).toBe(true)
    expect(ok({ distances: [{ a: 'car', b: 'garage', min: 9, max: 12 }] }, d)).toBe(false)
    expect(ok({ extent: { min: 0.3, max: 0.55 } }, d)).toBe(false)
    for (const [i, h] of [1, 1.5, 2].entries()) shape('Tree', [20 + 2 * i, h / 2, 0], [0.5, h, 0.5])
    expect(ok({ differ: [{ noun: 'tree', what: 'height', min: 3 }] }, d)).toBe(true)
    expect(ok({ differ: [{ noun: 'tree', what: 'level', min: 3 }] }, d)).toBe(true)
    for (const x of [30, 31, 32]) shape('Balloon', [x, 1.5, 0], [0.3, 0.4, 0.3])
    expect(ok({ differ: [{ noun: 'balloon', what: 'level', min: 3 }] }, d)).toBe(false)
    expect(ok({ noObjects: ['balloon'] }, d)).toBe(false)
    expect(ok({ noObjects: ['ring'] }, d)).toBe(true)
    for (const z of [10, 11]) for (const x of [0, 1, 2]) shape('Chair', [x, 0.5, z], [0.5, 1, 0.5])
    expect(ok({ rows: [{ noun: 'chair', rows: 2, per: 3 }] }, d)).toBe(true)
    expect(ok({ rows: [{ noun: 'chair', rows: 3, per: 3 }] }, d)).toBe(false)
    for (const x of [0, 1, 2, 3]) shape('Tulip', [x, 0.2, 14], [0.1, 0.4, 0.1])
    expect(ok({ rows: [{ noun: 'tulip', rows: 2, per: 2 }] }, d)).toBe(false)
    expect(ok({ noneAtAll: ['trees'] }, d)).toBe(false)
    d.settings.environment.elements = ['foliage']
    expect(ok({ noneAtAll: ['duck'] }, d)).toBe(true)
    expect(ok({ noneAtAll: ['cloud', 'bush'] }, d)).toBe(false)
  })

  it('text exactly as asked and above what it names; project type from the settings; things on the reference head', () => {
    const { d, shape, put } = scene()
    shape('Cake', [0, 0.15, 0], [0.4, 0.3, 0.4])
    const t = put(createText(d, '3D', [0, 0.8, 0]), { name: 'Text' })
    d.nodes[t.id] = { ...t, kind: 'text', text: { ...(t as Extract<SceneNode, { kind: 'text' }>).text, content: '“Happy 7th, Leo!”' } } as SceneNode
    expect(ok({ textExact: [{ content: 'Happy 7th, Leo!', above: 'cake' }], textCount: 1 }, d)).toBe(true)
    expect(ok({ textExact: [{ content: 'Happy 7th' }] }, d)).toBe(false)
    d.nodes[t.id] = { ...d.nodes[t.id], transform: { ...d.nodes[t.id].transform, position: [3, 0.8, 0] } }
    expect(ok({ textExact: [{ content: 'Happy 7th, Leo!', above: 'cake' }] }, d)).toBe(false)
    expect(ok({ noText: ['leo'] }, d)).toBe(false)

    expect(ok({ project: 'world' }, d)).toBe(true)
    expect(ok({ project: 'face' }, d, { plan: { projectType: 'Face Tracking' } })).toBe(true)
    d.settings.faceTracking = { occlude: true }
    expect(ok({ project: 'face' }, d)).toBe(true)
    expect(ok({ project: 'image' }, d)).toBe(false)
    shape('Sunglasses', [0, 0.03, 0.1], [0.15, 0.05, 0.02])
    shape('Crown', [0, 0.17, 0], [0.18, 0.1, 0.18])
    expect(ok({ onHead: [{ noun: 'sunglasses', at: 'eyes' }, { noun: 'crown', at: 'top' }] }, d)).toBe(true)
    expect(ok({ onHead: [{ noun: 'crown', at: 'eyes' }] }, d)).toBe(false)
  })

  it('changes: closer, twice as big, back where it was, the leftmost removed, the rest untouched', () => {
    const a = scene()
    a.shape('Dog', [0, 0.3, 0], [0.8, 0.6, 0.3])
    const house = a.shape('Doghouse', [5, 0.5, 0])
    for (const x of [-2, 0, 2]) a.shape('Chair', [x, 0.5, 8], [0.5, 1, 0.5])
    const before = structuredClone(a.d)
    const dog = Object.values(a.d.nodes).find((n) => n.name === 'Dog')!
    a.d.nodes[dog.id] = { ...dog, transform: { ...dog.transform, position: [3, 0.3, 0] } }
    const left = Object.values(a.d.nodes).find((n) => n.name === 'Chair' && n.transform.position[0] === -2)!
    delete a.d.nodes[left.id]
    const history = [emptyScene(), before]
    const want: ExpectV5 = { closer: [{ a: 'dog', b: 'doghouse' }], unchanged: ['doghouse'], removedWhich: [{ noun: 'chair', which: 'leftmost' }] }
    expect(ok(want, a.d, { before, history })).toBe(true)
    expect(ok({ removedWhich: [{ noun: 'chair', which: 'rightmost' }] }, a.d, { before, history })).toBe(false)
    expect(ok({ backTo: [{ noun: 'dog', step: 1 }] }, a.d, { before, history })).toBe(false)
    expect(ok({ backTo: [{ noun: 'doghouse', step: 1 }] }, a.d, { before, history })).toBe(true)
    expect(ok({ shifted: [{ noun: 'dog', dx: [2.5, 3.5], dz: [-0.1, 0.1] }] }, a.d, { before, history })).toBe(true)
    expect(ok({ shifted: [{ noun: 'dog', dx: [-3.5, -2.5] }] }, a.d, { before, history })).toBe(false)
    a.d.nodes[house.id] = { ...house, transform: { ...house.transform, scale: [2, 2, 2] } }
    expect(ok({ scaled: [{ noun: 'doghouse', factor: 2 }] }, a.d, { before, history })).toBe(true)
    expect(ok({ scaled: [{ noun: '*', factor: 2 }], unchanged: ['doghouse'] }, a.d, { before, history })).toBe(false)
  })
})
