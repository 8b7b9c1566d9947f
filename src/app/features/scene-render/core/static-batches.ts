import { Group, InstancedMesh, Matrix4, Vector3, type BufferGeometry, type Camera, type Color, type Material, type Mesh, type Object3D, type OrthographicCamera } from 'three'
import { detailFor, hasDetailLevels } from './geometries'
import { layoutKey, materialSignature, mergeKey, mergeParts } from './static-merges'

/** A still shape: its mesh, its node, and the object it is part of (its top-level node). */
export interface StaticPart {
  mesh: Mesh
  id: string
  object: string
}

/** Fewer than this many alike meshes are drawn as they are (an instanced copy would save nothing). */
const MIN_INSTANCES = 2
const noRaycast = () => undefined

/** Material props that never change how it draws, or that the instances carry (their colour). */
const SKIP = new Set(['uuid', 'id', 'name', 'color', 'version', 'userData', 'visible'])

/**
 * What must be equal for two meshes' materials to draw as one: every own prop but the colour
 * (each instance carries its own), textures by identity. Null for what cannot be batched:
 * see-through materials (their order matters), textured ones (each node owns its map copies).
 */
export function batchKey(material: Material): string | null {
  if (material.transparent || material.opacity < 1 || (material as { transmission?: number }).transmission) return null
  if (!(material as { color?: Color }).color?.isColor) return null
  return materialSignature(material, SKIP)
}

const relative = new Matrix4()
const rootInverse = new Matrix4()
const centre = new Vector3()
const eye = new Vector3()
const forward = new Vector3()

/** An instanced batch of a curved shape: its full geometry and members, for choosing its detail. */
interface Detailed {
  batch: InstancedMesh
  full: BufferGeometry
  members: Mesh[]
}

/**
 * Static meshes drawn as instances, rebuilt once per change (never per frame): every group of
 * still meshes that share a geometry and a material (colour aside) is one InstancedMesh, one draw
 * call instead of one per part (a village's walls, roofs, posts and torches; a thousand cubes).
 * The document is untouched, and so are the node objects: each original stays where it was, with
 * its material hidden (`visible = false`: three skips it in every pass, shadows included) but
 * still picked by rays, measured by the camera fit and carried by a gizmo. The instanced copies
 * take no rays.
 */
export class StaticBatches {
  readonly group = new Group()
  private meshes: Mesh[] = []
  private hidden: Material[] = []
  /** One instanced material per key, kept across rebuilds so that an edit compiles nothing new. */
  private materials = new Map<string, Material>()
  private detailed: Detailed[] = []
  /** What the detail was last chosen for: the camera's matrices and the viewport height. */
  private readonly seenView = new Matrix4()
  private readonly seenProjection = new Matrix4()
  private seenHeight = -1
  /** Each curved geometry's level last drawn, kept across rebuilds: an edit or a new selection redraws no shadow for it. */
  private readonly chosen = new Map<BufferGeometry, BufferGeometry>()
  /** Where each instanced original is drawn: its batch and its index there. */
  private slots = new Map<Mesh, { batch: InstancedMesh; index: number }>()
  /** Originals baked into a merged geometry: moving one needs a rebuild. */
  private merged = new Set<Mesh>()

  constructor() {
    this.group.name = 'static-batches'
  }

  /** How many draw calls the batches save (members minus batches), for the probes and tests. */
  saved = 0

