import { DirectionalLight, type OrthographicCamera } from 'three'
import { describe, expect, it } from 'vitest'
import { createShape, emptyScene } from '@shared/scene/defaults'
import { applyOps } from '@shared/scene/ops'
import { createSceneCore, type SceneCore } from './scene-core'
import type { ContactShadow } from './contact-shadow'

const sunOf = (core: SceneCore) => {
  let sun: DirectionalLight | undefined
  core.scene.traverse((o) => (o as DirectionalLight).isDirectionalLight && (sun ??= o as DirectionalLight))
  return sun!
}
const shadowOf = (core: SceneCore) => core.scene.getObjectByName('contact-shadow') as ContactShadow
const shadowCamera = (shadow: ContactShadow) => shadow.children.find((c) => (c as OrthographicCamera).isOrthographicCamera) as OrthographicCamera

/**
 * Moving one object among many changes the content's extent on nearly every edit. New lights, a
 * new sky or a new contact shadow there made every edit relink shader programs (1.6 s per edit
 * among 1,000 objects on software GL): the look keeps them and refits them instead.
 */
describe('the look across edits', () => {
  it('keeps the sun, the sky and the contact shadow when an object moves, and refits them to the new extent', () => {
    let doc = emptyScene()
    const cube = createShape(doc, 'cube', [0, 0.5, 0], '#FF0000')
    doc = applyOps(doc, [{ op: 'add', node: cube }]).doc
    const core = createSceneCore()
    core.setDocument(doc)
    const sun = sunOf(core)
    const sky = core.scene.background
    const shadow = shadowOf(core)
    const reachBefore = sun.shadow.camera.right
    const spanBefore = shadowCamera(shadow).right

    doc = applyOps(doc, [{ op: 'update', id: cube.id, patch: { transform: { ...cube.transform, position: [6, 0.5, 0] } } }]).doc
    shadow.dirty = false
    core.setDocument(doc)
    expect(sunOf(core)).toBe(sun)
    expect(core.scene.background).toBe(sky)
    expect(shadowOf(core)).toBe(shadow)
    expect(sun.shadow.camera.right).toBeGreaterThan(reachBefore)
    expect(shadowCamera(shadow).right).toBeGreaterThan(spanBefore)
    expect(shadow.dirty).toBe(true)
  })

  it('builds the lights and the sky anew when the settings change', () => {
    let doc = emptyScene()
    doc = applyOps(doc, [{ op: 'add', node: createShape(doc, 'cube', [0, 0.5, 0], '#FF0000') }]).doc
    const core = createSceneCore()
    core.setDocument(doc)
    const sun = sunOf(core)
    core.setDocument({ ...doc, settings: { ...doc.settings, directionalLight: { ...doc.settings.directionalLight, intensity: doc.settings.directionalLight.intensity + 1 } } })
    expect(sunOf(core)).not.toBe(sun)
    expect(sunOf(core).intensity).toBeCloseTo(sun.intensity + 1)
  })
})
