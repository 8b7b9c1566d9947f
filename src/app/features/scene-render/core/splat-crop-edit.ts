import { SplatEdit, SplatEditRgbaBlendMode, SplatEditSdf, SplatEditSdfType, type SplatMesh } from '@sparkjsdev/spark'
import { Box3, Vector3, type Intersection, type Mesh, type Object3D, type Raycaster } from 'three'
import type { SplatCrop } from '@shared/scene/splat-crop'

/**
 * A splat's crop, drawn with Spark's own edits: one SplatEdit under the mesh (so it edits this
 * splat alone) that multiplies by opacity 0 wherever an inverted BOX sdf says "outside". Spark
 * reads the edit's place on every frame and rebuilds only its small SDF texture when it moved,
 * so a changed crop is a new box pose, never a reload, and a cleared one takes the edit away.
 *
 * Spark hands the box to its shader as a position, a rotation and one scale per axis: exact
 * while the node and its parents are scaled evenly (the panel's locked ratio); a squashed and
 * turned parent bends it, as it would any box.
 */
export function splatCropper(mesh: SplatMesh, proxy: Mesh | null, bounds: Box3) {
  const sdf = new SplatEditSdf({ type: SplatEditSdfType.BOX, invert: true, opacity: 0 })
  const edit = new SplatEdit({ name: 'splat-crop', rgbaBlendMode: SplatEditRgbaBlendMode.MULTIPLY })
  edit.add(sdf)
  edit.addSdf(sdf)
  let box: Box3 | null = null

  // Spark's raycast reads the file, not the edits: a click where the crop hid the splats passes through.
  const raycast = mesh.raycast.bind(mesh)
  mesh.raycast = (raycaster: Raycaster, intersects: Intersection<Object3D>[]) => {
    const start = intersects.length
    raycast(raycaster, intersects as never)
    if (!box) return
    const local = new Vector3()
    for (let i = intersects.length - 1; i >= start; i--) if (!box.containsPoint(mesh.worldToLocal(local.copy(intersects[i].point)))) intersects.splice(i, 1)
  }

  /** The pick proxy spans what is drawn: the splat's bounds, inside the crop when there is one. */
  const fitProxy = () => {
    if (!proxy) return
    const shown = box ? bounds.clone().intersect(box) : bounds
    proxy.visible = !shown.isEmpty()
    if (shown.isEmpty()) return
    shown.getCenter(proxy.position)
    const size = shown.getSize(new Vector3())
    proxy.scale.set(Math.max(size.x, 1e-3), Math.max(size.y, 1e-3), Math.max(size.z, 1e-3))
  }

  fitProxy()
  return (crop: SplatCrop | undefined) => {
    box = crop ? new Box3(new Vector3(...crop.min), new Vector3(...crop.max)) : null
    if (box) {
      box.getCenter(sdf.position)
      // A BOX sdf's scale is its half size.
      box.getSize(sdf.scale).multiplyScalar(0.5)
      sdf.updateMatrix()
      if (edit.parent !== mesh) mesh.add(edit)
    } else edit.removeFromParent()
    fitProxy()
  }
}
