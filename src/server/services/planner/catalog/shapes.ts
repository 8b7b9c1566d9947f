import { ball, box, C, cap, cone, cyl, flat, obj, pyr, ring, type ObjectSpec } from './dsl'

/** The bare primitives, each drawn as a single shape node at one metre. */
const single = { single: true, category: 'shape' }
export const SHAPES: ObjectSpec[] = [
  obj('cube|block', C.white, [box('Cube', [0, 0.5, 0], [1, 1, 1], 'main')], single),
  obj('box', '#C8A165', [box('Box', [0, 0.3, 0], [0.6, 0.6, 0.6], 'main')], { ...single, surface: true }),
  obj('sphere|orb', C.white, [ball('Sphere', [0, 0.5, 0], [1, 1, 1], 'main')], single),
  obj('cylinder|tube', C.white, [cyl('Cylinder', [0, 0.5, 0], [1, 1, 1], 'main')], { ...single, surface: true }),
  obj('cone', C.white, [cone('Cone', [0, 0.5, 0], [1, 1, 1], 'main')], single),
  obj('pyramid', C.sand, [pyr('Pyramid', [0, 0.5, 0], [0.6 * Math.SQRT2, 1, 0.6 * Math.SQRT2], 'main')], single),
  obj('capsule|pill', C.white, [cap('Capsule', [0, 0.65, 0], [0.7, 1.3, 0.7], 'main')], single),
  obj('torus|ring|donut shape|hoop shape', C.gold, [ring('Torus', [0, 0.55, 0], [1.1, 1.1, 0.3], 'main')], single),
  obj('floor|ground plane|flat plane|square plane|platform plane', C.lightGrey, [flat('Floor', [0, 0, 0], [10, 0, 10], 'main')], { ...single, surface: true }),
]
