import { describe, expect, it } from 'vitest'
import type { SceneDocument } from '../../../shared/scene/schema'
import { atEachCorner, atEachEnd, between, coloursPerItem, countAnywhere, eitherSide, evenLine, heldUp, mainColour, overGroup, partColour, saidNotMade, spans } from '../../../../tests/support/assistant/judge-v3'
import type { Leaf, Obj } from '../../../../tests/support/assistant/scene-geometry'

/**
 * The v3 judge on hand-made geometry (no planner): each check passes on a scene that keeps it
 * and fails on one that does not, so the held-out figures measure what they say.
 */
type V3 = [number, number, number]
const piece = (min: V3, max: V3, albedo = '#808080', shape = 'cube'): Leaf =>
  ({ node: { kind: 'shape', name: shape, material: { albedo } }, box: { min, max }, flatTop: shape === 'cube' || shape === 'cylinder', fluid: false, shape }) as unknown as Leaf
const obj = (name: string, leaves: Leaf[]): Obj => ({
  node: { name } as Obj['node'],
  name,
  leaves,
  yaw: 0,
  box: { min: [0, 1, 2].map((i) => Math.min(...leaves.map((l) => l.box.min[i]))) as V3, max: [0, 1, 2].map((i) => Math.max(...leaves.map((l) => l.box.max[i]))) as V3 },
})
const post = (name: string, x: number, z = 0, w = 0.2, h = 1) => obj(name, [piece([x - w / 2, 0, z - 0.1], [x + w / 2, h, z + 0.1])])

describe('v3 judge: colours bound to parts and to items', () => {
  const house = (walls: string, roof: string) => obj('House', [piece([-2, 0, -2], [2, 3, 2], walls), piece([-2.5, 3, -2.5], [2.5, 5, 2.5], roof, 'pyramid')])
  it('takes the colour covering most surface as the main one, a smaller piece for the part', () => {
    expect(mainColour(house('#FFFFFF', '#D62828'), 'white')).toBe(true)
    expect(partColour(house('#FFFFFF', '#D62828'), 'red', 'white')).toBe(true)
    expect(mainColour(house('#D62828', '#FFFFFF'), 'white')).toBe(false)
    const car = (body: string, rims: string) => obj('Car', [piece([-2, 0.3, -1], [2, 1.4, 1], body), ...[-1.3, 1.3].map((x) => piece([x - 0.3, 0, 0.9], [x + 0.3, 0.6, 1.1], rims, 'cylinder'))])
    expect(partColour(car('#D62828', '#C0C0C0'), 'silver', 'red')).toBe(true)
    expect(partColour(car('#D62828', '#1A1A1A'), 'silver', 'red')).toBe(false)
    expect(mainColour(car('#C0C0C0', '#D62828'), 'red')).toBe(false)
  })
  it('needs a different item for each colour of a list', () => {
    const balloon = (x: number, c: string) => obj('Balloon', [piece([x, 1, 0], [x + 0.4, 1.5, 0.4], c, 'sphere')])
    expect(coloursPerItem([balloon(0, '#D62828'), balloon(1, '#2E8B57'), balloon(2, '#1D4ED8')], ['red', 'green', 'blue'])).toBe(true)
    expect(coloursPerItem([balloon(0, '#1D4ED8'), balloon(1, '#1D4ED8'), balloon(2, '#1D4ED8')], ['red', 'green', 'blue'])).toBe(false)
  })
})

