import { describe, expect, it, vi } from 'vitest'

// clipboard-actions reaches the session's store, which reads localStorage when it loads.
vi.hoisted(() => {
  const store = new Map<string, string>()
  ;(globalThis as { localStorage?: unknown }).localStorage ??= {
    getItem: (k: string) => store.get(k) ?? null,
    setItem: (k: string, v: string) => void store.set(k, String(v)),
    removeItem: (k: string) => void store.delete(k),
    clear: () => store.clear(),
  }
})
import { boxesOverlap, childrenIndex, nodeBounds } from '@shared/scene/bounds'
import { createShape, createText, emptyScene } from '@shared/scene/defaults'
import { applyOps } from '@shared/scene/ops'
import type { SceneDocument, SceneNode } from '@shared/scene/schema'
import { makeClip, pasteOps } from './clipboard-actions'
import { groupIntoView, placeInView } from './placement'

const boxOf = (doc: SceneDocument, node: SceneNode) => nodeBounds(node, childrenIndex(doc))!

describe('placement of new objects', () => {
  it('stands the first object of an empty scene on the ground where the user looks, wherever it was spawned', () => {
    const doc = emptyScene()
    for (const spawned of [[1.5, -1, 0], [-2, 2, 0]] as [number, number, number][]) {
      const node = createShape(doc, 'cube', spawned)
      expect(placeInView(doc, node, { target: [0, 0, 0], position: [0, 2.5, 12] }, { ground: true }).transform.position).toEqual([0, 0.5, 0])
      expect(placeInView(doc, node, { target: [3, 0, -2], position: [3, 4, 8] }, { ground: true }).transform.position).toEqual([3, 0.5, -2])
    }
    // A text floats at its own height, in view.
    const text = createText(doc, '2D', [0, 1.5, 0])
    expect(placeInView(doc, text, { target: [1, 0, 1] }).transform.position[1]).toBeCloseTo(1.5, 5)
  })

  it('puts five shapes on the ground near the point looked at, none overlapping', () => {
    let doc = emptyScene()
    const first = createShape(doc, 'cube', [0, 0.5, 0])
    doc = applyOps(doc, [{ op: 'add', node: first }]).doc
    const view = { target: [3, 0, -2] as [number, number, number], position: [3, 4, 8] as [number, number, number] }
    for (const shape of ['sphere', 'cylinder', 'cone', 'torus', 'cube'] as const) {
      const node = placeInView(doc, createShape(doc, shape, [0, 0, 0]), view, { ground: true })
      const box = boxOf(doc, node)
      expect(box.min[1]).toBeCloseTo(0, 6)
      for (const other of Object.values(doc.nodes)) expect(boxesOverlap(box, boxOf(doc, other))).toBe(false)
      // Near where the camera looks (the ground point on its line of sight).
      expect(Math.hypot((box.min[0] + box.max[0]) / 2 - 3, (box.min[2] + box.max[2]) / 2 + 2)).toBeLessThan(4)
      doc = applyOps(doc, [{ op: 'add', node }]).doc
    }
  })

  it('keeps a text at its height but moves it clear of what is there', () => {
    let doc = emptyScene()
    const block = createShape(doc, 'cube', [0, 1.5, 0])
    doc = applyOps(doc, [{ op: 'add', node: { ...block, transform: { ...block.transform, scale: [3, 3, 1] } } }]).doc
    const text = placeInView(doc, createText(doc, '3D', [0, 1.5, 0]), { target: [0, 0, 0] })
    const box = boxOf(doc, text)
    expect(box.min[1]).toBeGreaterThan(0.5)
    for (const other of Object.values(doc.nodes)) expect(boxesOverlap(box, boxOf(doc, other))).toBe(false)
  })

  it('moves a pasted group clear of what is there, keeping its layout', () => {
    let doc = emptyScene()
    const a = createShape(doc, 'cube', [0, 0.5, 0])
    doc = applyOps(doc, [{ op: 'add', node: a }]).doc
    const b = createShape(doc, 'sphere', [1.5, 0.5, 0])
    doc = applyOps(doc, [{ op: 'add', node: b }]).doc
    const { tx, roots } = pasteOps(doc, makeClip(doc, [a.id, b.id]))
    const moves = groupIntoView(tx.doc, roots, { target: [0, 0, 0], position: [0, 2.5, 12] })
    expect(moves.map((m) => m.id).sort()).toEqual([...roots].sort())
    for (const { id, position } of moves) tx.push({ op: 'update', id, patch: { transform: { ...tx.doc.nodes[id].transform, position } } })
    const after = tx.doc
    const [copyA, copyB] = roots.map((id) => after.nodes[id])
    // The copies keep their spacing, and neither overlaps the originals.
    expect(copyB.transform.position[0] - copyA.transform.position[0]).toBeCloseTo(1.5, 6)
    expect(copyB.transform.position[2] - copyA.transform.position[2]).toBeCloseTo(0, 6)
    for (const copy of [copyA, copyB]) for (const original of [a, b]) expect(boxesOverlap(boxOf(after, copy), boxOf(after, after.nodes[original.id]))).toBe(false)
  })
})
