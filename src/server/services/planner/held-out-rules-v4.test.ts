import { describe, expect, it } from 'vitest'
import { scene } from '../../../../tests/support/assistant/harder'
import { between, mainColour } from '../../../../tests/support/assistant/judge-v3'

/**
 * The general rules behind the fourth held-out set's failures, each tried on prompts that are in
 * no set, judged on the scene the planner builds (found by noun the way the judges find them),
 * every scene plausible.
 */
describe('things left out on purpose', () => {
  it('a negated thing is not made, neither as asked nor as a place default', () => {
    expect(scene('a harbour without boats').of('boat')).toHaveLength(0)
    expect(scene('a garden, no flowers').of('flower')).toHaveLength(0)
    const s = scene('a campsite with a tent but no campfire')
    expect(s.of('campfire')).toHaveLength(0)
    expect(s.of('tent').length).toBeGreaterThan(0)
  })
  it('a class word leaves out the whole class, and the rest of the prompt still counts', () => {
    const s = scene('a meadow with no animals, only flowers')
    expect(s.of('cow').length + s.of('sheep').length + s.of('horse').length + s.of('dog').length).toBe(0)
    expect(s.of('flower').length).toBeGreaterThan(0)
    expect(s.reply).not.toMatch(/only flowers|animals/i)
  })
  it('a follow-up that says none takes away what is there', () => {
    const s = scene('a table with three cups on it', 'on second thought, no cups')
    expect(s.of('cup')).toHaveLength(0)
    expect(s.of('table')).toHaveLength(1)
  })
})

describe('quantity words and counts split over colours', () => {
  it("'half a dozen' is six", () => {
    expect(scene('half a dozen balloons').of('balloon')).toHaveLength(6)
  })
  it('each colour as many times as counted before it, and each listed colour once', () => {
    const s = scene('two green and three yellow balls')
    const balls = s.of('ball')
    expect(balls).toHaveLength(5)
    expect(balls.filter((b) => mainColour(b, 'green'))).toHaveLength(2)
    expect(balls.filter((b) => mainColour(b, 'yellow'))).toHaveLength(3)
    expect(s.reply).toMatch(/two green and three yellow/)
    const listed = scene('a white, a black and an orange cat').of('cat')
    expect(listed).toHaveLength(3)
    for (const c of ['white', 'black', 'orange']) expect(listed.filter((x) => mainColour(x, c))).toHaveLength(1)
  })
})

describe('stacks', () => {
  const column = (boxes: { min: number[]; max: number[] }[]) => {
    const sorted = [...boxes].sort((a, b) => a.min[1] - b.min[1])
    return sorted.every((b, i) => i === 0 || (Math.abs(b.min[1] - sorted[i - 1].max[1]) < 0.03 && Math.abs(b.min[0] + b.max[0] - sorted[i - 1].min[0] - sorted[i - 1].max[0]) < 0.2))
  }
  it("the verb 'stack' stacks, a squat thing with a covering top stacks, and a bare 'on top' goes on the stack", () => {
    const s = scene('stack five tyres')
    const tyres = s.of('tyre').length ? s.of('tyre') : s.of('tire')
    expect(tyres).toHaveLength(5)
    expect(column(tyres.map((t) => t.box))).toBe(true)
    expect(s.reply).not.toMatch(/cannot be stacked/)
    const c = scene('stack four cubes and put a red ball on top')
    const cubes = c.of('cube')
    expect(column(cubes.map((t) => t.box))).toBe(true)
    expect(c.of('ball')[0].box.min[1]).toBeCloseTo(Math.max(...cubes.map((t) => t.box.max[1])), 1)
  })
  it("'one on top of the other' is a stack", () => {
    const s = scene('two cubes, one on top of the other')
    expect(column(s.of('cube').map((c) => c.box))).toBe(true)
    expect(Math.max(...s.of('cube').map((c) => c.box.min[1]))).toBeGreaterThan(0.5)
  })
})

describe('resting inside and on bare shapes', () => {
  it('a swimmer in a holder with no water lies on its floor (the scene is plausible), in a tank it swims', () => {
    const s = scene('a fish in a jar')
    const jar = s.of('jar')[0]
    const fish = s.of('fish')[0]
    expect(fish.box.min[1]).toBeLessThan(jar.box.min[1] + 0.03)
    const t = scene('a fish in an aquarium')
    expect(t.of('fish')[0].box.min[1]).toBeGreaterThan(t.of('aquarium')[0].box.min[1] + 0.05)
  })
  it('what goes on a new bare shape rests on its top, at any size', () => {
    for (const p of ['a cone on a cube', 'a ball on a big cube', 'a pyramid on a box']) {
      const s = scene(p)
      const [top, under] = [s.objs.find((o) => o.box.min[1] > 0.01)!, s.objs.find((o) => o.box.min[1] <= 0.01)!]
      expect(top.box.min[1], p).toBeCloseTo(under.box.max[1], 2)
    }
  })
})

describe('follow-up verbs', () => {
  const mid = (b: { min: number[]; max: number[] }) => [(b.min[0] + b.max[0]) / 2, (b.min[2] + b.max[2]) / 2]
  it("'replace X with Y' takes X away and stands Y where X stood", () => {
    const before = scene('a bench beside a tree')
    const bench = mid(before.of('bench')[0].box)
    const s = scene('a bench beside a tree', 'swap the bench for a rock')
    expect(s.of('bench')).toHaveLength(0)
    const rock = s.of('rock')
    expect(rock).toHaveLength(1)
    const at = mid(rock[0].box)
    expect(Math.hypot(at[0] - bench[0], at[1] - bench[1])).toBeLessThan(0.1)
    expect(s.reply).toMatch(/replaced the bench/i)
  })
  it("'them all' is every one of their kind, not only the last added", () => {
    const s = scene('three lanterns', 'add one more', 'paint them all green')
    expect(s.of('lantern')).toHaveLength(4)
    for (const l of s.of('lantern')) expect(mainColour(l, 'green')).toBe(true)
  })
})

