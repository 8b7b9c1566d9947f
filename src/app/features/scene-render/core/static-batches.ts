import { Group, InstancedMesh, Matrix4, type BufferGeometry, type Color, type Material, type Mesh, type Object3D } from 'three'
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
      const batch = new InstancedMesh(geometry, shared, members.length)
      batch.name = 'static-batch'
      batch.castShadow = members[0].castShadow
      batch.receiveShadow = members[0].receiveShadow
      batch.raycast = noRaycast
      members.forEach((mesh, i) => {
        batch.setMatrixAt(i, relative.multiplyMatrices(rootInverse, mesh.matrixWorld))
        batch.setColorAt(i, (mesh.material as Material & { color: Color }).color)
        const own = mesh.material as Material
        own.visible = false
        this.hidden.push(own)
      })
      batch.computeBoundingSphere()
      batch.computeBoundingBox()
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
    this.saved = 0
  }

  dispose() {
    this.clear()
    for (const material of this.materials.values()) material.dispose()
    this.materials.clear()
    this.group.removeFromParent()
  }
}
