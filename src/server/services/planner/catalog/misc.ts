import { ball, box, C, cap, cone, cyl, obj, pyr, ring, type ObjectSpec } from './dsl'

const H = Math.PI / 2

export const MISC: ObjectSpec[] = [
  obj('ball|toy ball|rubber ball', C.red, [ball('Ball', [0, 0.15, 0], [0.3, 0.3, 0.3], 'main', { mat: 'shiny' })], { single: true }),
  obj('football|soccer ball', C.white, [
    ball('Ball', [0, 0.11, 0], [0.22, 0.22, 0.22], 'main'),
    ball('Patch', [0, 0.2, 0.06], [0.07, 0.04, 0.07], C.black),
    ball('Patch', [0.09, 0.1, 0.05], [0.04, 0.07, 0.07], C.black),
  ]),
  obj('basketball', C.orange, [ball('Ball', [0, 0.12, 0], [0.24, 0.24, 0.24], 'main'), ring('Seam', [0, 0.12, 0], [0.245, 0.245, 0.01], C.black)]),
  obj('beach ball', C.white, [
    ball('Ball', [0, 0.25, 0], [0.5, 0.5, 0.5], 'main'),
    ring('Stripe', [0, 0.25, 0], [0.51, 0.51, 0.06], C.red),
    ring('Stripe', [0, 0.25, 0], [0.51, 0.51, 0.06], C.blue, { rot: [0, H, 0] }),
  ]),
  obj('tennis ball', '#CCFF00', [ball('Ball', [0, 0.035, 0], [0.07, 0.07, 0.07], 'main')]),
  obj('bowling ball', C.black, [ball('Ball', [0, 0.11, 0], [0.22, 0.22, 0.22], 'main', { mat: 'shiny' })]),
  obj('bowling pin|skittle', C.white, [cap('Pin', [0, 0.19, 0], [0.12, 0.38, 0.12], 'main'), cyl('Stripe', [0, 0.28, 0], [0.08, 0.03, 0.08], C.red)]),
  obj('gift|present|gift box', C.red, [
    box('Box', [0, 0.2, 0], [0.4, 0.4, 0.4], 'main'),
    box('Ribbon', [0, 0.2, 0], [0.41, 0.41, 0.08], C.gold),
    box('Ribbon', [0, 0.2, 0], [0.08, 0.41, 0.41], C.gold),
    ring('Bow', [0, 0.45, 0], [0.16, 0.16, 0.04], C.gold),
  ]),
  obj('treasure chest|chest|trunk', C.brown, [
    box('Box', [0, 0.25, 0], [0.9, 0.5, 0.55], 'main', { mat: 'wood' }),
    cyl('Lid', [0, 0.5, 0], [0.55, 0.9, 0.55], 'main', { rot: [0, 0, H], mat: 'wood' }),
    box('Lock', [0, 0.45, 0.285], [0.12, 0.15, 0.03], C.gold, { mat: 'metal' }),
  ]),
  obj('dice|die', C.white, [
    box('Die', [0, 0.1, 0], [0.2, 0.2, 0.2], 'main'),
    ball('Pip', [0, 0.1, 0.1], [0.04, 0.04, 0.01], C.black),
    ball('Pip', [0, 0.2, 0], [0.04, 0.01, 0.04], C.black),
  ], { plural: ['dice'] }),
  obj('trophy|cup trophy', C.gold, [
    box('Base', [0, 0.06, 0], [0.2, 0.12, 0.2], C.black),
    cyl('Stem', [0, 0.18, 0], [0.04, 0.12, 0.04], 'main', { mat: 'metal' }),
    cone('Cup', [0, 0.34, 0], [0.22, 0.22, 0.22], 'main', { rot: [Math.PI, 0, 0], mat: 'metal' }),
    ring('Handle', [0.12, 0.36, 0], [0.08, 0.1, 0.02], 'main', { mat: 'metal' }),
    ring('Handle', [-0.12, 0.36, 0], [0.08, 0.1, 0.02], 'main', { mat: 'metal' }),
  ]),
  obj('crown|tiara', C.gold, [
    cyl('Band', [0, 0.06, 0], [0.22, 0.12, 0.22], 'main', { mat: 'metal' }),
    ...[0, 1.26, 2.51, 3.77, 5.03].map((a) => cone('Point', [Math.sin(a) * 0.09, 0.16, Math.cos(a) * 0.09], [0.05, 0.08, 0.05], 'main', { mat: 'metal' })),
    ball('Jewel', [0, 0.07, 0.11], [0.04, 0.04, 0.02], C.red, { mat: 'shiny' }),
  ]),
  obj('balloon|party balloon', C.red, [
    ball('Balloon', [0, 1.6, 0], [0.35, 0.42, 0.35], 'main', { mat: 'shiny' }),
    cone('Knot', [0, 1.38, 0], [0.04, 0.04, 0.04], 'main'),
    cyl('String', [0, 0.68, 0], [0.006, 1.36, 0.006], C.white),
  ]),
  obj('kite', '#E63946', [
    pyr('Sail', [0, 0.45, 0], [0.6, 0.9, 0.02], 'main'),
    cyl('Tail', [0, -0.25, 0], [0.01, 0.6, 0.01], C.white),
    box('Bow', [0, -0.45, 0], [0.08, 0.04, 0.01], C.yellow),
  ], { airborne: 4 }),
  obj('umbrella|beach umbrella|parasol|sunshade', '#E63946', [
    cyl('Pole', [0, 1, 0], [0.05, 2, 0.05], C.lightGrey, { mat: 'metal' }),
    cone('Canopy', [0, 2.15, 0], [2, 0.5, 2], 'main'),
  ], { under: 1.8 }),
  obj('deck chair|beach chair|sun lounger|lounger|deckchair', '#2A9D8F', [
    box('Seat', [0, 0.3, 0.2], [0.6, 0.05, 0.9], 'main', { rot: [-0.1, 0, 0] }),
    box('Back', [0, 0.6, -0.4], [0.6, 0.8, 0.05], 'main', { rot: [-0.5, 0, 0] }),
    box('Frame', [0.32, 0.15, 0], [0.04, 0.3, 1.2], C.wood),
    box('Frame', [-0.32, 0.15, 0], [0.04, 0.3, 1.2], C.wood),
  ]),
  obj('surfboard|surf board', '#00B4D8', [cap('Board', [0, 0.04, 0], [0.55, 2.1, 0.08], 'main', { rot: [H, 0, 0], mat: 'shiny' })]),
  obj('swing|swing set', C.red, [
    cyl('Frame', [1.1, 1.1, 0.35], [0.08, 2.3, 0.08], 'main', { rot: [0.32, 0, 0] }),
    cyl('Frame', [1.1, 1.1, -0.35], [0.08, 2.3, 0.08], 'main', { rot: [-0.32, 0, 0] }),
    cyl('Frame', [-1.1, 1.1, 0.35], [0.08, 2.3, 0.08], 'main', { rot: [0.32, 0, 0] }),
    cyl('Frame', [-1.1, 1.1, -0.35], [0.08, 2.3, 0.08], 'main', { rot: [-0.32, 0, 0] }),
    cyl('Top Bar', [0, 2.2, 0], [0.08, 2.3, 0.08], 'main', { rot: [0, 0, H] }),
    cyl('Rope', [0.25, 1.35, 0], [0.02, 1.6, 0.02], C.darkGrey),
    cyl('Rope', [-0.25, 1.35, 0], [0.02, 1.6, 0.02], C.darkGrey),
    box('Seat', [0, 0.55, 0], [0.6, 0.04, 0.25], C.black),
  ]),
  obj('slide|playground slide', '#FFB703', [
    ...[0.3, 0.7, 1.1, 1.5].map((y) => cyl('Rung', [-1, y, 0], [0.04, 0.6, 0.04], C.silver, { rot: [H, 0, 0] })),
    box('Ladder', [-1, 0.9, 0.3], [0.06, 1.8, 0.06], C.silver),
    box('Ladder', [-1, 0.9, -0.3], [0.06, 1.8, 0.06], C.silver),
    box('Chute', [0.1, 0.95, 0], [2.3, 0.06, 0.6], 'main', { rot: [0, 0, -0.7] }),
  ]),
  obj('seesaw|see-saw|teeter-totter', C.blue, [
    pyr('Pivot', [0, 0.25, 0], [0.4, 0.5, 0.4], C.darkGrey),
    box('Plank', [0, 0.53, 0], [3, 0.06, 0.3], 'main', { mat: 'wood' }),
  ]),
  obj('sandbox|sandpit|sand pit', C.sand, [box('Frame', [0, 0.12, 0], [2, 0.24, 2], C.wood, { mat: 'wood' }), box('Sand', [0, 0.22, 0], [1.85, 0.02, 1.85], 'main', { mat: 'matte' })], { surface: true }),
  obj('soccer goal|goal|goalpost|football goal', C.white, [
    cyl('Post', [1.8, 1.1, 0], [0.1, 2.2, 0.1], 'main'),
    cyl('Post', [-1.8, 1.1, 0], [0.1, 2.2, 0.1], 'main'),
    cyl('Crossbar', [0, 2.2, 0], [0.1, 3.7, 0.1], 'main', { rot: [0, 0, H] }),
    // The net is a back, a roof and two sides, so a ball can be in the goal.
    box('Net', [0, 1.1, -1.44], [3.6, 2.2, 0.02], C.white, { mat: 'glass' }),
    box('Net', [0, 2.19, -0.75], [3.6, 0.02, 1.4], C.white, { mat: 'glass' }),
    box('Net', [1.79, 1.1, -0.75], [0.02, 2.18, 1.38], C.white, { mat: 'glass' }),
    box('Net', [-1.79, 1.1, -0.75], [0.02, 2.18, 1.38], C.white, { mat: 'glass' }),
  ], { inside: { min: [-1.7, 0, -1.4], max: [1.7, 2.1, -0.1] }, noTop: ['Net', 'Crossbar'] }),
  // Cytoplasm is mostly water: a nucleus or other parts sit inside it.
  obj('cell|biological cell|animal cell|plant cell', '#F4A3C0', [ball('Water', [0, 0.5, 0], [1, 1, 1], 'main', { mat: 'water' })], { inside: { min: [-0.3, 0.2, -0.3], max: [0.3, 0.8, 0.3] }, noTop: ['Water'] }),
  obj('basketball hoop|basketball net|hoop', C.orange, [
    cyl('Pole', [0, 1.6, -0.5], [0.12, 3.2, 0.12], C.darkGrey, { mat: 'metal' }),
    box('Backboard', [0, 3.3, -0.4], [1.2, 0.8, 0.05], C.white),
    ring('Rim', [0, 3.05, -0.1], [0.5, 0.5, 0.04], 'main', { rot: [H, 0, 0] }),
  ]),
  obj('drum|drum kit', C.red, [cyl('Shell', [0, 0.2, 0], [0.5, 0.4, 0.5], 'main', { mat: 'shiny' }), cyl('Head', [0, 0.405, 0], [0.5, 0.01, 0.5], C.white)]),
  obj('guitar|acoustic guitar|electric guitar', '#C68642', [
    ball('Body', [0, 0.3, 0], [0.38, 0.5, 0.12], 'main', { mat: 'shiny' }),
    cyl('Hole', [0, 0.36, 0.06], [0.1, 0.01, 0.1], C.black, { rot: [H, 0, 0] }),
    box('Neck', [0, 0.8, 0], [0.06, 0.6, 0.04], C.darkBrown),
    box('Head', [0, 1.15, 0], [0.09, 0.14, 0.04], C.darkBrown),
  ]),
  // Standing on a slim post when there is no wall to put it on, at the height a hand finds it.
  obj('light switch|wall switch|lightswitch|switch panel', C.white, [
    box('Post', [0, 0.55, 0], [0.05, 1.1, 0.05], C.darkGrey, { mat: 'metal' }),
    box('Plate', [0, 1.2, 0.02], [0.09, 0.13, 0.015], 'main'),
    box('Toggle', [0, 1.2, 0.035], [0.02, 0.04, 0.015], C.lightGrey),
  ], { wallMount: true }),
  obj('button|push button', C.red, [
    cyl('Stand', [0, 0.45, 0], [0.3, 0.9, 0.3], C.darkGrey, { mat: 'metal' }),
    cyl('Button', [0, 0.95, 0], [0.2, 0.1, 0.2], 'main', { mat: 'shiny' }),
  ]),
  obj('hat|top hat', C.black, [cyl('Brim', [0, 0.01, 0], [0.36, 0.02, 0.36], 'main'), cyl('Crown', [0, 0.1, 0], [0.22, 0.18, 0.22], 'main'), cyl('Band', [0, 0.04, 0], [0.225, 0.03, 0.225], C.red)]),
  obj('counter|kitchen counter|bar counter', C.white, [box('Cabinet', [0, 0.44, 0], [2, 0.88, 0.6], C.wood, { mat: 'wood' }), box('Worktop', [0, 0.9, 0], [2.04, 0.04, 0.64], 'main', { mat: 'shiny' })], { surface: true }),
  obj('bell', C.gold, [cone('Bell', [0, 0.2, 0], [0.4, 0.4, 0.4], 'main', { mat: 'metal' }), ring('Loop', [0, 0.44, 0], [0.1, 0.1, 0.03], 'main', { mat: 'metal' }), ball('Clapper', [0, 0.03, 0], [0.06, 0.06, 0.06], C.darkGrey)]),
  obj('book', C.blue, [box('Cover', [0, 0.015, 0], [0.2, 0.03, 0.28], 'main'), box('Pages', [0.005, 0.015, 0], [0.195, 0.024, 0.27], C.cream)], { surface: true }),
  obj('stack of books|pile of books|book stack', C.red, [
    box('Book', [0, 0.02, 0], [0.22, 0.04, 0.3], 'main'),
    box('Book', [0.01, 0.06, 0], [0.2, 0.04, 0.28], C.blue, { rot: [0, 0.2, 0] }),
    box('Book', [-0.01, 0.1, 0], [0.21, 0.04, 0.29], C.green, { rot: [0, -0.15, 0] }),
  ]),
  obj('lantern|lamp lantern', C.darkGrey, [
    box('Base', [0, 0.02, 0], [0.22, 0.04, 0.22], 'main', { mat: 'metal' }),
    cyl('Glass', [0, 0.17, 0], [0.16, 0.26, 0.16], '#FFE8A3', { mat: 'glow' }),
    pyr('Top', [0, 0.37, 0], [0.26, 0.14, 0.26], 'main', { mat: 'metal' }),
    ring('Handle', [0, 0.48, 0], [0.1, 0.1, 0.02], 'main', { mat: 'metal' }),
  ], { light: { at: [0, 0.17, 0], color: '#FFC870', intensity: 1.2, distance: 5 } }),
  obj('globe|world globe', '#2F6FD6', [
    cyl('Stand', [0, 0.02, 0], [0.2, 0.04, 0.2], C.wood),
    cyl('Axis', [0, 0.15, 0], [0.02, 0.22, 0.02], C.gold, { mat: 'metal' }),
    ball('Sphere', [0, 0.42, 0], [0.34, 0.34, 0.34], 'main'),
    ball('Land', [0.06, 0.48, 0.08], [0.2, 0.18, 0.2], C.leaf),
  ]),
  obj('hourglass|sand timer', C.wood, [
    box('Base', [0, 0.015, 0], [0.2, 0.03, 0.2], 'main'),
    cone('Lower', [0, 0.12, 0], [0.16, 0.18, 0.16], C.glass, { mat: 'glass' }),
    cone('Upper', [0, 0.3, 0], [0.16, 0.18, 0.16], C.glass, { rot: [Math.PI, 0, 0], mat: 'glass' }),
    box('Top', [0, 0.405, 0], [0.2, 0.03, 0.2], 'main'),
  ]),
  obj('sword|blade', C.silver, [
    box('Blade', [0, 0.55, 0], [0.07, 0.9, 0.015], 'main', { mat: 'metal' }),
    box('Guard', [0, 1.02, 0], [0.25, 0.04, 0.05], C.gold, { mat: 'metal' }),
    cyl('Grip', [0, 1.14, 0], [0.035, 0.2, 0.035], C.darkBrown),
    cone('Tip', [0, 0.05, 0], [0.07, 0.1, 0.015], 'main', { rot: [Math.PI, 0, 0], mat: 'metal' }),
  ]),
  obj('shield', C.blue, [cyl('Shield', [0, 0.35, 0], [0.7, 0.06, 0.7], 'main', { rot: [H, 0, 0], mat: 'metal' }), ball('Boss', [0, 0.35, 0.04], [0.14, 0.14, 0.06], C.gold, { mat: 'metal' })]),
  obj('pencil', C.yellow, [cyl('Body', [0, 0.01, 0], [0.02, 0.16, 0.02], 'main', { rot: [0, 0, H] }), cone('Tip', [0.095, 0.01, 0], [0.02, 0.03, 0.02], C.sand, { rot: [0, 0, -H] })]),
  obj('phone|smartphone|mobile phone|cellphone', C.black, [box('Phone', [0, 0.075, 0], [0.075, 0.15, 0.008], 'main', { mat: 'shiny' }), box('Screen', [0, 0.075, 0.0045], [0.068, 0.14, 0.001], '#3A6EA5', { mat: 'glow' })]),
  obj('camera', C.black, [box('Body', [0, 0.05, 0], [0.14, 0.1, 0.07], 'main'), cyl('Lens', [0, 0.05, 0.06], [0.06, 0.06, 0.06], C.darkGrey, { rot: [H, 0, 0], mat: 'glass' })]),
  obj('speaker|loudspeaker', C.black, [
    box('Cabinet', [0, 0.45, 0], [0.4, 0.9, 0.35], 'main'),
    cyl('Woofer', [0, 0.3, 0.176], [0.28, 0.01, 0.28], C.darkGrey, { rot: [H, 0, 0] }),
    cyl('Tweeter', [0, 0.7, 0.176], [0.12, 0.01, 0.12], C.darkGrey, { rot: [H, 0, 0] }),
  ]),
  obj('microphone|mic', C.darkGrey, [
    cyl('Base', [0, 0.02, 0], [0.3, 0.04, 0.3], C.black),
    cyl('Stand', [0, 0.8, 0], [0.03, 1.5, 0.03], 'main', { mat: 'metal' }),
    ball('Head', [0, 1.6, 0], [0.08, 0.1, 0.08], C.silver, { mat: 'metal' }),
  ]),
  obj('light bulb|lightbulb|bulb', '#FFF2B3', [
    cyl('Base', [0, 0.03, 0], [0.04, 0.06, 0.04], C.silver, { mat: 'metal' }),
    ball('Glass', [0, 0.11, 0], [0.09, 0.11, 0.09], 'main', { mat: 'glow' }),
  ], { light: { at: [0, 0.11, 0], color: '#FFF2B3', intensity: 1, distance: 4 } }),
  obj('coin|gold coin', C.gold, [cyl('Coin', [0, 0.003, 0], [0.05, 0.006, 0.05], 'main', { mat: 'metal' })]),
  obj('gem|diamond|crystal|jewel', '#5BE7F0', [
    pyr('Crown', [0, 0.33, 0], [0.3, 0.14, 0.3], 'main', { mat: 'glass' }),
    pyr('Pavilion', [0, 0.13, 0], [0.3, 0.26, 0.3], 'main', { rot: [Math.PI, 0, 0], mat: 'glass' }),
  ]),
  obj('heart', C.red, [
    ball('Lobe', [0.1, 0.34, 0], [0.24, 0.24, 0.2], 'main', { mat: 'shiny' }),
    ball('Lobe', [-0.1, 0.34, 0], [0.24, 0.24, 0.2], 'main', { mat: 'shiny' }),
    cone('Point', [0, 0.15, 0], [0.4, 0.3, 0.2], 'main', { rot: [Math.PI, 0, 0], mat: 'shiny' }),
  ]),
  // The globe is water behind glass: what is asked for (a tiny house, a snowman) stands in it, on the base.
  obj('snow globe', C.glass, [
    cyl('Base', [0, 0.04, 0], [0.2, 0.08, 0.2], C.darkBrown),
    ball('Water', [0, 0.18, 0], [0.22, 0.22, 0.22], 'main', { mat: 'water' }),
  ], { inside: { min: [-0.07, 0.08, -0.07], max: [0.07, 0.25, 0.07] }, noTop: ['Water', 'Base'] }),
  obj('aquarium|fish tank|fishbowl|fish bowl|tank', C.glass, [
    box('Bottom', [0, 0.01, 0], [1, 0.02, 0.5], C.darkGrey),
    box('Sand', [0, 0.03, 0], [0.96, 0.02, 0.46], C.sand),
    box('Glass', [0, 0.3, 0.245], [1, 0.56, 0.01], 'main', { mat: 'glass' }),
    box('Glass', [0, 0.3, -0.245], [1, 0.56, 0.01], 'main', { mat: 'glass' }),
    box('Glass', [0.495, 0.3, 0], [0.01, 0.56, 0.48], 'main', { mat: 'glass' }),
    box('Glass', [-0.495, 0.3, 0], [0.01, 0.56, 0.48], 'main', { mat: 'glass' }),
    box('Water', [0, 0.28, 0], [0.98, 0.48, 0.48], C.water, { mat: 'water' }),
  ], { inside: { min: [-0.49, 0.04, -0.24], max: [0.49, 0.58, 0.24] }, noTop: ['Water', 'Sand', 'Bottom'] }),
  obj('toy car|toy truck', C.red, [box('Body', [0, 0.05, 0], [0.2, 0.05, 0.1], 'main'), box('Cabin', [0, 0.09, 0], [0.1, 0.04, 0.09], 'main'), ...[0.06, -0.06].flatMap((x) => [0.05, -0.05].map((z) => ring('Wheel', [x, 0.02, z], [0.04, 0.04, 0.015], C.black)))]),
  obj('rubber duck|rubber ducky', C.yellow, [ball('Body', [0, 0.04, 0], [0.1, 0.08, 0.08], 'main', { mat: 'shiny' }), ball('Head', [0.03, 0.1, 0], [0.06, 0.06, 0.06], 'main', { mat: 'shiny' }), box('Beak', [0.07, 0.1, 0], [0.03, 0.01, 0.03], C.orange)]),
  obj('cardboard box|carton|package|parcel', '#C8A165', [box('Box', [0, 0.2, 0], [0.5, 0.4, 0.4], 'main', { mat: 'matte' }), box('Tape', [0, 0.401, 0], [0.5, 0.002, 0.06], '#E8D5B0')], { surface: true }),
  obj('display case|glass case|glass box|showcase|vitrine', C.glass, [
    box('Base', [0, 0.45, 0], [0.8, 0.9, 0.6], C.white),
    box('Glass', [0, 1.15, 0.295], [0.8, 0.5, 0.01], 'main', { mat: 'glass' }),
    box('Glass', [0, 1.15, -0.295], [0.8, 0.5, 0.01], 'main', { mat: 'glass' }),
    box('Glass', [0.395, 1.15, 0], [0.01, 0.5, 0.58], 'main', { mat: 'glass' }),
    box('Glass', [-0.395, 1.15, 0], [0.01, 0.5, 0.58], 'main', { mat: 'glass' }),
    box('Lid', [0, 1.405, 0], [0.8, 0.01, 0.6], 'main', { mat: 'glass' }),
  ], { inside: { min: [-0.39, 0.9, -0.29], max: [0.39, 1.4, 0.29] } }),
  obj('crate|wooden crate|storage box|toy box', C.wood, [
    box('Bottom', [0, 0.02, 0], [0.6, 0.04, 0.45], 'main', { mat: 'wood' }),
    box('Side', [0, 0.22, 0.215], [0.6, 0.36, 0.02], 'main', { mat: 'wood' }),
    box('Side', [0, 0.22, -0.215], [0.6, 0.36, 0.02], 'main', { mat: 'wood' }),
    box('Side', [0.29, 0.22, 0], [0.02, 0.36, 0.41], 'main', { mat: 'wood' }),
    box('Side', [-0.29, 0.22, 0], [0.02, 0.36, 0.41], 'main', { mat: 'wood' }),
  ], { inside: { min: [-0.28, 0.04, -0.205], max: [0.28, 0.4, 0.205] } }),
  obj('pedestal|plinth|podium|display stand|stand', C.white, [
    cyl('Column', [0, 0.45, 0], [0.5, 0.9, 0.5], 'main', { mat: 'shiny' }),
    cyl('Top', [0, 0.92, 0], [0.6, 0.04, 0.6], 'main', { mat: 'shiny' }),
  ]),
  obj('turntable|rotating stand|rotating platform|revolving stand|car turntable', C.darkGrey, [
    cyl('Base', [0, 0.05, 0], [5.4, 0.1, 5.4], C.black, { mat: 'metal' }),
    cyl('Platter', [0, 0.15, 0], [5, 0.1, 5], 'main', { mat: 'metal' }),
  ]),
  obj('launch pad|launchpad|launch platform', C.grey, [
    box('Pad', [0, 0.2, 0], [4.5, 0.4, 4.5], 'main', { mat: 'matte' }),
    box('Tower', [2.6, 4, 0], [0.6, 8, 0.6], C.red, { mat: 'metal' }),
    box('Arm', [2.1, 6, 0], [0.5, 0.15, 0.2], C.red, { mat: 'metal' }),
  ]),
  obj('charging station|charger|charging dock|ev charger', C.white, [
    box('Body', [0, 0.6, 0], [0.5, 1.2, 0.3], 'main', { mat: 'shiny' }),
    box('Screen', [0, 0.95, 0.151], [0.3, 0.2, 0.01], '#2B4C7E', { mat: 'glow' }),
    box('Plug', [0.2, 0.6, 0.17], [0.06, 0.12, 0.06], C.black),
    box('Light', [0, 1.15, 0.151], [0.3, 0.03, 0.01], '#39FF14', { mat: 'glow' }),
  ]),
  obj('chess board|chessboard|checkers board|checkerboard|game board', C.white, [
    box('Board', [0, 0.015, 0], [0.5, 0.03, 0.5], C.darkBrown, { mat: 'wood' }),
    ...[0, 1, 2, 3].flatMap((i) => [0, 1, 2, 3].map((j) => box('Square', [-0.1875 + i * 0.125, 0.031, -0.1875 + j * 0.125], [0.0625, 0.002, 0.0625], 'main'))),
  ], { tops: [{ y: 0.032, min: [-0.24, -0.24], max: [0.24, 0.24] }] }),
  obj('king|chess king', C.white, [cyl('Base', [0, 0.01, 0], [0.04, 0.02, 0.04], 'main'), cyl('Body', [0, 0.05, 0], [0.025, 0.06, 0.025], 'main'), ball('Head', [0, 0.09, 0], [0.03, 0.025, 0.03], 'main'), box('Cross', [0, 0.11, 0], [0.008, 0.025, 0.008], 'main')]),
  obj('queen|chess queen', C.white, [cyl('Base', [0, 0.01, 0], [0.04, 0.02, 0.04], 'main'), cyl('Body', [0, 0.05, 0], [0.024, 0.06, 0.024], 'main'), ball('Head', [0, 0.09, 0], [0.032, 0.025, 0.032], 'main')]),
  obj('pawn|chess piece|chess pawn|checker|checkers piece', C.white, [cyl('Base', [0, 0.008, 0], [0.032, 0.016, 0.032], 'main'), cyl('Body', [0, 0.03, 0], [0.018, 0.03, 0.018], 'main'), ball('Head', [0, 0.053, 0], [0.022, 0.02, 0.022], 'main')]),
  obj('torch|wall torch|tiki torch', C.darkBrown, [
    cyl('Pole', [0, 0.8, 0], [0.06, 1.6, 0.06], 'main', { mat: 'wood' }),
    cyl('Cup', [0, 1.65, 0], [0.14, 0.1, 0.14], C.darkGrey, { mat: 'metal' }),
    // A yellow-white core: an orange one at the renderer's emission reads as unlit at night.
    cone('Flame', [0, 1.83, 0], [0.14, 0.26, 0.14], '#FFC04D', { mat: 'glow' }),
  ], { light: { at: [0, 1.9, 0], color: '#FF9A3C', intensity: 2, distance: 8 } }),
  obj('painting|framed painting|wall painting|picture|poster|picture frame|framed picture|photo|photograph|map|wall map|artwork|art print', '#3A7CA5', [
    box('Frame', [0, 0.4, 0], [0.9, 0.8, 0.04], C.darkBrown, { mat: 'wood' }),
    box('Canvas', [0, 0.4, 0.021], [0.8, 0.7, 0.005], 'main'),
    ball('Sun', [0.2, 0.55, 0.024], [0.12, 0.12, 0.004], C.yellow),
  ], { wallMount: true, face: { at: [0, 0.4, 0.025], size: [0.7, 0.5], color: C.white } }),
  obj('blackboard|chalkboard|whiteboard', '#2F4F3A', [
    box('Frame', [0, 0.6, 0], [2.4, 1.2, 0.05], C.wood, { mat: 'wood' }),
    box('Board', [0, 0.6, 0.026], [2.3, 1.1, 0.005], 'main', { mat: 'matte' }),
  ], { wallMount: true, face: { at: [0, 0.6, 0.03], size: [2.1, 0.9], color: C.white } }),
  obj('dartboard|dart board', C.black, [
    cyl('Board', [0, 0.23, 0], [0.45, 0.04, 0.45], 'main', { rot: [H, 0, 0] }),
    cyl('Ring', [0, 0.23, 0.021], [0.3, 0.004, 0.3], C.red, { rot: [H, 0, 0] }),
    cyl('Bull', [0, 0.23, 0.024], [0.06, 0.004, 0.06], C.green, { rot: [H, 0, 0] }),
  ], { wallMount: true }),
  obj('window', C.white, [
    box('Frame', [0, 0.6, 0], [1.2, 1.2, 0.06], 'main'),
    box('Glass', [0, 0.6, 0.031], [1.1, 1.1, 0.005], C.skyBlue, { mat: 'glass' }),
    box('Bar', [0, 0.6, 0.035], [0.04, 1.1, 0.01], 'main'),
  ], { wallMount: true }),
  obj('disco ball|mirror ball', C.silver, [ball('Ball', [0, 0.25, 0], [0.5, 0.5, 0.5], 'main', { mat: 'metal' }), cyl('Cord', [0, 0.6, 0], [0.01, 0.2, 0.01], C.black)], { airborne: 3 }),
  obj('shoe|sneaker|trainer|boot', C.white, [
    box('Sole', [0, 0.015, 0], [0.1, 0.03, 0.28], C.lightGrey),
    box('Upper', [0, 0.07, -0.03], [0.1, 0.08, 0.2], 'main'),
    box('Toe', [0, 0.05, 0.09], [0.1, 0.04, 0.1], 'main'),
  ]),
  obj('headphones|headset', C.black, [
    ring('Band', [0, 0.1, 0], [0.18, 0.18, 0.03], 'main'),
    cyl('Ear Cup', [0.08, 0.04, 0], [0.05, 0.08, 0.08], 'main', { rot: [0, 0, H] }),
    cyl('Ear Cup', [-0.08, 0.04, 0], [0.05, 0.08, 0.08], 'main', { rot: [0, 0, H] }),
  ]),
  obj('backpack|rucksack|school bag', C.blue, [box('Bag', [0, 0.22, 0], [0.32, 0.44, 0.18], 'main', { mat: 'matte' }), box('Pocket', [0, 0.14, 0.1], [0.24, 0.16, 0.04], 'main', { mat: 'matte' })]),
  obj('perfume bottle|perfume', '#F7CAD0', [box('Bottle', [0, 0.05, 0], [0.07, 0.1, 0.04], 'main', { mat: 'glass' }), cyl('Cap', [0, 0.115, 0], [0.03, 0.03, 0.03], C.gold, { mat: 'metal' })]),
  obj('watch|wristwatch', C.silver, [cyl('Face', [0, 0.006, 0], [0.04, 0.012, 0.04], 'main', { mat: 'metal' }), box('Strap', [0, 0.003, 0], [0.025, 0.006, 0.12], C.black)]),
  obj('coffee machine|espresso machine|coffee maker', C.black, [box('Body', [0, 0.2, -0.03], [0.25, 0.4, 0.3], 'main', { mat: 'shiny' }), box('Tray', [0, 0.015, 0.1], [0.2, 0.03, 0.1], C.silver, { mat: 'metal' })]),
  obj('microscope', C.white, [box('Base', [0, 0.02, 0], [0.18, 0.04, 0.22], 'main'), box('Arm', [0, 0.18, -0.07], [0.05, 0.28, 0.05], 'main'), cyl('Tube', [0, 0.26, 0], [0.04, 0.18, 0.04], C.black)]),
  obj('dumpster|skip|garbage container', C.green, [box('Bin', [0, 0.6, 0], [1.8, 1.2, 1.1], 'main', { mat: 'metal' })]),
  // A glass case on a cabinet, the prizes inside and the claw over them.
  obj('claw machine|crane machine|prize machine', '#E63946', [
    box('Cabinet', [0, 0.45, 0], [0.8, 0.9, 0.8], 'main'),
    box('Glass', [0, 1.3, 0.395], [0.8, 0.8, 0.01], C.glass, { mat: 'glass' }),
    box('Glass', [0, 1.3, -0.395], [0.8, 0.8, 0.01], C.glass, { mat: 'glass' }),
    box('Glass', [0.395, 1.3, 0], [0.01, 0.8, 0.78], C.glass, { mat: 'glass' }),
    box('Glass', [-0.395, 1.3, 0], [0.01, 0.8, 0.78], C.glass, { mat: 'glass' }),
    box('Roof', [0, 1.75, 0], [0.8, 0.1, 0.8], 'main'),
    cyl('Claw', [0, 1.6, 0], [0.06, 0.2, 0.06], C.silver, { mat: 'metal' }),
  ], { inside: { min: [-0.38, 0.9, -0.38], max: [0.38, 1.45, 0.38] }, noTop: ['Roof'] }),
  obj('arcade machine|arcade cabinet|vending machine|slot machine|pinball machine', '#7B2CBF', [
    box('Cabinet', [0, 0.9, 0], [0.7, 1.8, 0.7], 'main'),
    box('Screen', [0, 1.3, 0.351], [0.55, 0.45, 0.01], '#2B4C7E', { mat: 'glow' }),
    box('Panel', [0, 0.95, 0.42], [0.6, 0.06, 0.2], C.black),
  ]),
  obj('skull', C.white, [ball('Cranium', [0, 0.1, 0], [0.16, 0.16, 0.2], 'main'), box('Jaw', [0, 0.03, 0.05], [0.1, 0.06, 0.08], 'main')]),
  obj('hot air balloon|hot-air balloon|air balloon', C.red, [
    ball('Envelope', [0, 4.5, 0], [4, 5, 4], 'main'),
    box('Basket', [0, 0.5, 0], [1.2, 1, 1.2], C.wood, { mat: 'wood' }),
    cyl('Rope', [0.5, 1.5, 0.5], [0.03, 1.4, 0.03], C.darkBrown),
    cyl('Rope', [-0.5, 1.5, -0.5], [0.03, 1.4, 0.03], C.darkBrown),
  ], { airborne: 12 }),
  // Everyday things asked for by name that had no drawing of their own.
  obj('saucer', C.white, [cyl('Saucer', [0, 0.008, 0], [0.15, 0.016, 0.15], 'main', { mat: 'shiny' })], { surface: true }),
  obj('jukebox|juke box', C.red, [
    box('Cabinet', [0, 0.65, 0], [0.9, 1.3, 0.6], 'main', { mat: 'shiny' }),
    cyl('Arch', [0, 1.3, 0], [0.9, 0.6, 0.3], 'main', { mat: 'shiny', rot: [H, 0, 0] }),
    box('Window', [0, 1.05, 0.301], [0.6, 0.35, 0.01], C.glass, { mat: 'glass' }),
    box('Grille', [0, 0.45, 0.301], [0.7, 0.4, 0.01], C.gold, { mat: 'metal' }),
  ]),
  obj('doorbell|door bell|bell push|bell button', C.white, [
    box('Plate', [0, 0.06, 0], [0.05, 0.12, 0.02], 'main', { mat: 'shiny' }),
    cyl('Button', [0, 0.06, 0.012], [0.025, 0.01, 0.025], C.gold, { mat: 'metal', rot: [H, 0, 0] }),
  ]),
  obj('weather vane|weathervane|wind vane', C.black, [
    cyl('Rod', [0, 0.4, 0], [0.03, 0.8, 0.03], 'main', { mat: 'metal' }),
    box('Arrow', [0, 0.72, 0], [0.6, 0.03, 0.03], 'main', { mat: 'metal' }),
    box('Tail', [-0.27, 0.72, 0], [0.12, 0.15, 0.01], 'main', { mat: 'metal' }),
    box('Cross', [0, 0.6, 0], [0.3, 0.02, 0.02], 'main', { mat: 'metal' }),
    box('Cross', [0, 0.6, 0], [0.02, 0.02, 0.3], 'main', { mat: 'metal' }),
  ]),
  obj('spinning top|toy top|whirligig', C.red, [
    cone('Body', [0, 0.04, 0], [0.08, 0.07, 0.08], 'main', { mat: 'shiny', rot: [Math.PI, 0, 0] }),
    cyl('Handle', [0, 0.09, 0], [0.015, 0.03, 0.015], C.wood, { mat: 'wood' }),
  ]),
  // Flush with the floor; it opens up on its back edge.
  obj('trapdoor|trap door|floor hatch|hatch', C.wood, [
    box('Door', [0, 0.02, 0], [0.9, 0.04, 0.9], 'main', { mat: 'wood' }),
    box('Handle', [0, 0.05, 0.35], [0.15, 0.02, 0.03], C.darkGrey, { mat: 'metal' }),
  ]),
]
