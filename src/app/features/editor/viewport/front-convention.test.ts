import { describe, expect, it } from 'vitest'
import { FRONT_Z } from '@shared/scene/view-angles'
import { planChat } from '../../../../../tests/support/assistant/plan-chat'
import { viewDirection } from '../../scene-render/core/camera-fit'
import { CAMERA_START } from './camera-math'

/** Where a node stands in the world (groups' offsets added). */
function worldZ(doc: ReturnType<typeof planChat>['doc'], name: RegExp) {
  const node = Object.values(doc.nodes).find((n) => name.test(n.name) && (n.parentId === null || !name.test(doc.nodes[n.parentId]?.name ?? '')))
  if (!node) throw new Error(`no node named ${name}`)
  let z = 0
  for (let at: typeof node | undefined = node; at; at = at.parentId ? doc.nodes[at.parentId] : undefined) z += at.transform.position[2]
  return z
}

describe('one front for the assistant, the fitted view and the editor camera (+Z)', () => {
  it('the editor starts and the fitted view looks from the front side', () => {
    expect(Math.sign(CAMERA_START[2])).toBe(FRONT_Z)
    expect(Math.sign(viewDirection().z)).toBe(FRONT_Z)
  })

  it('"in front of" is toward the viewer and "behind" away from it', () => {
    const front = planChat(['a house', 'a dog in front of the house']).doc
    expect(Math.sign(worldZ(front, /dog/i) - worldZ(front, /house/i))).toBe(FRONT_Z)
    const back = planChat(['a house', 'a tree behind the house']).doc
    expect(Math.sign(worldZ(back, /tree/i) - worldZ(back, /house/i))).toBe(-FRONT_Z)
    // In one prompt too, and for a thing the assistant turns side-on (a car shows its side).
    const once = planChat(['a tree behind a car']).doc
    expect(Math.sign(worldZ(once, /tree/i) - worldZ(once, /car/i))).toBe(-FRONT_Z)
  })
})
