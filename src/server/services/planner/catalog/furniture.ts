import { ball, box, C, cone, cyl, obj, ring, variant, type ObjectSpec, type PartSpec } from './dsl'

const H = Math.PI / 2
/** Where the staves of a round vase stand, all the way round. */
const VASE_STAVES = Array.from({ length: 18 }, (_, i) => (i * Math.PI * 2) / 18)
const legs = (w: number, d: number, h: number, t: number, color: string): PartSpec[] =>
  [[1, 1], [1, -1], [-1, 1], [-1, -1]].map(([sx, sz]) => cyl('Leg', [sx * (w / 2 - t), h / 2, sz * (d / 2 - t)], [t, h, t], color, { mat: 'wood' }))

const table = obj('table|dining table|kitchen table', C.wood, [box('Top', [0, 0.74, 0], [1.6, 0.06, 0.9], 'main', { mat: 'wood' }), ...legs(1.6, 0.9, 0.71, 0.07, C.brown)], {
  surface: true,
  under: 0.7,
})
const chair = obj('chair|dining chair|kitchen chair', C.brown, [
  box('Seat', [0, 0.45, 0], [0.46, 0.05, 0.46], 'main', { mat: 'wood' }),
  ...legs(0.46, 0.46, 0.43, 0.04, C.darkBrown),
  box('Back', [0, 0.75, -0.21], [0.46, 0.55, 0.04], 'main', { mat: 'wood' }),
], { surface: true, faces: ['table', 'desk', 'coffee table', 'picnic table', 'counter'] })

