import { createShape, emptyScene } from '../../src/shared/scene/defaults'
import { applyOps } from '../../src/shared/scene/ops'
import { SHAPES_3D, type SceneDocument } from '../../src/shared/scene/schema'

/**
 * The benches' heavy editor scene: `count` shapes of every kind, 40 to a row, rows stacked 0.4 m
 * apart and staggered in depth (bench-editor, bench-frames, profile-edit all draw this one).
 */
export function thousandShapes(count = 1000): SceneDocument {
  let doc = emptyScene()
  for (let i = 0; i < count; i++) {
    const node = createShape(doc, SHAPES_3D[i % SHAPES_3D.length], [(i % 40) - 20, Math.floor(i / 40) * 0.4, -(i % 7)])
    doc = applyOps(doc, [{ op: 'add', node }]).doc
  }
  return doc
}
