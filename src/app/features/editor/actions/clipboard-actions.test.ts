import { boxesOverlap, childrenIndex, nodeBounds } from '@shared/scene/bounds'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createGroup, createShape, emptyScene } from '@shared/scene/defaults'
import { createImage } from '@shared/scene/media-factories'
import { applyOps } from '@shared/scene/ops'
import { isObjectId, newObjectId } from '@shared/ids'
import type { SceneAsset, SceneDocument, SceneNode } from '@shared/scene/schema'

/** A Storage good enough for the module (node has none): what a reload would find again. */
function fakeStorage() {
  const data = new Map<string, string>()
  return {
    getItem: (k: string) => data.get(k) ?? null,
    setItem: (k: string, v: string) => void data.set(k, String(v)),
    removeItem: (k: string) => void data.delete(k),
    clear: () => data.clear(),
  }
}

const asset: SceneAsset = { id: newObjectId(), type: 'image', name: 'photo.png', url: '/uploads/photo.png', size: 10, mime: 'image/png' }

/** Group(Cube child, Sphere child with an event aimed at Cube) + Image + Plane aimed at the Image. */
function sampleDoc() {
  let doc = emptyScene()
  const add = (node: SceneNode) => ((doc = applyOps(doc, [{ op: 'add', node }]).doc), node)
  doc = applyOps(doc, [{ op: 'add-asset', asset }]).doc
  const group = add(createGroup(doc, [1, 0, 1]))
  const cube = add({ ...createShape(doc, 'cube', [0, 1, 0]), parentId: group.id })
  const sphere = add({ ...createShape(doc, 'sphere', [2, 0, 0]), parentId: group.id, events: [{ id: 'ev-1', inputType: 'mouse', trigger: 'click', action: 'disable', targetId: cube.id, url: null }] })
  const image = add(createImage(doc, { id: asset.id, name: 'photo' }, [4, 0, 4]))
  const plane = add({ ...createShape(doc, 'plane', [-2, 0, 0]), events: [{ id: 'ev-2', inputType: 'mouse', trigger: 'click', action: 'disable', targetId: image.id, url: null }] })
  return { doc, group, cube, sphere, image, plane }
}

// Each test loads a fresh copy of the modules, as a page reload would.
async function load() {
  const store = await import('../editor-store')
  const clipboard = await import('./clipboard-actions')
  return { ...store, ...clipboard }
}
let m: Awaited<ReturnType<typeof load>>
let s: ReturnType<typeof sampleDoc>
const added = (before: SceneDocument, after: SceneDocument) => Object.values(after.nodes).filter((n) => !before.nodes[n.id])

beforeEach(async () => {
  vi.resetModules()
  vi.stubGlobal('localStorage', fakeStorage())
  m = await load()
  s = sampleDoc()
  m.docStore.getState().load('p1', 'Clip test', s.doc, 1)
})
afterEach(() => vi.unstubAllGlobals())

