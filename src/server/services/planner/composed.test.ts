import { describe, expect, it } from 'vitest'
import { judge, type ExpectV2 } from '../../../../tests/support/assistant/judge'
import { emptyScene } from '../../../shared/scene/defaults'
import { applyOps } from '../../../shared/scene/ops'
import { planPrompt } from './planner'

function plan(prompt: string) {
  const r = planPrompt(prompt, emptyScene())
  return { reply: r.reply, doc: applyOps(emptyScene(), r.ops).doc }
}
function check(prompt: string, expect_: ExpectV2) {
  const { doc } = plan(prompt)
  const { verdicts, problems } = judge(expect_, { doc })
  return { failed: verdicts.filter((v) => !v.ok).map((v) => v.what), problems }
}
const topNames = (prompt: string) => Object.values(plan(prompt).doc.nodes).filter((n) => n.parentId === null).map((n) => n.name.replace(/\d+$/, ''))

describe('things the catalogue lacked, composed and named as asked, and the words round them', () => {
  it.each([
    ['a picnic table under a wooden canopy', { objects: [{ noun: 'canopy', count: 1 }], relations: [{ subject: 'picnic table', rel: 'under', object: 'canopy' }] }],
    ['a pair of sunglasses resting on a mannequin head', { objects: [{ noun: 'sunglasses', count: 1 }], relations: [{ subject: 'sunglasses', rel: 'on', object: 'mannequin head' }] }],
    ['a beaker standing on a bunsen burner', { relations: [{ subject: 'beaker', rel: 'on', object: 'bunsen burner' }] }],
    ['a pendulum hanging above a desk', { objects: [{ noun: 'pendulum', count: 1 }], relations: [{ subject: 'pendulum', rel: 'above', object: 'desk' }] }],
    ['a slowly rotating double helix', { objects: [{ noun: 'helix', count: 1 }], motion: [{ subject: 'helix', kind: 'rotating' }] }],
    ['two electrons circling around the nucleus', { objects: [{ noun: 'nucleus', count: 1 }, { noun: 'electron', count: 2 }] }],
    ['a donut under a bell jar', { relations: [{ subject: 'donut', rel: 'in', object: 'bell jar' }] }],
    ['a gold pendant necklace in a display case', { objects: [{ noun: 'necklace', color: 'gold' }], relations: [{ subject: 'necklace', rel: 'in', object: 'display case' }] }],
    ['a dresser with a box of clothes on top', { relations: [{ subject: 'box', rel: 'on', object: 'dresser' }] }],
    ['a park with a pond and three ducks next to it', { relations: [{ subject: 'duck', rel: 'next to', object: 'pond' }] }],
    ['a vase in the middle of the dining table', { relations: [{ subject: 'vase', rel: 'on', object: 'table' }] }],
    ['a dog lying on grass', { environment: { ground: 'grass' } }],
    ['two camels between the sand dunes', { environment: { ground: 'sand' } }],
    ['a busy road with a blue van parked in front of the bakery', { relations: [{ subject: 'van', rel: 'in front of', object: 'bakery' }] }],
    ['a bar at night with pink neon lights', { objects: [{ noun: 'neon light' }] }],
    ['a big red lever on the wall, pull it to play a sound', { events: [{ subject: 'lever', trigger: 'click', action: 'sound' }] }],
    ['a football pitch with a ball', { objects: [{ noun: 'football pitch', count: 1 }], environment: { ground: 'grass' } }],
  ] as [string, ExpectV2][])('%s', (prompt, want) => {
    const { failed, problems } = check(prompt, want)
    expect(failed).toEqual([])
    expect(problems).toEqual([])
  })

  it('a part named with its owner colours the part and adds nothing ("a cottage with a blue roof")', () => {
    const { doc } = plan('a house with a blue roof')
    const names = Object.values(doc.nodes).filter((n) => n.parentId === null).map((n) => n.name)
    expect(names).toEqual(['House'])
    const roof = Object.values(doc.nodes).find((n) => n.name === 'Roof' && n.kind === 'shape')
    expect(roof?.kind === 'shape' && roof.material.albedo.toLowerCase()).not.toBe('#d62828')
  })

  it('"on the roof of the house" is about the house\'s own roof: no separate roof is built', () => {
    expect(topNames('a cat on the roof of the house').sort()).toEqual(['Cat', 'House'])
  })

  it('"a bottle of perfume" is one perfume bottle', () => {
    expect(topNames('a bottle of perfume on a shelf').filter((n) => /bottle/i.test(n))).toEqual(['Perfume Bottle'])
  })

  it('a kind of farm is a farm, not one more animal ("a chicken farm" has no extra chicken beside the farm\'s)', () => {
    const { reply } = plan('an ant farm with ants in a glass box')
    expect(check('an ant farm with ants in a glass box', { relations: [{ subject: 'ant', rel: 'in', object: 'glass box' }] }).failed).toEqual([])
    expect(reply).toContain('ants')
  })

  it('standing torches in a row are spread about their height apart, each lighting its own patch', () => {
    const { doc } = plan('three torches')
    const xs = Object.values(doc.nodes).filter((n) => n.parentId === null && /^Torch\d*$/.test(n.name)).map((n) => n.transform.position[0]).sort((a, b) => a - b)
    expect(xs).toHaveLength(3)
    expect(xs[1] - xs[0]).toBeGreaterThan(1.2)
  })

  it('tall scenery a place adds stands back from the prompt\'s own things: no tree or house in front of a torch', () => {
    const { doc } = plan('a village at night with torches')
    const top = Object.values(doc.nodes).filter((n) => n.parentId === null)
    const torches = top.filter((n) => /^Torch\d*$/.test(n.name))
    const tall = top.filter((n) => /^(Tree|House)\d*$/.test(n.name))
    expect(torches.length).toBeGreaterThan(0)
    for (const t of torches) for (const s of tall) {
      // In front is nearer the default camera (+Z) and within a couple of metres sideways.
      const hides = s.transform.position[2] > t.transform.position[2] && Math.abs(s.transform.position[0] - t.transform.position[0]) < 2
      expect(hides, `${s.name} hides ${t.name}`).toBe(false)
    }
  })

  it('a palm tree has drooping fronds round its crown, not one flat disc', () => {
    const { doc } = plan('a palm tree')
    const fronds = Object.values(doc.nodes).filter((n) => n.kind === 'shape' && n.name.startsWith('Frond'))
    expect(fronds.length).toBeGreaterThanOrEqual(5)
    for (const f of fronds) expect(Math.abs(f.transform.rotation[2])).toBeGreaterThan(0.2)
  })

  it('a bare shape on a table is sized for the table, not left at its one-metre default; a size the prompt gave stays', () => {
    const widthOf = (prompt: string, name: string) => Object.values(plan(prompt).doc.nodes).find((n) => n.name === name)!.transform.scale[0]
    expect(widthOf('a shiny sphere on the dining table', 'Sphere')).toBeLessThan(0.4)
    expect(check('a shiny sphere on the dining table', { relations: [{ subject: 'sphere', rel: 'on', object: 'table' }] }).failed).toEqual([])
    expect(widthOf('a big cube on the dining table', 'Cube')).toBeGreaterThan(0.5)
  })
})
