import { describe, expect, it } from 'vitest'
import { Occupancy } from '../../../shared/scene/space-index'
import { relationHolds } from '../../../../tests/support/assistant/judge'
import { atEachCorner, eitherSide, evenLine, mainColour, partColour, spans } from '../../../../tests/support/assistant/judge-v3'
import { cx, cz } from '../../../../tests/support/assistant/scene-geometry'
import { scene } from '../../../../tests/support/assistant/harder'

/**
 * The general rules behind the third held-out set's last failures, each tried on prompts that
 * are not in any set and judged on geometry and colours (the judge's own measures), every scene
 * plausible: proportions and body colours, flush packing, spans either way, fronts of things
 * shown side-on, fliers over what stands, ways as long as their rows, crowns over corners, banks
 * of the scene's water, and rows carried on.
 */
describe('proportions and body colours', () => {
  it('a ray in a tank stays a plausible size, and a tractor reads its body colour over its wheels', () => {
    const tank = scene('a fish tank with a manta ray')
    const ray = tank.of('manta ray')[0] ?? tank.of('ray')[0]
    expect(ray.box.max[1] - ray.box.min[1]).toBeGreaterThanOrEqual(0.03)
    const t = scene('a red tractor with white wheels').of('tractor')[0]
    expect(mainColour(t, 'red')).toBe(true)
    expect(partColour(t, 'white', 'red')).toBe(true)
  })
})

describe('packing and holders', () => {
  it('a fine search finds the spot flush with what is already there, not only grid steps', () => {
    const occ = new Occupancy()
    occ.add({ min: [-0.7, 0.76, -0.14], max: [-0.28, 1.14, 0.14] })
    occ.add({ min: [-0.27, 0.76, -0.14], max: [0.205, 1.14, 0.14] })
    // Room for a third from 0.215 to 0.68: none of the grid's steps (every 7 cm from -0.49) fits it.
    const c = occ.searchFine([-0.7, 0], [0.42, 0.38, 0.28], 0.76, { minX: -0.7, maxX: 0.68, minZ: -0.35, maxZ: 0.35 }, 0.01)
    expect(c).not.toBeNull()
    expect(c![0] - 0.21).toBeGreaterThanOrEqual(0.205 + 0.01 - 1e-6)
    expect(c![0] + 0.21).toBeLessThanOrEqual(0.68 + 1e-6)
  })
  it('what stands in a thing spread across a top goes with it', () => {
    const s = scene('a dining table with two plates and a vase of tulips')
    const vase = s.of('vase')[0]
    for (const f of s.of('tulip')) expect(relationHolds('in', f, vase, s.objs)).toBe(true)
  })
})

describe('spans, fronts and fliers', () => {
  it('a bridge over a round pond rests on both banks whichever way it crosses', () => {
    for (const [prompt, water] of [['a church with a pond and a bridge across the pond', 'pond'], ['a house with a pond and a bridge across the pond', 'pond'], ['a tower with a moat and a bridge over the moat', 'moat']]) {
      const s = scene(prompt)
      expect(spans(s.of('bridge')[0], s.of(water)[0])).toBe(true)
    }
  })
  it('behind a car shown side-on is past its tail and further from the viewer; in front, past its nose and nearer', () => {
    const s = scene('a dog behind the car and a bench in front of the car')
    const car = s.of('car')[0]
    for (const [noun, rel] of [['dog', 'behind'], ['bench', 'in front of']] as const) {
      const o = s.of(noun)[0]
      expect(relationHolds(rel, o, car, s.objs)).toBe(true)
      expect(Math.sign(cz(o.box) - cz(car.box))).toBe(rel === 'behind' ? -1 : 1)
    }
  })
  it('birds over a group clear whatever stands within the group, placed after it', () => {
    const s = scene('gulls flying over the boats in the marina')
    const boats = s.of('boat')
    const foot = { minX: Math.min(...boats.map((o) => o.box.min[0])), maxX: Math.max(...boats.map((o) => o.box.max[0])), minZ: Math.min(...boats.map((o) => o.box.min[2])), maxZ: Math.max(...boats.map((o) => o.box.max[2])) }
    const within = s.objs.filter((o) => !o.light && o.box.min[1] < 0.05 && o.box.min[0] < foot.maxX && o.box.max[0] > foot.minX && o.box.min[2] < foot.maxZ && o.box.max[2] > foot.minZ)
    for (const g of s.of('gull')) expect(g.box.min[1]).toBeGreaterThan(Math.max(...within.map((o) => o.box.max[1])))
  })
})

describe('rows, corners and banks', () => {
  it('a way made with a row along it is as long as the row', () => {
    const s = scene('twelve pine trees lining the path')
    const path = s.of('path')[0]
    for (const l of s.of('pine tree')) expect(relationHolds('next to', l, path, s.objs)).toBe(true)
  })
  it('trees at the corners of something low stand with their trunks at the corners', () => {
    const s = scene('a pond with a tree at each corner')
    expect(atEachCorner(s.of('tree'), s.of('pond')[0])).toBe(true)
  })
  it('benches on both shores are on either side of the lake the scene has', () => {
    const s = scene('a lake', 'put benches on both shores')
    expect(eitherSide(s.of('bench'), s.of('lake')[0])).toBe(true)
    expect(s.reply).toMatch(/lake/)
  })
  it('more of a row carry it on at its pitch', () => {
    const s = scene('six bollards in a row', 'add three more bollards')
    expect(s.of('bollard')).toHaveLength(9)
    expect(evenLine(s.of('bollard'))).toBe(true)
    const xs = s.of('bollard').map((o) => cx(o.box))
    expect(Math.max(...xs) - Math.min(...xs)).toBeGreaterThan(0)
  })
})
