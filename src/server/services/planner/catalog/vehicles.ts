import { ball, box, C, cap, cone, cyl, obj, ring, variant, type ObjectSpec, type PartSpec } from './dsl'

const H = Math.PI / 2
/** Tyres at (x, ±z) with their hole along z, so vehicles drive along x, side-on to the camera. */
const wheels = (xs: number[], z: number, d: number, t = 0.25): PartSpec[] =>
  xs.flatMap((x) => [ring('Wheel', [x, d / 2, z], [d, d, t], C.black, { mat: 'matte' }), ring('Wheel', [x, d / 2, -z], [d, d, t], C.black, { mat: 'matte' })])

const car = obj('car|automobile|sedan', C.red, [
  box('Body', [0, 0.62, 0], [4, 0.6, 1.8], 'main', { mat: 'shiny' }),
  box('Cabin', [-0.2, 1.17, 0], [2.2, 0.5, 1.6], 'main', { mat: 'shiny' }),
  box('Windows', [-0.2, 1.17, 0], [2.1, 0.42, 1.62], C.glass, { mat: 'glass' }),
  ball('Headlight', [2, 0.7, 0.6], [0.08, 0.16, 0.25], '#FFF7CC', { mat: 'glow' }),
  ball('Headlight', [2, 0.7, -0.6], [0.08, 0.16, 0.25], '#FFF7CC', { mat: 'glow' }),
  ...wheels([1.3, -1.3], 0.78, 0.72),
], { surface: true })
const truck = obj('truck|lorry|delivery truck', C.blue, [
  box('Chassis', [0, 0.7, 0], [6, 0.3, 2], C.darkGrey, { mat: 'metal' }),
  box('Cab', [2.2, 1.65, 0], [1.6, 1.6, 2], 'main', { mat: 'shiny' }),
  box('Windscreen', [3.01, 2, 0], [0.02, 0.6, 1.7], C.glass, { mat: 'glass' }),
  box('Cargo', [-0.85, 1.9, 0], [4.1, 2.1, 2.1], C.white),
  ...wheels([2.2, -0.9, -2.3], 0.95, 0.9, 0.3),
])
const van = obj('van|minivan', C.white, [
  box('Body', [0, 1.3, 0], [4.6, 1.8, 1.9], 'main', { mat: 'shiny' }),
  box('Windscreen', [2.31, 1.75, 0], [0.02, 0.6, 1.7], C.glass, { mat: 'glass' }),
  box('Windows', [0.6, 1.75, 0], [2.6, 0.5, 1.92], C.glass, { mat: 'glass' }),
  ...wheels([1.5, -1.5], 0.85, 0.8),
])

