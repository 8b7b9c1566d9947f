import { describe, expect, it } from 'vitest'
import { createGroup, createShape, emptyScene } from '@shared/scene/defaults'
import { applyDiff, applyOps, type SceneOp } from '@shared/scene/ops'
import type { SceneDocument } from '@shared/scene/schema'
import { rebaseStep, replayableSteps, type StoredStep } from './assistant-steps'

const step = (doc: SceneDocument, ops: SceneOp[], label: string) => {
  const { doc: next, diff } = applyOps(doc, ops)
  // The stored step goes through JSON (a jsonb column): key order and identity are lost.
  const stored = JSON.parse(JSON.stringify({ label, ops, diff, baseRevision: 0, revision: 1, source: 'planner' })) as StoredStep
  return { next, stored }
}

describe('assistant steps for the editor', () => {
  it('undoes a step exactly when nothing changed since', () => {
    const doc = emptyScene()
    const cube = createShape(doc, 'cube', [0, 0.5, 0], '#FF0000')
    const { next, stored } = step(doc, [{ op: 'add', node: cube }, { op: 'settings', patch: { background: '#000000' } }], 'Assistant: a cube')
    const result = rebaseStep(stored.diff, next)
    expect(result).not.toBe('empty')
    expect(applyDiff(next, (result as { diff: typeof stored.diff }).diff, 'backward')).toEqual(doc)
  })

  it('keeps later edits: an object changed since is left as it is, the rest is undone', () => {
    let doc = emptyScene()
    const kept = createShape(doc, 'cube', [0, 0.5, 0])
    doc = applyOps(doc, [{ op: 'add', node: kept }]).doc
    const sphere = createShape(doc, 'sphere', [2, 0.5, 0])
    const { next, stored } = step(doc, [{ op: 'add', node: sphere }, { op: 'update', id: kept.id, patch: { visible: false } }], 'Assistant')
    // The user then moved the cube the assistant had hidden.
    const edited = applyOps(next, [{ op: 'update', id: kept.id, patch: { transform: { ...kept.transform, position: [5, 0.5, 0] } } }]).doc
    const result = rebaseStep(stored.diff, edited) as { diff: typeof stored.diff }
    const undone = applyDiff(edited, result.diff, 'backward')
    expect(undone.nodes[sphere.id]).toBeUndefined()
    expect(undone.nodes[kept.id]).toEqual(edited.nodes[kept.id])
  })

  it("reports 'empty' when everything the step made is gone, and 'broken' when undoing would orphan an object", () => {
    const doc = emptyScene()
    const cube = createShape(doc, 'cube')
    const { next, stored } = step(doc, [{ op: 'add', node: cube }], 'Assistant')
    expect(rebaseStep(stored.diff, applyOps(next, [{ op: 'remove', id: cube.id }]).doc)).toBe('empty')

    let withGroup = emptyScene()
    const group = createGroup(withGroup)
    withGroup = applyOps(withGroup, [{ op: 'add', node: group }]).doc
    const child = { ...createShape(withGroup, 'cone'), parentId: group.id }
    withGroup = applyOps(withGroup, [{ op: 'add', node: child }]).doc
    // The assistant removed the cone; then the user deleted its group: restoring the cone would orphan it.
    const removal = step(withGroup, [{ op: 'remove', id: child.id }], 'Assistant')
    const restorable = rebaseStep(removal.stored.diff, removal.next) as { diff: typeof removal.stored.diff }
    expect(applyDiff(removal.next, restorable.diff, 'backward').nodes[child.id]).toEqual(child)
    const groupGone = applyOps(removal.next, [{ op: 'remove', id: group.id }]).doc
    expect(rebaseStep(removal.stored.diff, groupGone)).toBe('broken')
  })

  it('chains steps newest first and returns them oldest first, skipping fully superseded ones', () => {
    const d0 = emptyScene()
    const a = createShape(d0, 'cube')
    const s1 = step(d0, [{ op: 'add', node: a }], 'one')
    const b = createShape(s1.next, 'sphere', [2, 0.5, 0])
    const s2 = step(s1.next, [{ op: 'add', node: b }], 'two')
    const c = createShape(s2.next, 'cone', [-2, 0.5, 0])
    const s3 = step(s2.next, [{ op: 'add', node: c }], 'three')
    const current = applyOps(s3.next, [{ op: 'remove', id: b.id }]).doc
    const steps = replayableSteps(
      [s3, s2, s1].map((s, i) => ({ messageId: `m${3 - i}`, step: s.stored })),
      current,
    )
    expect(steps.map((s) => s.label)).toEqual(['one', 'three'])
    let doc = current
    for (const s of [...steps].reverse()) doc = applyDiff(doc, s.diff, 'backward')
    expect(doc).toEqual(d0)
  })
})
