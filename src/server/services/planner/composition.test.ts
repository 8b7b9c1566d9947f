import { describe, expect, it } from 'vitest'
import { judge } from '../../../../tests/support/assistant/judge'
import { cx, cz, objectsOf, type Obj } from '../../../../tests/support/assistant/scene-geometry'
import { frontOf, hiders, TO_CAMERA } from '../../../../tests/support/assistant/view'
import { emptyScene } from '../../../shared/scene/defaults'
import { applyOps } from '../../../shared/scene/ops'
import { planPrompt } from './planner'
import { TO_CAMERA as LAYOUT_TO_CAMERA } from './sightline'

/** Faults seen in screenshots of the planner's scenes from the default camera, checked on geometry. */
function scene(prompt: string) {
  const doc = applyOps(emptyScene(), planPrompt(prompt, emptyScene()).ops).doc
  const objs = objectsOf(doc)
  const one = (name: string) => {
    const found = objs.filter((o) => o.name === name)
    expect(found, name).toHaveLength(1)
    return found[0]
  }
  return { doc, objs, one }
}
const names = (os: Obj[]) => os.map((o) => o.name)

describe('things on one top are spread across it, centred as a group', () => {
  it('a glass vase and a chrome sphere on a table: apart, round the middle of the top, neither hiding the other', () => {
    const { doc, objs, one } = scene('a glass vase and a chrome sphere on a table')
    const table = one('Table')
    const things = [one('Vase'), one('Sphere')]
    const [w, d] = [table.box.max[0] - table.box.min[0], table.box.max[2] - table.box.min[2]]
    const gx = (Math.min(...things.map((t) => t.box.min[0])) + Math.max(...things.map((t) => t.box.max[0]))) / 2
    const gz = (Math.min(...things.map((t) => t.box.min[2])) + Math.max(...things.map((t) => t.box.max[2]))) / 2
    expect(Math.abs(gx - cx(table.box))).toBeLessThanOrEqual(0.25 * w)
    expect(Math.abs(gz - cz(table.box))).toBeLessThanOrEqual(0.25 * d)
    // A real gap between them, not touching.
    const [a, b] = things.sort((p, q) => p.box.min[0] - q.box.min[0])
    expect(Math.max(b.box.min[0] - a.box.max[0], b.box.min[2] - a.box.max[2], a.box.min[2] - b.box.max[2])).toBeGreaterThan(0.1)
    for (const t of things) expect(hiders(t, objs).map((h) => h.name)).not.toContain(t === a ? b.name : a.name)
    const { verdicts, problems } = judge({ relations: [{ subject: 'vase', rel: 'on', object: 'table' }, { subject: 'sphere', rel: 'on', object: 'table' }] }, { doc })
    expect(verdicts.filter((v) => !v.ok)).toEqual([])
    expect(problems).toEqual([])
  })

  it('a vase is round with an open mouth: upright cylinders round an empty middle, not a box', () => {
    const { one } = scene('a vase')
    const vase = one('Vase')
    const walls = vase.leaves.filter((l) => l.box.max[1] - l.box.min[1] > 0.1)
    expect(walls.length).toBeGreaterThanOrEqual(8)
    expect(walls.every((l) => l.shape === 'cylinder')).toBe(true)
    // Nothing drawn in the middle above the base: the mouth is open.
    const [x, z] = [cx(vase.box), cz(vase.box)]
    expect(vase.leaves.some((l) => l.box.max[1] > 0.05 && l.box.min[0] < x + 0.03 && l.box.max[0] > x - 0.03 && l.box.min[2] < z + 0.03 && l.box.max[2] > z - 0.03)).toBe(false)
  })
})

/** HSL saturation of '#RRGGBB'. */
function saturation(hex: string): number {
  const v = parseInt(hex.slice(1), 16)
  const [r, g, b] = [(v >> 16) & 255, (v >> 8) & 255, v & 255].map((c) => c / 255)
  const [hi, lo] = [Math.max(r, g, b), Math.min(r, g, b)]
  const l = (hi + lo) / 2
  return hi === lo ? 0 : (hi - lo) / (1 - Math.abs(2 * l - 1))
}

describe('a living room reads from the default camera', () => {
  it.each(['a cozy living room with a sofa, a lamp and a rug', 'a living room with a sofa, a coffee table and a tv'])('%s: the TV faces the sofa and the camera sees its screen, not its back, and not over the coffee table', (prompt) => {
    const { objs, one } = scene(prompt)
    const tv = one(prompt.includes(' tv') ? 'TV' : 'Television')
    const sofa = one('Sofa')
    const table = one('Coffee Table')
    const facing = (a: Obj, b: Obj) => {
      const want = Math.atan2(cx(b.box) - cx(a.box), cz(b.box) - cz(a.box))
      return Math.abs(Math.atan2(Math.sin(want - a.yaw), Math.cos(want - a.yaw)))
    }
    expect(facing(tv, sofa)).toBeLessThanOrEqual((30 * Math.PI) / 180)
    expect(facing(sofa, tv)).toBeLessThanOrEqual((30 * Math.PI) / 180)
    // The screen's normal on the ground against the way to the camera: its back must not face it.
    const [fx, fz] = frontOf(tv)
    expect(fx * TO_CAMERA[0] + fz * TO_CAMERA[2]).toBeGreaterThan(0.1)
    expect(names(hiders(table, objs))).not.toContain(tv.name)
  })

  it('the lamp beside the turned sofa is not left between it and the camera, and the plant is not hidden behind the TV', () => {
    const { objs, one } = scene('a cozy living room with a sofa, a lamp and a rug')
    const [lamp, sofa] = [one('Lamp'), one('Sofa')]
    expect(lamp.box.min[2]).toBeLessThan(sofa.box.max[2])
    expect(names(hiders(one('Potted Plant'), objs))).toEqual([])
  })

  it('an unasked rug is a muted colour, not a saturated red', () => {
    const { one } = scene('a cozy living room with a sofa, a lamp and a rug')
    const rug = one('Rug').leaves.find((l) => l.node.kind === 'shape')!.node
    expect(rug.kind === 'shape' && saturation(rug.material.albedo)).toBeLessThan(0.45)
    // Asked for, the colour stays.
    const red = scene('a red rug').one('Rug').leaves.find((l) => l.node.kind === 'shape')!.node
    expect(red.kind === 'shape' && saturation(red.material.albedo)).toBeGreaterThan(0.6)
  })
})

describe('where the prompt says nothing of where, tall things stand behind or beside shorter ones', () => {
  it.each([
    ['a park with trees, a bench and a fountain', ['Bench', 'Fountain']],
    ['a bench, a fountain and three trees', ['Bench', 'Fountain']],
    ['a tall tree, a lamp post and a dog', ['Dog']],
    ['a house and a dog', ['Dog']],
  ])('%s: nothing hides the middle of %j from the default camera', (prompt, shorter) => {
    const { objs, one } = scene(prompt)
    for (const name of shorter) expect(names(hiders(one(name), objs)), name).toEqual([])
  })

  it("the layout's idea of the camera is the renderer's fitted view", () => {
    for (let i = 0; i < 3; i++) expect(LAYOUT_TO_CAMERA[i]).toBeCloseTo(TO_CAMERA[i], 6)
  })
})
