import { ball, box, C, cap, cone, cyl, obj, pyr, type ObjectSpec } from './dsl'

const H = Math.PI / 2

const house = obj('house|home|cottage', C.cream, [
  box('Walls', [0, 1.5, 0], [4, 3, 4], 'main'),
  pyr('Roof', [0, 4, 0], [5, 2, 5], C.red, { mat: 'matte' }),
  box('Door', [0, 0.95, 2.03], [0.9, 1.9, 0.06], C.brown, { mat: 'wood' }),
  box('Window', [-1.2, 1.9, 2.03], [0.8, 0.8, 0.05], C.glass, { mat: 'glass' }),
  box('Window', [1.2, 1.9, 2.03], [0.8, 0.8, 0.05], C.glass, { mat: 'glass' }),
  box('Chimney', [1.1, 4.3, -0.9], [0.4, 1.2, 0.4], C.brick),
])

export const BUILDINGS: ObjectSpec[] = [
  house,
  obj('log cabin|cabin|hut', C.brown, [
    box('Walls', [0, 1.25, 0], [4, 2.5, 3.5], 'main', { mat: 'wood' }),
    pyr('Roof', [0, 3.25, 0], [4.8, 1.5, 4.3], C.darkBrown, { mat: 'matte' }),
    box('Door', [0, 0.9, 1.78], [0.9, 1.8, 0.06], C.darkBrown, { mat: 'wood' }),
    box('Window', [1.2, 1.5, 1.78], [0.7, 0.6, 0.05], '#FFE8A3', { mat: 'glow' }),
  ]),
  obj('barn|stable', C.red, [
    box('Walls', [0, 1.75, 0], [5, 3.5, 6], 'main', { mat: 'matte' }),
    pyr('Roof', [0, 4.5, 0], [6, 2, 7], C.darkGrey, { mat: 'matte' }),
    box('Door', [0, 1.2, 3.02], [2, 2.4, 0.06], C.white),
    box('Brace', [0, 1.2, 3.05], [2, 0.12, 0.02], 'main', { rot: [0, 0, 0.87] }),
  ]),
  obj('castle|fortress|palace', C.lightGrey, [
    box('Keep', [0, 2, 0], [5, 4, 5], 'main', { mat: 'matte' }),
    ...[[1, 1], [1, -1], [-1, 1], [-1, -1]].flatMap(([x, z]) => [
      cyl('Tower', [x * 2.5, 3, z * 2.5], [1.4, 6, 1.4], 'main', { mat: 'matte' }),
      cone('Spire', [x * 2.5, 7, z * 2.5], [1.8, 2, 1.8], C.blue),
    ]),
    box('Gate', [0, 1.1, 2.52], [1.4, 2.2, 0.06], C.darkBrown, { mat: 'wood' }),
  ]),
  obj('tower|clock tower', C.lightGrey, [
    cyl('Tower', [0, 4, 0], [2, 8, 2], 'main', { mat: 'matte' }),
    cone('Roof', [0, 9, 0], [2.6, 2, 2.6], C.red),
    box('Window', [0, 6, 1.01], [0.4, 0.8, 0.04], C.black),
  ]),
  obj('lighthouse', C.white, [
    cyl('Tower', [0, 3.5, 0], [1.8, 7, 1.8], 'main'),
    cyl('Stripe', [0, 2, 0], [1.84, 0.8, 1.84], C.red),
    cyl('Stripe', [0, 4.5, 0], [1.84, 0.8, 1.84], C.red),
    cyl('Lantern', [0, 7.5, 0], [1.2, 1, 1.2], '#FFF3B0', { mat: 'glow' }),
    cone('Roof', [0, 8.5, 0], [1.6, 1, 1.6], C.red),
  ], { light: { at: [0, 7.5, 0], color: '#FFF3B0', intensity: 4, distance: 30 } }),
  obj('skyscraper|office building|high-rise|tower block', '#5C7FA3', [
    box('Tower', [0, 7, 0], [4, 14, 4], 'main', { mat: 'glass' }),
    box('Core', [0, 7, 0], [3.6, 13.9, 3.6], C.darkGrey),
    box('Roof', [0, 14.15, 0], [3, 0.3, 3], C.darkGrey),
    cyl('Antenna', [0, 15.3, 0], [0.1, 2, 0.1], C.silver, { mat: 'metal' }),
  ]),
  obj('church|chapel', C.white, [
    box('Nave', [0, 2, -1], [4, 4, 6], 'main'),
    pyr('Roof', [0, 5, -1], [4.6, 2, 6.6], C.darkGrey),
    box('Bell Tower', [0, 3.5, 2.5], [1.8, 7, 1.8], 'main'),
    pyr('Spire', [0, 8.25, 2.5], [2, 2.5, 2], C.darkGrey),
    box('Cross', [0, 9.9, 2.5], [0.1, 0.8, 0.1], C.gold, { mat: 'metal' }),
    box('Cross Bar', [0, 10, 2.5], [0.5, 0.1, 0.1], C.gold, { mat: 'metal' }),
    box('Door', [0, 1.1, 3.42], [1, 2.2, 0.06], C.brown),
  ]),
  obj('shop|store|cafe|bakery|restaurant', '#F4A261', [
    box('Walls', [0, 1.6, 0], [5, 3.2, 4], 'main'),
    box('Shop Window', [-1.1, 1.4, 2.02], [2, 1.4, 0.05], C.glass, { mat: 'glass' }),
    box('Door', [1.4, 1.1, 2.02], [1, 2.2, 0.05], C.darkBrown),
    box('Awning', [0, 2.65, 2.4], [5.2, 0.1, 0.8], C.red, { rot: [0.3, 0, 0] }),
    box('Roof', [0, 3.3, 0], [5.2, 0.2, 4.2], C.darkGrey),
  ], { face: { at: [0, 2.95, 2.05], size: [4, 0.4], color: C.white } }),
  obj('tent|camping tent', C.orange, [
    pyr('Tent', [0, 0.8, 0], [2.4, 1.6, 2.4], 'main', { mat: 'matte' }),
    box('Flap', [0, 0.45, 0.9], [0.5, 0.8, 0.04], C.darkGrey, { rot: [-0.5, 0, 0] }),
  ]),
  obj('igloo', C.white, [
    ball('Dome', [0, 0.9, 0], [3, 1.8, 3], 'main', { mat: 'matte' }),
    cyl('Entrance', [0, 0.45, 1.45], [0.9, 0.8, 0.9], 'main', { rot: [H, 0, 0] }),
    cyl('Doorway', [0, 0.4, 1.66], [0.55, 0.4, 0.55], C.darkGrey, { rot: [H, 0, 0] }),
  ]),
  obj('garage|shed', C.lightGrey, [
    box('Walls', [0, 1.4, 0], [3.5, 2.8, 5], 'main'),
    pyr('Roof', [0, 3.3, 0], [4, 1, 5.6], C.darkGrey),
    box('Door', [0, 1.1, 2.52], [2.6, 2.2, 0.05], C.white),
  ]),
  obj('doghouse|kennel|dog house', C.red, [
    box('Box', [0, 0.4, 0], [1, 0.8, 1.2], 'main', { mat: 'wood' }),
    pyr('Roof', [0, 1.1, 0], [1.3, 0.6, 1.5], C.darkGrey),
    box('Door', [0, 0.3, 0.61], [0.4, 0.5, 0.02], C.black),
  ]),
  obj('birdhouse|bird house|nest box', C.wood, [
    cyl('Post', [0, 0.75, 0], [0.08, 1.5, 0.08], C.brown),
    box('Box', [0, 1.7, 0], [0.3, 0.4, 0.3], 'main', { mat: 'wood' }),
    pyr('Roof', [0, 2.02, 0], [0.45, 0.25, 0.45], C.red),
    cyl('Hole', [0, 1.75, 0.152], [0.08, 0.01, 0.08], C.black, { rot: [H, 0, 0] }),
  ]),
  obj('windmill', C.white, [
    cone('Tower', [0, 3, 0], [2.6, 6, 2.6], 'main', { mat: 'matte' }),
    cyl('Cap', [0, 5.6, 0], [1.2, 0.8, 1.2], C.red),
    box('Blade', [0, 5.6, 0.75], [0.35, 5, 0.06], C.wood, { rot: [0, 0, 0.785] }),
    box('Blade', [0, 5.6, 0.75], [0.35, 5, 0.06], C.wood, { rot: [0, 0, -0.785] }),
  ]),
  obj('wind turbine', C.white, [
    cyl('Mast', [0, 4, 0], [0.3, 8, 0.3], 'main'),
    cap('Nacelle', [0, 8.1, 0], [0.4, 1, 0.4], 'main', { rot: [H, 0, 0] }),
    ...[0, 2.094, 4.189].map((a) => box('Blade', [Math.sin(a) * 1.4, 8.1 + Math.cos(a) * 1.4, 0.55], [0.2, 2.8, 0.05], 'main', { rot: [0, 0, -a] })),
  ]),
  obj('well|wishing well', C.grey, [
    cyl('Wall', [0, 0.4, 0], [1.4, 0.8, 1.4], 'main', { mat: 'matte' }),
    cyl('Water', [0, 0.75, 0], [1.2, 0.02, 1.2], C.water, { mat: 'water' }),
    box('Post', [0.62, 1.2, 0], [0.1, 1.6, 0.1], C.brown),
    box('Post', [-0.62, 1.2, 0], [0.1, 1.6, 0.1], C.brown),
    pyr('Roof', [0, 2.2, 0], [1.8, 0.6, 1.4], C.red),
  ]),
  obj('gazebo|pavilion', C.white, [
    cyl('Floor', [0, 0.1, 0], [3.2, 0.2, 3.2], C.wood, { mat: 'wood' }),
    ...[[1, 1], [1, -1], [-1, 1], [-1, -1]].map(([x, z]) => cyl('Post', [x * 1.2, 1.3, z * 1.2], [0.12, 2.2, 0.12], 'main')),
    pyr('Roof', [0, 2.9, 0], [3.8, 1.2, 3.8], C.darkGreen),
  ], { under: 2.2 }),
  obj('fountain', C.lightGrey, [
    cyl('Basin', [0, 0.25, 0], [3, 0.5, 3], 'main', { mat: 'matte' }),
    cyl('Water', [0, 0.46, 0], [2.7, 0.04, 2.7], C.water, { mat: 'water' }),
    cyl('Pillar', [0, 0.9, 0], [0.3, 1, 0.3], 'main'),
    cyl('Bowl', [0, 1.45, 0], [1.1, 0.15, 1.1], 'main'),
    ball('Spout', [0, 1.7, 0], [0.4, 0.45, 0.4], C.water, { mat: 'water' }),
  ]),
  // Head and shoulders, life size, to stand on a plinth or a shelf.
  obj('bust|head bust', '#E8E4DC', [
    box('Shoulders', [0, 0.11, 0], [0.46, 0.22, 0.24], 'main', { mat: 'shiny' }),
    cyl('Neck', [0, 0.27, 0], [0.12, 0.12, 0.12], 'main', { mat: 'shiny' }),
    ball('Head', [0, 0.42, 0], [0.2, 0.26, 0.22], 'main', { mat: 'shiny' }),
  ]),
  obj('statue|sculpture', '#B08D57', [
    box('Plinth', [0, 0.5, 0], [1, 1, 1], C.lightGrey, { mat: 'matte' }),
    cyl('Legs', [0, 1.45, 0], [0.35, 0.9, 0.3], 'main', { mat: 'metal' }),
    box('Torso', [0, 2.2, 0], [0.5, 0.65, 0.3], 'main', { mat: 'metal' }),
    ball('Head', [0, 2.72, 0], [0.3, 0.34, 0.3], 'main', { mat: 'metal' }),
    cyl('Arm', [0.35, 2.55, 0], [0.1, 0.8, 0.1], 'main', { rot: [0, 0, -0.5], mat: 'metal' }),
  ]),
  obj('arch|archway', C.lightGrey, [
    box('Pillar', [1.3, 1.5, 0], [0.6, 3, 0.6], 'main', { mat: 'matte' }),
    box('Pillar', [-1.3, 1.5, 0], [0.6, 3, 0.6], 'main', { mat: 'matte' }),
    box('Lintel', [0, 3.3, 0], [3.4, 0.6, 0.7], 'main', { mat: 'matte' }),
  ], { under: 3 }),
  obj('column|pillar', C.white, [
    box('Base', [0, 0.1, 0], [0.8, 0.2, 0.8], 'main'),
    cyl('Shaft', [0, 1.6, 0], [0.55, 2.8, 0.55], 'main'),
    box('Capital', [0, 3.1, 0], [0.8, 0.2, 0.8], 'main'),
  ], { surface: true }),
  obj('stairs|staircase|steps', C.lightGrey, [0, 1, 2, 3, 4].map((i) => box('Step', [0, (i + 1) * 0.1, -i * 0.3], [1.2, (i + 1) * 0.2, 0.3], 'main'))),
  obj('bridge|footbridge', C.wood, [
    box('Deck', [0, 1.5, 0], [6, 0.2, 2], 'main', { mat: 'wood' }),
    box('Support', [2.6, 0.7, 0], [0.4, 1.4, 2], C.grey),
    box('Support', [-2.6, 0.7, 0], [0.4, 1.4, 2], C.grey),
    box('Rail', [0, 2.1, 0.95], [6, 0.08, 0.08], C.brown),
    box('Rail', [0, 2.1, -0.95], [6, 0.08, 0.08], C.brown),
  ], { under: 1.4 }),
  obj('egyptian pyramid|great pyramid', C.sand, [pyr('Pyramid', [0, 2.5, 0], [7, 5, 7], 'main', { mat: 'matte' })]),
  obj('road|street|path|pathway', '#3A3A3A', [
    box('Road', [0, 0.01, 0], [10, 0.02, 3], 'main', { mat: 'matte' }),
    ...[-3.5, -1.2, 1.2, 3.5].map((x) => box('Marking', [x, 0.021, 0], [1.2, 0.002, 0.12], C.white)),
  ], { surface: true }),
  obj('dock|pier|jetty', C.wood, [
    box('Deck', [0, 0.8, 0], [2, 0.12, 6], 'main', { mat: 'wood' }),
    ...[[0.9, 2.8], [-0.9, 2.8], [0.9, -2.8], [-0.9, -2.8], [0.9, 0], [-0.9, 0]].map(([x, z]) => cyl('Post', [x, 0.37, z], [0.16, 0.74, 0.16], C.darkBrown)),
  ], { surface: true }),
  obj('sandcastle|sand castle', C.sand, [
    box('Base', [0, 0.15, 0], [0.8, 0.3, 0.8], 'main', { mat: 'matte' }),
    ...[[1, 1], [1, -1], [-1, 1], [-1, -1]].flatMap(([x, z]) => [
      cyl('Turret', [x * 0.4, 0.3, z * 0.4], [0.22, 0.6, 0.22], 'main', { mat: 'matte' }),
      cone('Top', [x * 0.4, 0.7, z * 0.4], [0.24, 0.2, 0.24], 'main', { mat: 'matte' }),
    ]),
    ball('Flag', [0, 0.4, 0], [0.06, 0.06, 0.06], C.red),
  ]),
]
