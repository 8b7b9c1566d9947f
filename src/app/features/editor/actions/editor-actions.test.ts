// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest'
import { loadScene } from '@shared/scene/load'
import { applyOps, descendants } from '@shared/scene/ops'
import { clickEvent, penguinScene } from '../../../../../tests/support/scene-fixtures'
import { deleteSelection, duplicateSelection, restoreDraft, undo } from './editor-actions'
import { docStore, sessionStore } from '../editor-store'

beforeEach(() => {
  docStore.getState().load('p1', 'Penguins', penguinScene().doc, 1)
  sessionStore.setState({ selection: [] })
})

const doc = () => docStore.getState().doc

describe('restoring an unsaved draft', () => {
  it('works with groups in both scenes and brings the draft’s assets, as one undo step (bug 2)', () => {
    const before = doc()
    // The draft: the penguins moved under one parent, an image added, the Ice gone.
    const asset = { id: 'img1', type: 'image' as const, name: 'sky.png', url: '/sky.png', size: 5, mime: 'image/png' }
    const draft = applyOps(before, [
      { op: 'add-asset', asset },
      { op: 'update', id: 'penguin-1', patch: { parentId: 'penguin-0' } },
      { op: 'remove', id: 'ice' },
      { op: 'update', id: 'body-0', patch: { name: 'Fat body' } },
    ]).doc
    restoreDraft(loadScene(JSON.parse(JSON.stringify(draft))))
    expect(doc()).toEqual(draft)
    expect(doc().assets.img1).toEqual(asset)
    expect(docStore.getState().undoLabel).toBe('Restore unsaved draft')
    undo()
    expect(doc()).toEqual(before)
  })
})

describe('duplicate', () => {
  it('copies a group with its children, their order and the events among them (bug 3)', () => {
    const { penguins } = penguinScene()
    docStore.getState().commit('Aim', [{ op: 'update', id: 'body-0', patch: { events: [clickEvent('ev-body', 'beak-0')] } }])
    const before = doc()
    sessionStore.setState({ selection: [penguins[0], 'body-0'] })
    duplicateSelection()
    const [copy] = sessionStore.getState().selection
    expect(copy).not.toBe(penguins[0])
    expect(doc().nodes[copy].name).toBe('Penguin_copy')
    const kids = descendants(doc().nodes, copy).map((id) => doc().nodes[id])
    expect(kids.map((n) => [n.kind, n.order])).toEqual([['shape', 'a0'], ['shape', 'a1']])
    expect(Object.keys(doc().nodes)).toHaveLength(Object.keys(before.nodes).length + 3)
    // The copied Body's event aims at the copied Beak, not at the original.
    expect(kids[0].events.map((e) => e.targetId)).toEqual([kids[1].id])
    expect(() => loadScene(doc())).not.toThrow()
    undo()
    expect(doc()).toEqual(before)
  })
})

describe('delete', () => {
  it('removes a group aimed at by an event, dropping the event; undo brings both back', () => {
    const before = doc()
    sessionStore.setState({ selection: ['penguin-2', 'body-2'] })
    deleteSelection()
    expect(doc().nodes['body-2']).toBeUndefined()
    expect(doc().nodes.ice.events).toEqual([])
    expect(() => loadScene(doc())).not.toThrow()
    undo()
    expect(doc()).toEqual(before)
  })
})
