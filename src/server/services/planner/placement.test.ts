import { describe, expect, it } from 'vitest'
import { judge, type ExpectV2 } from '../../../../tests/support/assistant/judge'
import { emptyScene } from '../../../shared/scene/defaults'
import { applyOps } from '../../../shared/scene/ops'
import { planPrompt } from './planner'

/** Placement fixes after the independent set's first run, judged on geometry like that set. */
function check(prompt: string, expect_: ExpectV2) {
  const r = planPrompt(prompt, emptyScene())
  const doc = applyOps(emptyScene(), r.ops).doc
  const { verdicts, problems } = judge(expect_, { doc })
  return { reply: r.reply, failed: verdicts.filter((v) => !v.ok).map((v) => v.what), problems }
}

describe('placement: containers, fronts and supports', () => {
  it.each([
    // Several things in one small container shrink so all of them fit (before: one fitted, the rest went beside).
    ['a vase with five tulips in it', { objects: [{ noun: 'tulip', count: 5 }], relations: [{ subject: 'tulip', rel: 'in', object: 'vase' }] }],
    ['a fish tank with two fish and three plants inside', { relations: [{ subject: 'plant', rel: 'in', object: 'fish tank' }, { subject: 'fish', rel: 'in', object: 'fish tank' }] }],
    // 'with' belongs to the thing the phrase is about, not to what it stands on or faces.
    ['a table on the rug with a lamp on it', { relations: [{ subject: 'lamp', rel: 'on', object: 'table' }, { subject: 'table', rel: 'on', object: 'rug' }] }],
    ['a bench facing the lake with a tree behind it', { relations: [{ subject: 'tree', rel: 'behind', object: 'bench' }, { subject: 'bench', rel: 'facing', object: 'lake' }] }],
    ['a kitchen counter with apples in a bowl', { relations: [{ subject: 'apple', rel: 'in', object: 'bowl' }, { subject: 'bowl', rel: 'on', object: 'kitchen counter' }] }],
    // A sofa placed before the TV turns to it; 'faces' and 'infront of' are understood.
    ['an armchair and a tv on the wall', { relations: [{ subject: 'armchair', rel: 'facing', object: 'tv' }, { subject: 'tv', rel: 'on the wall', object: 'wall' }] }],
    ['the couch faces a television', { relations: [{ subject: 'couch', rel: 'facing', object: 'television' }] }],
    ['a lamp infront of the sofa', { relations: [{ subject: 'lamp', rel: 'in front of', object: 'sofa' }] }],
    // A bed stands on legs, with room underneath.
    ['a pair of shoes under the bed', { relations: [{ subject: 'shoe', rel: 'under', object: 'bed' }] }],
    ['a kitten under the bed', { relations: [{ subject: 'kitten', rel: 'under', object: 'bed' }] }],
    // Said the other way round: what surrounds goes around.
    ['a fountain encircled by benches', { relations: [{ subject: 'bench', rel: 'around', object: 'fountain' }] }],
    ['a lake surrounded by trees', { relations: [{ subject: 'tree', rel: 'around', object: 'lake' }] }],
    // Under a light: the light hangs above it.
    ['a statue under a spotlight', { relations: [{ subject: 'spotlight', rel: 'above', object: 'statue' }] }],
    // A row facing something stands back far enough that its ends face it too.
    ['three desks facing the whiteboard', { objects: [{ noun: 'desk', count: 3 }], relations: [{ subject: 'desk', rel: 'facing', object: 'whiteboard' }] }],
    ['a card table with two stools facing each other', { objects: [{ noun: 'stool', count: 2 }], relations: [{ subject: 'stool', rel: 'facing', object: 'stool' }] }],
    // Hollow containers: a jar, a claw machine's glass case, a snow globe's water.
    ['a glass jar full of marbles', { objects: [{ noun: 'jar', count: 1 }], relations: [{ subject: 'marble', rel: 'in', object: 'jar' }] }],
    ['a claw machine with four plush bunnies inside', { relations: [{ subject: 'bunny', rel: 'in', object: 'claw machine' }] }],
    ['a snow globe with a snowman inside', { relations: [{ subject: 'snowman', rel: 'in', object: 'snow globe' }] }],
    ['a football in the soccer goal', { relations: [{ subject: 'football', rel: 'in', object: 'soccer goal' }] }],
    ['an animal cell with a nucleus inside', { relations: [{ subject: 'nucleus', rel: 'in', object: 'cell' }] }],
    // In front of something deep runs toward the camera, never round its back.
    ['a police car in front of a police station', { relations: [{ subject: 'police car', rel: 'in front of', object: 'police station' }] }],
    ['a bus in front of a train station', { relations: [{ subject: 'bus', rel: 'in front of', object: 'train station' }] }],
    // Thin pieces on a top (a hob's burners) are part of the top, and a lectern's top is flat.
    ['a teapot on the cooker', { relations: [{ subject: 'teapot', rel: 'on', object: 'cooker' }] }],
    ['a lectern with a book on it', { relations: [{ subject: 'book', rel: 'on', object: 'lectern' }] }],
    // A row that would run far off goes round the target instead.
    ['a shed with two horses next to it', { objects: [{ noun: 'horse', count: 2 }], relations: [{ subject: 'horse', rel: 'next to', object: 'shed' }] }],
    ['three oak trees next to a house', { objects: [{ noun: 'oak tree', count: 3 }], relations: [{ subject: 'oak tree', rel: 'next to', object: 'house' }] }],
    // A pair of headphones is one thing; things the catalogue lacks are built from the nearest it has, named as asked.
    ['a pair of sunglasses and a pair of headphones on a desk', { objects: [{ noun: 'headphones', count: 1 }] }],
    ['a table tennis table with two paddles on it', { objects: [{ noun: 'paddle', count: 2 }], relations: [{ subject: 'paddle', rel: 'on', object: 'table' }] }],
    ['a punching bag next to a bench', { objects: [{ noun: 'punching bag', count: 1 }], relations: [{ subject: 'punching bag', rel: 'next to', object: 'bench' }] }],
    ['a game board on a coffee table', { relations: [{ subject: 'game board', rel: 'on', object: 'coffee table' }] }],
    // A rug under something is laid where it stands, and it stands on the rug.
    ['an armchair with a rug under it', { relations: [{ subject: 'armchair', rel: 'on', object: 'rug' }] }],
    ['a coffee table and a carpet underneath it', { relations: [{ subject: 'coffee table', rel: 'on', object: 'carpet' }] }],
  ] as [string, ExpectV2][])('%s', (prompt, expect_) => {
    const { reply, failed, problems } = check(prompt, expect_)
    expect(failed, reply).toEqual([])
    expect(problems, reply).toEqual([])
  })
})

