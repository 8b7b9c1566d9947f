import { ball, box, C, cone, cyl, obj, type ObjectSpec } from './dsl'

const H = Math.PI / 2

export const STREET: ObjectSpec[] = [
  obj('sign|signboard|notice board|noticeboard', '#2F6B3A', [
    cyl('Post', [0.75, 0.75, 0], [0.08, 1.5, 0.08], C.brown, { mat: 'wood' }),
    cyl('Post', [-0.75, 0.75, 0], [0.08, 1.5, 0.08], C.brown, { mat: 'wood' }),
    box('Board', [0, 1.45, 0.06], [1.8, 0.9, 0.06], 'main', { mat: 'wood' }),
  ], { faces: ['camera'], face: { at: [0, 1.45, 0.095], size: [1.6, 0.75], color: C.white, text: 'Hello' } }),
  // A sign that hangs is held: from the arm of its own post, or flat against a wall.
  obj('hanging sign|shop sign|pub sign|inn sign|tavern sign|bracket sign', '#2F6B3A', [
    cyl('Post', [-0.7, 1.3, 0], [0.1, 2.6, 0.1], C.darkGrey, { mat: 'metal' }),
    box('Arm', [-0.1, 2.52, 0], [1.3, 0.06, 0.06], C.darkGrey, { mat: 'metal' }),
    cyl('Chain', [-0.4, 2.36, 0], [0.02, 0.26, 0.02], C.darkGrey, { mat: 'metal' }),
    cyl('Chain', [0.2, 2.36, 0], [0.02, 0.26, 0.02], C.darkGrey, { mat: 'metal' }),
    box('Board', [-0.1, 1.93, 0], [0.9, 0.6, 0.05], 'main', { mat: 'wood' }),
  ], { face: { at: [-0.1, 1.93, 0.03], size: [0.8, 0.48], color: C.white, text: 'Open' } }),
  obj('wall sign|plaque|nameplate|name plate|placard|door sign', '#2F6B3A', [box('Board', [0, 0.25, 0], [0.9, 0.5, 0.04], 'main', { mat: 'wood' })], {
    wallMount: true,
    face: { at: [0, 0.25, 0.025], size: [0.8, 0.4], color: C.white, text: 'Hello' },
  }),
  obj('signpost|direction sign|road sign', C.wood, [
    cyl('Post', [0, 1.1, 0], [0.1, 2.2, 0.1], C.brown, { mat: 'wood' }),
    box('Arrow', [0.35, 1.85, 0.07], [0.9, 0.25, 0.04], 'main', { mat: 'wood' }),
    box('Arrow', [-0.3, 1.5, 0.07], [0.8, 0.25, 0.04], 'main', { mat: 'wood' }),
  ], { face: { at: [0.35, 1.85, 0.095], size: [0.8, 0.2], color: C.black, text: 'This way' } }),
  obj('billboard', C.white, [
    cyl('Pole', [1.4, 2, 0], [0.2, 4, 0.2], C.darkGrey, { mat: 'metal' }),
    cyl('Pole', [-1.4, 2, 0], [0.2, 4, 0.2], C.darkGrey, { mat: 'metal' }),
    box('Board', [0, 4.2, 0.15], [4.4, 2.2, 0.15], 'main'),
  ], { face: { at: [0, 4.2, 0.23], size: [4, 1.8], color: C.black, text: 'Your Ad Here' } }),
  obj('banner', C.red, [
    cyl('Pole', [1.6, 1.25, 0], [0.08, 2.5, 0.08], C.silver, { mat: 'metal' }),
    cyl('Pole', [-1.6, 1.25, 0], [0.08, 2.5, 0.08], C.silver, { mat: 'metal' }),
    box('Cloth', [0, 2, 0], [3.12, 0.8, 0.02], 'main'),
  ], { face: { at: [0, 2, 0.015], size: [2.9, 0.65], color: C.white, text: 'Welcome' } }),
  obj('stop sign', C.red, [
    cyl('Post', [0, 1.1, 0], [0.07, 2.2, 0.07], C.silver, { mat: 'metal' }),
    cyl('Plate', [0, 2.3, 0.05], [0.75, 0.03, 0.75], 'main', { rot: [H, 0, 0] }),
  ], { face: { at: [0, 2.3, 0.07], size: [0.6, 0.3], color: C.white, text: 'STOP' } }),
  obj('street lamp|streetlight|street light|lamppost|lamp post|lantern post', C.darkGrey, [
    cyl('Pole', [0, 2, 0], [0.14, 4, 0.14], 'main', { mat: 'metal' }),
    box('Arm', [0.35, 3.95, 0], [0.8, 0.08, 0.08], 'main', { mat: 'metal' }),
    cone('Hood', [0.7, 3.88, 0], [0.4, 0.2, 0.4], 'main', { mat: 'metal' }),
    ball('Bulb', [0.7, 3.72, 0], [0.2, 0.16, 0.2], '#FFF2B3', { mat: 'glow' }),
  ], { light: { at: [0.7, 3.5, 0], color: '#FFE2A8', intensity: 3, distance: 12 } }),
  obj('traffic light|traffic signal|stoplight', C.darkGrey, [
    cyl('Pole', [0, 1.5, 0], [0.12, 3, 0.12], 'main', { mat: 'metal' }),
    box('Housing', [0, 3.4, 0], [0.35, 1, 0.3], C.black),
    ball('Red', [0, 3.72, 0.15], [0.2, 0.2, 0.06], C.red, { mat: 'glow' }),
    ball('Amber', [0, 3.4, 0.15], [0.2, 0.2, 0.06], '#553300'),
    ball('Green', [0, 3.08, 0.15], [0.2, 0.2, 0.06], '#0B3D0B'),
  ]),
  obj('fire hydrant|hydrant', C.red, [
    cyl('Body', [0, 0.35, 0], [0.28, 0.7, 0.28], 'main', { mat: 'shiny' }),
    ball('Cap', [0, 0.72, 0], [0.3, 0.2, 0.3], 'main', { mat: 'shiny' }),
    cyl('Nozzle', [0, 0.45, 0], [0.1, 0.46, 0.1], C.silver, { rot: [0, 0, H], mat: 'metal' }),
  ]),
  obj('traffic cone|road cone|safety cone', C.orange, [
    box('Base', [0, 0.015, 0], [0.4, 0.03, 0.4], C.black),
    cone('Cone', [0, 0.36, 0], [0.32, 0.66, 0.32], 'main'),
    cyl('Stripe', [0, 0.4, 0], [0.16, 0.08, 0.16], C.white),
  ]),
  obj('barrier|roadblock|barricade', C.red, [
    box('Rail', [0, 0.85, 0], [2, 0.25, 0.06], 'main'),
    box('Stripe', [0, 0.85, 0.032], [0.3, 0.25, 0.005], C.white),
    box('Leg', [0.85, 0.4, 0], [0.08, 0.8, 0.5], C.darkGrey),
    box('Leg', [-0.85, 0.4, 0], [0.08, 0.8, 0.5], C.darkGrey),
  ]),
  obj('parking meter', C.silver, [cyl('Post', [0, 0.6, 0], [0.08, 1.2, 0.08], C.darkGrey), box('Head', [0, 1.35, 0], [0.25, 0.35, 0.18], 'main', { mat: 'metal' })]),
  obj('phone booth|telephone box|phone box|telephone booth', C.red, [
    box('Booth', [0, 1.2, 0], [1, 2.4, 1], 'main', { mat: 'shiny' }),
    box('Glass', [0, 1.2, 0.505], [0.8, 1.6, 0.01], C.glass, { mat: 'glass' }),
    box('Roof', [0, 2.5, 0], [1.05, 0.2, 1.05], 'main'),
  ]),
  obj('bollard|post', C.darkGrey, [cyl('Bollard', [0, 0.45, 0], [0.2, 0.9, 0.2], 'main', { mat: 'metal' })]),
  obj('mailbox|letterbox|postbox|post box', C.blue, [
    cyl('Post', [0, 0.5, 0], [0.08, 1, 0.08], C.darkBrown),
    box('Box', [0, 1.12, 0], [0.25, 0.25, 0.5], 'main', { mat: 'metal' }),
    box('Flag', [0.14, 1.22, -0.1], [0.02, 0.2, 0.06], C.red),
  ]),
  obj('bus stop|bus shelter', C.darkGrey, [
    box('Roof', [0, 2.5, 0], [3, 0.1, 1.4], 'main', { mat: 'metal' }),
    box('Back', [0, 1.3, -0.65], [3, 2.3, 0.05], C.glass, { mat: 'glass' }),
    box('Post', [1.45, 1.25, 0.6], [0.08, 2.5, 0.08], 'main', { mat: 'metal' }),
    box('Post', [-1.45, 1.25, 0.6], [0.08, 2.5, 0.08], 'main', { mat: 'metal' }),
    box('Bench', [0, 0.45, -0.4], [2.4, 0.06, 0.4], C.wood),
  ]),
  obj('vending machine', C.red, [
    box('Body', [0, 0.9, 0], [0.9, 1.8, 0.8], 'main', { mat: 'shiny' }),
    box('Window', [-0.1, 1.1, 0.405], [0.55, 1.1, 0.01], '#CFF4FF', { mat: 'glow' }),
  ]),
  obj('flag|flagpole|flag pole', C.red, [
    cyl('Pole', [0, 2.5, 0], [0.08, 5, 0.08], C.silver, { mat: 'metal' }),
    ball('Finial', [0, 5.05, 0], [0.14, 0.14, 0.14], C.gold, { mat: 'metal' }),
    box('Flag', [0.64, 4.45, 0], [1.2, 0.8, 0.02], 'main'),
  ]),
  obj('fence|picket fence|railing', C.white, [
    ...[-1.45, -0.5, 0.5, 1.45].map((x) => box('Post', [x, 0.55, 0], [0.1, 1.1, 0.1], 'main', { mat: 'wood' })),
    box('Rail', [0, 0.35, 0], [3, 0.1, 0.05], 'main', { mat: 'wood' }),
    box('Rail', [0, 0.8, 0], [3, 0.1, 0.05], 'main', { mat: 'wood' }),
  ]),
  obj('gate', C.black, [
    box('Post', [1.1, 1, 0], [0.16, 2, 0.16], C.grey, { mat: 'matte' }),
    box('Post', [-1.1, 1, 0], [0.16, 2, 0.16], C.grey, { mat: 'matte' }),
    ...[-0.75, -0.45, -0.15, 0.15, 0.45, 0.75].map((x) => box('Bar', [x, 0.9, 0], [0.04, 1.7, 0.04], 'main', { mat: 'metal' })),
    box('Rail', [0, 1.6, 0], [2, 0.06, 0.05], 'main', { mat: 'metal' }),
    box('Rail', [0, 0.25, 0], [2, 0.06, 0.05], 'main', { mat: 'metal' }),
  ]),
  obj('tombstone|gravestone|headstone', C.grey, [
    box('Stone', [0, 0.4, 0], [0.6, 0.8, 0.15], 'main', { mat: 'matte' }),
    cyl('Top', [0, 0.8, 0], [0.6, 0.15, 0.6], 'main', { rot: [H, 0, 0], mat: 'matte' }),
  ], { face: { at: [0, 0.5, 0.08], size: [0.5, 0.35], color: C.black, text: 'RIP' } }),
  // A café's A-frame board: the words on its front face.
  obj('menu board|chalkboard menu|menu sign|sandwich board|a-frame sign|specials board', '#203A2B', [
    box('Board', [0, 0.55, 0.12], [0.6, 0.9, 0.03], 'main', { rot: [-0.25, 0, 0], mat: 'matte' }),
    box('Back', [0, 0.55, -0.12], [0.6, 0.9, 0.03], C.wood, { rot: [0.25, 0, 0], mat: 'wood' }),
  ], { face: { at: [0, 0.56, 0.15], size: [0.5, 0.7], color: C.white } }),
  obj('whiteboard|chalkboard|blackboard', '#203A2B', [
    box('Board', [0, 1.3, 0], [1.8, 1, 0.04], 'main', { mat: 'matte' }),
    box('Frame', [0, 1.3, -0.01], [1.9, 1.1, 0.03], C.wood),
    cyl('Leg', [0.85, 0.6, 0], [0.05, 1.2, 0.05], C.darkGrey),
    cyl('Leg', [-0.85, 0.6, 0], [0.05, 1.2, 0.05], C.darkGrey),
  ], { face: { at: [0, 1.3, 0.025], size: [1.6, 0.8], color: C.white } }),
  obj('podium|lectern', C.darkBrown, [box('Stand', [0, 0.55, 0], [0.6, 1.1, 0.45], 'main', { mat: 'wood' }), box('Top', [0, 1.14, 0], [0.7, 0.08, 0.5], 'main')], {
    face: { at: [0, 0.6, 0.23], size: [0.5, 0.3], color: C.gold },
  }),
  obj('stage|platform', C.darkBrown, [box('Stage', [0, 0.25, 0], [5, 0.5, 3], 'main', { mat: 'wood' })], { surface: true }),
  obj('pedestal|plinth', C.white, [box('Pedestal', [0, 0.5, 0], [0.7, 1, 0.7], 'main', { mat: 'matte' })], { surface: true }),
  obj('ladder', C.wood, [
    box('Rail', [0.25, 1.25, 0], [0.06, 2.5, 0.06], 'main'),
    box('Rail', [-0.25, 1.25, 0], [0.06, 2.5, 0.06], 'main'),
    ...[0.3, 0.7, 1.1, 1.5, 1.9, 2.3].map((y) => cyl('Rung', [0, y, 0], [0.04, 0.5, 0.04], 'main', { rot: [0, 0, H] })),
  ]),
  obj('shipping crate|cargo crate', C.wood, [
    box('Crate', [0, 0.4, 0], [0.8, 0.8, 0.8], 'main', { mat: 'wood' }),
    box('Slat', [0, 0.4, 0.405], [0.8, 0.1, 0.01], C.brown),
    box('Slat', [0, 0.4, -0.405], [0.8, 0.1, 0.01], C.brown),
  ], { surface: true }),
  obj('barrel|keg', C.brown, [
    cyl('Barrel', [0, 0.45, 0], [0.6, 0.9, 0.6], 'main', { mat: 'wood' }),
    cyl('Hoop', [0, 0.2, 0], [0.62, 0.05, 0.62], C.darkGrey, { mat: 'metal' }),
    cyl('Hoop', [0, 0.7, 0], [0.62, 0.05, 0.62], C.darkGrey, { mat: 'metal' }),
  ], { surface: true }),
  obj('tire|tyre', C.black, [{ shape: 'torus', name: 'Tyre', at: [0, 0.12, 0], size: [0.7, 0.7, 0.24], rot: [H, 0, 0], color: 'main', mat: 'matte' }]),
  obj('bucket|pail', C.blue, [cyl('Bucket', [0, 0.15, 0], [0.3, 0.3, 0.3], 'main'), cyl('Rim', [0, 0.3, 0], [0.32, 0.02, 0.32], C.silver, { mat: 'metal' })]),
]