  /**
   * Draws `parts` (meshes under `root`, their world matrices current) as instances where alike
   * across the scene, then merges what is left of each object per material (a house's windows).
   */
  rebuild(root: Object3D, parts: StaticPart[]) {
    this.clear()
    const groups = new Map<string, { geometry: BufferGeometry; material: Material; materialKey: string; members: Mesh[] }>()
    for (const { mesh } of parts) {
      const material = mesh.material
      if (Array.isArray(material) || !material.visible) continue
      const key = batchKey(material)
      if (key === null) continue
      const full = `${mesh.geometry.uuid}|${mesh.castShadow}|${mesh.receiveShadow}|${key}`
      const group = groups.get(full) ?? { geometry: mesh.geometry, material, materialKey: key, members: [] }
      group.members.push(mesh)
      groups.set(full, group)
    }
    root.updateWorldMatrix(true, false)
    rootInverse.copy(root.matrixWorld).invert()
    const used = new Set<string>()
    this.saved = 0
    for (const { geometry, material, materialKey, members } of groups.values()) {
      if (members.length < MIN_INSTANCES) continue
      used.add(materialKey)
      let shared = this.materials.get(materialKey)
      if (!shared) {
        shared = material.clone()
        // The instances' colours multiply it: white leaves each one's own.
        ;(shared as Material & { color: Color }).color.set(0xffffff)
        this.materials.set(materialKey, shared)
      }
      const batch = new InstancedMesh(this.chosen.get(geometry) ?? geometry, shared, members.length)
      batch.name = 'static-batch'
      batch.castShadow = members[0].castShadow
      batch.receiveShadow = members[0].receiveShadow
      batch.raycast = noRaycast
      members.forEach((mesh, i) => {
        this.slots.set(mesh, { batch, index: i })
        batch.setMatrixAt(i, relative.multiplyMatrices(rootInverse, mesh.matrixWorld))
        batch.setColorAt(i, (mesh.material as Material & { color: Color }).color)
        const own = mesh.material as Material
        own.visible = false
        this.hidden.push(own)
      })
      // Bounds from the full geometry: every coarser level lies within them.
      batch.geometry = geometry
      batch.computeBoundingSphere()
      batch.computeBoundingBox()
      batch.geometry = this.chosen.get(geometry) ?? geometry
      if (hasDetailLevels(geometry)) this.detailed.push({ batch, full: geometry, members })
      this.meshes.push(batch)
      this.group.add(batch)
      this.saved += members.length - 1
    }
    this.mergeRest(parts, used)
    for (const [key, material] of this.materials)
      if (!used.has(key)) {
        material.dispose()
        this.materials.delete(key)
      }
  }

  /**
   * Instancing first (it shares across objects: every house's walls in one call), then what is
   * left of one object that shares a material exactly is baked into one geometry. Across objects
   * nothing merges: each keeps its own bounds (culling, see-through sorting) and a small rebuild.
   */
  private mergeRest(parts: StaticPart[], used: Set<string>) {
    const groups = new Map<string, { key: string; members: StaticPart[] }>()
    for (const part of parts) {
      const material = part.mesh.material as Material
      if (!material.visible) continue
      const key = mergeKey(material)
      if (key === null) continue
      const full = `${part.object}|${part.mesh.castShadow}|${part.mesh.receiveShadow}|${layoutKey(part.mesh.geometry)}|${key}`
      const group = groups.get(full) ?? { key: `merge|${key}`, members: [] }
      group.members.push(part)
      groups.set(full, group)
    }
    for (const { key, members } of groups.values()) {
      if (members.length < 2) continue
      let shared = this.materials.get(key)
      if (!shared) {
        shared = (members[0].mesh.material as Material).clone()
        this.materials.set(key, shared)
      }
      const merged = mergeParts(members, rootInverse, shared)
      if (!merged) continue
      used.add(key)
      for (const { mesh } of members) {
        this.merged.add(mesh)
        const own = mesh.material as Material
        own.visible = false
        this.hidden.push(own)
      }
      this.meshes.push(merged)
      this.group.add(merged)
      this.saved += members.length - 1
    }
  }

  /** Every original drawn again as it is; no instances, no merges. */
  clear() {
    for (const material of this.hidden) material.visible = true
    this.hidden = []
    for (const mesh of this.meshes) {
      mesh.removeFromParent()
      if ((mesh as InstancedMesh).isInstancedMesh) (mesh as InstancedMesh).dispose()
      // A merged geometry is its own; the instances share the node's.
      else mesh.geometry.dispose()
    }
    this.meshes = []
    this.slots.clear()
    this.merged.clear()
    this.detailed = []
    this.seenHeight = -1
    this.saved = 0
  }

