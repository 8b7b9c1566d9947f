import { describe, expect, it } from 'vitest'
import { createGroup, createLight, createShape, createText, emptyScene } from '@shared/scene/defaults'
import { loadScene } from '@shared/scene/load'
import { createAudio, createImage, createVideo } from '@shared/scene/media-factories'
import { applyOps, type SceneOp } from '@shared/scene/ops'
import type { SceneDocument, SceneNode } from '@shared/scene/schema'
import { actionsFor, addEventOps, availableTriggers, describeEvent, draftProblem, emptyDraft, inputTypeOf, newEventId, NO_TRIGGERS, removeEventsOps, type EventDraft } from './event-rules'

function scene() {
  let doc = applyOps(emptyScene(), [{ op: 'add-asset', asset: { id: 'vid', type: 'video', name: 'clip.mp4', url: '/library/video/color-gradients.mp4', size: 1, mime: 'video/mp4' } }]).doc
  const add = <N extends SceneNode>(node: N): N => {
    doc = applyOps(doc, [{ op: 'add', node }]).doc
    return node
  }
  const cube = add(createShape(doc, 'cube'))
  const sphere = add(createShape(doc, 'sphere'))
  const video = add(createVideo(doc, { id: 'vid', name: 'clip.mp4' }))
  const text = add(createText(doc))
  return { get doc() { return doc }, set doc(d: SceneDocument) { doc = d }, cube, sphere, video, text }
}
const draft = (patch: Partial<EventDraft>): EventDraft => ({ inputType: 'mouse', trigger: 'click', targetId: '', action: '', url: '', ...patch })
const run = (doc: SceneDocument, ops: SceneOp[] | null) => {
  expect(ops).not.toBeNull()
  return applyOps(doc, ops!).doc
}

