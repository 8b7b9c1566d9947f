import { Matrix4, Mesh, type BufferGeometry, type Color, type Material } from 'three'
import { mergeGeometries } from 'three/examples/jsm/utils/BufferGeometryUtils.js'

/** Material props that never change how it draws. */
const SKIP = new Set(['uuid', 'id', 'name', 'version', 'userData', 'visible'])

/**
 * What must be equal for two parts' materials to draw as one merged geometry: every own prop,
 * the colour and the opacity included (one merged mesh has one material), textures refused (each
 * node owns its map copies). See-through materials merge too: parts of one object (a house's
 * windows) are sorted as one, which is how three sorts a single mesh anyway.
 */
export const mergeKey = (material: Material): string | null => materialSignature(material, SKIP)

/**
 * A material's settings as a string, the fields in `skip` left out; null when it has a texture
 * (each node owns its map copies, so no two would ever match). Shared by instancing and merging.
 */
export function materialSignature(material: Material, skip: ReadonlySet<string>): string | null {
  const parts: string[] = [material.type]
  for (const [key, value] of Object.entries(material)) {
    if (skip.has(key) || key.startsWith('_')) continue
    if (value && typeof value === 'object') {
      if ((value as { isTexture?: boolean }).isTexture) return null
      if ((value as Color).isColor) parts.push(`${key}:${(value as Color).getHexString()}`)
      else if (typeof (value as { toArray?: () => number[] }).toArray === 'function') parts.push(`${key}:${(value as { toArray: () => number[] }).toArray().join(',')}`)
      continue
    }
    if (typeof value !== 'function') parts.push(`${key}:${String(value)}`)
  }
  return parts.join('|')
}

/** The attribute layout mergeGeometries needs to be alike: indexed or not, and the same names. */
export const layoutKey = (geometry: BufferGeometry) => `${geometry.index ? 'i' : 'n'}:${Object.keys(geometry.attributes).sort().join(',')}:${Object.keys(geometry.morphAttributes).length}`

const noRaycast = () => undefined
const placed = new Matrix4()

/**
 * The parts of one object that share a material, baked into one geometry in `rootInverse`'s frame
 * (the content's): one draw call for them all. Each part's node id is kept per index range in
 * `userData.ranges` (what a hit on a triangle belongs to), though the merged mesh takes no rays:
 * the hidden originals are picked as before. Null where the parts cannot merge (a mirrored part
 * would turn inside out; mergeGeometries refuses unlike layouts).
 */
export function mergeParts(members: { mesh: Mesh; id: string }[], rootInverse: Matrix4, material: Material): Mesh | null {
  const geometries: BufferGeometry[] = []
  const ranges: { id: string; start: number; count: number }[] = []
  let start = 0
  for (const { mesh, id } of members) {
    placed.multiplyMatrices(rootInverse, mesh.matrixWorld)
    if (placed.determinant() <= 0) return disposeAll(geometries)
    // A copy: the shape geometries are shared by every node of that shape.
    const copy = mesh.geometry.clone().applyMatrix4(placed)
    geometries.push(copy)
    const count = copy.index ? copy.index.count : copy.getAttribute('position').count
    ranges.push({ id, start, count })
    start += count
  }
  const merged = mergeGeometries(geometries, false)
  disposeAll(geometries)
  if (!merged) return null
  merged.computeBoundingSphere()
  merged.computeBoundingBox()
  const mesh = new Mesh(merged, material)
  mesh.name = 'static-merge'
  mesh.castShadow = members[0].mesh.castShadow
  mesh.receiveShadow = members[0].mesh.receiveShadow
  mesh.raycast = noRaycast
  mesh.userData.ranges = ranges
  return mesh
}

function disposeAll(geometries: BufferGeometry[]): null {
  for (const g of geometries) g.dispose()
  return null
}
