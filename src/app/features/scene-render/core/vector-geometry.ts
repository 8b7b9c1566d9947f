import { Box3, Color, DoubleSide, ExtrudeGeometry, FrontSide, Group, Mesh, MeshStandardMaterial, ShapeGeometry, type BufferGeometry, type Shape } from 'three'
import { SVGLoader } from 'three/examples/jsm/loaders/SVGLoader.js'
import type { VectorSettings } from '@shared/scene/vector-sprite'

/** Curve detail per segment: enough for a logo's round letters at a metre, cheap at 300 paths. */
const CURVE_SEGMENTS = 12
const MAX_PATHS = 1000

export interface VectorDrawing {
  group: Group
  dispose: () => void
}

/**
 * The SVG's filled paths as meshes (three's SVGLoader), one material per colour. The drawing is
 * turned half a turn about x (SVG's y runs down; a rotation, not a mirror, keeps the faces' winding),
 * scaled to a metre on its longer side, centred on x and standing on y = 0 with its depth centred.
 */
export function buildVectorDrawing(svgText: string, settings: VectorSettings): VectorDrawing | null {
  const data = new SVGLoader().parse(svgText)
  const byColour = new Map<string, Shape[]>()
  for (const path of data.paths.slice(0, MAX_PATHS)) {
    const fill = (path.userData as { style?: { fill?: string } } | undefined)?.style?.fill
    if (fill === 'none' || fill === 'transparent') continue
    const colour = `#${(path.color ?? new Color('#000000')).getHexString()}`
    const list = byColour.get(colour) ?? []
    list.push(...SVGLoader.createShapes(path))
    byColour.set(colour, list)
  }
  if (!byColour.size) return null
  const geometries: { geometry: BufferGeometry; colour: string }[] = []
  for (const [colour, shapes] of byColour) {
    const geometry = settings.extrude
      ? new ExtrudeGeometry(shapes, { depth: 1, bevelEnabled: false, curveSegments: CURVE_SEGMENTS })
      : new ShapeGeometry(shapes, CURVE_SEGMENTS)
    geometries.push({ geometry, colour })
  }
  const box = new Box3()
  for (const { geometry } of geometries) {
    geometry.computeBoundingBox()
    box.union(geometry.boundingBox!)
  }
  const size = Math.max(box.max.x - box.min.x, box.max.y - box.min.y) || 1
  const s = 1 / size
  const group = new Group()
  const materials: MeshStandardMaterial[] = []
  for (const item of geometries) {
    let geometry = item.geometry
    if (settings.extrude) {
      // Depth and bevel are metres after scaling: rebuild with them in the drawing's own units.
      geometry.dispose()
      const shapes = byColour.get(item.colour)!
      geometry = new ExtrudeGeometry(shapes, {
        depth: settings.depth / s,
        bevelEnabled: settings.bevel > 0,
        bevelThickness: settings.bevel / s,
        bevelSize: settings.bevel / s,
        bevelSegments: 2,
        curveSegments: CURVE_SEGMENTS,
      })
    }
    geometry.translate(-(box.min.x + box.max.x) / 2, -box.max.y, settings.extrude ? -settings.depth / s / 2 : 0)
    geometry.rotateX(Math.PI)
    geometry.scale(s, s, s)
    geometry.computeBoundingBox()
    geometry.computeBoundingSphere()
    const material = new MeshStandardMaterial({ color: item.colour, roughness: 0.55, metalness: 0, side: settings.extrude ? FrontSide : DoubleSide })
    materials.push(material)
    const mesh = new Mesh(geometry, material)
    mesh.castShadow = settings.extrude
    mesh.receiveShadow = true
    group.add(mesh)
  }
  return {
    group,
    dispose: () => {
      for (const child of group.children) (child as Mesh).geometry.dispose()
      for (const m of materials) m.dispose()
    },
  }
}
