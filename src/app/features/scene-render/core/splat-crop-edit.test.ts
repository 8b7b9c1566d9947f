import { SplatEdit, SplatEditSdf, type SplatMesh } from '@sparkjsdev/spark'
import { Box3, BoxGeometry, Mesh, Object3D, Raycaster, Vector3, type Intersection } from 'three'
import { describe, expect, it } from 'vitest'
import { splatCropper } from './splat-crop-edit'

/** A stand-in SplatMesh: an Object3D whose own raycast answers one hit per given local point. */
function fakeMesh(hits: Vector3[]) {
  const mesh = new Object3D() as Object3D & { raycast: (r: Raycaster, out: Intersection[]) => void }
  mesh.raycast = (_, out) => void out.push(...hits.map((p) => ({ distance: 1, point: mesh.localToWorld(p.clone()), object: mesh }) as Intersection))
  return mesh
}
const editOf = (mesh: Object3D) => mesh.children.find((c): c is SplatEdit => c instanceof SplatEdit)
const bounds = new Box3(new Vector3(-0.5, -1, -0.5), new Vector3(0.5, 0, 0.5))

describe('a splat crop drawn with Spark edits', () => {
  it('places an inverted BOX sdf at the crop centre with half its size, moves it in place, and takes it away when cleared', () => {
    const mesh = fakeMesh([])
    const crop = splatCropper(mesh as unknown as SplatMesh, null, bounds)
    expect(editOf(mesh)).toBeUndefined()
    crop({ min: [0, -2, -2], max: [2, 2, 2] })
    const edit = editOf(mesh)!
    const sdf = edit.sdfs![0] as SplatEditSdf
    expect(edit.rgbaBlendMode).toBe('multiply')
    expect(sdf).toMatchObject({ type: 'box', invert: true, opacity: 0 })
    expect(sdf.position.toArray()).toEqual([1, 0, 0])
    expect(sdf.scale.toArray()).toEqual([1, 2, 2])
    crop({ min: [-1, -1, -1], max: [0, 1, 1] })
    expect(editOf(mesh)).toBe(edit)
    expect(sdf.position.toArray()).toEqual([-0.5, 0, 0])
    crop(undefined)
    expect(editOf(mesh)).toBeUndefined()
  })

  it('fits the pick proxy to what is shown, hidden when the crop leaves nothing', () => {
    const proxy = new Mesh(new BoxGeometry(1, 1, 1))
    const crop = splatCropper(fakeMesh([]) as unknown as SplatMesh, proxy, bounds)
    expect(proxy.position.toArray()).toEqual([0, -0.5, 0])
    expect(proxy.scale.toArray()).toEqual([1, 1, 1])
    crop({ min: [0, -2, -2], max: [2, 2, 2] })
    expect(proxy.position.toArray()).toEqual([0.25, -0.5, 0])
    expect(proxy.scale.toArray()).toEqual([0.5, 1, 1])
    crop({ min: [3, 3, 3], max: [4, 4, 4] })
    expect(proxy.visible).toBe(false)
    crop(undefined)
    expect(proxy.visible).toBe(true)
    expect(proxy.scale.toArray()).toEqual([1, 1, 1])
  })

  it("drops Spark's raycast hits on splats the crop hides", () => {
    const mesh = fakeMesh([new Vector3(-0.3, -0.5, 0), new Vector3(0.3, -0.5, 0)])
    mesh.position.set(5, 0, 0)
    mesh.updateMatrixWorld()
    const crop = splatCropper(mesh as unknown as SplatMesh, null, bounds)
    const hits = () => {
      const out: Intersection[] = []
      mesh.raycast(new Raycaster(), out)
      return out.map((h) => h.point.x)
    }
    expect(hits()).toEqual([4.7, 5.3])
    crop({ min: [0, -2, -2], max: [2, 2, 2] })
    expect(hits()).toEqual([5.3])
  })
})
