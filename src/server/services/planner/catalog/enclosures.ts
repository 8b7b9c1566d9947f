import { ball, box, C, cap, cyl, obj, ring, type ObjectSpec, type PartSpec } from './dsl'

/**
 * Things that hold something within bars or low sides (a bird in its cage, a teddy in a crib, a
 * baby in a cradle): a floor, bars or slats all round with gaps to see through, and room inside
 * (`inside`) resting what goes in on the floor, between the bars, never on the top.
 */
const H = Math.PI / 2

/** Upright bars round a rectangle, one every `step` metres along each side. */
function bars(w: number, d: number, y0: number, h: number, step: number, t: number, color: string, mat?: 'metal' | 'wood'): PartSpec[] {
  const out: PartSpec[] = []
  const nx = Math.max(2, Math.round(w / step))
  const nz = Math.max(2, Math.round(d / step))
  for (let i = 0; i <= nx; i++) for (const z of [-d / 2, d / 2]) out.push(cyl('Bar', [-w / 2 + (i * w) / nx, y0 + h / 2, z], [t, h, t], color, { mat }))
  for (let i = 1; i < nz; i++) for (const x of [-w / 2, w / 2]) out.push(cyl('Bar', [x, y0 + h / 2, -d / 2 + (i * d) / nz], [t, h, t], color, { mat }))
  return out
}

/** Two rails along the top of a rectangle of bars, one along each pair of sides. */
const rails = (w: number, d: number, y: number, t: number, color: string, mat?: 'metal' | 'wood'): PartSpec[] => [
  box('Rail', [0, y, d / 2], [w + t, t, t], color, { mat }),
  box('Rail', [0, y, -d / 2], [w + t, t, t], color, { mat }),
  box('Rail', [w / 2, y, 0], [t, t, d + t], color, { mat }),
  box('Rail', [-w / 2, y, 0], [t, t, d + t], color, { mat }),
]

export const ENCLOSURES: ObjectSpec[] = [
  obj('cage|birdcage|bird cage|pet cage', C.gold, [
    box('Base', [0, 0.03, 0], [0.5, 0.06, 0.4], 'main', { mat: 'metal' }),
    ...bars(0.48, 0.38, 0.06, 0.5, 0.06, 0.012, 'main', 'metal'),
    ...rails(0.48, 0.38, 0.56, 0.015, 'main', 'metal'),
    box('Top', [0, 0.57, 0], [0.5, 0.01, 0.4], 'main', { mat: 'metal' }),
  ], { inside: { min: [-0.23, 0.06, -0.18], max: [0.23, 0.55, 0.18] } }),
  obj('crib|cot|baby bed', C.white, [
    ...[[-0.62, -0.32], [0.62, -0.32], [-0.62, 0.32], [0.62, 0.32]].map(([x, z]) => box('Post', [x, 0.5, z], [0.05, 1, 0.05], 'main', { mat: 'wood' })),
    box('Base', [0, 0.32, 0], [1.24, 0.05, 0.64], 'main', { mat: 'wood' }),
    box('Mattress', [0, 0.38, 0], [1.18, 0.08, 0.58], C.white),
    ...bars(1.24, 0.64, 0.35, 0.6, 0.1, 0.025, 'main', 'wood'),
    ...rails(1.24, 0.64, 0.96, 0.04, 'main', 'wood'),
  ], { inside: { min: [-0.59, 0.42, -0.29], max: [0.59, 0.94, 0.29] }, noTop: ['Rail', 'Post', 'Bar'] }),
  obj('cradle|bassinet|moses basket', C.wood, [
    ...[-0.42, 0.42].map((x) => ring('Rocker', [x, 0.1, 0], [0.5, 0.5, 0.05], C.darkBrown, { rot: [0, H, 0], mat: 'wood' })),
    box('Floor', [0, 0.2, 0], [0.9, 0.04, 0.45], 'main', { mat: 'wood' }),
    box('Side', [0, 0.38, 0.215], [0.9, 0.32, 0.02], 'main', { mat: 'wood' }),
    box('Side', [0, 0.38, -0.215], [0.9, 0.32, 0.02], 'main', { mat: 'wood' }),
    box('End', [0.44, 0.42, 0], [0.02, 0.4, 0.41], 'main', { mat: 'wood' }),
    box('End', [-0.44, 0.42, 0], [0.02, 0.4, 0.41], 'main', { mat: 'wood' }),
    box('Blanket', [0, 0.235, 0], [0.84, 0.03, 0.39], C.white),
  ], { inside: { min: [-0.43, 0.25, -0.2], max: [0.43, 0.54, 0.2] }, noTop: ['Side', 'End'] }),
  // A baby lies down: a small body in a onesie, a big round head, short arms and legs.
  obj('baby|infant|newborn', '#F7C6D9', [
    cap('Body', [0, 0.07, 0], [0.14, 0.3, 0.12], 'main', { rot: [0, 0, H] }),
    ball('Head', [0.2, 0.08, 0], [0.13, 0.13, 0.13], C.skin),
    ...[-0.06, 0.06].map((z) => cyl('Leg', [-0.2, 0.05, z], [0.05, 0.12, 0.05], 'main', { rot: [0, 0, H] })),
    ...[-0.08, 0.08].map((z) => cyl('Arm', [0.05, 0.08, z], [0.04, 0.1, 0.04], 'main', { rot: [0, 0, H] })),
  ], { plural: ['babies'] }),
]
