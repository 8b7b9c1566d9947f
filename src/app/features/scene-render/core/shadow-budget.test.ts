import { Group, PointLight, Vector3 } from 'three'
import { describe, expect, it } from 'vitest'
import { createLight, emptyScene } from '@shared/scene/defaults'
import { applyOps } from '@shared/scene/ops'
import { createSceneCore } from './scene-core'
import { PointShadowBudget, shadowCasters } from './shadow-budget'

const light = (x: number, intensity = 1) => {
  const l = new PointLight('#fff', intensity)
  l.position.set(x, 2, 0)
  l.castShadow = true
  new Group().add(l)
  return l
}

describe('the point-light shadow budget', () => {
  it('keeps the nearest shadowed point light on a desktop, the brightest of equals, none with a budget of 0', () => {
    const [near, far, bright] = [light(1), light(10), light(10, 5)]
    expect([...shadowCasters([far, near, bright], new Vector3(0, 2, 0), 1)]).toEqual([near])
    expect([...shadowCasters([far, bright], new Vector3(0, 2, 0), 1)]).toEqual([bright])
    expect(shadowCasters([far, near], new Vector3(), 0).size).toBe(0)
  })

  it('switches the caster as the camera moves, and reports when the shadow maps must be drawn again', () => {
    const [a, b] = [light(0), light(20)]
    const budget = new PointShadowBudget()
    budget.setLights([a, b])
    expect(budget.update(new Vector3(1, 2, 0), 1)).toBe(true)
    expect([a.castShadow, b.castShadow]).toEqual([true, false])
    // Under a metre: not measured again.
    expect(budget.update(new Vector3(1.5, 2, 0), 1)).toBe(false)
    expect(budget.update(new Vector3(19, 2, 0), 1)).toBe(true)
    expect([a.castShadow, b.castShadow]).toEqual([false, true])
    // A phone or an XR session: none.
    expect(budget.update(new Vector3(19, 2, 0), 0)).toBe(true)
    expect([a.castShadow, b.castShadow]).toEqual([false, false])
  })

  it('in the core: of three point lights asking for a shadow, one casts on a desktop and none on a phone', () => {
    let doc = emptyScene()
    for (const x of [0, 5, 10]) {
      const node = createLight(doc, 'point', [x, 2, 0])
      doc = applyOps(doc, [{ op: 'add', node: { ...node, light: { ...node.light, shadow: 'soft' } } }]).doc
    }
    const casting = (phone: boolean) => {
      const core = createSceneCore({ phone })
      core.setDocument(doc)
      const camera = new (class extends Group {})() as unknown as import('three').PerspectiveCamera
      camera.position.set(9, 2, 0)
      core.beforeRender(camera)
      const lights: PointLight[] = []
      core.content.traverse((o) => (o as PointLight).isPointLight && lights.push(o as PointLight))
      expect(lights).toHaveLength(3)
      return lights.filter((l) => l.castShadow).map((l) => l.getWorldPosition(new Vector3()).x)
    }
    expect(casting(false)).toEqual([10])
    expect(casting(true)).toEqual([])
  })
})
