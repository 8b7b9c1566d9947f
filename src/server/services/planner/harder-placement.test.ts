import { describe, expect, it } from 'vitest'
import { names, relationHolds } from '../../../../tests/support/assistant/judge'
import { cx, cz, type Obj } from '../../../../tests/support/assistant/scene-geometry'
import { scene } from '../../../../tests/support/assistant/harder'

/**
 * The assistant's placement in issue 25 (fliers over a group, spans, composed sets, side by side,
 * the village's torches), judged on geometry like harder-prompts.test.ts.
 */
describe('fliers over a group, spans over a gap', () => {
  it.each([['birds over the city', 'bird'], ['a plane flying over the village', 'plane']])('%s: above the group and clear of its tallest roof', (prompt, flier) => {
    const s = scene(prompt)
    const fliers = s.of(flier)
    const ground = s.objs.filter((o) => !o.light && !fliers.includes(o) && o.box.min[1] < 0.05)
    const roof = Math.max(...ground.map((o) => o.box.max[1]))
    const foot = { minX: Math.min(...ground.map((o) => o.box.min[0])), maxX: Math.max(...ground.map((o) => o.box.max[0])), minZ: Math.min(...ground.map((o) => o.box.min[2])), maxZ: Math.max(...ground.map((o) => o.box.max[2])) }
    for (const f of fliers) {
      expect(f.box.min[1]).toBeGreaterThan(roof)
      expect(cx(f.box)).toBeGreaterThan(foot.minX)
      expect(cx(f.box)).toBeLessThan(foot.maxX)
      expect(cz(f.box)).toBeGreaterThan(foot.minZ)
      expect(cz(f.box)).toBeLessThan(foot.maxZ)
    }
  })

  it.each([['a bridge over a river', 'river'], ['a little wooden bridge over a stream', 'stream'], ['a bridge over the road', 'road'], ['a footbridge across the river', 'river'], ['a bridge spanning a creek', 'creek']])('%s rests on both banks, its deck just above', (prompt, gap) => {
    const s = scene(prompt)
    const bridge = s.of('bridge')[0]
    const under = s.of(gap)[0].box
    // It stands on the ground, reaches past both sides of what it spans, and is over it.
    expect(bridge.box.min[1]).toBeLessThan(0.01)
    const acrossZ = bridge.box.max[2] - bridge.box.min[2] > bridge.box.max[0] - bridge.box.min[0]
    if (acrossZ) expect(bridge.box.min[2] < under.min[2] && bridge.box.max[2] > under.max[2]).toBe(true)
    else expect(bridge.box.min[0] < under.min[0] && bridge.box.max[0] > under.max[0]).toBe(true)
    const feet = bridge.leaves.filter((l) => l.box.min[1] < 0.01)
    expect(feet.length).toBeGreaterThanOrEqual(2)
    for (const f of feet) expect(f.box.max[acrossZ ? 2 : 0] <= under.min[acrossZ ? 2 : 0] + 1e-6 || f.box.min[acrossZ ? 2 : 0] >= under.max[acrossZ ? 2 : 0] - 1e-6).toBe(true)
    // Just above water; over traffic, headroom for a lorry (2.5 to 7 m).
    const over = bridge.leaves.filter((l) => l.box.min[1] > 0.01)
    const clearance = Math.min(...over.map((l) => l.box.min[1])) - under.max[1]
    if (gap === 'road') expect(clearance >= 2.5 && clearance <= 7).toBe(true)
    else expect(clearance).toBeLessThan(2)
    expect(relationHolds('above', bridge, s.of(gap)[0], s.objs)).toBe(true)
  })
})

describe('composed objects are not doubled, and side by side is one even row', () => {
  it.each(['a desk with a keyboard', 'a desk with a computer and a keyboard'])('%s: one keyboard', (prompt) => {
    const s = scene(prompt)
    // A keyboard is a flat slab about 45 cm wide: one object of its own, and none inside another object.
    const slab = (o: Obj) => o.leaves.filter((l) => l.box.max[1] - l.box.min[1] < 0.03 && l.box.max[0] - l.box.min[0] > 0.35 && l.box.max[0] - l.box.min[0] < 0.6 && l.box.max[2] - l.box.min[2] > 0.1 && l.box.max[2] - l.box.min[2] < 0.2).length
    expect(s.of('keyboard')).toHaveLength(1)
    expect(s.objs.filter((o) => !names(o.node.name, 'keyboard')).reduce((n, o) => n + slab(o), 0)).toBe(0)
  })

  it.each(['a sofa, a lamp and a bookcase side by side', 'a car, a bus and a bike side by side', 'a small, a medium and a large box side by side'])('%s: one line, even gaps between edges', (prompt) => {
    const s = scene(prompt)
    const row = s.objs.filter((o) => !o.light).sort((a, b) => cx(a.box) - cx(b.box))
    expect(row).toHaveLength(3)
    const z = row.map((o) => cz(o.box))
    expect(Math.max(...z) - Math.min(...z)).toBeLessThan(0.05)
    const gaps = row.slice(1).map((o, i) => o.box.min[0] - row[i].box.max[0])
    expect(Math.min(...gaps)).toBeGreaterThan(0.05)
    expect(Math.max(...gaps) - Math.min(...gaps)).toBeLessThan(0.02)
  })
})

describe('a village’s torches are spread where people walk', () => {
  it.each([['13 lanterns along a path', 'lantern', 'path'], ['a road lined with 8 street lamps', 'street lamp', 'road']])('%s: evenly over its length, beside it', (prompt, thing, way) => {
    const s = scene(prompt)
    const w = s.of(way)[0].box
    const things = s.of(thing)
    expect(things.length).toBeGreaterThanOrEqual(8)
    // A row on one side of the way, or on both: each row evenly spaced, neighbours a metre apart or more, centred on the way.
    for (const row of [things.filter((o) => cz(o.box) < cz(w)), things.filter((o) => cz(o.box) > cz(w))].filter((r) => r.length > 1)) {
      const xs = row.map((o) => cx(o.box)).sort((a, b) => a - b)
      const pitch = xs.slice(1).map((x, i) => x - xs[i])
      expect(Math.max(...pitch) - Math.min(...pitch)).toBeLessThan(0.05)
      expect(Math.min(...pitch)).toBeGreaterThanOrEqual(1)
      expect(Math.abs((xs[0] + xs[xs.length - 1]) / 2 - cx(w))).toBeLessThan(0.5)
    }
    for (const o of things) expect(Math.max(0, w.min[2] - o.box.max[2], o.box.min[2] - w.max[2])).toBeLessThan(1)
  })

  it('the night village’s torches stand apart along the road', () => {
    const s = scene('a night village with torches')
    const torches = s.of('torch')
    const road = s.of('road')[0].box
    expect(torches.length).toBeGreaterThanOrEqual(3)
    for (let i = 0; i < torches.length; i++) for (let j = i + 1; j < torches.length; j++) expect(Math.hypot(cx(torches[i].box) - cx(torches[j].box), cz(torches[i].box) - cz(torches[j].box))).toBeGreaterThan(2.5)
    // By the road: each within a metre and a half of its edge, along its length.
    for (const t of torches) {
      const dz = Math.max(0, road.min[2] - t.box.max[2], t.box.min[2] - road.max[2])
      expect(dz).toBeLessThan(1.5)
      expect(cx(t.box)).toBeGreaterThan(road.min[0])
      expect(cx(t.box)).toBeLessThan(road.max[0])
    }
  })
})
