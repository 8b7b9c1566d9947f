import { useFrame } from '@react-three/fiber'
import { useMemo } from 'react'
import { isEnvironmentElement, type EnvironmentElement } from '@shared/scene/environment'
import type { SceneSettings } from '@shared/scene/schema'
import { Clouds } from './clouds'
import { Foliage } from './foliage'
import { Fire, Rain, Snow } from './particles'
import { isImageSkybox, reflectionProbesOf, SKY_HORIZON } from './settings'
import { groundCover, Terrain } from './terrain'
import { ANIMATED_ELEMENTS, type TimeUniform } from './time'
import { Water } from './water'

export interface SceneEnvironmentProps {
  settings: SceneSettings
  /**
   * Whether water, clouds, stars, rain, snow, fire and grass move (default true). While water,
   * clouds, rain, snow or fire is on and this is true, the component calls invalidate() on every
   * frame, so a Canvas with frameloop="demand" keeps drawing; stars and grass move only on frames
   * drawn anyway. False freezes them all and lets a demand canvas idle.
   */
  animate?: boolean
}

/**
 * The enabled elements of settings.environment.elements inside a <Canvas> (terrain, water,
 * foliage, clouds, rain, snow, fire; the stars are the scene core's look). The sky, image light and fog belong to the scene
 * core's look, which SceneView mounts: one implementation for every page.
 */
export function SceneEnvironment({ settings, animate = true }: SceneEnvironmentProps) {
  const list = settings.environment.elements
  const on = useMemo(() => new Set<EnvironmentElement>(list.filter(isEnvironmentElement)), [list])
  const time = useMemo<TimeUniform>(() => ({ value: 0 }), [])
  // Stars and swaying grass are ambient (see ANIMATED_ELEMENTS): they ask for no frames of their own.
  const moving = animate && ANIMATED_ELEMENTS.some((e) => on.has(e))
  useFrame((state, delta) => {
    // Capped: after an idle spell a demand canvas reports the whole pause as one frame.
    time.value += Math.min(delta, 0.1)
    if (!moving) return
    // The shadow maps are not redrawn for this: only the grass sways, and it casts no shadow (the
    // trees and bushes that do stand still), so each frame drew a 2048² map of the forest for nothing.
    state.invalidate()
  })
  // With no sky image lighting the scene there is nothing to reflect: the water borrows the
  // sky's colour instead.
  const skybox = settings.environment.skybox
  const skyLit = isImageSkybox(skybox) && reflectionProbesOf(settings).mode === 'sky'
  const skyTint = skyLit ? null : isImageSkybox(skybox) ? SKY_HORIZON[skybox] : settings.background
  return (
    <>
      {on.has('terrain') && <Terrain cover={groundCover(on)} />}
      {on.has('water') && <Water time={time} skyTint={skyTint} />}
      {on.has('foliage') && <Foliage onTerrain={on.has('terrain')} time={time} />}
      {on.has('clouds') && <Clouds time={time} />}
      {on.has('rain') && <Rain time={time} />}
      {on.has('snow') && <Snow time={time} />}
      {on.has('fire') && <Fire time={time} />}
    </>
  )
}

export { isImageSkybox, IMAGE_SKYBOXES, REFLECTION_PROBE_MODES, DEFAULT_REFLECTION_PROBES, reflectionProbesOf, withReflectionProbes, SKY_HORIZON } from './settings'
export type { ReflectionProbes } from './settings'