describe('v3 judge: rows, side by side, each end / side / corner', () => {
  it('wants one straight line, even gaps, nothing overlapping, and the spacing asked', () => {
    const row = [0, 2, 4, 6, 8].map((x) => post('Post', x))
    expect(evenLine(row)).toBe(true)
    expect(evenLine(row, Infinity, 0.5)).toBe(true)
    expect(evenLine([0, 0.25, 0.5, 0.75].map((x) => post('Post', x)), Infinity, 0.5)).toBe(false)
    expect(evenLine([post('Post', 0), post('Post', 0.3), post('Post', 0, 0.3), post('Post', 0.3, 0.3)])).toBe(false)
    expect(evenLine([0, 2, 3, 8].map((x) => post('Post', x)))).toBe(false)
    expect(evenLine([0, 0.1, 2].map((x) => post('Post', x)))).toBe(false)
    // Different widths, even edge gaps of 0.3 m: side by side; a 3 m gap is no longer side by side.
    expect(evenLine([post('Wardrobe', 0, 0, 1.2), post('Chair', 0.6 + 0.3 + 0.25, 0, 0.5), post('Lamp', 0.6 + 0.3 + 0.5 + 0.3 + 0.2, 0, 0.4)], 1.5)).toBe(true)
    expect(evenLine([post('Bus', 0, 0, 2.5), post('Bicycle', 1.25 + 3 + 0.3, 0, 0.6)], 1.5)).toBe(false)
  })
  it('puts one at each end, some on each side, one at each corner', () => {
    const bridge = obj('Bridge', [piece([-3, 0, -1], [3, 1, 1])])
    expect(atEachEnd([post('Lantern', -3.3, 0), post('Lantern', 3.3, 0)], bridge)).toBe(true)
    expect(atEachEnd([post('Lantern', 3.3, 0), post('Lantern', 3.3, 0.5)], bridge)).toBe(false)
    const river = obj('River', [piece([-5, 0, -1.5], [5, 0.05, 1.5])])
    expect(eitherSide([post('Tree', -2, -2.5, 1), post('Tree', 2, 2.5, 1)], river)).toBe(true)
    expect(eitherSide([post('Tree', -2, -2.5, 1), post('Tree', 2, -2.5, 1)], river)).toBe(false)
    const table = obj('Table', [piece([-1, 0.7, -0.5], [1, 0.75, 0.5])])
    const candles = [[-0.9, -0.4], [-0.9, 0.4], [0.9, -0.4], [0.9, 0.4]].map(([x, z]) => post('Candle', x, z, 0.05, 0.2))
    expect(atEachCorner(candles, table)).toBe(true)
    expect(atEachCorner(candles.slice(0, 3), table)).toBe(false)
    const trees = [post('Tree', -3, 0, 1), post('Tree', 3, 0, 1)]
    expect(between(post('Banner', 0, 0.3, 3), trees)).toBe(true)
    expect(between(post('Banner', 0, 2.5, 3), trees)).toBe(false)
    expect(between(post('Banner', 5, 0, 1), trees)).toBe(false)
  })
})

