import type { Box3, BufferGeometry, Matrix4 } from 'three'
import { TextGeometry } from 'three/examples/jsm/geometries/TextGeometry.js'
import type { Font } from 'three/examples/jsm/loaders/FontLoader.js'
import { mergeGeometries } from 'three/examples/jsm/utils/BufferGeometryUtils.js'
import type { TextSettings } from '@shared/scene/schema'

/** Editor spec §9: text size is fontSize times 0.01. */
export const TEXT_SCALE = 0.01
/** Text whose lowest point is under this height (m) stands on the ground and casts a shadow. */
export const GROUNDED_BELOW = 0.25

type GeometryFields = Pick<
  TextSettings,
  | 'content'
  | 'fontSize'
  | 'horizontal'
  | 'vertical'
  | 'extrusion'
  | 'bevelSize'
  | 'bevelThickness'
  | 'bevelOffset'
  | 'bevelSegments'
  | 'curveSegments'
>

const centre = (min: number, max: number) => -(min + max) / 2

/**
 * Extruded text, one geometry for all lines. Each line is aligned on its own (left, centre, right),
 * the block by `vertical` (its glyphs' box), and the extrusion is centred on z, so the node's origin
 * is the anchor the panel names and the gizmo sits on the text.
 */
export function buildTextGeometry(font: Font, t: GeometryFields): BufferGeometry | null {
  const size = t.fontSize * TEXT_SCALE
  if (!(size > 0)) return null
  const params = {
    font,
    size,
    depth: t.extrusion,
    curveSegments: t.curveSegments,
    bevelEnabled: t.bevelSegments > 0 && (t.bevelSize > 0 || t.bevelThickness > 0),
    bevelSize: t.bevelSize,
    bevelThickness: t.bevelThickness,
    bevelOffset: t.bevelOffset,
    bevelSegments: t.bevelSegments,
  }
  const { boundingBox, underlineThickness, resolution } = font.data
  // three's own line advance for '\n', so one line or several look the same.
  const lineHeight = ((boundingBox.yMax - boundingBox.yMin + underlineThickness) * size) / resolution
  const lines: BufferGeometry[] = []
  t.content
    .replace(/\r/g, '')
    .split('\n')
    .forEach((line, i) => {
      if (!line.trim()) return
      const geometry = new TextGeometry(line, params)
      geometry.computeBoundingBox()
      const box = geometry.boundingBox!
      if (box.isEmpty()) {
        geometry.dispose()
        return
      }
      const dx = t.horizontal === 'left' ? -box.min.x : t.horizontal === 'right' ? -box.max.x : centre(box.min.x, box.max.x)
      geometry.translate(dx, -i * lineHeight, 0)
      lines.push(geometry)
    })
  if (lines.length === 0) return null
  const merged = lines.length === 1 ? lines[0] : mergeGeometries(lines, false)
  if (lines.length > 1) for (const line of lines) line.dispose()
  if (!merged) return null
  merged.computeBoundingBox()
  const box = merged.boundingBox!
  const dy = t.vertical === 'top' ? -box.max.y : t.vertical === 'bottom' ? -box.min.y : centre(box.min.y, box.max.y)
  merged.translate(0, dy, centre(box.min.z, box.max.z))
  merged.computeBoundingBox()
  merged.computeBoundingSphere()
  return merged
}

/** Whether text with this local box, placed by this world matrix, reaches down near the ground. */
export function standsOnGround(matrixWorld: Matrix4, box: Box3): boolean {
  const e = matrixWorld.elements
  return e[13] + box.min.y * Math.hypot(e[4], e[5], e[6]) < GROUNDED_BELOW
}
