import { describe, expect, it } from 'vitest'
import { issueScene, judged } from '../../../../tests/support/assistant/issue-check'

/** What a place added on its own makes way for the same thing asked for later, and only then. */
describe('unasked things a place added', () => {
  it('make way for the same kind asked for somewhere in particular, and the reply says so', () => {
    const s = issueScene('a beach with a palm tree', 'add a beach ball next to the palm tree')
    expect(judged(s, { objects: [{ noun: 'beach ball', count: 1 }], relations: [{ subject: 'beach ball', rel: 'next to', object: 'palm tree' }] }).failed, s.reply).toEqual([])
    expect(s.reply).toBe('Added a beach ball next to the palm tree. It takes the place of the beach ball I had added on my own.')
  })

  it('as many as the place brought: two speakers for the stage\'s two', () => {
    const s = issueScene('a concert stage with a microphone on it', 'add two speakers next to the stage')
    expect(s.named('speaker'), s.reply).toHaveLength(2)
  })

  it('stay when fewer are asked for than the place brought, or no place is said', () => {
    expect(issueScene('a forest', 'add a tree next to the pine tree').named('tree').length).toBe(issueScene('a forest').named('tree').length + 1)
    expect(issueScene('a beach', 'add a beach ball').named('beach ball')).toHaveLength(2)
  })

  it('stay once the user has changed them, or put something on them', () => {
    expect(issueScene('a living room with a sofa and a tv', 'make the coffee table blue', 'add a coffee table in front of the sofa').named('coffee table')).toHaveLength(2)
    const s = issueScene('a living room with a sofa and a tv', 'put a vase on the coffee table', 'add a coffee table in front of the sofa')
    expect(s.named('coffee table')).toHaveLength(2)
    expect(judged(s, { relations: [{ subject: 'vase', rel: 'on', object: 'coffee table' }] }).problems).toEqual([])
  })
})
