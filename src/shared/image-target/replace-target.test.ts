import { describe, expect, it } from 'vitest'
import { emptyScene } from '../scene/defaults'
import { SceneHistory } from '../scene/history'
import { applyOps, SceneOpError } from '../scene/ops'
import type { SceneAsset, SceneDocument } from '../scene/schema'
import { sceneSchema } from '../scene/schema'
import { replaceTargetImage, setCompiledTarget, setTargetWidth } from './replace-target'

const picture = (id: string, width = 800, height = 600): SceneAsset => ({ id, type: 'image', name: `${id}.jpg`, url: `/uploads/media/${id.padEnd(64, '0')}.jpg`, size: 1000, mime: 'image/jpeg', width, height })
const MIND_A = `/uploads/media/${'a'.repeat(64)}.mind`
const MIND_B = `/uploads/media/${'b'.repeat(64)}.mind`

function imageProject(): SceneDocument {
  const a = picture('aaaaaaaaaaaaaaaaaaaaaaaa')
  const doc = emptyScene()
  return { ...doc, assets: { [a.id]: a }, settings: { ...doc.settings, imageTarget: { assetId: a.id, widthCm: 30, mindUrl: MIND_A } } }
}

describe('the image target in the scene document', () => {
  it('parses, and refuses a target whose picture is missing or whose compiled target is not a stored file', () => {
    const doc = imageProject()
    expect(sceneSchema.parse(doc).settings.imageTarget).toEqual(doc.settings.imageTarget)
    expect(() => applyOps(doc, [{ op: 'remove-asset', id: 'aaaaaaaaaaaaaaaaaaaaaaaa' }])).toThrow(SceneOpError)
    expect(() => applyOps(doc, [{ op: 'settings', patch: { imageTarget: { assetId: 'cccccccccccccccccccccccc', widthCm: 20 } } }])).toThrow(/missing asset/)
    expect(() => applyOps(doc, [{ op: 'settings', patch: { imageTarget: { assetId: 'aaaaaaaaaaaaaaaaaaaaaaaa', widthCm: 20, mindUrl: 'https://cdn.example/x.mind' } } }])).toThrow(/mindUrl/)
    expect(() => applyOps(doc, [{ op: 'settings', patch: { imageTarget: { assetId: 'aaaaaaaaaaaaaaaaaaaaaaaa', widthCm: 0 } } }])).toThrow(SceneOpError)
  })

  it('replaces the picture as one undoable step that brings back the old picture, compiled target and width', () => {
    const history = new SceneHistory()
    let doc = imageProject()
    const before = doc
    const b = picture('bbbbbbbbbbbbbbbbbbbbbbbb', 600, 900)
    const change = replaceTargetImage(doc, b, MIND_B)
    expect(change.label).toBe('Replace the target image')
    history.record(change.label, change.diff)
    doc = change.doc
    expect(doc.settings.imageTarget).toEqual({ assetId: b.id, widthCm: 30, mindUrl: MIND_B })
    expect(doc.assets[b.id]).toEqual(b)

    const undone = history.undo(doc)!
    expect(undone.label).toBe('Replace the target image')
    expect(undone.doc.settings.imageTarget).toEqual(before.settings.imageTarget)
    expect(undone.doc.assets[b.id]).toBeUndefined()
    expect(history.canUndo).toBe(false)
    const redone = history.redo(undone.doc)!
    expect(redone.doc.settings.imageTarget).toEqual({ assetId: b.id, widthCm: 30, mindUrl: MIND_B })
  })

  it('sets the width and the compiled target of the current picture, and nothing when unchanged', () => {
    const doc = imageProject()
    expect(setTargetWidth(doc, 30)).toBeNull()
    expect(setTargetWidth(doc, 42.5)!.doc.settings.imageTarget).toMatchObject({ widthCm: 42.5, mindUrl: MIND_A })
    expect(setCompiledTarget(doc, MIND_A)).toBeNull()
    expect(setCompiledTarget(doc, MIND_B)!.doc.settings.imageTarget?.mindUrl).toBe(MIND_B)
    expect(setCompiledTarget(emptyScene(), MIND_B)).toBeNull()
  })
})
