import { describe, expect, it } from 'vitest'
import { generateKeyBetween } from 'fractional-indexing'
import { loadScene } from './load'
import { migrateDown } from './migrations'
import { childrenOf } from './ops'
import { compareOrder, indexKey, isIndexKey, isOrderKey, keyBetween, keyIndex, keysBetween } from './order-keys'
import { emptyScene } from './defaults'

describe('fractional order keys', () => {
  it('a key between neighbours, at either end, and null when two keys are equal', () => {
    expect(keyBetween(undefined, undefined)).toBe('a0')
    expect(keyBetween('a3', undefined)).toBe('a4')
    expect(keyBetween(undefined, 'a0')).toBe('Zz')
    const mid = keyBetween('a1', 'a2')!
    expect(mid > 'a1' && mid < 'a2').toBe(true)
    expect(keyBetween('a1', 'a1')).toBeNull()
    // There is always room: a thousand inserts at one place keep the keys short and ordered.
    let [lo, hi] = ['a0', 'a1']
    for (let i = 0; i < 1000; i++) hi = keyBetween(lo, hi)!
    expect(hi > lo && isOrderKey(hi)).toBe(true)
    expect(hi.length).toBeLessThan(200)
    expect(keysBetween(undefined, undefined, 3)).toEqual(['a0', 'a1', 'a2'])
  })

  it('indexKey is the library’s own key of an integer, and keyIndex reads it back', () => {
    let key: string | null = null
    for (let n = 0; n < 5000; n++) {
      key = generateKeyBetween(key, null)
      expect(indexKey(n)).toBe(key)
      expect(keyIndex(key)).toBe(n)
      expect(isIndexKey(key)).toBe(true)
    }
    expect(keyIndex('a5V')).toBe(5)
    expect(isIndexKey('a5V')).toBe(false)
    expect(keyIndex('Zz')).toBe(-1)
  })

  it('refuses what is not a key (the schema checks every order)', () => {
    for (const bad of ['', '0a', 'a', 'b0', 'a10', 'a-1', 'a0 ', 'A' + '0'.repeat(26)]) expect(isOrderKey(bad), bad).toBe(false)
    for (const good of ['a0', 'a1V', 'Zz', 'b00', 'a0V1']) expect(isOrderKey(good), good).toBe(true)
  })

  it('sorts by key, then id', () => {
    const list = [{ id: 'b', order: 'a1' }, { id: 'a', order: 'a1' }, { id: 'c', order: 'a0V' }]
    expect(list.sort(compareOrder).map((n) => n.id)).toEqual(['c', 'a', 'b'])
  })
})

describe('v2 → v3: numeric orders become keys', () => {
  const node = (id: string, parentId: string | null, order: number) => ({ id, name: id, parentId, order, visible: true, transform: { position: [0, 0, 0], rotation: [0, 0, 0], scale: [1, 1, 1] }, events: [], kind: 'group' })
  const v2 = () => {
    const doc = emptyScene() as unknown as Record<string, unknown>
    const nodes = [
      node('r1', null, 0), node('r2', null, 5), node('r3', null, 2.5), node('r4', null, -1), node('r5', null, 2.5), node('r6', null, 1000),
      // Children: equal orders (ties by id), halved gaps, and an assistant part numbered past TUCKED_ORDER.
      node('c1', 'r1', 1), node('c0', 'r1', 1), node('c2', 'r1', 1.25), node('c3', 'r1', 1.125), node('c4', 'r1', 1001),
    ]
    return { ...doc, schemaVersion: 2, nodes: Object.fromEntries(nodes.map((n) => [n.id, n])) }
  }
  const oldOrder = (doc: ReturnType<typeof v2>, parent: string | null) =>
    Object.values(doc.nodes).filter((n) => n.parentId === parent).sort((a, b) => a.order - b.order || (a.id < b.id ? -1 : 1)).map((n) => n.id)

  it('keeps every sibling order, keeps integers as their keys, and makes every key distinct', () => {
    const before = v2()
    const doc = loadScene(before)
    const tree = childrenOf(doc.nodes)
    expect(tree.get(null)!.map((n) => n.id)).toEqual(oldOrder(before, null))
    expect(tree.get('r1')!.map((n) => n.id)).toEqual(oldOrder(before, 'r1'))
    expect(doc.nodes.r1.order).toBe(indexKey(0))
    expect(doc.nodes.r2.order).toBe(indexKey(5))
    expect(doc.nodes.r6.order).toBe(indexKey(1000))
    expect(keyIndex(doc.nodes.c4.order)).toBe(1001)
    expect(doc.nodes.c0.order).toBe(indexKey(1))
    for (const list of tree.values()) expect(new Set(list.map((n) => n.order)).size).toBe(list.length)
  })

  it('goes back down to numbers in the same order, integers kept', () => {
    const before = v2()
    const down = migrateDown(loadScene(before) as never, 2) as ReturnType<typeof v2>
    expect(down.schemaVersion).toBe(2)
    expect(oldOrder(down, null)).toEqual(oldOrder(before, null))
    expect(oldOrder(down, 'r1')).toEqual(oldOrder(before, 'r1'))
    expect(down.nodes.r2.order).toBe(5)
    expect(down.nodes.c4.order).toBe(1001)
    for (const n of Object.values(down.nodes)) expect(typeof n.order).toBe('number')
  })

  it('is linear: 10,000 siblings of one order migrate at once', () => {
    const doc = emptyScene() as unknown as Record<string, unknown>
    const nodes = Array.from({ length: 10_000 }, (_, i) => node(`n${i}`, null, 7))
    const started = performance.now()
    const out = loadScene({ ...doc, schemaVersion: 2, nodes: Object.fromEntries(nodes.map((n) => [n.id, n])) })
    expect(performance.now() - started).toBeLessThan(3000)
    expect(new Set(Object.values(out.nodes).map((n) => n.order)).size).toBe(10_000)
  })
})
