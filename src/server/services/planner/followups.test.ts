import { describe, expect, it } from 'vitest'
import { applyOps } from '../../../shared/scene/ops'
import type { SceneDocument } from '../../../shared/scene/schema'
import { sceneBounds } from '../../../shared/scene/bounds'
import { CHAINS } from '../../../../tests/support/assistant/chains'
import { planChat } from '../../../../tests/support/assistant/plan-chat'
import { evaluate, objectsNamed } from '../../../../tests/support/assistant/evaluate'
import { planPrompt } from './planner'


describe('follow-ups through memory', () => {
  it.each(CHAINS.map((c) => [c.steps.join(' → '), c] as const))('%s', (_name, chain) => {
    const { doc, results } = planChat(chain.steps)
    const failed = evaluate(doc, chain.expect, true).filter((c) => !c.ok)
    expect(failed, results.map((r) => r.reply).join(' | ')).toEqual([])
  })

  it('"the cake" in a follow-up is the one kind of cake already there (a birthday cake), not a new cake', () => {
    const { doc } = planChat(['a birthday cake on the kitchen table', 'stick three candles on the cake'])
    const cakes = Object.values(doc.nodes).filter((n) => n.parentId === null && /cake/i.test(n.name))
    expect(cakes.map((n) => n.name)).toEqual(['Birthday Cake'])
  })

  it('remembers the subject so "add two more" and "bigger" know what they mean', () => {
    const { results, doc } = planChat(['a red tree', 'add two more', 'bigger'])
    expect(results[0].memory.subject).toBe('Tree')
    expect(objectsNamed(doc, 'Tree')).toHaveLength(3)
    // The copies keep the colour; "bigger" grows the newest ones.
    const heights = objectsNamed(doc, 'Tree').map((o) => o.box.max[1] - o.box.min[1])
    expect(Math.max(...heights)).toBeGreaterThan(Math.min(...heights) * 1.3)
    expect(results[2].changed).toBe(true)
  })

  it('says a thing to change or move is missing instead of building a new one', () => {
    const { doc, results } = planChat(['a red house', 'make the unicorn blue', 'move the car to the left', 'make a blue car'])
    expect(results[1].ops).toEqual([])
    expect(results[1].reply).toMatch(/^There is no unicorn in the scene yet/)
    expect(results[2].ops).toEqual([])
    expect(results[2].reply).toMatch(/^There is no car in the scene yet/)
    // Naming something new with the same verb still builds it.
    expect(results[3].reply).toBe('Added a blue car.')
    expect(Object.values(doc.nodes).filter((n) => n.parentId === null).map((n) => n.name)).toEqual(['House', 'Car'])
  })

  it('changes only the thing named, leaving the rest alone', () => {
    const { doc: before } = planChat(['a red car next to a blue house'])
    const r = planPrompt('make the car green', before, {})
    const after = applyOps(before, r.ops).doc
    const house = (d: SceneDocument) => objectsNamed(d, 'House')[0].node.id
    for (const op of r.ops) expect(op.op === 'update' && op.id === house(before)).toBe(false)
    expect(evaluate(after, { colours: { Car: '#2E8B57', House: '#1D4ED8' } }, true).every((c) => c.ok)).toBe(true)
  })

  it('makes each follow-up one list of ops, and "make it night" only touches the settings', () => {
    const { doc } = planChat(['a tree'])
    const r = planPrompt('make it night', doc, {})
    expect(r.ops).toHaveLength(1)
    expect(r.ops[0].op).toBe('settings')
  })

  it('removes an object and what it holds stays on the ground', () => {
    const { doc } = planChat(['a lamp on a desk', 'remove the desk'])
    const lamp = sceneBounds(doc).find((b) => b.name === 'Lamp')!
    expect(lamp.min[1]).toBeLessThan(0.8)
    expect(objectsNamed(doc, 'Desk')).toHaveLength(0)
  })

  it('turns an object by the angle asked', () => {
    const { doc } = planChat(['a chair', 'rotate it 45 degrees'])
    const chair = objectsNamed(doc, 'Chair')[0].node
    expect(chair.transform.rotation[1]).toBeCloseTo(Math.PI / 4)
  })

  it('turns the lights off and on, lamps included, and colours the sky', () => {
    const { doc } = planChat(['a lamp next to a spotlight at night', 'turn off the lights'])
    const lights = Object.values(doc.nodes).filter((n) => n.kind === 'light')
    expect(lights.length).toBeGreaterThanOrEqual(2)
    expect(lights.every((l) => !l.visible)).toBe(true)
    const on = applyOps(doc, planPrompt('turn the lights on', doc, {}).ops).doc
    expect(Object.values(on.nodes).filter((n) => n.kind === 'light').every((l) => l.visible)).toBe(true)
    const sky = applyOps(on, planPrompt('make the sky purple', on, {}).ops).doc
    expect(sky.settings.background).toBe('#7B2CBF')
  })

  it('hides and shows again', () => {
    const { doc } = planChat(['a cat', 'hide the cat'])
    expect(objectsNamed(doc, 'Cat')[0].node.visible).toBe(false)
    const r = planPrompt('show the cat', doc, {})
    expect(applyOps(doc, r.ops).doc.nodes[objectsNamed(doc, 'Cat')[0].node.id].visible).toBe(true)
  })
})
