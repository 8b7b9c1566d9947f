// @vitest-environment jsdom
import { act } from 'react'
import { createRoot, type Root } from 'react-dom/client'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { createShape, emptyScene } from '@shared/scene/defaults'
import { applyOps } from '@shared/scene/ops'
import type { SceneAsset, SceneDocument } from '@shared/scene/schema'
import { type Tree, useTree } from './scene-tree'

;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true

let root: Root
beforeEach(() => {
  root = createRoot(document.createElement('div'))
})
afterEach(() => act(() => root.unmount()))

let seen: { tree?: Tree; assets?: SceneDocument['assets'] } = {}
function Probe({ doc }: { doc: SceneDocument }) {
  seen.tree = useTree(doc.nodes)
  // The door copies the asset table only when an asset changes, so it is handed over as is.
  seen.assets = doc.assets
  return null
}

/** What SceneView hands its nodes for a document: the tree and the asset table (same component, re-rendered). */
function renderDoc(doc: SceneDocument) {
  seen = {}
  act(() => root.render(<Probe doc={doc} />))
  return seen
}

function thousand() {
  let doc = emptyScene()
  for (let i = 0; i < 1000; i++) doc = applyOps(doc, [{ op: 'add', node: createShape(doc, 'cube', [i, 0, 0]) }]).doc
  return doc
}

describe('what one edit among a thousand nodes re-renders', () => {
  it('keeps every untouched node token and the asset table, so only the edited node renders', () => {
    const doc = thousand()
    const ids = Object.keys(doc.nodes)
    const before = renderDoc(doc)
    const edited = applyOps(doc, [{ op: 'update', id: ids[3], patch: { transform: { ...doc.nodes[ids[3]].transform, position: [0, 5, 0] } } }]).doc
    const after = renderDoc(edited)

    const changed = ids.filter((id) => before.tree!.tokens.get(id) !== after.tree!.tokens.get(id))
    expect(changed).toEqual([ids[3]])
    expect(after.assets).toBe(before.assets)
  })

  it('hands over a new asset table when an asset really changed', () => {
    const doc = thousand()
    const before = renderDoc(doc)
    const asset: SceneAsset = { id: 'a1', type: 'image', name: 'a.png', url: '/a.png', size: 10, mime: 'image/png' }
    const withAsset = applyOps(doc, [{ op: 'add-asset', asset }]).doc
    const after = renderDoc(withAsset)
    expect(after.assets).not.toBe(before.assets)
    expect(after.assets!.a1).toBe(withAsset.assets.a1)
  })
})
