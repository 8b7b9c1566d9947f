import { Group, Mesh, MeshStandardMaterial, OrthographicCamera, PerspectiveCamera, Vector3, type BufferGeometry } from 'three'
import { describe, expect, it } from 'vitest'
import { detailFor, shapeGeometry, triangleCount } from './geometries'
import { StaticBatches } from './static-batches'

/** The largest gap between the sphere's equator polygon and its true circle (radius 0.5), in units. */
function equatorError(geometry: BufferGeometry): number {
  const position = geometry.getAttribute('position')
  const ring: number[] = []
  const v = new Vector3()
  for (let i = 0; i < position.count; i++) {
    v.fromBufferAttribute(position, i)
    if (Math.abs(v.y) < 1e-6) ring.push(Math.atan2(v.z, v.x))
  }
  const angles = [...new Set(ring.map((a) => a.toFixed(6)))].map(Number).sort((a, b) => a - b)
  let worst = 0
  for (let i = 0; i < angles.length; i++) {
    const step = (i + 1 < angles.length ? angles[i + 1] : angles[0] + 2 * Math.PI) - angles[i]
    worst = Math.max(worst, 0.5 * (1 - Math.cos(step / 2)))
  }
  return worst
}

describe('shape detail', () => {
  it('draws a small sphere coarser, within half a pixel of its outline, and a near one in full', () => {
    const full = shapeGeometry('sphere')
    expect(detailFor(full, 2000)).toBe(full)
    for (const pixelsPerUnit of [10, 30, 60, 120, 400]) {
      const chosen = detailFor(full, pixelsPerUnit)
      expect(equatorError(chosen) * pixelsPerUnit).toBeLessThanOrEqual(0.5)
    }
    const far = detailFor(full, 20)
    expect(triangleCount(far)).toBeLessThan(triangleCount(full) / 8)
    // Shapes without curves have no levels.
    expect(detailFor(shapeGeometry('cube'), 1)).toBe(shapeGeometry('cube'))
  })

  it("swaps a batch's geometry by its nearest member's size on screen, and back to full up close", () => {
    const root = new Group()
    const material = new MeshStandardMaterial()
    const parts = Array.from({ length: 20 }, (_, i) => {
      const mesh = new Mesh(shapeGeometry('sphere'), material)
      mesh.position.set(i - 10, 0.5, 0)
      root.add(mesh)
      return { mesh, id: `s${i}`, object: `s${i}` }
    })
    root.updateWorldMatrix(true, true)
    const batches = new StaticBatches()
    root.add(batches.group)
    batches.rebuild(root, parts)
    const batch = batches.group.children[0] as Mesh
    const camera = new PerspectiveCamera(50, 16 / 9, 0.1, 500)
    camera.position.set(0, 5, 60)
    camera.lookAt(0, 0, 0)
    batches.updateDetail(camera, 720)
    const coarse = batch.geometry
    expect(coarse).not.toBe(shapeGeometry('sphere'))
    expect(triangleCount(coarse)).toBeLessThan(triangleCount(shapeGeometry('sphere')))
    // Nothing moved: nothing changes, no shadow redraw asked for.
    expect(batches.updateDetail(camera, 720)).toBe(false)
    // A rebuild (an edit, a new selection) starts from the level already drawn.
    batches.rebuild(root, parts)
    const rebuilt = batches.group.children[0] as Mesh
    expect(rebuilt.geometry).toBe(coarse)
    expect(batches.updateDetail(camera, 720)).toBe(false)
    // One member close to the camera: the whole batch in full, and the shadows are due again.
    camera.position.set(-10, 0.5, 2)
    expect(batches.updateDetail(camera, 720)).toBe(true)
    expect(rebuilt.geometry).toBe(shapeGeometry('sphere'))
    // An orthographic view zoomed out: coarse again; XR (an infinite height) always full.
    const ortho = new OrthographicCamera(-20, 20, 12, -12, 0.1, 500)
    ortho.position.set(0, 0, 50)
    batches.updateDetail(ortho, 720)
    expect(rebuilt.geometry).not.toBe(shapeGeometry('sphere'))
    batches.updateDetail(ortho, Infinity)
    expect(rebuilt.geometry).toBe(shapeGeometry('sphere'))
  })
})
