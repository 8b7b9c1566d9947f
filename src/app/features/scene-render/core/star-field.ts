import type * as THREE from 'three'
import { ENVIRONMENT_COUNTS } from '@shared/scene/environment'
import { pointGeometry, starBuffers } from '../particles/particle-buffers'
import { starShader } from '../particles/particle-shaders'
import { gpuPoints, pointMaterial } from '../particles/point-material'

/** 3,000 stars of varied size, colour and twinkle, on the sky's upper half. */
export function buildStars(time: THREE.IUniform<number>, pixelRatio: THREE.IUniform<number>): { geometry: THREE.BufferGeometry; material: THREE.ShaderMaterial } {
  const { position, size, phase, color } = starBuffers(ENVIRONMENT_COUNTS.stars, 89)
  const geometry = pointGeometry({ position: [position, 3], aSize: [size, 1], aPhase: [phase, 1], aColor: [color, 3] })
  const material = pointMaterial(starShader, { uniforms: { uTime: time, uPixelRatio: pixelRatio }, additive: true })
  return { geometry, material }
}

/**
 * The sky's stars as the scene core draws them (framework-free, so the viewer's own page draws a
 * starry night without the R3F layer). They twinkle on whatever frames are drawn and ask for none:
 * a still night scene draws nothing while idle.
 */
export class StarField {
  readonly time = { value: 0 }
  readonly pixelRatio = { value: 1 }
  readonly points: THREE.Points

  constructor() {
    const { geometry, material } = buildStars(this.time, this.pixelRatio)
    this.points = gpuPoints(geometry, material)
    this.points.name = 'stars'
    this.points.renderOrder = -1
    this.points.raycast = () => undefined
  }

  tick(delta: number) {
    // Wrapped well before the sine's argument gets coarse in a long session.
    this.time.value = (this.time.value + delta) % 3600
  }

  dispose() {
    this.points.removeFromParent()
    this.points.geometry.dispose()
    ;(this.points.material as THREE.Material).dispose()
  }
}