  /**
   * Still originals that moved (an edit of their node's or an ancestor's transform, nothing else):
   * their instances follow in place, one matrix each, instead of a rebuild over every part (about
   * 16 ms of an edit's frame among 1,000 objects). False, with nothing changed, where one of them
   * is baked into a merge; the caller rebuilds then. Originals in no batch draw themselves.
   */
  moveInPlace(root: Object3D, moved: Mesh[]): boolean {
    if (moved.some((mesh) => this.merged.has(mesh))) return false
    root.updateWorldMatrix(true, false)
    rootInverse.copy(root.matrixWorld).invert()
    const touched = new Set<InstancedMesh>()
    for (const mesh of moved) {
      const slot = this.slots.get(mesh)
      if (!slot) continue
      mesh.updateWorldMatrix(true, false)
      slot.batch.setMatrixAt(slot.index, relative.multiplyMatrices(rootInverse, mesh.matrixWorld))
      touched.add(slot.batch)
    }
    for (const batch of touched) {
      batch.instanceMatrix.needsUpdate = true
      // Bounds from the full geometry, as at a rebuild.
      const drawn = batch.geometry
      const full = this.detailed.find((d) => d.batch === batch)?.full
      if (full) batch.geometry = full
      batch.computeBoundingSphere()
      batch.computeBoundingBox()
      batch.geometry = drawn
    }
    // The nearest member may have changed: the detail is chosen again before the next frame.
    if (touched.size) this.seenHeight = -1
    return true
  }

  /**
   * Each curved shape's batch drawn with the coarsest geometry that keeps its nearest member's
   * outline within half a pixel of the full one (geometries.ts, `detailFor`): among a thousand
   * small spheres and tori the triangles, not the pixels, are what a frame costs (software GL
   * spent about 0.7 s of every frame on them). Chosen again only when the camera or the viewport
   * changed; members' world matrices are those of the last frame (they are still). An infinite
   * height asks for full detail (XR, whose eyes are not this camera). True when a batch changed
   * its level: the shadow maps were drawn with the old one (a close-up would show a coarse
   * sphere's shadow) and must be drawn again.
   */
  updateDetail(camera: Camera, heightPx: number): boolean {
    if (!this.detailed.length) return false
    // Where the camera is this frame (three would update it only inside render).
    camera.updateMatrixWorld()
    if (heightPx === this.seenHeight && this.seenView.equals(camera.matrixWorld) && this.seenProjection.equals(camera.projectionMatrix)) return false
    let changed = false
    this.seenHeight = heightPx
    this.seenView.copy(camera.matrixWorld)
    this.seenProjection.copy(camera.projectionMatrix)
    eye.setFromMatrixPosition(camera.matrixWorld)
    forward.setFromMatrixColumn(camera.matrixWorld, 2).normalize().negate()
    const ortho = !!(camera as OrthographicCamera).isOrthographicCamera
    // Pixels per world unit: at distance 1 for a perspective camera, anywhere for an orthographic
    // one (the projection's y scale holds the field of view or the frustum, and the zoom).
    const perUnit = (heightPx * camera.projectionMatrix.elements[5]) / 2
    for (const { batch, full, members } of this.detailed) {
      full.boundingSphere ?? full.computeBoundingSphere()
      const radius = full.boundingSphere!.radius
      let most = 0
      for (const mesh of members) {
        const scale = mesh.matrixWorld.getMaxScaleOnAxis()
        if (ortho) {
          most = Math.max(most, perUnit * scale)
          continue
        }
        centre.copy(full.boundingSphere!.center).applyMatrix4(mesh.matrixWorld)
        const reach = radius * scale
        const distance = centre.distanceTo(eye)
        // Where the camera is at or inside it: full detail. Behind the camera: not drawn.
        if (distance <= reach + 1e-3) {
          most = Infinity
          break
        }
        const depth = centre.sub(eye).dot(forward) - reach
        if (depth + 2 * reach <= 0) continue
        // Its size on screen from its nearest depth, stretched as off-axis objects are (1 / cos).
        most = depth > 1e-3 ? Math.max(most, (perUnit * scale * distance) / (depth * (depth + reach))) : Infinity
        if (most === Infinity) break
      }
      const geometry = detailFor(full, most)
      batch.geometry = geometry
      const before = this.chosen.get(full)
      if (before && before !== geometry) changed = true
      this.chosen.set(full, geometry)
    }
    return changed
  }

  dispose() {
    this.clear()
    for (const material of this.materials.values()) material.dispose()
    this.materials.clear()
    this.group.removeFromParent()
  }
}
