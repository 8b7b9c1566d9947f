import { ball, box, C, cap, cyl, obj, ring, type ObjectSpec } from './dsl'

const H = Math.PI / 2

/** Everyday things people ask for that the first catalogue lacked: water, market stalls, screens, fliers. */
export const EXTRAS: ObjectSpec[] = [
  obj('lake|river|stream|creek|brook', C.water, [cyl('Water', [0, 0.03, 0], [8, 0.06, 5], 'main', { mat: 'water' })], { surface: true }),
  obj('waterfall|cascade', C.water, [
    box('Cliff', [0, 2, -0.6], [3, 4, 1.2], C.grey, { mat: 'matte' }),
    box('Falling Water', [0, 1.95, 0.06], [1.2, 3.9, 0.1], 'main', { mat: 'water' }),
    cyl('Water', [0, 0.03, 1.2], [3, 0.06, 2.2], 'main', { mat: 'water' }),
  ]),
  obj('cliff|rock face|crag', C.grey, [box('Cliff', [0, 2.5, 0], [6, 5, 3], 'main', { mat: 'matte' })]),
  obj('building|apartment building|block of flats|apartment block', '#B0A08A', [
    box('Body', [0, 6, 0], [6, 12, 6], 'main', { mat: 'matte' }),
    box('Door', [0, 1.1, 3.01], [1.2, 2.2, 0.04], C.darkBrown),
    ...[3, 5.5, 8, 10.5].flatMap((y) => [-1.8, 0, 1.8].map((x) => box('Window', [x, y, 3.01], [1, 1.2, 0.03], C.glass, { mat: 'glass' }))),
  ]),
  obj('stall|market stall|booth|kiosk|food stall', '#E76F51', [
    box('Counter', [0, 0.45, 0], [1.8, 0.9, 0.8], C.wood, { mat: 'wood' }),
    cyl('Pole', [0.85, 1.3, -0.35], [0.06, 2.6, 0.06], C.darkGrey),
    cyl('Pole', [-0.85, 1.3, -0.35], [0.06, 2.6, 0.06], C.darkGrey),
    box('Awning', [0, 2.62, 0.05], [2, 0.05, 1.1], 'main', { mat: 'matte' }),
  ]),
  obj('skeleton|skeleton model', C.white, [
    cyl('Leg', [0.1, 0.43, 0], [0.05, 0.86, 0.05], 'main'),
    cyl('Leg', [-0.1, 0.43, 0], [0.05, 0.86, 0.05], 'main'),
    box('Pelvis', [0, 0.92, 0], [0.3, 0.12, 0.14], 'main'),
    box('Ribcage', [0, 1.25, 0], [0.34, 0.4, 0.2], 'main'),
    cyl('Arm', [0.24, 1.15, 0], [0.04, 0.6, 0.04], 'main'),
    cyl('Arm', [-0.24, 1.15, 0], [0.04, 0.6, 0.04], 'main'),
    ball('Skull', [0, 1.62, 0], [0.2, 0.24, 0.22], 'main'),
  ]),
  obj('drone|quadcopter', C.darkGrey, [
    box('Body', [0, 0.05, 0], [0.25, 0.08, 0.25], 'main'),
    ...[[0.2, 0.2], [-0.2, 0.2], [0.2, -0.2], [-0.2, -0.2]].map(([x, z]) => cyl('Rotor', [x, 0.1, z], [0.18, 0.01, 0.18], C.black)),
  ], { airborne: 4 }),
  obj('blimp|airship|zeppelin', C.silver, [cap('Envelope', [0, 3, 0], [3, 10, 3], 'main', { rot: [0, 0, H] }), box('Gondola', [0, 1.2, 0], [2, 0.6, 0.8], C.darkGrey)], { airborne: 18 }),
  obj('firework|rocket firework', '#FF4FD8', [ball('Burst', [0, 1, 0], [2, 2, 2], 'main', { mat: 'glow' })], { airborne: 12, plural: ['fireworks'] }),
  obj('tripod|camera tripod', C.black, [
    cyl('Leg', [0.15, 0.7, 0], [0.03, 1.4, 0.03], 'main', { rot: [0, 0, 0.2] }),
    cyl('Leg', [-0.15, 0.7, 0], [0.03, 1.4, 0.03], 'main', { rot: [0, 0, -0.2] }),
    cyl('Leg', [0, 0.7, -0.15], [0.03, 1.4, 0.03], 'main', { rot: [0.2, 0, 0] }),
    box('Head', [0, 1.42, 0], [0.12, 0.06, 0.12], 'main'),
  ]),
  obj('net|volleyball net|tennis net|badminton net', C.white, [
    cyl('Pole', [2.5, 1.2, 0], [0.08, 2.4, 0.08], C.darkGrey),
    cyl('Pole', [-2.5, 1.2, 0], [0.08, 2.4, 0.08], C.darkGrey),
    box('Mesh', [0, 1.9, 0], [5, 0.9, 0.02], 'main', { mat: 'matte' }),
  ]),
  obj('rack|shoe rack|clothing rack|clothes rack|test tube rack|wine rack|coat rack', C.silver, [
    box('Side', [0.6, 0.6, 0], [0.04, 1.2, 0.4], 'main', { mat: 'metal' }),
    box('Side', [-0.6, 0.6, 0], [0.04, 1.2, 0.4], 'main', { mat: 'metal' }),
    ...[0.05, 0.45, 0.85, 1.2].map((y) => box('Shelf', [0, y, 0], [1.16, 0.03, 0.4], 'main', { mat: 'metal' })),
  ]),
  obj('remote|remote control|tv remote', C.black, [box('Remote', [0, 0.01, 0], [0.05, 0.02, 0.17], 'main')]),
  obj('magnet|fridge magnet', C.red, [box('Magnet', [0, 0.03, 0], [0.08, 0.06, 0.02], 'main')], { wallMount: true }),
  obj('toy|toy block|building block', '#FF595E', [box('Block', [0, 0.06, 0], [0.12, 0.12, 0.12], 'main')], { stackable: true, plural: ['toys'] }),
  obj('screen|projector screen|projection screen|video wall', C.white, [box('Frame', [0, 0.7, 0], [2.4, 1.4, 0.04], C.black), box('Screen', [0, 0.7, 0.021], [2.3, 1.3, 0.005], 'main', { mat: 'glow' })], { wallMount: true }),
  obj('treadmill|running machine|exercise bike', C.darkGrey, [box('Base', [0, 0.1, 0], [0.8, 0.2, 1.8], 'main'), box('Post', [0, 0.7, -0.8], [0.7, 1.2, 0.08], 'main'), box('Console', [0, 1.3, -0.7], [0.6, 0.15, 0.25], C.black)]),
  obj('pump|gas pump|fuel pump|petrol pump', C.red, [box('Body', [0, 0.9, 0], [0.6, 1.8, 0.4], 'main'), box('Display', [0, 1.4, 0.201], [0.4, 0.3, 0.01], C.black), cyl('Hose', [0.33, 0.9, 0], [0.04, 1, 0.04], C.black)]),
  obj('parking lot|car park|parking space|plaza|town square|courtyard', C.darkGrey, [
    box('Ground', [0, 0.01, 0], [14, 0.02, 10], 'main', { mat: 'matte' }),
    ...[-4.5, -1.5, 1.5, 4.5].map((x) => box('Marking', [x, 0.021, -3], [0.1, 0.002, 3], C.white)),
  ], { surface: true }),
  obj('sidewalk|pavement|crosswalk|zebra crossing|pedestrian crossing', C.lightGrey, [box('Pavement', [0, 0.04, 0], [10, 0.08, 2], 'main', { mat: 'matte' })], { surface: true }),
  obj('porch|deck|veranda|patio|terrace', C.wood, [box('Deck', [0, 0.15, 0], [4, 0.3, 2.2], 'main', { mat: 'wood' })], { surface: true }),
  obj('ferris wheel|big wheel', C.white, [
    ring('Wheel', [0, 6, 0], [10, 10, 0.3], 'main'),
    box('Leg', [1.5, 3, 0], [0.3, 6, 0.3], C.darkGrey, { rot: [0, 0, 0.25] }),
    box('Leg', [-1.5, 3, 0], [0.3, 6, 0.3], C.darkGrey, { rot: [0, 0, -0.25] }),
  ]),
  obj('tablecloth|table cloth', C.white, [box('Cloth', [0, 0.005, 0], [1.8, 0.01, 1.1], 'main', { mat: 'matte' })]),
  obj('sand dune|dune', C.sand, [ball('Dune', [0, 0.8, 0], [6, 1.6, 4], 'main', { mat: 'matte' })], { surface: true, ground: ['terrain'] }),
  obj('rainbow', '#FF4040', [
    ring('Red', [0, 0, 0], [10, 10, 0.2], '#E53935'),
    ring('Yellow', [0, 0, 0.25], [9, 9, 0.2], '#FDD835'),
    ring('Blue', [0, 0, 0.5], [8, 8, 0.2], '#1E88E5'),
  ], { airborne: 0 }),
  obj('beehive|bee hive', C.gold, [ball('Hive', [0, 0.3, 0], [0.45, 0.6, 0.45], 'main', { mat: 'matte' })]),
  obj('hammock', '#E9C46A', [box('Cloth', [0, 0.6, 0], [2, 0.08, 0.8], 'main', { mat: 'matte' }), cyl('Post', [1.1, 0.7, 0], [0.1, 1.4, 0.1], C.wood), cyl('Post', [-1.1, 0.7, 0], [0.1, 1.4, 0.1], C.wood)]),
  // A shallow bowl of twigs: eggs sit inside it, not on a lid.
  obj('nest|bird nest|birds nest', C.brown, [
    cyl('Base', [0, 0.015, 0], [0.3, 0.03, 0.3], 'main', { mat: 'matte' }),
    box('Twigs', [0, 0.06, 0.135], [0.3, 0.09, 0.03], 'main', { mat: 'matte' }),
    box('Twigs', [0, 0.06, -0.135], [0.3, 0.09, 0.03], 'main', { mat: 'matte' }),
    box('Twigs', [0.135, 0.06, 0], [0.03, 0.09, 0.24], 'main', { mat: 'matte' }),
    box('Twigs', [-0.135, 0.06, 0], [0.03, 0.09, 0.24], 'main', { mat: 'matte' }),
  ], { inside: { min: [-0.12, 0.03, -0.12], max: [0.12, 0.2, 0.12] } }),
  obj('jellyfish', '#FF9ECF', [ball('Bell', [0, 0.3, 0], [0.4, 0.3, 0.4], 'main', { mat: 'glass' }), cyl('Tentacles', [0, 0.1, 0], [0.25, 0.2, 0.25], 'main', { mat: 'glass' })], { airborne: 1 }),
]
