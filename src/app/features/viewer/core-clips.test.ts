import { AnimationClip, Group, NumberKeyframeTrack } from 'three'
import { describe, expect, it } from 'vitest'
import { createModel, emptyScene } from '@shared/scene/defaults'
import { applyOps } from '@shared/scene/ops'
import type { SceneDocument } from '@shared/scene/schema'
import type { SceneCore } from '../scene-render/core/scene-core'
import { createCoreClips } from './core-clips'

/** A model whose one clip raises it from y 0 to 1 over a second. */
async function setup(autoplay: boolean) {
  let doc: SceneDocument = emptyScene()
  const asset = { id: 'abcdef0123456789abcdef03', type: 'model' as const, name: 'lift.glb', url: '/lift.glb', size: 1, mime: 'model/gltf-binary' }
  doc = applyOps(doc, [{ op: 'add-asset', asset }]).doc
  const node = { ...createModel(doc, asset.id, 'Lift'), animation: { clip: 'Lift', autoplay, loop: true, speed: 1, easing: 'Linear' as const } }
  doc = applyOps(doc, [{ op: 'add', node }]).doc
  const root = new Group()
  const clip = new AnimationClip('Lift', 1, [new NumberKeyframeTrack('.position[y]', [0, 1], [0, 1])])
  const core = { modelOf: (id: string) => (id === node.id ? { root, clips: [clip] } : null) } as unknown as SceneCore
  const clips = createCoreClips(core, () => doc)
  await clips.modelArrived(node.id)
  return { clips, root, id: node.id }
}

describe('model clips on the core viewer page', () => {
  it('autoplays the chosen clip', async () => {
    const { clips, root, id } = await setup(true)
    for (let i = 0; i < 10; i++) clips.tick(0.05)
    expect(root.position.y).toBeGreaterThan(0.3)
    // An autoplaying clip does not take taps.
    expect(clips.tap(id)).toBe(false)
  })

  it('waits for a tap when autoplay is off, and a second tap stops it', async () => {
    const { clips, root, id } = await setup(false)
    for (let i = 0; i < 10; i++) clips.tick(0.05)
    expect(root.position.y).toBe(0)
    expect(clips.tap(id)).toBe(true)
    for (let i = 0; i < 10; i++) clips.tick(0.05)
    const moved = root.position.y
    expect(moved).toBeGreaterThan(0.2)
    expect(clips.tap(id)).toBe(true)
    // Fades out, then holds.
    for (let i = 0; i < 40; i++) clips.tick(0.05)
    const after = root.position.y
    clips.tick(0.5)
    expect(root.position.y).toBe(after)
  })
})
