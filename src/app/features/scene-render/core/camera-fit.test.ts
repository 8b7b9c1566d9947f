import { describe, expect, it } from 'vitest'
import * as THREE from 'three'
import { contentBox, FIT_AZIMUTH, FIT_MARGIN, FIT_POLAR, fitBox, fitDirectionFor, MAX_POLAR, MIN_POLAR, TEXT_FIT_AZIMUTH, viewDirection } from './camera-fit'

/** Every corner of the box projected by a camera standing at the fit, in NDC (-1..1 is in frame). */
function projectedCorners(box: THREE.Box3, fov: number, aspect: number) {
  const fit = fitBox(box, { fov, aspect })
  const camera = new THREE.PerspectiveCamera(fov, aspect, 0.01, 10000)
  camera.position.copy(fit.position)
  camera.lookAt(fit.target)
  camera.updateMatrixWorld()
  const out: THREE.Vector3[] = []
  for (let i = 0; i < 8; i++) out.push(new THREE.Vector3(i & 1 ? box.max.x : box.min.x, i & 2 ? box.max.y : box.min.y, i & 4 ? box.max.z : box.min.z).project(camera))
  return out
}

describe('shared camera fit', () => {
  const wide = new THREE.Box3(new THREE.Vector3(-6, 0, -0.5), new THREE.Vector3(6, 1, 0.5))
  const tall = new THREE.Box3(new THREE.Vector3(-1, 0, -1), new THREE.Vector3(1, 14, 1))
  for (const [name, box] of [['a 12 m row', wide], ['a 14 m tower', tall]] as const) {
    for (const aspect of [390 / 844, 1280 / 800]) {
      it(`keeps ${name} inside both fields of view at aspect ${aspect.toFixed(2)}, with the margin`, () => {
        const corners = projectedCorners(box, 60, aspect)
        for (const c of corners) {
          expect(Math.abs(c.x)).toBeLessThanOrEqual(1 / FIT_MARGIN + 1e-6)
          expect(Math.abs(c.y)).toBeLessThanOrEqual(1 / FIT_MARGIN + 1e-6)
        }
        // Tight: some corner touches the margin on one axis (not a needlessly distant camera).
        const reach = Math.max(...corners.map((c) => Math.max(Math.abs(c.x), Math.abs(c.y))))
        expect(reach).toBeGreaterThan(0.95 / FIT_MARGIN)
      })
    }
  }

  it('a portrait frame stands further back than a landscape one for a wide row (the horizontal field binds)', () => {
    expect(fitBox(wide, { fov: 60, aspect: 390 / 844 }).distance).toBeGreaterThan(fitBox(wide, { fov: 60, aspect: 1280 / 800 }).distance * 2)
  })

  it('frames a sparse scene by its objects: closer than by the box around them, every object still inside', () => {
    const parts = [
      new THREE.Box3(new THREE.Vector3(-4, 0, -1.5), new THREE.Vector3(-2, 1, -0.5)),
      new THREE.Box3(new THREE.Vector3(2.5, 0, -1.5), new THREE.Vector3(3.5, 2, -1)),
      new THREE.Box3(new THREE.Vector3(-0.8, 0, 3), new THREE.Vector3(0.8, 1, 3.5)),
    ]
    const box = parts.reduce((all, p) => all.union(p), new THREE.Box3())
    for (const aspect of [390 / 844, 1280 / 800]) {
      const whole = fitBox(box, { fov: 60, aspect })
      const byParts = fitBox(box, { fov: 60, aspect, parts })
      expect(byParts.distance).toBeLessThan(whole.distance)
      const camera = new THREE.PerspectiveCamera(60, aspect, 0.01, 10000)
      camera.position.copy(byParts.position)
      camera.lookAt(byParts.target)
      camera.updateMatrixWorld()
      for (const part of parts) for (let i = 0; i < 8; i++) {
        const c = new THREE.Vector3(i & 1 ? part.max.x : part.min.x, i & 2 ? part.max.y : part.min.y, i & 4 ? part.max.z : part.min.z).project(camera)
        expect(Math.abs(c.x)).toBeLessThanOrEqual(1 / FIT_MARGIN + 1e-6)
        expect(Math.abs(c.y)).toBeLessThanOrEqual(1 / FIT_MARGIN + 1e-6)
      }
    }
  })

  it('looks down from an elevated angle inside the polar limits', () => {
    const d = viewDirection()
    const polar = Math.acos(d.y)
    expect(polar).toBeGreaterThanOrEqual(MIN_POLAR)
    expect(polar).toBeLessThanOrEqual(MAX_POLAR)
    expect(d.y).toBeGreaterThan(0.35)
    expect(Math.acos(viewDirection(0.1).y)).toBeCloseTo(MIN_POLAR, 6)
  })

  it('measures only what belongs to document nodes', () => {
    const root = new THREE.Group()
    const node = new THREE.Group()
    node.userData.nodeId = 'a'
    node.add(new THREE.Mesh(new THREE.BoxGeometry(2, 2, 2)))
    const shadowPlane = new THREE.Mesh(new THREE.PlaneGeometry(100, 100))
    root.add(node, shadowPlane)
    const box = contentBox(root)
    expect(box.max.x).toBeCloseTo(1, 6)
    expect(box.min.z).toBeCloseTo(-1, 6)
  })
})

describe('fitDirectionFor', () => {
  it('faces 3D text nearly straight on, and other content from the three-quarter view', () => {
    const root = new THREE.Group()
    root.add(new THREE.Mesh(new THREE.BoxGeometry(1, 1, 1)))
    const side = fitDirectionFor(root)
    expect(side.x).toBeCloseTo(viewDirection(FIT_POLAR, FIT_AZIMUTH).x)
    const title = new THREE.Mesh(new THREE.BoxGeometry(4, 1, 0.2))
    title.userData.readable = true
    root.add(title)
    const front = fitDirectionFor(root)
    expect(front.x).toBeCloseTo(viewDirection(FIT_POLAR, TEXT_FIT_AZIMUTH).x)
    expect(Math.abs(front.x)).toBeLessThan(Math.abs(side.x) / 3)
    // Hidden text is not what the visitor reads.
    title.visible = false
    expect(fitDirectionFor(root).x).toBeCloseTo(side.x)
  })
})
