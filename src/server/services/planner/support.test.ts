import { describe, expect, it } from 'vitest'
import { judge, type ExpectV2 } from '../../../../tests/support/assistant/judge'
import { emptyScene } from '../../../shared/scene/defaults'
import { applyOps } from '../../../shared/scene/ops'
import { planPrompt } from './planner'

/** The examples issue 17 reproduced, judged on geometry like the independent set. */
function check(prompt: string, expect_: ExpectV2) {
  const r = planPrompt(prompt, emptyScene())
  const doc = applyOps(emptyScene(), r.ops).doc
  const { verdicts, problems } = judge(expect_, { doc })
  return { reply: r.reply, failed: verdicts.filter((v) => !v.ok).map((v) => v.what), problems }
}

describe('support, containment, arrangement and counts (issue 17)', () => {
  it.each([
    ['a cat on the sofa', { objects: [{ noun: 'cat', count: 1 }], relations: [{ subject: 'cat', rel: 'on', object: 'sofa' }] }],
    ['a vase on a round table', { relations: [{ subject: 'vase', rel: 'on', object: 'table' }] }],
    ['a monitor on a desk', { relations: [{ subject: 'monitor', rel: 'on', object: 'desk' }] }],
    ['an iceberg with five penguins on it', { objects: [{ noun: 'penguin', count: 5 }], relations: [{ subject: 'penguin', rel: 'on', object: 'iceberg' }] }],
    ['a fish tank with three orange fish on a table', { objects: [{ noun: 'fish', count: 3, color: 'orange' }], relations: [{ subject: 'fish', rel: 'in', object: 'fish tank' }, { subject: 'fish tank', rel: 'on', object: 'table' }] }],
    ['three apples in a bowl', { objects: [{ noun: 'apple', count: 3 }], relations: [{ subject: 'apple', rel: 'in', object: 'bowl' }] }],
    ['a campfire with four logs around it', { objects: [{ noun: 'log', count: 4 }], relations: [{ subject: 'log', rel: 'around', object: 'campfire' }] }],
    ['a dining room with a round table and four chairs around it', { objects: [{ noun: 'chair', count: 4 }], relations: [{ subject: 'chair', rel: 'around', object: 'table' }, { subject: 'chair', rel: 'facing', object: 'table' }] }],
    ['a grey sofa facing a tv and a coffee table in front of the sofa', { relations: [{ subject: 'sofa', rel: 'facing', object: 'tv' }, { subject: 'coffee table', rel: 'in front of', object: 'sofa' }, { subject: 'tv', rel: 'facing', object: 'sofa' }] }],
    ['three paintings on the walls', { objects: [{ noun: 'painting', count: 3 }, { noun: 'wall', count: 1 }], relations: [{ subject: 'painting', rel: 'on the wall', object: 'wall' }] }],
    ['a clock on the wall above a fireplace', { relations: [{ subject: 'clock', rel: 'on the wall', object: 'wall' }, { subject: 'clock', rel: 'above', object: 'fireplace' }] }],
    ['a classroom with 6 desks in two rows and a blackboard on the wall', { objects: [{ noun: 'desk', count: 6 }], relations: [{ subject: 'blackboard', rel: 'on the wall', object: 'wall' }] }],
    ['a periodic table on the classroom wall', { relations: [{ subject: 'periodic table', rel: 'on the wall', object: 'wall' }] }],
    ['a tv on the wall', { relations: [{ subject: 'tv', rel: 'on the wall', object: 'wall' }] }],
    ['a stage with speakers on both sides', { objects: [{ noun: 'speaker', count: 2 }], relations: [{ subject: 'speaker', rel: 'next to', object: 'stage' }] }],
    ['a bed, two nightstands on either side and a lamp on each nightstand', { objects: [{ noun: 'bed', count: 1 }, { noun: 'nightstand', count: 2 }, { noun: 'lamp', count: 2 }], relations: [{ subject: 'nightstand', rel: 'next to', object: 'bed' }, { subject: 'lamp', rel: 'on', object: 'nightstand' }] }],
    ['a bicycle showroom with four bikes in a row', { objects: [{ noun: 'bike', count: 4 }] }],
    ['a birds nest with three eggs in it on a branch', { objects: [{ noun: 'egg', count: 3 }], relations: [{ subject: 'egg', rel: 'in', object: 'nest' }, { subject: 'nest', rel: 'on', object: 'branch' }] }],
    ['a counter with three rings in a glass box', { relations: [{ subject: 'ring', rel: 'in', object: 'box' }] }],
    ['a house with a mailbox in front', { relations: [{ subject: 'mailbox', rel: 'in front of', object: 'house' }] }],
    ['a podium with a banner behind saying "WELCOME"', { text: ['WELCOME'], relations: [{ subject: 'banner', rel: 'behind', object: 'podium' }] }],
    ['3 pedestals in a row, a red cube on the first, a blue sphere on the second and a yellow cone on the third', { objects: [{ noun: 'pedestal', count: 3 }], relations: [{ subject: 'cube', rel: 'on', object: 'pedestal' }, { subject: 'sphere', rel: 'on', object: 'pedestal' }, { subject: 'cone', rel: 'on', object: 'pedestal' }] }],
    ['a rug on the floor with a cat sleeping on it', { relations: [{ subject: 'cat', rel: 'on', object: 'rug' }] }],
    ['4 sheep on a grassy hill', { objects: [{ noun: 'sheep', count: 4 }], relations: [{ subject: 'sheep', rel: 'on', object: 'hill' }], environment: { ground: 'grass' } }],
    ['a forest of ten trees', { objects: [{ noun: 'tree', count: 10 }] }],
    ['the sun and eight planets', { objects: [{ noun: 'sun', count: 1 }, { noun: 'planet', count: 8 }] }],
    ['a snowy park with two pine trees', { objects: [{ noun: 'tree', count: 2 }] }],
    // The first scoop rests on the cone, the others on it (plausibility fails anything floating).
    ['an ice cream cone with three scoops', { objects: [{ noun: 'scoop', count: 3 }, { noun: 'ice cream cone', count: 1 }] }],
    ['a chess board with two kings', { objects: [{ noun: 'chess board', count: 1 }, { noun: 'king', count: 2 }], relations: [{ subject: 'king', rel: 'on', object: 'chess board' }] }],
    ['a rocket on a launch pad', { relations: [{ subject: 'rocket', rel: 'on', object: 'launch pad' }] }],
    ['a robot next to a charging station', { relations: [{ subject: 'robot', rel: 'next to', object: 'charging station' }] }],
    ['a red sports car on a rotating stand', { objects: [{ noun: 'sports car', count: 1, color: 'red' }], relations: [{ subject: 'sports car', rel: 'on', object: 'rotating stand' }] }],
    ['a medieval village at night with torches', { objects: [{ noun: 'torch' }], environment: { time: 'night' } }],
    ['an airplane flying over the skyscrapers', { relations: [{ subject: 'airplane', rel: 'above', object: 'skyscraper' }] }],
    ['a ping pong table with a net', { objects: [{ noun: 'ping pong table', count: 1 }, { noun: 'net', count: 1 }] }],
  ] as [string, ExpectV2][])('%s', (prompt, expect_) => {
    const { reply, failed, problems } = check(prompt, expect_)
    expect(failed, reply).toEqual([])
    expect(problems, reply).toEqual([])
  })

  it('puts nothing on a tip, a flame or a thin edge, and says where it went instead', () => {
    for (const [prompt, noun, holder] of [['a desk lamp on a floor lamp', 'desk lamp', 'floor lamp'], ['a cake on a candle', 'cake', 'candle'], ['three easels on three barriers', 'easel', 'barrier']]) {
      const { reply, failed, problems } = check(prompt, { relations: [{ subject: noun, rel: 'next to', object: holder }] })
      expect(failed, reply).toEqual([])
      expect(problems, reply).toEqual([])
      expect(reply).toMatch(/no top that can hold/)
      expect(reply).not.toMatch(new RegExp(`${noun} on `))
    }
  })

  it('says what it left out, and never claims it', () => {
    const r = planPrompt('a table with two hovercrafts on it', emptyScene())
    expect(r.reply).toMatch(/I left out the hovercrafts/)
    expect(r.reply).not.toMatch(/hovercrafts on/)
    const none = planPrompt('a hovercraft', emptyScene())
    expect(none.ops).toEqual([])
    expect(none.reply).toMatch(/can't build the hovercraft/)
  })

  it('links a clicked thing to a web page it was not given the address of, and says so', () => {
    const r = planPrompt('a laptop on a desk, clicking it opens our website', emptyScene())
    const doc = applyOps(emptyScene(), r.ops).doc
    const laptop = Object.values(doc.nodes).find((n) => n.name === 'Laptop')!
    expect(laptop.events.map((e) => [e.trigger, e.action, e.url])).toEqual([['click', 'redirect', null]])
    expect(Object.values(doc.nodes).find((n) => n.name === 'Desk')!.events).toEqual([])
    expect(r.reply).toMatch(/Clicking the laptop now opens a web page: add its address in the Events panel/)
    expect(r.reply).not.toMatch(/left out/)
  })

  it('builds a thing it has no model of as the nearest thing it has, named as asked', () => {
    const r = planPrompt('a toaster on the kitchen island and two goldfish in a fish tank', emptyScene())
    const doc = applyOps(emptyScene(), r.ops).doc
    const { verdicts, problems } = judge(
      { objects: [{ noun: 'toaster', count: 1 }, { noun: 'kitchen island', count: 1 }, { noun: 'goldfish', count: 2 }], relations: [{ subject: 'toaster', rel: 'on', object: 'kitchen island' }, { subject: 'goldfish', rel: 'in', object: 'fish tank' }] },
      { doc },
    )
    expect(verdicts.filter((v) => !v.ok).map((v) => v.what), r.reply).toEqual([])
    expect(problems).toEqual([])
    expect(r.reply).not.toMatch(/left out/)
  })
})
