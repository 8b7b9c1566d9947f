import { describe, expect, it } from 'vitest'
import { createShape, emptyScene } from '../../../shared/scene/defaults'
import { loadScene } from '../../../shared/scene/load'
import { applyOps } from '../../../shared/scene/ops'
import { planPrompt } from './planner'

describe('the assistant removing an object that an event aims at (bug 4)', () => {
  it('plans a remove that the server accepts: the event aimed at it goes with it', () => {
    let doc = emptyScene()
    const cube = { ...createShape(doc, 'cube', [0, 0.5, 0]), id: 'cube1' }
    doc = applyOps(doc, [{ op: 'add', node: cube }]).doc
    const sphere = { ...createShape(doc, 'sphere', [2, 0.5, 0]), id: 'sphere1', events: [{ id: 'ev1', inputType: 'mouse' as const, trigger: 'click' as const, action: 'disable' as const, targetId: 'cube1', url: null }] }
    doc = applyOps(doc, [{ op: 'add', node: sphere }]).doc

    const plan = planPrompt('remove the cube', doc)
    expect(plan.ops).toContainEqual({ op: 'remove', id: 'cube1' })
    // What the chat service does with a plan: apply, then load (a dangling event used to fail here with 422).
    const after = loadScene(applyOps(doc, plan.ops).doc)
    expect(after.nodes.cube1).toBeUndefined()
    expect(after.nodes.sphere1.events).toEqual([])
  })
})
