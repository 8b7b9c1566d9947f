import { expect } from 'vitest'
import { planChat } from './plan-chat'
import { colourFamilies, judge, names } from './judge'
import { objectsOf, type Obj } from './scene-geometry'

/**
 * Helpers for the planner's class tests (issues 25 and 30): a chat planned from an empty scene,
 * judged plausible, with its objects found by the asked noun the way the judge finds them, and
 * colours read as hue families of the drawn pieces (never the planner's own labels).
 */
export function scene(...steps: string[]) {
  const { doc, results } = planChat(steps)
  const objs = objectsOf(doc)
  const of = (noun: string) => objs.filter((o) => !o.light && names(o.node.name, noun))
  expect(judge({}, { doc }).problems).toEqual([])
  return { doc, objs, of, reply: results[results.length - 1].reply }
}
export const shapes = (o: Obj) => o.leaves.filter((l) => l.node.kind === 'shape')
export const albedo = (l: Obj['leaves'][number]) => (l.node.kind === 'shape' ? l.node.material.albedo : '')
export const volume = (b: Obj['box']) => (b.max[0] - b.min[0]) * (b.max[1] - b.min[1]) * (b.max[2] - b.min[2])
export const biggest = (o: Obj) => [...shapes(o)].sort((a, b) => volume(b.box) - volume(a.box))[0]
export const is = (l: Obj['leaves'][number], colour: string) => colourFamilies(albedo(l)).includes(colour)