describe('copy and paste', () => {
  it('pastes a deep copy with new ids, names, offsets, parents and events remapped, as one undo step', () => {
    m.sessionStore.getState().select([s.group.id])
    expect(m.copySelection()).toBe(true)
    expect(m.pasteClipboard()).toBe(true)
    const after = m.docStore.getState().doc
    const copies = added(s.doc, after)
    expect(copies).toHaveLength(3)
    expect(copies.every((n) => isObjectId(n.id))).toBe(true)
    const group = copies.find((n) => n.kind === 'group')!
    const cube = copies.find((n) => n.name.startsWith('Cube'))!
    const sphere = copies.find((n) => n.name.startsWith('Sphere'))!
    expect([group.name, cube.name, sphere.name]).toEqual(['Group1', 'Cube1', 'Sphere1'])
    expect(group.parentId).toBeNull()
    // The copy lands clear of the original (issue 15: pastes never overlap what is there).
    const children = childrenIndex(after)
    expect(boxesOverlap(nodeBounds(group, children)!, nodeBounds(after.nodes[s.group.id], children)!)).toBe(false)
    // Children keep their place inside the copied group.
    expect(cube.parentId).toBe(group.id)
    expect(cube.transform.position).toEqual([0, 1, 0])
    expect(sphere.events).toHaveLength(1)
    expect(sphere.events[0].targetId).toBe(cube.id)
    expect(sphere.events[0].id).not.toBe('ev-1')
    expect(m.sessionStore.getState().selection).toEqual([group.id])
    expect(m.docStore.getState().undoLabel).toBe('Paste Group1')
    // The copy is not tied to the original.
    expect(after.nodes[s.sphere.id].events[0].targetId).toBe(s.cube.id)
    m.docStore.getState().undo()
    expect(m.docStore.getState().doc).toEqual(s.doc)
  })

  it('copies children once when a parent and its child are both selected, and keeps events on outside targets', () => {
    m.sessionStore.getState().select([s.cube.id, s.group.id, s.plane.id])
    m.copySelection()
    m.pasteClipboard()
    const copies = added(s.doc, m.docStore.getState().doc)
    expect(copies).toHaveLength(4)
    const plane = copies.find((n) => n.name.startsWith('Plane'))!
    expect(plane.events[0].targetId).toBe(s.image.id)
    expect(m.sessionStore.getState().selection).toHaveLength(2)
  })

  it('cut removes the selection in one step labelled Cut, drops events aimed at it, and pastes back', () => {
    m.sessionStore.getState().select([s.image.id])
    expect(m.cutSelection()).toBe(true)
    const cut = m.docStore.getState().doc
    expect(cut.nodes[s.image.id]).toBeUndefined()
    expect(cut.nodes[s.plane.id].events).toEqual([])
    expect(m.docStore.getState().undoLabel).toBe('Cut photo')
    expect(m.sessionStore.getState().selection).toEqual([])
    m.pasteClipboard()
    expect(added(cut, m.docStore.getState().doc).map((n) => n.name)).toEqual(['photo'])
    m.docStore.getState().undo()
    m.docStore.getState().undo()
    expect(m.docStore.getState().doc).toEqual(s.doc)
  })

  it('paste over selection puts one copy on the selected object and keeps the layout of several around it', () => {
    m.sessionStore.getState().select([s.plane.id])
    m.copySelection()
    m.sessionStore.getState().select([s.cube.id])
    m.pasteOverSelection()
    const one = added(s.doc, m.docStore.getState().doc)[0]
    expect(one.transform.position).toEqual(s.cube.transform.position)
    expect(one.parentId).toBe(s.group.id)

    m.sessionStore.getState().select([s.plane.id, s.image.id]) // centred on (1, 0, 2)
    m.copySelection()
    m.sessionStore.getState().select([s.group.id])
    const before = m.docStore.getState().doc
    m.pasteOverSelection()
    const [plane, image] = added(before, m.docStore.getState().doc).sort((a, b) => a.transform.position[0] - b.transform.position[0])
    expect(plane.transform.position).toEqual([-2, 0, -1])
    expect(image.transform.position).toEqual([4, 0, 3])
  })

  it('without a clip or a selection it does nothing', () => {
    expect(m.pasteClipboard()).toBe(false)
    expect(m.copySelection()).toBe(false)
    expect(m.docStore.getState().canUndo).toBe(false)
  })
})

describe('a viewer', () => {
  it('may not copy or cut from a project they only view; an editor may', async () => {
    const { accessStore } = await import('../read-only')
    m.sessionStore.getState().select([s.cube.id])
    accessStore.setState({ role: 'viewer', readOnly: true })
    expect(m.copySelection()).toBe(false)
    expect(m.cutSelection()).toBe(false)
    expect(m.readClipboard()).toBeNull()
    expect(m.docStore.getState().doc.nodes[s.cube.id]).toBeDefined()
    accessStore.setState({ role: 'editor', readOnly: false })
    expect(m.copySelection()).toBe(true)
    expect(m.readClipboard()?.nodes.map((n) => n.id)).toEqual([s.cube.id])
  })
})

describe('the clip outside this page', () => {
  it('survives a reload and brings its asset into another project', async () => {
    m.sessionStore.getState().select([s.image.id])
    m.copySelection()
    vi.resetModules()
    m = await load()
    const other = emptyScene()
    m.docStore.getState().load('p2', 'Other', other, 1)
    expect(m.pasteClipboard()).toBe(true)
    const doc = m.docStore.getState().doc
    const [image] = added(other, doc)
    expect(image.kind).toBe('image')
    expect(image.transform.position).toEqual([4.5, 0, 4.5])
    expect(doc.assets[asset.id]).toEqual(asset)
    m.docStore.getState().undo()
    expect(m.docStore.getState().doc).toEqual(other)
  })

  it('ignores a damaged stored clip', () => {
    localStorage.setItem(m.CLIPBOARD_KEY, JSON.stringify({ version: 1, nodes: [{ id: 'x' }], assets: [] }))
    expect(m.readClipboard()).toBeNull()
    expect(m.pasteClipboard()).toBe(false)
  })

  it('skips a media node whose file is in neither the clip nor the document', () => {
    const clip = m.makeClip(s.doc, [s.image.id, s.plane.id])
    const { ops, roots, skipped } = m.pasteOps(emptyScene(), { ...clip, assets: [] })
    expect(skipped).toBe(1)
    expect(roots).toHaveLength(1)
    const plane = ops.find((op) => op.op === 'add')!
    // Its event pointed at the skipped image, which this document does not have.
    expect(plane.op === 'add' && plane.node.events).toEqual([])
  })
})