export const FURNITURE: ObjectSpec[] = [
  table,
  obj('coffee table', C.darkBrown, [box('Top', [0, 0.4, 0], [1.1, 0.05, 0.6], 'main', { mat: 'wood' }), ...legs(1.1, 0.6, 0.375, 0.05, C.black)], { surface: true, under: 0.37 }),
  obj('picnic table', C.wood, [
    box('Top', [0, 0.75, 0], [1.8, 0.05, 0.8], 'main', { mat: 'wood' }),
    box('Bench', [0, 0.45, 0.65], [1.8, 0.05, 0.3], 'main', { mat: 'wood' }),
    box('Bench', [0, 0.45, -0.65], [1.8, 0.05, 0.3], 'main', { mat: 'wood' }),
    box('Frame', [0.75, 0.36, 0], [0.06, 0.72, 1.5], C.brown),
    box('Frame', [-0.75, 0.36, 0], [0.06, 0.72, 1.5], C.brown),
  ], { surface: true }),
  obj('desk|office desk|writing desk', C.wood, [
    box('Top', [0, 0.73, 0], [1.4, 0.05, 0.7], 'main', { mat: 'wood' }),
    box('Side', [0.675, 0.355, 0], [0.05, 0.71, 0.7], 'main', { mat: 'wood' }),
    box('Side', [-0.675, 0.355, 0], [0.05, 0.71, 0.7], 'main', { mat: 'wood' }),
  ], { surface: true, under: 0.7 }),
  chair,
  variant(chair, 'office chair|desk chair', C.black, { [C.darkBrown]: C.silver }),
  obj('armchair|recliner', '#7A4E9E', [
    box('Base', [0, 0.225, 0], [0.9, 0.45, 0.85], 'main'),
    box('Back', [0, 0.7, -0.33], [0.9, 0.5, 0.2], 'main'),
    box('Arm', [0.375, 0.575, 0.05], [0.15, 0.25, 0.75], 'main'),
    box('Arm', [-0.375, 0.575, 0.05], [0.15, 0.25, 0.75], 'main'),
  ], { faces: ['television', 'fireplace', 'coffee table'] }),
  obj('sofa|couch|settee', '#4A6FA5', [
    box('Base', [0, 0.225, 0], [2, 0.45, 0.9], 'main'),
    box('Back', [0, 0.7, -0.33], [2, 0.5, 0.24], 'main'),
    box('Arm', [0.875, 0.6, 0.05], [0.25, 0.3, 0.8], 'main'),
    box('Arm', [-0.875, 0.6, 0.05], [0.25, 0.3, 0.8], 'main'),
    box('Cushion', [0, 0.5, 0.08], [1.5, 0.1, 0.7], C.cream),
  ], { faces: ['television', 'fireplace', 'coffee table'] }),
  obj('bed', C.blue, [
    // On legs, with room underneath for slippers, a box or a cat.
    box('Frame', [0, 0.36, 0], [1.6, 0.08, 2.1], C.brown, { mat: 'wood' }),
    ...[[-0.76, -0.99], [0.76, -0.99], [-0.76, 1.01], [0.76, 1.01]].map(([x, z]) => box('Leg', [x, 0.16, z], [0.08, 0.32, 0.08], C.brown, { mat: 'wood' })),
    box('Mattress', [0, 0.5, 0], [1.5, 0.2, 2], C.white),
    box('Headboard', [0, 0.55, -1.09], [1.6, 1.1, 0.08], C.brown, { mat: 'wood' }),
    box('Pillow', [0, 0.66, -0.75], [0.9, 0.12, 0.35], C.white),
    box('Blanket', [0, 0.625, 0.3], [1.52, 0.05, 1.3], 'main'),
  ], { surface: true }),
  obj('bookshelf|bookcase|shelf|shelves', C.wood, [
    box('Back', [0, 0.9, -0.16], [1, 1.8, 0.03], 'main', { mat: 'wood' }),
    box('Side', [0.485, 0.9, 0], [0.03, 1.8, 0.35], 'main', { mat: 'wood' }),
    box('Side', [-0.485, 0.9, 0], [0.03, 1.8, 0.35], 'main', { mat: 'wood' }),
    ...[0.015, 0.6, 1.2, 1.785].map((y) => box('Shelf', [0, y, 0], [0.94, 0.03, 0.35], 'main', { mat: 'wood' })),
    box('Books', [-0.2, 0.76, 0], [0.4, 0.3, 0.25], C.red),
    box('Books', [0.15, 1.34, 0], [0.5, 0.25, 0.25], C.blue),
    box('Books', [0, 0.16, 0], [0.7, 0.26, 0.25], C.green),
  ], { surface: true }),
  obj('stool|bar stool', C.wood, [cyl('Seat', [0, 0.65, 0], [0.36, 0.05, 0.36], 'main', { mat: 'wood' }), ...legs(0.32, 0.32, 0.625, 0.035, C.darkGrey)], { surface: true }),
  obj('bench|park bench', C.wood, [
    box('Seat', [0, 0.45, 0], [1.6, 0.06, 0.45], 'main', { mat: 'wood' }),
    box('Back', [0, 0.78, -0.2], [1.6, 0.36, 0.05], 'main', { mat: 'wood' }),
    box('Leg', [0.7, 0.21, 0], [0.06, 0.42, 0.42], C.black, { mat: 'metal' }),
    box('Leg', [-0.7, 0.21, 0], [0.06, 0.42, 0.42], C.black, { mat: 'metal' }),
  ], { surface: true }),
  obj('cabinet|cupboard|sideboard', C.wood, [
    box('Body', [0, 0.45, 0], [1, 0.9, 0.45], 'main', { mat: 'wood' }),
    box('Handle', [-0.06, 0.6, 0.235], [0.02, 0.15, 0.02], C.silver, { mat: 'metal' }),
    box('Handle', [0.06, 0.6, 0.235], [0.02, 0.15, 0.02], C.silver, { mat: 'metal' }),
  ], { surface: true }),
  obj('wardrobe|closet|armoire', C.darkBrown, [
    box('Body', [0, 1, 0], [1.2, 2, 0.6], 'main', { mat: 'wood' }),
    box('Split', [0, 1, 0.302], [0.02, 1.9, 0.01], C.black),
    ball('Knob', [-0.08, 1.05, 0.31], [0.05, 0.05, 0.03], C.gold, { mat: 'metal' }),
    ball('Knob', [0.08, 1.05, 0.31], [0.05, 0.05, 0.03], C.gold, { mat: 'metal' }),
  ]),
  obj('dresser|chest of drawers|drawers', C.wood, [
    box('Body', [0, 0.45, 0], [1.2, 0.9, 0.5], 'main', { mat: 'wood' }),
    ...[0.2, 0.45, 0.7].map((y) => box('Drawer Pull', [0, y, 0.26], [0.3, 0.03, 0.02], C.gold, { mat: 'metal' })),
  ], { surface: true }),
  obj('nightstand|bedside table|side table', C.wood, [
    box('Body', [0, 0.275, 0], [0.5, 0.55, 0.4], 'main', { mat: 'wood' }),
    ball('Knob', [0, 0.4, 0.21], [0.04, 0.04, 0.02], C.gold, { mat: 'metal' }),
  ], { surface: true }),
  obj('lamp|floor lamp|standing lamp', C.cream, [
    cyl('Base', [0, 0.02, 0], [0.35, 0.04, 0.35], C.darkGrey, { mat: 'metal' }),
    cyl('Pole', [0, 0.79, 0], [0.04, 1.5, 0.04], C.darkGrey, { mat: 'metal' }),
    ball('Bulb', [0, 1.52, 0], [0.12, 0.12, 0.12], '#FFF2B3', { mat: 'glow' }),
    cone('Shade', [0, 1.66, 0], [0.5, 0.4, 0.5], 'main'),
  ], { light: { at: [0, 1.45, 0], color: '#FFE2A8', intensity: 2, distance: 8 } }),
  obj('desk lamp|table lamp|reading lamp', C.black, [
    cyl('Base', [0, 0.015, 0], [0.16, 0.03, 0.16], 'main', { mat: 'metal' }),
    cyl('Arm', [0, 0.23, 0], [0.025, 0.4, 0.025], 'main', { mat: 'metal' }),
    ball('Bulb', [0, 0.4, 0], [0.06, 0.06, 0.06], '#FFF2B3', { mat: 'glow' }),
    cone('Shade', [0, 0.47, 0], [0.2, 0.16, 0.2], 'main', { mat: 'metal' }),
  ], { light: { at: [0, 0.36, 0], color: '#FFE2A8', intensity: 1.2, distance: 4 } }),
  // Its blades face the front, so they turn about the depth axis (a click or 'spinning' turns them, not the fan).
  obj('desk fan|electric fan|table fan|pedestal fan|standing fan', C.white, [
    cyl('Base', [0, 0.015, 0], [0.2, 0.03, 0.2], 'main'),
    cyl('Stand', [0, 0.17, 0], [0.03, 0.28, 0.03], C.silver, { mat: 'metal' }),
    cyl('Motor', [0, 0.34, -0.05], [0.09, 0.1, 0.09], 'main', { rot: [H, 0, 0] }),
    ...[0, 1.047, 2.094].map((a) => box('Blade', [0, 0.34, 0.01], [0.06, 0.3, 0.01], C.skyBlue, { rot: [0, 0, a] })),
  ]),
  // Unasked, a rug is a muted dusty terracotta: a big flat patch of saturated red shouts over the room.
  obj('rug|carpet|mat', '#B0846F', [box('Rug', [0, 0.01, 0], [2.2, 0.02, 1.5], 'main', { mat: 'matte' })], { surface: true }),
  obj('television|tv|tv set', C.black, [
    box('Screen', [0, 0.75, 0], [1.2, 0.7, 0.06], 'main', { mat: 'shiny' }),
    box('Display', [0, 0.75, 0.032], [1.12, 0.62, 0.005], '#1E2A44', { mat: 'shiny' }),
    box('Neck', [0, 0.22, 0], [0.07, 0.36, 0.05], C.darkGrey),
    box('Stand', [0, 0.02, 0], [0.4, 0.04, 0.25], C.darkGrey),
  ], { faces: ['sofa', 'armchair', 'bed', 'chair'] }),
  obj('computer|monitor|pc', C.darkGrey, [
    box('Screen', [0, 0.34, 0], [0.56, 0.34, 0.04], 'main'),
    box('Display', [0, 0.34, 0.022], [0.52, 0.3, 0.005], '#2B4C7E', { mat: 'glow' }),
    box('Neck', [0, 0.1, -0.02], [0.05, 0.18, 0.04], 'main'),
    box('Foot', [0, 0.01, 0], [0.22, 0.02, 0.16], 'main'),
    box('Keyboard', [0, 0.012, 0.22], [0.45, 0.024, 0.15], C.lightGrey),
  ]),
  obj('laptop|notebook computer', C.silver, [
    box('Base', [0, 0.01, 0], [0.34, 0.02, 0.24], 'main', { mat: 'metal' }),
    box('Lid', [0, 0.135, -0.115], [0.34, 0.23, 0.01], 'main', { mat: 'metal' }),
    box('Display', [0, 0.135, -0.108], [0.31, 0.2, 0.004], '#2B4C7E', { mat: 'glow' }),
  ]),
  obj('piano|upright piano', C.black, [
    box('Body', [0, 0.65, -0.1], [1.5, 1.3, 0.5], 'main', { mat: 'shiny' }),
    box('Keys', [0, 0.74, 0.25], [1.3, 0.05, 0.22], C.white),
    box('Black Keys', [0, 0.775, 0.2], [1.2, 0.02, 0.1], C.black),
  ]),
  obj('grand piano', C.black, [
    box('Body', [0, 0.85, 0], [1.5, 0.35, 2], 'main', { mat: 'shiny' }),
    ...legs(1.3, 1.8, 0.68, 0.1, C.black),
    box('Keys', [0, 0.8, 1.1], [1.2, 0.05, 0.2], C.white),
  ]),
  obj('wall clock', C.white, [
    cyl('Case', [0, 0.2, 0], [0.4, 0.05, 0.4], C.black, { rot: [H, 0, 0] }),
    cyl('Face', [0, 0.2, 0.026], [0.36, 0.005, 0.36], 'main', { rot: [H, 0, 0] }),
    box('Hand', [0, 0.25, 0.03], [0.015, 0.12, 0.005], C.black),
  ], { wallMount: true }),
  obj('clock|alarm clock', C.red, [
    cyl('Case', [0, 0.17, 0], [0.3, 0.08, 0.3], 'main', { rot: [H, 0, 0] }),
    cyl('Face', [0, 0.17, 0.041], [0.25, 0.005, 0.25], C.white, { rot: [H, 0, 0] }),
    ball('Bell', [-0.1, 0.33, 0], [0.08, 0.06, 0.06], C.gold, { mat: 'metal' }),
    ball('Bell', [0.1, 0.33, 0], [0.08, 0.06, 0.06], C.gold, { mat: 'metal' }),
    box('Hand', [0, 0.2, 0.046], [0.01, 0.08, 0.005], C.black),
  ]),
  obj('grandfather clock|tall clock', C.darkBrown, [
    box('Case', [0, 1, 0], [0.5, 2, 0.35], 'main', { mat: 'wood' }),
    cyl('Face', [0, 1.6, 0.18], [0.36, 0.02, 0.36], C.cream, { rot: [H, 0, 0] }),
    cyl('Pendulum', [0, 0.8, 0.18], [0.14, 0.02, 0.14], C.gold, { rot: [H, 0, 0], mat: 'metal' }),
  ]),
  obj('mirror', C.gold, [
    box('Frame', [0, 0.85, 0], [0.65, 1.7, 0.05], 'main', { mat: 'metal' }),
    box('Glass', [0, 0.85, 0.026], [0.55, 1.55, 0.01], C.silver, { mat: 'metal' }),
    box('Foot', [0, 0.02, -0.15], [0.5, 0.04, 0.3], 'main', { mat: 'metal' }),
  ]),
  obj('wall mirror|bathroom mirror', C.gold, [box('Frame', [0, 0.4, 0], [0.6, 0.8, 0.04], 'main', { mat: 'metal' }), box('Glass', [0, 0.4, 0.021], [0.52, 0.72, 0.005], C.silver, { mat: 'metal' })], { wallMount: true }),
  obj('fireplace|hearth', C.brick, [
    box('Body', [0, 0.55, 0], [1.6, 1.1, 0.5], 'main', { mat: 'matte' }),
    box('Opening', [0, 0.35, 0.22], [0.8, 0.6, 0.07], C.black),
    box('Mantel', [0, 1.14, 0.02], [1.8, 0.08, 0.6], C.darkBrown, { mat: 'wood' }),
    cone('Flame', [0, 0.25, 0.23], [0.35, 0.35, 0.05], C.flame, { mat: 'glow' }),
  ], { surface: true, light: { at: [0, 0.4, 0.6], color: '#FF9A3C', intensity: 1.5, distance: 6 } }),
  obj('bathtub|bath|tub', C.white, [
    box('Tub', [0, 0.28, 0], [1.7, 0.56, 0.8], 'main', { mat: 'shiny' }),
    box('Water', [0, 0.5, 0], [1.5, 0.05, 0.6], C.water, { mat: 'water' }),
    cyl('Tap', [0.8, 0.62, 0], [0.04, 0.14, 0.04], C.silver, { mat: 'metal' }),
  ]),
  obj('toilet', C.white, [
    cyl('Bowl', [0, 0.2, 0.05], [0.4, 0.4, 0.5], 'main', { mat: 'shiny' }),
    box('Tank', [0, 0.6, -0.22], [0.42, 0.4, 0.18], 'main', { mat: 'shiny' }),
    ring('Seat', [0, 0.41, 0.05], [0.42, 0.48, 0.05], 'main', { rot: [H, 0, 0] }),
  ]),
  obj('sink|washbasin', C.white, [
    box('Cabinet', [0, 0.4, 0], [0.6, 0.8, 0.5], C.wood, { mat: 'wood' }),
    box('Basin', [0, 0.84, 0], [0.62, 0.08, 0.52], 'main', { mat: 'shiny' }),
    cyl('Tap', [0, 0.96, -0.18], [0.04, 0.16, 0.04], C.silver, { mat: 'metal' }),
  ], { surface: true }),
  obj('fridge|refrigerator', C.white, [
    box('Body', [0, 0.9, 0], [0.75, 1.8, 0.7], 'main', { mat: 'shiny' }),
    box('Seam', [0, 1.2, 0.352], [0.73, 0.01, 0.005], C.lightGrey),
    box('Handle', [0.3, 1.45, 0.37], [0.03, 0.35, 0.04], C.silver, { mat: 'metal' }),
    box('Handle', [0.3, 0.8, 0.37], [0.03, 0.45, 0.04], C.silver, { mat: 'metal' }),
  ]),
  obj('oven|stove|cooker', C.silver, [
    box('Body', [0, 0.45, 0], [0.75, 0.9, 0.65], 'main', { mat: 'metal' }),
    box('Door', [0, 0.38, 0.33], [0.55, 0.4, 0.01], C.black, { mat: 'glass' }),
    ...[[-0.18, -0.15], [0.18, -0.15], [-0.18, 0.15], [0.18, 0.15]].map(([x, z]) => cyl('Burner', [x, 0.905, z], [0.18, 0.01, 0.18], C.black)),
  ], { surface: true }),
  obj('microwave', C.lightGrey, [
    box('Body', [0, 0.15, 0], [0.5, 0.3, 0.36], 'main', { mat: 'metal' }),
    box('Door', [-0.06, 0.15, 0.181], [0.32, 0.22, 0.005], C.black, { mat: 'glass' }),
  ], { surface: true }),
  obj('washing machine|washer', C.white, [
    box('Body', [0, 0.425, 0], [0.6, 0.85, 0.6], 'main'),
    cyl('Door', [0, 0.42, 0.305], [0.36, 0.02, 0.36], C.glass, { rot: [H, 0, 0], mat: 'glass' }),
  ], { surface: true }),
  obj('door', C.brown, [
    box('Frame', [0, 1.05, 0], [1, 2.1, 0.08], 'main'),
    box('Door', [0, 1.02, 0.02], [0.85, 2, 0.06], 'main', { mat: 'wood' }),
    ball('Knob', [0.32, 1, 0.07], [0.07, 0.07, 0.07], C.gold, { mat: 'metal' }),
  ]),
  obj('easel|canvas', '#3A7CA5', [
    cyl('Leg', [-0.35, 0.8, 0.1], [0.04, 1.6, 0.04], C.wood, { rot: [0, 0, -0.15] }),
    cyl('Leg', [0.35, 0.8, 0.1], [0.04, 1.6, 0.04], C.wood, { rot: [0, 0, 0.15] }),
    cyl('Leg', [0, 0.75, -0.2], [0.04, 1.5, 0.04], C.wood, { rot: [0.2, 0, 0] }),
    box('Canvas', [0, 1.15, 0.14], [0.8, 0.6, 0.03], 'main'),
    ball('Sun', [0.2, 1.28, 0.16], [0.12, 0.12, 0.01], C.yellow),
  ], { face: { at: [0, 1.15, 0.16], size: [0.7, 0.5], color: C.white } }),
  // A round body with an open mouth: a ring of slim upright staves (a solid cylinder would fill
  // the inside that flowers stand in, and the layout sees parts only as boxes).
  obj('vase', '#3F88C5', [
    cyl('Base', [0, 0.01, 0], [0.25, 0.02, 0.25], 'main', { mat: 'shiny' }),
    ...VASE_STAVES.map((a) => cyl('Side', [0.107 * Math.sin(a), 0.15, 0.107 * Math.cos(a)], [0.036, 0.26, 0.036], 'main', { mat: 'shiny' })),
  ], { inside: { min: [-0.07, 0.02, -0.07], max: [0.07, 0.5, 0.07] } }),
  obj('potted plant|plant|houseplant|pot plant|flower pot', C.leaf, [
    cyl('Pot', [0, 0.18, 0], [0.35, 0.36, 0.35], '#C8553D', { mat: 'matte' }),
    ball('Leaves', [0, 0.62, 0], [0.6, 0.6, 0.6], 'main'),
  ]),
  obj('trash can|bin|rubbish bin|garbage can|dustbin|waste bin', C.grey, [
    cyl('Can', [0, 0.4, 0], [0.45, 0.8, 0.45], 'main', { mat: 'metal' }),
    cyl('Lid', [0, 0.825, 0], [0.5, 0.05, 0.5], 'main', { mat: 'metal' }),
    box('Handle', [0, 0.87, 0], [0.15, 0.04, 0.04], C.darkGrey),
  ]),
  obj('pillow|cushion', C.white, [box('Pillow', [0, 0.075, 0], [0.5, 0.15, 0.35], 'main')]),
  obj('wall|brick wall', C.brick, [box('Wall', [0, 1.4, 0], [6, 2.8, 0.2], 'main', { mat: 'matte' })]),
]
