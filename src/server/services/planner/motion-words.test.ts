import { describe, expect, it } from 'vitest'
import { emptyScene } from '../../../shared/scene/defaults'
import { applyOps } from '../../../shared/scene/ops'
import type { SceneDocument } from '../../../shared/scene/schema'
import { planPrompt } from './planner'

const build = (prompt: string, doc: SceneDocument = emptyScene()) => {
  const r = planPrompt(prompt, doc)
  return { doc: applyOps(doc, r.ops).doc, reply: r.reply, memory: r.memory }
}
const tops = (doc: SceneDocument, name: RegExp) => Object.values(doc.nodes).filter((n) => n.parentId === null && name.test(n.name))

describe('motion words become a motion the viewer plays (issue 17)', () => {
  it('gives the thing the word is about its motion, and nothing else', () => {
    const { doc } = build('a sneaker on a white pedestal, slowly spinning')
    expect(tops(doc, /sneaker/i)[0].motion).toEqual({ kind: 'spin', speed: 0.125 })
    expect(tops(doc, /pedestal/i)[0].motion).toBeUndefined()
  })
  it('reads a word before the noun, right after it, and "floating and spinning" together', () => {
    expect(tops(build('a red sports car on a rotating stand').doc, /stand|turntable/i)[0].motion?.kind).toBe('spin')
    // The car has no motion of its own: it is the stand's child, and turns with it.
    const { doc } = build('a red sports car on a rotating stand')
    const car = Object.values(doc.nodes).find((n) => /^sports car$/i.test(n.name))!
    expect(car.motion).toBeUndefined()
    expect(doc.nodes[car.parentId!]?.name).toMatch(/stand/i)
    expect(tops(build('a fishing boat bobbing on the sea').doc, /boat/i)[0].motion?.kind).toBe('bob')
    expect(tops(build('a wooden bowl of fruit spinning on a pedestal').doc, /bowl/i)[0].motion?.kind).toBe('spin')
    const dice = tops(build('giant dice floating and spinning').doc, /dic/i)
    expect(dice.length).toBeGreaterThan(0)
    for (const d of dice) {
      expect(d.motion?.kind).toBe('spin')
      expect(d.transform.position[1]).toBeGreaterThan(1)
    }
  })
  it('lifts a floating thing off the ground, and leaves a plain one standing', () => {
    expect(tops(build('a ghost floating').doc, /ghost/i)[0].transform.position[1]).toBeGreaterThan(1)
    expect(tops(build('a ghost').doc, /ghost/i)[0].transform.position[1]).toBeLessThan(0.5)
    expect(tops(build('a ghost').doc, /ghost/i)[0].motion).toBeUndefined()
  })
  it('floats the right thing: bees fly, a model with rings floats as a whole, ducks float on the water', () => {
    for (const bee of tops(build('a beehive hanging from a tree with bees flying around').doc, /bee\d*$/i)) expect(bee.transform.position[1]).toBeGreaterThan(1)
    const saturn = build('a saturn model with rings floating').doc
    expect(tops(saturn, /saturn/i)[0].transform.position[1]).toBeGreaterThan(1)
    for (const ring of tops(saturn, /ring/i)) expect(ring.motion).toBeUndefined()
    const pond = build('a pond with three ducks floating on the water').doc
    expect(tops(pond, /pond/i)[0].transform.position[1]).toBeLessThan(0.1)
    for (const duck of tops(pond, /duck/i)) expect(duck.motion?.kind).toBe('bob')
  })
  it('a follow-up sets the motion on what it names and says so', () => {
    const first = build('a sneaker on a pedestal')
    const r = planPrompt('make the sneaker spin', first.doc, first.memory)
    const doc = applyOps(first.doc, r.ops).doc
    expect(tops(doc, /sneaker/i)[0].motion?.kind).toBe('spin')
    expect(r.reply).toMatch(/made the (sneaker|shoe) spin/i)
    // Turning by an angle is still a turn, not a motion.
    const turned = planPrompt('rotate the sneaker 45 degrees', first.doc, first.memory)
    expect(applyOps(first.doc, turned.ops).doc.nodes[tops(first.doc, /sneaker/i)[0].id].motion).toBeUndefined()
  })
})