describe('between two different things', () => {
  it('the middle thing stands on the line joining two new things, not beside one of them', () => {
    for (const [p, m, a, b] of [['a bench between the fountain and the statue', 'bench', 'fountain', 'statue'], ['a lamp between the armchair and the bookshelf', 'lamp', 'armchair', 'bookshelf']]) {
      const s = scene(p)
      const [mid, x, y] = [s.of(m)[0], s.of(a)[0], s.of(b)[0]]
      expect(between(mid, [x, y]), p).toBe(true)
    }
  })
})

describe('chat-style typing', () => {
  it('shorthand and slips in known words are mended where the word would be lost', () => {
    const s = scene('plz put a grene lmap n a sofa inbetween two palnts')
    expect(s.of('lamp')).toHaveLength(1)
    expect(mainColour(s.of('lamp')[0], 'green')).toBe(true)
    expect(s.of('plant')).toHaveLength(2)
    expect(between(s.of('sofa')[0], s.of('plant'))).toBe(true)
  })
  it('a word that is not a slip stays as written', () => {
    const s = scene('a calm lake with a boat')
    expect(s.of('boat')).toHaveLength(1)
    expect(s.reply).not.toMatch(/clam/i)
  })
})

describe('size words', () => {
  const tallest = (s: ReturnType<typeof scene>, n: string) => Math.max(...s.of(n).map((o) => Math.max(o.box.max[0] - o.box.min[0], o.box.max[1] - o.box.min[1], o.box.max[2] - o.box.min[2])))
  it("'tiny' is at most 0.3 of the thing's own size, and a size word that also names a thing ('giant') sizes the next", () => {
    expect(tallest(scene('a tiny windmill'), 'windmill')).toBeLessThanOrEqual(0.3 * tallest(scene('a windmill'), 'windmill'))
    const giant = scene('a giant pumpkin')
    expect(tallest(giant, 'pumpkin')).toBeGreaterThanOrEqual(2 * tallest(scene('a pumpkin'), 'pumpkin'))
    expect(giant.objs).toHaveLength(1)
  })
})

describe('left and right by pronoun and by list order', () => {
  it("'on its left' is to the left of the thing just named, 'to its right' to its right", () => {
    const s = scene('a desk with a chair on its left and a bin to its right')
    const [desk, chair, bin] = [s.of('desk')[0], s.of('chair')[0], s.of('bin')[0] ?? s.of('trash can')[0]]
    expect(chair.box.max[0]).toBeLessThanOrEqual(desk.box.min[0] + 0.05)
    expect(bin.box.min[0]).toBeGreaterThanOrEqual(desk.box.max[0] - 0.05)
    expect(chair.box.min[1]).toBeLessThan(0.05)
  })
  it("'from left to right' lays the listed things out in that order", () => {
    const s = scene('a tree, a house and a car from left to right')
    const x = ['tree', 'house', 'car'].map((n) => (s.of(n)[0].box.min[0] + s.of(n)[0].box.max[0]) / 2)
    expect(x[0]).toBeLessThan(x[1])
    expect(x[1]).toBeLessThan(x[2])
  })
})

describe("a place's defaults and what later sentences list", () => {
  it('what the sentences after the place list takes the place of its own of that kind, as many as listed', () => {
    expect(scene('A park. One bench.').of('bench')).toHaveLength(1)
    expect(scene('A park. Five benches.').of('bench')).toHaveLength(5)
  })
  it('in a later prompt the place keeps its own, and one more is one more', () => {
    expect(scene('a park', 'add a bench').of('bench').length).toBeGreaterThan(1)
  })
})

describe('rings and nearest things', () => {
  it('a ring of things with no count has enough of them to read as a ring', () => {
    expect(scene('a circle of stones').of('stone').length + scene('a circle of rocks').of('rock').length).toBeGreaterThanOrEqual(12)
  })
  it('a workbench, a toolbox, a doormat and pancakes are built as their nearest things and named as asked', () => {
    const s = scene('a toolbox on a workbench and a welcome mat')
    expect(s.of('toolbox')).toHaveLength(1)
    expect(s.of('workbench')).toHaveLength(1)
    expect(s.of('toolbox')[0].box.min[1]).toBeCloseTo(s.of('workbench')[0].box.max[1], 1)
    expect(scene('two pancakes').of('pancake')).toHaveLength(2)
  })
})

describe("'each with … on it'", () => {
  it('an explicit relation after "each with" keeps one for every one', () => {
    const s = scene('three tables in a row, each with a vase on it')
    expect(s.of('vase')).toHaveLength(3)
    for (const v of s.of('vase')) expect(s.of('table').some((t) => Math.abs(v.box.min[1] - t.box.max[1]) < 0.02)).toBe(true)
  })
})

describe("'a green one' and 'on top of that' in a follow-up", () => {
  it('one more of the kind just spoken of, on the thing just spoken of', () => {
    const s = scene('a yellow box', 'put a red box on top of it', 'and a blue one on top of that')
    const boxes = s.of('box').sort((a, b) => a.box.min[1] - b.box.min[1])
    expect(boxes).toHaveLength(3)
    expect(mainColour(boxes[0], 'yellow')).toBe(true)
    expect(mainColour(boxes[2], 'blue')).toBe(true)
    expect(boxes[2].box.min[1]).toBeCloseTo(boxes[1].box.max[1], 2)
  })
})
