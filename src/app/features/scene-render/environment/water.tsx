import { useThree } from '@react-three/fiber'
import { useEffect, useMemo } from 'react'
import * as THREE from 'three'
import { patchShader, type TimeUniform } from './time'

export const WATER_LEVEL = -0.05
const SIZE = 1200

/**
 * A sum of travelling waves evaluated per pixel (no textures to download): the slope bends the
 * normal, so the sky's reflection and the sun's highlight ripple. Waves fade with distance,
 * where they would only shimmer.
 */
const WAVES = /* glsl */ `
uniform float uTime;
uniform vec3 uSkyTint;
varying vec3 vWaterWorld;
vec3 waterNormal;
vec2 wave(vec2 p, vec2 dir, float length, float amp, float speed) {
  float k = 6.2831 / length;
  float phase = dot(p, normalize(dir)) * k + uTime * speed;
  return normalize(dir) * (amp * k * cos(phase));
}
vec2 waterSlope(vec2 p) {
  vec2 s = wave(p, vec2(1.0, 0.35), 9.0, 0.06, 1.1);
  s += wave(p, vec2(-0.4, 1.0), 5.3, 0.036, 1.5);
  s += wave(p, vec2(0.8, -0.7), 2.9, 0.018, 2.1);
  s += wave(p, vec2(-1.0, -0.2), 1.7, 0.009, 2.8);
  s += wave(p, vec2(0.25, 1.0), 0.9, 0.005, 3.9);
  return s;
}
`

function waterMaterial(time: TimeUniform, skyTint: THREE.IUniform<THREE.Color>) {
  // Reflections a little under full strength: at grazing angles a bright sky would turn a lake white.
  const material = new THREE.MeshStandardMaterial({ color: '#17465A', roughness: 0.07, metalness: 0, transparent: true, opacity: 0.92, envMapIntensity: 0.5 })
  return patchShader(material, 'env-water', { uTime: time, uSkyTint: skyTint }, (shader) => {
    shader.vertexShader = shader.vertexShader
      .replace('#include <common>', '#include <common>\nvarying vec3 vWaterWorld;')
      .replace('#include <project_vertex>', '#include <project_vertex>\nvWaterWorld = (modelMatrix * vec4(transformed, 1.0)).xyz;')
    shader.fragmentShader = shader.fragmentShader
      .replace('#include <common>', `#include <common>\n${WAVES}`)
      .replace(
        '#include <normal_fragment_maps>',
        /* glsl */ `#include <normal_fragment_maps>
        {
          float fade = 1.0 / (1.0 + length(vWaterWorld - cameraPosition) * 0.015);
          vec2 slope = waterSlope(vWaterWorld.xz) * fade;
          waterNormal = normalize(vec3(-slope.x, 1.0, -slope.y));
          normal = normalize((viewMatrix * vec4(waterNormal, 0.0)).xyz);
        }`,
      )
      .replace(
        '#include <emissivemap_fragment>',
        /* glsl */ `#include <emissivemap_fragment>
        {
          // Without an environment map there is nothing to reflect: fake the sky's colour
          // at grazing angles (uSkyTint is black when a skybox image lights the scene).
          vec3 toEye = normalize(cameraPosition - vWaterWorld);
          float fresnel = pow(1.0 - max(dot(toEye, waterNormal), 0.0), 4.0);
          totalEmissiveRadiance += uSkyTint * fresnel;
        }`,
      )
  })
}

/** A wide animated water plane just under y = 0; with terrain on, it fills the hollows as lakes. */
export function Water({ time, skyTint }: { time: TimeUniform; skyTint: string | null }) {
  const invalidate = useThree((s) => s.invalidate)
  const tint = useMemo<THREE.IUniform<THREE.Color>>(() => ({ value: new THREE.Color() }), [])
  const mesh = useMemo(() => {
    const geometry = new THREE.PlaneGeometry(SIZE, SIZE)
    geometry.rotateX(-Math.PI / 2)
    const water = new THREE.Mesh(geometry, waterMaterial(time, tint))
    water.position.y = WATER_LEVEL
    water.receiveShadow = true
    return water
  }, [time, tint])
  useEffect(() => {
    if (skyTint) tint.value.set(skyTint).multiplyScalar(0.8)
    else tint.value.setRGB(0, 0, 0)
    invalidate()
  }, [skyTint, tint, invalidate])
  useEffect(
    () => () => {
      mesh.geometry.dispose()
      mesh.material.dispose()
    },
    [mesh],
  )
  return <primitive object={mesh} />
}
