import { describe, expect, it } from 'vitest'
import { scene } from '../../../../tests/support/assistant/harder'
import { spans } from '../../../../tests/support/assistant/judge-v3'
import { sizeOf, stackedColumn } from '../../../../tests/support/assistant/judge-v4'
import { cx, cz, type Obj } from '../../../../tests/support/assistant/scene-geometry'

/**
 * The general rules behind what the fourth held-out set still failed (issue 30), each tried on
 * prompts that are in no set and judged on the geometry the planner builds: positions, boxes and
 * facing of the things found by noun the way the judges find them, every scene plausible (no
 * overlaps, nothing floating; `scene` checks that).
 */
type Box = Obj['box']
const height = (b: Box) => b.max[1] - b.min[1]
/** A's middle over B's footprint, its bottom on B's floor (within a tenth of B's height of B's bottom) and its top no higher than B's. */
const restsInside = (a: Box, b: Box) =>
  cx(a) > b.min[0] && cx(a) < b.max[0] && cz(a) > b.min[2] && cz(a) < b.max[2] && a.min[1] >= b.min[1] - 0.01 && a.min[1] <= b.min[1] + 0.1 * height(b) + 0.01 && a.max[1] <= b.max[1] + 0.01
/** Pieces of the holder stand all round A: on its left and right, in front and behind, each reaching above A's bottom. */
const walledIn = (a: Box, holder: Obj) => {
  const round = holder.leaves.filter((l) => l.box.max[1] > a.min[1] + 0.02)
  const mid = (l: Obj['leaves'][number], i: 0 | 2, j: 0 | 2) => l.box.min[j] < (i === 0 ? cz(a) : cx(a)) && l.box.max[j] > (i === 0 ? cz(a) : cx(a))
  return round.some((l) => l.box.max[0] <= a.min[0] + 0.01 && mid(l, 0, 2)) && round.some((l) => l.box.min[0] >= a.max[0] - 0.01 && mid(l, 0, 2)) &&
    round.some((l) => l.box.max[2] <= a.min[2] + 0.01 && mid(l, 2, 0)) && round.some((l) => l.box.min[2] >= a.max[2] - 0.01 && mid(l, 2, 0))
}
/** A rests on a piece of B: its bottom within 3 cm of that piece's top, its middle over the piece. */
const onPieceOf = (a: Box, b: Obj) => b.leaves.some((l) => Math.abs(l.box.max[1] - a.min[1]) <= 0.03 && cx(a) >= l.box.min[0] && cx(a) <= l.box.max[0] && cz(a) >= l.box.min[2] && cz(a) <= l.box.max[2])
const facing = (o: Obj, p: [number, number]) => {
  const want = Math.atan2(p[0] - cx(o.box), p[1] - cz(o.box))
  return Math.abs(Math.atan2(Math.sin(want - o.yaw), Math.cos(want - o.yaw))) <= (30 * Math.PI) / 180
}

describe('things inside a holder drawn as a solid block', () => {
  it('rest on its floor, between its walls, never on its lid', () => {
    for (const [prompt, noun, holder] of [['a kitten inside a parcel', 'kitten', 'parcel'], ['a rubber duck in the bath', 'rubber duck', 'bath'], ['a ball in a box', 'ball', 'box']]) {
      const s = scene(prompt)
      const [a, b] = [s.of(noun)[0], s.of(holder)[0]]
      expect(restsInside(a.box, b.box), prompt).toBe(true)
      expect(walledIn(a.box, b), prompt).toBe(true)
      expect(s.reply).not.toMatch(/no room inside/)
    }
  })
  it('a long thing goes in lengthwise, at nearly its own size, through a door left open', () => {
    const s = scene('a van in the shed')
    const [van, shed] = [s.of('van')[0], s.of('shed')[0]]
    expect(restsInside(van.box, shed.box)).toBe(true)
    const long = (b: Box) => (b.max[0] - b.min[0] > b.max[2] - b.min[2] ? 0 : 2)
    expect(long(van.box)).toBe(long(shed.box))
    // Turned to fit rather than shrunk to fit across: its length is most of the shed's.
    expect(sizeOf(van)).toBeGreaterThan(0.6 * Math.max(shed.box.max[0] - shed.box.min[0], shed.box.max[2] - shed.box.min[2]))
  })
  it('a holder made a sentence before is opened where it stands', () => {
    const s = scene('a shed', 'park a truck inside it')
    const [truck, shed] = [s.of('truck')[0], s.of('shed')[0]]
    expect(restsInside(truck.box, shed.box)).toBe(true)
    expect(s.of('shed')).toHaveLength(1)
  })
  it('something beside what stands inside is inside too', () => {
    const s = scene('a car in the garage with a bicycle next to the car')
    const [bike, garage] = [s.of('bicycle')[0], s.of('garage')[0]]
    expect(restsInside(bike.box, garage.box)).toBe(true)
  })
})

describe('cages, cots and cradles hold what is in them within bars or sides', () => {
  it('the thing rests on the holder floor with bars all round it', () => {
    for (const [prompt, noun, holder] of [['a parrot inside a birdcage', 'parrot', 'birdcage'], ['a kitten in a cot', 'kitten', 'cot'], ['an infant in a bassinet', 'infant', 'bassinet']]) {
      const s = scene(prompt)
      const [a, b] = [s.of(noun)[0], s.of(holder)[0]]
      expect(a && b, prompt).toBeTruthy()
      expect(cx(a.box) > b.box.min[0] && cx(a.box) < b.box.max[0] && cz(a.box) > b.box.min[2] && cz(a.box) < b.box.max[2], prompt).toBe(true)
      expect(a.box.max[1], prompt).toBeLessThanOrEqual(b.box.max[1] + 0.01)
      expect(walledIn(a.box, b), prompt).toBe(true)
    }
  })
})

