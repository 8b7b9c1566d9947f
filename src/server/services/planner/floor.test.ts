import { describe, expect, it } from 'vitest'
import { judge } from '../../../../tests/support/assistant/judge'
import { objectsOf } from '../../../../tests/support/assistant/scene-geometry'
import { planChat } from '../../../../tests/support/assistant/plan-chat'
import type { SceneDocument } from '../../../shared/scene/schema'

/** 'on the floor' lays a floor under the scene, and the judge tells a floor by its shape, not its name. */
const steps = (...prompts: string[]): SceneDocument => planChat(prompts).doc
const floorOk = (doc: SceneDocument) => judge({ environment: { ground: 'floor' } }, { doc }).verdicts.every((v) => v.ok)
const flats = (doc: SceneDocument) => objectsOf(doc).filter((o) => o.box.max[1] - o.box.min[1] < 0.05)

describe('a floor for what is on the floor', () => {
  it.each(['a red ball on the floor', 'kids sitting around a board game on the floor'])('%s: a wide flat floor at ground level under everything, and nothing else changes', (prompt) => {
    const doc = steps(prompt)
    expect(floorOk(doc)).toBe(true)
    const { problems } = judge({}, { doc })
    expect(problems).toEqual([])
  })

  it('is seen by its shape: renamed, it is still a floor; without one there is none', () => {
    const doc = steps('a red ball on the floor')
    const renamed = structuredClone(doc)
    for (const n of Object.values(renamed.nodes)) if (n.name.startsWith('Floor')) n.name = 'Boards'
    expect(floorOk(renamed)).toBe(true)
    expect(floorOk(steps('a red ball'))).toBe(false)
  })

  it('follow-ups keep the one floor and add no other, and "it" is still the ball', () => {
    const doc = steps('a red ball on the floor', 'make it bigger', 'put a box next to the ball on the floor')
    expect(flats(doc)).toHaveLength(1)
    expect(floorOk(doc)).toBe(true)
    const { verdicts } = judge({ objects: [{ noun: 'ball', count: 1 }, { noun: 'box', count: 1 }], relations: [{ subject: 'box', rel: 'next to', object: 'ball' }] }, { doc, before: steps('a red ball on the floor') })
    expect(verdicts.filter((v) => !v.ok)).toEqual([])
  })
})
