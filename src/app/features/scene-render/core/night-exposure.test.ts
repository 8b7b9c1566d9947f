import { HemisphereLight, type Mesh, type MeshStandardMaterial, type Object3D, type PointLight } from 'three'
import { describe, expect, it } from 'vitest'
import { createLight, createShape, emptyScene } from '@shared/scene/defaults'
import { applyOps } from '@shared/scene/ops'
import type { SceneDocument } from '@shared/scene/schema'
import { NIGHT_LIGHT_GAIN } from './night-exposure'
import { createSceneCore } from './scene-core'

/** A node group holds its motion group, which holds the content. */
const contentOf = (o: Object3D | undefined) => o?.children[0]?.children[0]

/** A torch: a glowing flame and a point light above it. */
function torch() {
  let doc = emptyScene()
  const flame = createShape(doc, 'cone', [0, 1.8, 0], '#FFC04D')
  if (flame.kind !== 'shape') throw new Error('shape expected')
  const glowing = { ...flame, material: { ...flame.material, emission: '#FFC04D' } }
  doc = applyOps(doc, [{ op: 'add', node: glowing }]).doc
  const light = createLight(doc, 'point')
  doc = applyOps(doc, [{ op: 'add', node: light }]).doc
  return { doc, flame: glowing.id, light: light.id }
}
const night = (doc: SceneDocument) => applyOps(doc, [{ op: 'settings', patch: { environment: { ...doc.settings.environment, skybox: 'night' } } }]).doc

describe('night exposure', () => {
  it("multiplies a night scene's point lights and glowing surfaces, and gives them back by day", () => {
    const { doc, flame, light } = torch()
    const core = createSceneCore()
    core.setDocument(doc)
    const intensity = () => (contentOf(core.objectFor(light)) as PointLight).intensity
    const glow = () => ((contentOf(core.objectFor(flame)) as Mesh).material as MeshStandardMaterial).emissiveIntensity
    const day = { light: intensity(), glow: glow() }
    expect(day.glow).toBe(0.5)
    core.setDocument(night(doc))
    expect(intensity()).toBeCloseTo(day.light * NIGHT_LIGHT_GAIN)
    expect(glow()).toBeCloseTo(day.glow * NIGHT_LIGHT_GAIN)
    // The look's light for the glowing flame takes the same gain.
    const own: PointLight[] = []
    core.scene.traverse((o) => (o as PointLight).isPointLight && o !== contentOf(core.objectFor(light)) && own.push(o as PointLight))
    expect(own.map((l) => l.intensity)).toEqual([3 * NIGHT_LIGHT_GAIN])
    core.setDocument(doc)
    expect(intensity()).toBeCloseTo(day.light)
    expect(glow()).toBe(day.glow)
  })

  it('lights the night with a weak fill, well under the lights it had by day', () => {
    const core = createSceneCore()
    core.setDocument(night(emptyScene()))
    const fill: number[] = []
    core.scene.traverse((o) => o instanceof HemisphereLight && fill.push(o.intensity))
    expect(fill.length).toBe(1)
    expect(fill[0]).toBeLessThan(1)
  })
})