describe("a ring 'all facing it'", () => {
  it('stands round its centre and every one faces it', () => {
    const s = scene('three benches around a fountain, all facing it')
    const f = s.of('fountain')[0]
    const benches = s.of('bench')
    expect(benches).toHaveLength(3)
    const c: [number, number] = [cx(f.box), cz(f.box)]
    for (const b of benches) expect(facing(b, c)).toBe(true)
    const angles = benches.map((b) => Math.atan2(cx(b.box) - c[0], cz(b.box) - c[1])).sort((p, q) => p - q)
    const gaps = angles.map((v, i) => (i ? v - angles[i - 1] : v + 2 * Math.PI - angles[angles.length - 1]))
    expect(Math.max(...gaps)).toBeLessThan(Math.PI)
    expect(s.reply).toMatch(/around/)
  })
  it("one thing 'facing' what it came with is still in front of it, not a ring", () => {
    const s = scene('a desk with an office chair facing the desk')
    const [chair, desk] = [s.of('office chair')[0], s.of('desk')[0]]
    expect(facing(chair, [cx(desk.box), cz(desk.box)])).toBe(true)
  })
})

describe("'in rows'", () => {
  it('is a block of several rows in front of the thing, no wider than a little more than it, facing it', () => {
    const s = scene('twenty chairs in rows in front of the stage')
    const stage = s.of('stage')[0]
    const chairs = s.of('chair')
    expect(chairs).toHaveLength(20)
    const rows = new Set(chairs.map((c) => Math.round(cz(c.box) * 10)))
    expect(rows.size).toBeGreaterThanOrEqual(3)
    for (const c of chairs) expect(c.box.min[2]).toBeGreaterThanOrEqual(stage.box.max[2] - 0.01)
    const width = Math.max(...chairs.map((c) => c.box.max[0])) - Math.min(...chairs.map((c) => c.box.min[0]))
    expect(width).toBeLessThan(1.5 * (stage.box.max[0] - stage.box.min[0]))
    // An audience: every chair's front (+Z turned by its yaw) points back toward the stage.
    for (const c of chairs) expect(Math.cos(c.yaw)).toBeLessThan(-0.7)
  })
})

describe("'as big as' another thing", () => {
  it('takes the other thing size, by the measure the word names', () => {
    const s = scene('a dog as big as a truck')
    const [dog, truck] = [s.of('dog')[0], s.of('truck')[0]]
    expect(Math.abs(sizeOf(dog) - sizeOf(truck))).toBeLessThan(0.1 * sizeOf(truck))
    const t = scene('a sunflower as tall as the lighthouse')
    const [flower, tower] = [t.of('sunflower')[0], t.of('lighthouse')[0]]
    expect(Math.abs(height(flower.box) - height(tower.box))).toBeLessThan(0.1 * height(tower.box))
    expect(sizeOf(scene('a dog').of('dog')[0])).toBeLessThan(0.5 * sizeOf(dog))
  })
})

describe('on a creature', () => {
  it("rests on its back (a piece's top under its middle), not on its box top", () => {
    for (const steps of [["a bird on the horse's back"], ['a cow', 'put a cat on it']]) {
      const s = scene(...steps)
      const rider = s.of(steps.length > 1 ? 'cat' : 'bird')[0]
      const animal = s.of(steps.length > 1 ? 'cow' : 'horse')[0]
      expect(onPieceOf(rider.box, animal), steps.join(' / ')).toBe(true)
      expect(rider.box.min[1]).toBeLessThan(animal.box.max[1] - 0.05)
    }
  })
})

describe('under a shelter named by one of its words or its part', () => {
  it('a bench under the shelter is under the bus stop roof', () => {
    const s = scene('A bus stop on a street. Then a bench under the shelter.')
    const [bench, stop] = [s.of('bench')[0], s.of('bus stop')[0]]
    expect(stop.leaves.some((l) => l.box.min[1] >= bench.box.max[1] - 0.01 && cx(bench.box) >= l.box.min[0] && cx(bench.box) <= l.box.max[0] && cz(bench.box) >= l.box.min[2] && cz(bench.box) <= l.box.max[2])).toBe(true)
    expect(s.of('bus stop')).toHaveLength(1)
  })
})

describe('a span over water with things afloat on it', () => {
  it('crosses it, passing over what floats there', () => {
    const s = scene('a pond with two swans on the water and a footbridge across the pond')
    const [bridge, pond] = [s.of('footbridge')[0] ?? s.of('bridge')[0], s.of('pond')[0]]
    expect(spans(bridge, pond)).toBe(true)
    expect(s.of('swan')).toHaveLength(2)
  })
})

describe('stacking what does not stack as it stands', () => {
  it('open boxes stack lidded, cases stack laid flat, and a lone open box stays open', () => {
    const s = scene('a tower of four storage boxes')
    const boxes = s.of('storage box')
    expect(boxes).toHaveLength(4)
    expect(stackedColumn(boxes, s.objs)).toBe(true)
    const c = scene('three briefcases stacked')
    expect(stackedColumn(c.of('briefcase'), c.objs)).toBe(true)
    expect(c.reply).not.toMatch(/cannot be stacked/)
    const a = scene('three apples in a crate')
    const crate = a.of('crate')[0]
    for (const apple of a.of('apple')) expect(restsInside(apple.box, crate.box)).toBe(true)
  })
})