export const VEHICLES: ObjectSpec[] = [
  car,
  variant(car, 'taxi|cab', C.yellow, {}, [box('Taxi Sign', [-0.2, 1.5, 0], [0.5, 0.16, 0.2], C.white, { mat: 'glow' })]),
  variant(car, 'police car|cop car', C.white, {}, [
    box('Siren', [-0.2, 1.5, 0.25], [0.3, 0.14, 0.3], C.red, { mat: 'glow' }),
    box('Siren', [-0.2, 1.5, -0.25], [0.3, 0.14, 0.3], C.blue, { mat: 'glow' }),
  ]),
  variant(car, 'sports car|race car|racecar|racing car', '#E63946', {}, [box('Spoiler', [-1.9, 1.05, 0], [0.3, 0.06, 1.7], C.black)]),
  truck,
  variant(truck, 'fire truck|fire engine|firetruck', C.red, { [C.white]: C.red }, [box('Ladder', [-0.8, 3.02, 0], [4, 0.12, 0.5], C.silver, { mat: 'metal' })]),
  van,
  variant(van, 'ambulance', C.white, {}, [box('Cross', [0, 1.4, 0.96], [0.6, 0.6, 0.02], C.red), box('Siren', [1.6, 2.28, 0], [0.3, 0.16, 0.8], C.red, { mat: 'glow' })]),
  obj('bus|school bus|coach', C.yellow, [
    box('Body', [0, 1.75, 0], [9, 2.6, 2.5], 'main', { mat: 'shiny' }),
    box('Windows', [0, 2.35, 0], [8.4, 0.8, 2.52], C.glass, { mat: 'glass' }),
    box('Windscreen', [4.51, 2.1, 0], [0.02, 1.2, 2.2], C.glass, { mat: 'glass' }),
    ...wheels([3, -3], 1.15, 1, 0.3),
  ], { surface: true }),
  obj('bicycle|bike', C.red, [
    ring('Wheel', [0.55, 0.35, 0], [0.7, 0.7, 0.05], C.black),
    ring('Wheel', [-0.55, 0.35, 0], [0.7, 0.7, 0.05], C.black),
    cyl('Top Tube', [0, 0.78, 0], [0.04, 0.75, 0.04], 'main', { rot: [0, 0, H], mat: 'metal' }),
    cyl('Down Tube', [0.2, 0.56, 0], [0.04, 0.62, 0.04], 'main', { rot: [0, 0, 0.9], mat: 'metal' }),
    cyl('Seat Post', [-0.3, 0.62, 0], [0.04, 0.6, 0.04], 'main', { rot: [0, 0, 0.3], mat: 'metal' }),
    box('Saddle', [-0.36, 0.95, 0], [0.22, 0.05, 0.1], C.black),
    cyl('Handlebar', [0.42, 1, 0], [0.03, 0.5, 0.03], C.silver, { rot: [H, 0, 0], mat: 'metal' }),
  ]),
  obj('motorcycle|motorbike|scooter|moped', C.black, [
    ring('Wheel', [0.75, 0.33, 0], [0.66, 0.66, 0.16], C.black),
    ring('Wheel', [-0.75, 0.33, 0], [0.66, 0.66, 0.16], C.black),
    cap('Tank', [0.1, 0.75, 0], [0.32, 1.2, 0.32], 'main', { rot: [0, 0, H], mat: 'shiny' }),
    box('Seat', [-0.35, 0.93, 0], [0.6, 0.08, 0.28], C.darkBrown),
    cyl('Handlebar', [0.62, 1.08, 0], [0.03, 0.7, 0.03], C.silver, { rot: [H, 0, 0], mat: 'metal' }),
    cyl('Fork', [0.7, 0.72, 0], [0.05, 0.7, 0.05], C.silver, { rot: [0, 0, 0.3], mat: 'metal' }),
  ]),
  obj('skateboard', C.orange, [
    box('Deck', [0, 0.1, 0], [0.8, 0.025, 0.2], 'main'),
    ...[-0.28, 0.28].flatMap((x) => [0.08, -0.08].map((z) => cyl('Wheel', [x, 0.035, z], [0.06, 0.04, 0.06], C.white, { rot: [H, 0, 0] }))),
  ]),
  obj('train|locomotive|steam engine', C.darkGreen, [
    box('Base', [0, 0.65, 0], [5, 0.3, 2], C.black, { mat: 'metal' }),
    cyl('Boiler', [0.8, 1.55, 0], [1.5, 3, 1.5], 'main', { rot: [0, 0, H], mat: 'shiny' }),
    box('Cab', [-1.5, 1.95, 0], [2, 2.3, 2], 'main', { mat: 'shiny' }),
    cyl('Chimney', [1.8, 2.6, 0], [0.4, 0.6, 0.4], C.black),
    ...[-1.8, -0.5, 0.8, 2].flatMap((x) => [0.9, -0.9].map((z) => cyl('Wheel', [x, 0.45, z], [0.9, 0.15, 0.9], C.red, { rot: [H, 0, 0] }))),
  ]),
  obj('boat|rowboat|dinghy|canoe|kayak', '#E76F51', [
    box('Hull', [0, 0.3, 0], [3, 0.6, 1.2], 'main', { mat: 'wood' }),
    box('Seat', [0, 0.5, 0], [0.3, 0.05, 1.1], C.wood),
    cyl('Oar', [0.2, 0.62, 0], [0.04, 2.4, 0.04], C.wood, { rot: [H, 0, 0] }),
  ]),
  obj('sailboat|sailing boat|yacht', C.white, [
    box('Hull', [0, 0.35, 0], [4, 0.7, 1.4], 'main', { mat: 'shiny' }),
    cyl('Mast', [0.2, 2.7, 0], [0.1, 4, 0.1], C.wood),
    cone('Sail', [-0.6, 2.8, 0], [1.6, 3.4, 0.04], C.cream),
  ]),
  obj('ship|cruise ship|ocean liner|steamship', C.white, [
    box('Hull', [0, 1, 0], [12, 2, 3], C.darkGrey, { mat: 'metal' }),
    box('Decks', [-0.5, 2.6, 0], [8, 1.2, 2.6], 'main'),
    box('Bridge', [1.5, 3.6, 0], [3, 0.8, 2.2], 'main'),
    cyl('Funnel', [-1.5, 4, 0], [0.8, 1.6, 0.8], C.red),
    cyl('Funnel', [-3.2, 4, 0], [0.8, 1.6, 0.8], C.red),
  ]),
  obj('airplane|plane|aeroplane|jet|airliner|aircraft', C.white, [
    cap('Fuselage', [0, 0.6, 0], [1.2, 8, 1.2], 'main', { rot: [0, 0, H], mat: 'shiny' }),
    box('Wings', [0.3, 0.55, 0], [1.6, 0.12, 9], 'main'),
    box('Tail Fin', [-3.5, 1.5, 0], [0.8, 1.5, 0.1], C.red),
    box('Tail Wings', [-3.5, 0.7, 0], [0.7, 0.08, 3], 'main'),
    ball('Cockpit', [3.5, 0.85, 0], [0.6, 0.35, 0.6], C.glass, { mat: 'glass' }),
  ], { airborne: 6 }),
  obj('helicopter|chopper', C.red, [
    ball('Body', [0, 1.2, 0], [2.6, 1.8, 1.8], 'main', { mat: 'shiny' }),
    ball('Canopy', [0.65, 1.35, 0], [1.2, 1.1, 1.5], C.glass, { mat: 'glass' }),
    cyl('Tail', [-2.2, 1.5, 0], [0.3, 2.6, 0.3], 'main', { rot: [0, 0, H] }),
    box('Tail Rotor', [-3.4, 1.8, 0.2], [0.08, 0.9, 0.04], C.darkGrey),
    cyl('Mast', [0, 2.25, 0], [0.12, 0.3, 0.12], C.darkGrey),
    box('Rotor', [0, 2.42, 0], [6, 0.05, 0.3], C.darkGrey),
    cyl('Skid', [0, 0.05, 0.7], [0.08, 2.6, 0.08], C.darkGrey, { rot: [0, 0, H] }),
    cyl('Skid', [0, 0.05, -0.7], [0.08, 2.6, 0.08], C.darkGrey, { rot: [0, 0, H] }),
  ]),
  obj('rocket|rocket ship|spaceship|space ship', C.white, [
    cyl('Body', [0, 2.6, 0], [1.2, 4, 1.2], 'main', { mat: 'metal' }),
    cone('Nose', [0, 5.35, 0], [1.2, 1.5, 1.2], C.red, { mat: 'shiny' }),
    cyl('Window', [0, 3.5, 0.6], [0.45, 0.05, 0.45], C.glass, { rot: [H, 0, 0], mat: 'glass' }),
    ...[0, H, Math.PI, -H].map((a) => box('Fin', [Math.sin(a) * 0.75, 0.6, Math.cos(a) * 0.75], [0.08, 1.2, 0.6], C.red, { rot: [0, a, 0] })),
  ]),
  obj('tractor', '#2E7D32', [
    box('Body', [0.3, 1.05, 0], [2.2, 0.8, 1.1], 'main', { mat: 'shiny' }),
    box('Cab', [-0.5, 1.95, 0], [1.1, 1.1, 1.2], C.glass, { mat: 'glass' }),
    // The cab's roof and the mudguards over the big wheels take the body colour, as on a real
    // tractor: glass and tyres alone would outweigh a small bonnet ('a green tractor' reads green).
    box('Roof', [-0.5, 2.45, 0], [1.25, 0.1, 1.3], 'main', { mat: 'shiny' }),
    box('Mudguard', [-0.6, 1.56, 0.72], [1.3, 0.06, 0.42], 'main', { mat: 'shiny' }),
    box('Mudguard', [-0.6, 1.56, -0.72], [1.3, 0.06, 0.42], 'main', { mat: 'shiny' }),
    cyl('Exhaust', [0.9, 1.8, 0.3], [0.1, 0.7, 0.1], C.darkGrey, { mat: 'metal' }),
    ring('Big Wheel', [-0.6, 0.75, 0.72], [1.5, 1.5, 0.35], C.black),
    ring('Big Wheel', [-0.6, 0.75, -0.72], [1.5, 1.5, 0.35], C.black),
    ring('Wheel', [1.1, 0.45, 0.6], [0.9, 0.9, 0.25], C.black),
    ring('Wheel', [1.1, 0.45, -0.6], [0.9, 0.9, 0.25], C.black),
  ]),
  obj('hot air balloon|air balloon', C.red, [
    ball('Envelope', [0, 4.6, 0], [3, 3.6, 3], 'main'),
    cone('Skirt', [0, 2.7, 0], [1.4, 1, 1.4], 'main', { rot: [Math.PI, 0, 0] }),
    ...[[0.4, 0.4], [-0.4, 0.4], [0.4, -0.4], [-0.4, -0.4]].map(([x, z]) => cyl('Rope', [x, 1.55, z], [0.02, 1.6, 0.02], C.darkBrown)),
    box('Basket', [0, 0.4, 0], [1, 0.8, 1], C.wood, { mat: 'wood' }),
  ], { airborne: 2 }),
  obj('submarine', C.yellow, [
    cap('Hull', [0, 0.8, 0], [1.6, 6, 1.6], 'main', { rot: [0, 0, H], mat: 'metal' }),
    box('Tower', [0.4, 1.9, 0], [1.2, 0.8, 0.6], 'main', { mat: 'metal' }),
    cyl('Periscope', [0.7, 2.6, 0], [0.1, 0.6, 0.1], C.darkGrey),
    ...[-1, 0, 1].map((x) => cyl('Porthole', [x, 0.9, 0.8], [0.3, 0.05, 0.3], C.glass, { rot: [H, 0, 0], mat: 'glass' })),
  ]),
  obj('ufo|flying saucer|alien spaceship', C.silver, [
    ball('Saucer', [0, 0.3, 0], [3, 0.6, 3], 'main', { mat: 'metal' }),
    ball('Dome', [0, 0.7, 0], [1.2, 0.9, 1.2], '#7CFC00', { mat: 'glass' }),
    ...[0, 1, 2, 3, 4, 5].map((i) => ball('Light', [Math.sin(i) * 1.35, 0.3, Math.cos(i) * 1.35], [0.16, 0.16, 0.16], C.yellow, { mat: 'glow' })),
  ], { airborne: 4 }),
  obj('sled|sledge|sleigh', C.red, [
    box('Seat', [0, 0.35, 0], [1.2, 0.3, 0.6], 'main', { mat: 'wood' }),
    box('Back', [-0.5, 0.65, 0], [0.1, 0.4, 0.6], 'main', { mat: 'wood' }),
    cyl('Runner', [0, 0.05, 0.28], [0.05, 1.4, 0.05], C.gold, { rot: [0, 0, H], mat: 'metal' }),
    cyl('Runner', [0, 0.05, -0.28], [0.05, 1.4, 0.05], C.gold, { rot: [0, 0, H], mat: 'metal' }),
    box('Strut', [0, 0.14, 0], [0.05, 0.14, 0.6], C.gold, { mat: 'metal' }),
  ]),
  obj('wagon|cart', C.red, [
    box('Bed', [0, 0.45, 0], [1.2, 0.3, 0.7], 'main'),
    ...wheels([0.4, -0.4], 0.4, 0.3, 0.06),
    cyl('Handle', [0.85, 0.45, 0], [0.03, 0.6, 0.03], C.black, { rot: [0, 0, 1.1] }),
  ]),
]