describe('v3 judge: fliers over a group, spans, hanging signs', () => {
  const city = [post('Skyscraper', -4, 0, 3, 16), post('Skyscraper', 4, 0, 3, 12)]
  const plane = (x: number, y: number) => obj('Plane', [piece([x - 2, y, -1], [x + 2, y + 1, 1])])
  it('wants a flier over the footprint and clear of the tallest top', () => {
    expect(overGroup(plane(0, 18), city)).toBe(true)
    expect(overGroup(plane(0, 10), city)).toBe(false)
    expect(overGroup(plane(20, 18), city)).toBe(false)
  })
  it('wants a span grounded beyond both edges with its deck just above', () => {
    const river = obj('River', [piece([-5, 0, -1.5], [5, 0.05, 1.5])])
    const supports = (y: number) => [piece([-1, 0, -2.5], [1, y, -1.8]), piece([-1, 0, 1.8], [1, y, 2.5])]
    expect(spans(obj('Bridge', [piece([-1, 0.6, -2.5], [1, 0.8, 2.5]), ...supports(0.6)]), river)).toBe(true)
    expect(spans(obj('Bridge', [piece([-1, 3.5, -2.5], [1, 3.7, 2.5])]), river)).toBe(false)
    expect(spans(obj('Bridge', [piece([-1, 0.6, 3], [1, 0.8, 8]), piece([-1, 0, 3], [1, 0.6, 3.5]), piece([-1, 0, 7.5], [1, 0.6, 8])]), river)).toBe(false)
    // A round pond (its box square, its sides equal but for rounding) is spanned either way across.
    for (const e of [1e-12, 0, -1e-12]) {
      const pond = obj('Pond', [piece([-1.6 + e, 0, -1.6], [1.6, 0.05, 1.6])])
      expect(spans(obj('Bridge', [piece([-1, 0.6, -2.5], [1, 0.8, 2.5]), ...supports(0.6)]), pond)).toBe(true)
      expect(spans(obj('Bridge', [piece([-2.5, 0.6, -1], [2.5, 0.8, 1]), piece([-2.5, 0, -1], [-1.8, 0.6, 1]), piece([1.8, 0, -1], [2.5, 0.6, 1])]), pond)).toBe(true)
      expect(spans(obj('Bridge', [piece([-1, 3.5, -2.5], [1, 3.7, 2.5]), ...supports(3.5)]), pond)).toBe(false)
    }
    // Over a road the deck must leave headroom: 0.6 m does not, 4.5 m does.
    const road = obj('Road', [piece([-5, 0, -1.5], [5, 0.02, 1.5])])
    expect(spans(obj('Bridge', [piece([-1, 0.6, -2.5], [1, 0.8, 2.5]), ...supports(0.6)]), road, [2.5, 7])).toBe(false)
    expect(spans(obj('Bridge', [piece([-1, 4.5, -2.5], [1, 4.7, 2.5]), ...supports(4.5)]), road, [2.5, 7])).toBe(true)
  })
  it('wants a hanging board linked by touching pieces to the ground or another thing', () => {
    const onPost = obj('Sign', [piece([0, 0, 0], [0.1, 2.2, 0.1]), piece([0.1, 1.6, 0], [0.9, 2.1, 0.05])])
    expect(heldUp(onPost, [onPost])).toBe(true)
    const alone = obj('Sign', [piece([0.1, 1.6, 0], [0.9, 2.1, 0.05])])
    expect(heldUp(alone, [alone])).toBe(false)
    const bracket = obj('Bracket', [piece([0, 0, -0.2], [0.1, 2.4, 0]), piece([0, 2.3, -0.2], [1, 2.4, 0])])
    const hung = obj('Sign', [piece([0.4, 2.1, -0.15], [0.45, 2.3, -0.1]), piece([0.1, 1.6, -0.15], [0.9, 2.1, -0.1])])
    expect(heldUp(hung, [bracket, hung])).toBe(true)
    const low = obj('Sign', [piece([0, 0, 0], [0.8, 0.4, 0.05])])
    expect(heldUp(low, [low])).toBe(false)
  })
})

describe('v3 judge: said not made, and parts a set already brings', () => {
  it('reads a plain negative about the noun in the reply', () => {
    expect(saidNotMade("Here is your scene. I left out the heron: I can't build that yet.", 'heron')).toBe(true)
    expect(saidNotMade('I could not make the flamingos, so here is a pond.', 'flamingo')).toBe(true)
    expect(saidNotMade('Added a heron. I could not fit the pond.', 'heron')).toBe(false)
    expect(saidNotMade('Added a pond.', 'heron')).toBe(false)
  })
  it('counts a named part inside another object once, and an added one again', () => {
    const node = (id: string, name: string, parentId: string | null, kind = 'shape') => ({ id, name, parentId, kind })
    const doc = (nodes: ReturnType<typeof node>[]) => ({ nodes: Object.fromEntries(nodes.map((n) => [n.id, n])) }) as unknown as SceneDocument
    const isKeyboard = (name: string) => /^keyboard\d*$/i.test(name)
    const desk = [node('d', 'Desk', null, 'group'), node('t', 'Top', 'd'), node('c', 'Computer', null, 'group'), node('k', 'Keyboard', 'c')]
    expect(countAnywhere(doc(desk), isKeyboard)).toBe(1)
    expect(countAnywhere(doc([...desk, node('k2', 'Keyboard1', null, 'group'), node('k3', 'Keys', 'k2')]), isKeyboard)).toBe(2)
  })
})
