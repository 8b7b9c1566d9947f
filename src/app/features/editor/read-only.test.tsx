// @vitest-environment jsdom
import { act } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { createShape, emptyScene } from '@shared/scene/defaults'
import { api } from '@app/lib/api'
import { useDomRoot } from '../../../../tests/support/dom-root'
import { docStore } from './editor-store'
import { accessStore, useProjectAccess } from './read-only'

const dom = useDomRoot({ cleanUp: () => vi.restoreAllMocks() })
function Probe({ id }: { id: string }) {
  useProjectAccess(id)
  return null
}
const answer = (role: string) => vi.spyOn(api, 'get').mockResolvedValue({ data: { data: { role, teamId: null } } })
const addCube = () => docStore.getState().commit('Add Cube', [{ op: 'add', node: createShape(docStore.getState().doc, 'cube') }])
const count = () => Object.keys(docStore.getState().doc.nodes).length

afterEach(() => docStore.getState().load('', '', emptyScene(), 0))

describe('the read-only editor of a viewer', () => {
  it('refuses every change while the role is viewer, and gives the document back its door on leaving', async () => {
    const get = answer('viewer')
    docStore.getState().load('p1', 'Shared', emptyScene(), 1)
    await act(async () => dom.root.render(<Probe id="p1" />))
    expect(get).toHaveBeenCalledWith('/experience/p1/access')
    expect(accessStore.getState()).toEqual({ role: 'viewer', readOnly: true })
    addCube()
    expect(count()).toBe(0)
    expect(docStore.getState().undo()).toBeUndefined()

    act(() => dom.root.unmount())
    expect(accessStore.getState().readOnly).toBe(false)
    addCube()
    expect(count()).toBe(1)
  })

  it('leaves an editor’s document open to change', async () => {
    answer('editor')
    docStore.getState().load('p2', 'Team', emptyScene(), 1)
    await act(async () => dom.root.render(<Probe id="p2" />))
    expect(accessStore.getState()).toEqual({ role: 'editor', readOnly: false })
    addCube()
    expect(count()).toBe(1)
  })
})