describe('event rules', () => {
  it('offers each trigger once per object and reports when none is left', () => {
    const s = scene()
    expect(availableTriggers(s.doc.nodes[s.cube.id])).toEqual(['click', 'double-click'])
    s.doc = run(s.doc, addEventOps(s.doc, s.cube.id, draft({ targetId: s.sphere.id, action: 'disable' })))
    expect(availableTriggers(s.doc.nodes[s.cube.id])).toEqual(['double-click'])
    expect(emptyDraft(s.doc.nodes[s.cube.id]).trigger).toBe('double-click')
    // Single Click is used: a draft that still asks for it is refused.
    expect(draftProblem(s.doc, s.doc.nodes[s.cube.id], draft({ targetId: s.sphere.id, action: 'enable' }))).toBe(NO_TRIGGERS)
    s.doc = run(s.doc, addEventOps(s.doc, s.cube.id, draft({ trigger: 'double-click', targetId: s.video.id, action: 'play' })))
    expect(availableTriggers(s.doc.nodes[s.cube.id])).toEqual([])
    expect(emptyDraft(s.doc.nodes[s.cube.id])).toEqual({ inputType: 'mouse', trigger: '', targetId: '', action: '', url: '' })
    expect(draftProblem(s.doc, s.doc.nodes[s.cube.id], draft({ trigger: 'click', action: 'redirect', url: 'example.com' }))).toBe(NO_TRIGGERS)
  })

  it('gives actions by target type, as the spec lists them', () => {
    const doc = emptyScene()
    const at = (node: SceneNode) => actionsFor(node)
    for (const node of [createShape(doc, 'cube'), createText(doc), createImage(doc, { id: 'img', name: 'a.png' })]) expect(at(node)).toEqual(['disable', 'enable', 'redirect'])
    for (const node of [createVideo(doc, { id: 'v', name: 'a.mp4' }), createAudio(doc, { id: 'a', name: 'a.wav' })]) expect(at(node)).toEqual(['play', 'pause', 'stop', 'disable', 'redirect'])
    for (const node of [createLight(doc, 'point'), createGroup(doc)]) expect(at(node)).toEqual(['disable', 'redirect'])
    expect(actionsFor(undefined)).toEqual(['redirect'])
  })

  it('needs a URL for a redirect and a fitting target for everything else', () => {
    const s = scene()
    const cube = s.doc.nodes[s.cube.id]
    expect(draftProblem(s.doc, cube, draft({ action: 'redirect', url: '   ' }))).toMatch(/URL/)
    expect(draftProblem(s.doc, cube, draft({ action: 'redirect', url: 'javascript:alert(1)' }))).toMatch(/http/)
    expect(draftProblem(s.doc, cube, draft({ action: 'redirect', url: ' example.com/shop ' }))).toBeNull()
    expect(draftProblem(s.doc, cube, draft({ action: 'disable' }))).toMatch(/Choose the object/)
    expect(draftProblem(s.doc, cube, draft({ action: 'play', targetId: s.sphere.id }))).toMatch(/does not apply/)
    expect(draftProblem(s.doc, cube, draft({ action: 'play', targetId: s.video.id }))).toBeNull()
    expect(draftProblem(s.doc, cube, draft({ action: '', targetId: s.video.id }))).toMatch(/action/)
    expect(draftProblem(s.doc, cube, draft({ inputType: '', action: 'disable', targetId: s.sphere.id }))).toMatch(/input type/)
    // A redirect is stored with its trimmed URL and no target.
    const doc = run(s.doc, addEventOps(s.doc, s.text.id, draft({ action: 'redirect', url: ' https://example.com/a ', targetId: s.sphere.id })))
    expect(doc.nodes[s.text.id].events).toEqual([expect.objectContaining({ trigger: 'click', action: 'redirect', url: 'https://example.com/a', targetId: null })])
  })

  it('ignores a duplicate event and an incomplete draft', () => {
    const s = scene()
    const d = draft({ targetId: s.sphere.id, action: 'disable' })
    s.doc = run(s.doc, addEventOps(s.doc, s.cube.id, d))
    expect(addEventOps(s.doc, s.cube.id, d)).toBeNull()
    expect(s.doc.nodes[s.cube.id].events).toHaveLength(1)
    expect(addEventOps(s.doc, s.sphere.id, draft({ action: 'disable' }))).toBeNull()
  })

  it('hides the target of an Enable event in the same step, and removing an event shows its target again', () => {
    const s = scene()
    const ops = addEventOps(s.doc, s.cube.id, draft({ targetId: s.sphere.id, action: 'enable' }), 'ev-1')!
    expect(ops).toHaveLength(2)
    s.doc = applyOps(s.doc, ops).doc
    expect(s.doc.nodes[s.sphere.id].visible).toBe(false)
    expect(s.doc.nodes[s.cube.id].events[0].id).toBe('ev-1')
    const removed = applyOps(s.doc, removeEventsOps(s.doc, s.cube.id, ['ev-1'])).doc
    expect(removed.nodes[s.cube.id].events).toEqual([])
    expect(removed.nodes[s.sphere.id].visible).toBe(true)
    expect(removeEventsOps(removed, s.cube.id, ['ev-1'])).toEqual([])
  })

  it('saves the chosen input type, shows it, and leaves it out of the duplicate check', () => {
    const s = scene()
    s.doc = run(s.doc, addEventOps(s.doc, s.cube.id, draft({ inputType: 'touch', targetId: s.sphere.id, action: 'disable' })))
    const [event] = s.doc.nodes[s.cube.id].events
    expect(event.inputType).toBe('touch')
    expect(() => loadScene(s.doc)).not.toThrow()
    expect(describeEvent(s.doc, event)).toBe('Touch · Single Click → Disable Sphere')
    // The input type opens no second slot: Single Click is taken, and the same event with Mouse is
    // still a duplicate (same source, trigger, action, target; spec §5).
    expect(availableTriggers(s.doc.nodes[s.cube.id])).toEqual(['double-click'])
    expect(addEventOps(s.doc, s.cube.id, draft({ inputType: 'mouse', targetId: s.sphere.id, action: 'disable' }))).toBeNull()
    s.doc = run(s.doc, addEventOps(s.doc, s.sphere.id, draft({ targetId: s.cube.id, action: 'disable' })))
    expect(s.doc.nodes[s.sphere.id].events[0].inputType).toBe('mouse')
    // Scenes saved before the field existed read as Mouse.
    const { inputType: _dropped, ...older } = event
    expect(inputTypeOf(older as typeof event)).toBe('mouse')
    expect(describeEvent(s.doc, older as typeof event)).toBe('Mouse · Single Click → Disable Sphere')
  })

  it('makes ids of time plus a random string that the schema accepts', () => {
    const a = newEventId(1_700_000_000_000)
    expect(a).toMatch(/^[0-9a-z]+-[0-9a-z]{8}$/)
    expect(newEventId()).not.toBe(newEventId())
  })

  it('drops events aimed at deleted objects and their children, so the scene still loads', () => {
    const s = scene()
    const group = createGroup(s.doc)
    s.doc = applyOps(s.doc, [{ op: 'add', node: group }, { op: 'update', id: s.sphere.id, patch: { parentId: group.id } }]).doc
    s.doc = run(s.doc, addEventOps(s.doc, s.cube.id, draft({ targetId: s.sphere.id, action: 'disable' })))
    s.doc = run(s.doc, addEventOps(s.doc, s.cube.id, draft({ trigger: 'double-click', targetId: s.video.id, action: 'play' })))
    // The remove itself drops them: no caller has to.
    const after = applyOps(s.doc, [{ op: 'remove', id: group.id }]).doc
    expect(after.nodes[s.cube.id].events.map((e) => e.action)).toEqual(['play'])
    expect(() => loadScene(after)).not.toThrow()
  })
})