describe('click to animate', () => {
  const plan = (prompt: string) => {
    const r = planPrompt(prompt, emptyScene())
    return { reply: r.reply, doc: applyOps(emptyScene(), r.ops).doc }
  }
  const byName = (doc: ReturnType<typeof plan>['doc'], name: string) => Object.values(doc.nodes).find((n) => n.name === name)!

  it.each([
    ['a wooden door that opens when you click it', 'Door', 'swing'],
    ['a trophy on a pedestal, tap the trophy to spin it', 'Trophy', 'spin'],
    ['a puppy, when I click the puppy it jumps', 'Puppy', 'bob'],
  ])('%s', (prompt, name, kind) => {
    const { reply, doc } = plan(prompt)
    const node = byName(doc, name)
    expect(node, reply).toBeTruthy()
    expect(node.events.map((e) => [e.trigger, e.action, e.targetId])).toEqual([['click', 'animate', node.id]])
    expect(node.motion?.kind).toBe(kind)
    expect(reply).toMatch(/now (opens|spins|bounces) it/)
  })

  it('keeps "opens" with a web address a link', () => {
    const { doc } = plan('a sign, clicking the sign opens example.com')
    expect(byName(doc, 'Sign').events.map((e) => e.action)).toEqual(['redirect'])
  })
})

describe('colour and material words', () => {
  const shapes = (prompt: string) => {
    const r = planPrompt(prompt, emptyScene())
    return Object.values(applyOps(emptyScene(), r.ops).doc.nodes).filter((n) => n.kind === 'shape')
  }

  it('gives colourful things varied colours, not one', () => {
    const cubes = shapes('four colourful cubes')
    expect(cubes).toHaveLength(4)
    expect(new Set(cubes.map((n) => n.kind === 'shape' && n.material.albedo)).size).toBe(4)
    expect(cubes.every((n) => n.kind === 'shape' && n.material.albedo !== '#F5F5F5')).toBe(true)
  })

  it('makes chrome a mirror-smooth metal and gold a metal, with the Metallic toggle on so the renderer uses them', () => {
    const [chrome] = shapes('a chrome sphere')
    expect(chrome.kind === 'shape' && chrome.material).toMatchObject({ metallicEnabled: true, metallic: 1 })
    expect(chrome.kind === 'shape' && chrome.material.smoothness).toBeGreaterThanOrEqual(0.9)
    const [gold] = shapes('a gold cube')
    expect(gold.kind === 'shape' && gold.material).toMatchObject({ metallicEnabled: true, albedo: '#FFD700' })
    expect(gold.kind === 'shape' && gold.material.metallic).toBeGreaterThanOrEqual(0.9)
    const glass = shapes('a glass vase')
    expect(glass.every((n) => n.kind === 'shape' && n.material.renderingMode === 'Transparent' && n.material.metallicEnabled && n.material.smoothness >= 0.9)).toBe(true)
  })
})

describe('one for each', () => {
  it.each([
    ['three tables each with a vase', 'vase', 'table'],
    ['4 desks each with a laptop', 'laptop', 'desk'],
  ])('%s', (prompt, noun) => {
    const r = planPrompt(prompt, emptyScene())
    const doc = applyOps(emptyScene(), r.ops).doc
    const n = Number(/^\d/.test(prompt) ? prompt[0] : 3)
    const { verdicts } = judge({ objects: [{ noun, count: n }] }, { doc })
    expect(verdicts.filter((v) => !v.ok).map((v) => v.what), r.reply).toEqual([])
  })

  it('puts one over every table, and says so', () => {
    const r = planPrompt('three tables with a lamp above each table', emptyScene())
    const doc = applyOps(emptyScene(), r.ops).doc
    const { verdicts } = judge({ objects: [{ noun: 'lamp', count: 3 }], relations: [{ subject: 'lamp', rel: 'above', object: 'table' }] }, { doc })
    expect(verdicts.filter((v) => !v.ok).map((v) => v.what), r.reply).toEqual([])
    expect(r.reply).toMatch(/a lamp above each table|above each of three tables/)
  })
})

describe('floating and flying', () => {
  it.each([
    ['a sun with planets around it, floating', { motion: [{ subject: 'planet', kind: 'floating' }], relations: [{ subject: 'planet', rel: 'around', object: 'sun' }] }],
    ['paper planes and hats flying in the air', { motion: [{ subject: 'hat', kind: 'flying' }] }],
  ] as [string, ExpectV2][])('%s', (prompt, expect_) => {
    const { reply, failed, problems } = check(prompt, expect_)
    expect(failed, reply).toEqual([])
    expect(problems, reply).toEqual([])
    expect(reply).not.toMatch(/left out the air/)
  })
})
