import { useLoader, useThree } from '@react-three/fiber'
import { Suspense, useLayoutEffect, useMemo } from 'react'
import * as THREE from 'three'
import { HDRLoader } from 'three/examples/jsm/loaders/HDRLoader.js'
import type { SceneSettings } from '@shared/scene/schema'
import { studioLookOn } from '../core/look-flag'
import { gradientBackdrop, STUDIO_ENV_INTENSITY, studioEnvironment } from '../core/studio-environment'
import { isImageSkybox, reflectionProbesOf, skyboxUrl } from './settings'

/** Sets scene.background / scene.environment while mounted, and puts back what was there. */
function useSceneLook(background: THREE.Color | THREE.Texture | null, environment: THREE.Texture | null, intensity: number) {
  const scene = useThree((s) => s.scene)
  const invalidate = useThree((s) => s.invalidate)
  useLayoutEffect(() => {
    const before = { background: scene.background, environment: scene.environment, intensity: scene.environmentIntensity }
    scene.background = background
    scene.environment = environment
    scene.environmentIntensity = intensity
    invalidate()
    return () => {
      scene.background = before.background
      scene.environment = before.environment
      scene.environmentIntensity = before.intensity
      invalidate()
    }
  }, [scene, background, environment, intensity, invalidate])
}

function ImageSky({ url, lights, intensity }: { url: string; lights: boolean; intensity: number }) {
  const texture = useLoader(HDRLoader, url)
  texture.mapping = THREE.EquirectangularReflectionMapping
  useSceneLook(texture, lights ? texture : null, intensity)
  return null
}

/**
 * A colour sky: with the studio look, a gradient backdrop in that colour and the procedural room
 * as image-based light ('none' keeps the canvas transparent but still lights the materials).
 */
function ColorSky({ color }: { color: string | null }) {
  const gl = useThree((s) => s.gl)
  const studio = studioLookOn()
  const background = useMemo(() => (color ? (studio ? gradientBackdrop(color) : new THREE.Color(color)) : null), [color, studio])
  useLayoutEffect(() => () => void (background as THREE.Texture | null)?.dispose?.(), [background])
  const environment = useMemo(() => (studio ? studioEnvironment(gl) : null), [gl, studio])
  useSceneLook(background, environment, studio ? STUDIO_ENV_INTENSITY : 1)
  return null
}

/**
 * The skybox: 'none' leaves the background empty (the canvas is transparent: the page, or the
 * camera feed in AR, shows through), 'color' is settings.background, and the five image
 * skyboxes load a local .hdr that is both the visible sky and, with reflection probes on, the
 * light and reflections of every standard material.
 */
export function Skybox({ settings }: { settings: SceneSettings }) {
  const skybox = settings.environment.skybox
  if (!isImageSkybox(skybox)) return <ColorSky color={skybox === 'none' ? null : settings.background} />
  const probes = reflectionProbesOf(settings)
  return (
    // While the image loads, the plain colour stands in.
    <Suspense fallback={<ColorSky color={settings.background} />}>
      <ImageSky url={skyboxUrl(skybox)} lights={probes.mode === 'sky'} intensity={probes.intensity} />
    </Suspense>
  )
}
