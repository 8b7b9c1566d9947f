import { useEffect, useMemo } from 'react'
import * as THREE from 'three'
import { ENVIRONMENT_COUNTS } from '@shared/scene/environment'
import { mulberry32 } from './layout'
import { cloudGeometry } from './shapes'
import { patchShader, type TimeUniform } from './time'

/** Clouds drift along +x and wrap around within this span, shrinking away near its ends. */
const SPAN = 360
const WIND = 1.4

const DRIFT = /* glsl */ `
vec4 mvPosition = vec4( transformed, 1.0 );
#ifdef USE_INSTANCING
  vec3 origin = instanceMatrix[3].xyz;
  float x = mod(origin.x + uTime * ${WIND.toFixed(2)} + ${(SPAN / 2).toFixed(1)}, ${SPAN.toFixed(1)}) - ${(SPAN / 2).toFixed(1)};
  float grow = 1.0 - smoothstep(${(SPAN * 0.36).toFixed(1)}, ${(SPAN * 0.5).toFixed(1)}, abs(x));
  mvPosition.xyz *= grow;
  mvPosition = instanceMatrix * mvPosition;
  mvPosition.x += x - origin.x;
#endif
mvPosition = modelViewMatrix * mvPosition;
gl_Position = projectionMatrix * mvPosition;
`

export function buildClouds(time: TimeUniform): THREE.InstancedMesh {
  // Clouds stay out of the fog: it is a ground haze, and at 40 m up they would vanish in it.
  const material = new THREE.MeshStandardMaterial({ color: '#FFFFFF', roughness: 1, emissive: '#8E9AB0', emissiveIntensity: 0.45, fog: false })
  patchShader(material, 'env-clouds', { uTime: time }, (shader) => {
    shader.vertexShader = shader.vertexShader
      .replace('#include <common>', '#include <common>\nuniform float uTime;')
      .replace('#include <project_vertex>', DRIFT)
  })
  const mesh = new THREE.InstancedMesh(cloudGeometry(), material, ENVIRONMENT_COUNTS.clouds)
  const random = mulberry32(17)
  const matrix = new THREE.Matrix4()
  for (let i = 0; i < ENVIRONMENT_COUNTS.clouds; i++) {
    // Spread along the wind so they never bunch up, and across it in a wide band.
    const x = (i / ENVIRONMENT_COUNTS.clouds) * SPAN - SPAN / 2 + random() * 12
    const z = -150 + random() * 260
    const s = 1.1 + random() * 1.3
    matrix.compose(
      new THREE.Vector3(x, 38 + random() * 22, z),
      new THREE.Quaternion().setFromAxisAngle(new THREE.Vector3(0, 1, 0), (random() - 0.5) * 0.8),
      new THREE.Vector3(s, s * (0.75 + random() * 0.35), s),
    )
    mesh.setMatrixAt(i, matrix)
  }
  // Positions move in the shader, so the CPU-side bounds would be wrong.
  mesh.frustumCulled = false
  return mesh
}

/** Fifteen clouds, one instanced draw, drifting on the GPU. */
export function Clouds({ time }: { time: TimeUniform }) {
  const mesh = useMemo(() => buildClouds(time), [time])
  useEffect(
    () => () => {
      mesh.geometry.dispose()
      ;(mesh.material as THREE.Material).dispose()
    },
    [mesh],
  )
  return <primitive object={mesh} />
}
