import { Vector3, type PointLight } from 'three'

/**
 * Shadow-casting point lights per scene: each one draws the scene six more times (a cube map)
 * whenever shadows are redrawn, and adds a cube-map lookup to every lit pixel. A desktop keeps the
 * one that matters most (the nearest to the camera, then the brightest); a phone and an XR session
 * (which must draw twice within 11-14 ms) keep none. The others still light, without a shadow.
 */
export const POINT_SHADOWS = { desktop: 1, phone: 0, xr: 0 } as const

/** A phone or tablet: a touch screen as its main pointer, and a small one. */
export function isPhone(): boolean {
  if (typeof window === 'undefined' || typeof window.matchMedia !== 'function') return false
  return window.matchMedia('(pointer: coarse)').matches && Math.min(window.screen?.width ?? 0, window.screen?.height ?? 0) < 900
}

const at = new Vector3()

function visibleInWorld(light: PointLight): boolean {
  for (let o: PointLight['parent'] | PointLight = light; o; o = o.parent) if (!o.visible) return false
  return true
}

/** The lights (of those whose document asks for a shadow) that cast one: at most `budget`, nearest first, then brightest. */
export function shadowCasters(lights: PointLight[], from: Vector3, budget: number): Set<PointLight> {
  if (budget <= 0 || lights.length === 0) return new Set()
  const ranked = lights
    .filter(visibleInWorld)
    .map((light) => ({ light, distance: light.getWorldPosition(at).distanceTo(from) }))
    .sort((a, b) => a.distance - b.distance || b.light.intensity - a.light.intensity)
  return new Set(ranked.slice(0, budget).map((r) => r.light))
}

/**
 * Keeps the document's shadowed point lights within the budget as the camera moves. Measured again
 * when the lights changed, the mode changed (XR), or the camera moved a metre: not every frame.
 */
export class PointShadowBudget {
  private lights: PointLight[] = []
  private readonly last = new Vector3(Infinity, 0, 0)
  private lastBudget = -1
  private stale = true

  /** The document's point lights that ask for a shadow (castShadow is then managed here). */
  setLights(lights: PointLight[]) {
    this.lights = lights
    this.stale = true
  }

  /** True when which lights cast a shadow changed (the shadow maps must be drawn again). */
  update(camera: Vector3, budget: number): boolean {
    if (!this.stale && budget === this.lastBudget && this.last.distanceToSquared(camera) < 1) return false
    this.stale = false
    this.lastBudget = budget
    this.last.copy(camera)
    const casters = shadowCasters(this.lights, camera, budget)
    let changed = false
    for (const light of this.lights) {
      const cast = casters.has(light)
      if (light.castShadow !== cast) {
        light.castShadow = cast
        changed = true
      }
    }
    return changed
  }
}
