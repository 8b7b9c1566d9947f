// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest'
import { loadScene } from '@shared/scene/load'
import { descendants } from '@shared/scene/ops'
import { clickEvent, penguinScene } from '../../../../../tests/support/scene-fixtures'
import { deleteSelection, duplicateSelection, undo } from './editor-actions'
import { docStore, sessionStore } from '../editor-store'

beforeEach(() => {
  docStore.getState().load('p1', 'Penguins', penguinScene().doc, 1)
  sessionStore.setState({ selection: [] })
})

const doc = () => docStore.getState().doc

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
