import { ball, box, C, cap, cone, cyl, obj, ring, type ObjectSpec } from './dsl'

const H = Math.PI / 2

export const FOOD: ObjectSpec[] = [
  obj('cup|mug|coffee cup|teacup|coffee mug', C.white, [
    cyl('Cup', [0, 0.05, 0], [0.08, 0.1, 0.08], 'main', { mat: 'shiny' }),
    ring('Handle', [0.05, 0.05, 0], [0.05, 0.05, 0.012], 'main'),
  ]),
  obj('plate|dish', C.white, [cyl('Plate', [0, 0.01, 0], [0.26, 0.02, 0.26], 'main', { mat: 'shiny' })], { surface: true }),
  // Open at the top, with straight sides: what goes in it has room, and nothing hides inside a solid.
  obj('bowl|fruit bowl|salad bowl', '#E07A5F', [
    cyl('Base', [0, 0.01, 0], [0.3, 0.02, 0.3], 'main', { mat: 'shiny' }),
    box('Side', [0, 0.05, 0.145], [0.3, 0.08, 0.01], 'main', { mat: 'shiny' }),
    box('Side', [0, 0.05, -0.145], [0.3, 0.08, 0.01], 'main', { mat: 'shiny' }),
    box('Side', [0.145, 0.05, 0], [0.01, 0.08, 0.28], 'main', { mat: 'shiny' }),
    box('Side', [-0.145, 0.05, 0], [0.01, 0.08, 0.28], 'main', { mat: 'shiny' }),
  ], { inside: { min: [-0.14, 0.02, -0.14], max: [0.14, 0.2, 0.14] } }),
  obj('bottle|water bottle', '#2A9D8F', [
    cyl('Body', [0, 0.11, 0], [0.08, 0.22, 0.08], 'main', { mat: 'glass' }),
    cyl('Neck', [0, 0.26, 0], [0.03, 0.08, 0.03], 'main', { mat: 'glass' }),
    cyl('Cap', [0, 0.31, 0], [0.035, 0.02, 0.035], C.white),
  ]),
  obj('wine bottle', '#2D6A4F', [
    cyl('Body', [0, 0.12, 0], [0.08, 0.24, 0.08], 'main', { mat: 'glass' }),
    cyl('Neck', [0, 0.29, 0], [0.03, 0.1, 0.03], 'main', { mat: 'glass' }),
    box('Label', [0, 0.12, 0.04], [0.06, 0.07, 0.005], C.cream),
  ]),
  obj('wine glass|drinking glass|tumbler', C.glass, [
    cyl('Foot', [0, 0.005, 0], [0.07, 0.01, 0.07], 'main', { mat: 'glass' }),
    cyl('Stem', [0, 0.06, 0], [0.01, 0.1, 0.01], 'main', { mat: 'glass' }),
    cone('Bowl', [0, 0.15, 0], [0.08, 0.1, 0.08], 'main', { rot: [Math.PI, 0, 0], mat: 'glass' }),
  ]),
  obj('teapot|kettle', C.white, [
    ball('Body', [0, 0.08, 0], [0.22, 0.16, 0.22], 'main', { mat: 'shiny' }),
    cone('Spout', [0.13, 0.11, 0], [0.04, 0.1, 0.04], 'main', { rot: [0, 0, -0.9] }),
    ring('Handle', [-0.12, 0.09, 0], [0.08, 0.08, 0.015], 'main'),
    ball('Lid', [0, 0.165, 0], [0.06, 0.04, 0.06], 'main'),
  ]),
  obj('apple|fruit|piece of fruit', C.red, [ball('Apple', [0, 0.04, 0], [0.08, 0.08, 0.08], 'main', { mat: 'shiny' }), cyl('Stem', [0, 0.09, 0], [0.006, 0.02, 0.006], C.darkBrown)]),
  obj('orange', C.orange, [ball('Orange', [0, 0.04, 0], [0.08, 0.08, 0.08], 'main')]),
  obj('lemon|lime', '#FFF44F', [ball('Lemon', [0, 0.03, 0], [0.09, 0.06, 0.06], 'main')]),
  obj('pear', '#B5C934', [ball('Body', [0, 0.04, 0], [0.08, 0.08, 0.08], 'main'), ball('Top', [0, 0.09, 0], [0.05, 0.06, 0.05], 'main')]),
  obj('banana', C.yellow, [cap('Banana', [0, 0.02, 0], [0.04, 0.2, 0.04], 'main', { rot: [0, 0, H] })]),
  obj('strawberry', C.red, [cone('Berry', [0, 0.02, 0], [0.04, 0.05, 0.04], 'main', { rot: [0, 0, H] }), ball('Leaves', [-0.03, 0.02, 0], [0.01, 0.03, 0.03], C.leaf)]),
  obj('watermelon|melon', '#2D6A4F', [ball('Melon', [0, 0.15, 0], [0.35, 0.3, 0.3], 'main')]),
  obj('pizza', '#F4C430', [
    cyl('Crust', [0, 0.01, 0], [0.35, 0.02, 0.35], '#D4A373'),
    cyl('Cheese', [0, 0.022, 0], [0.31, 0.005, 0.31], 'main'),
    ...[[0.07, 0.05], [-0.08, 0.03], [0.01, -0.09]].map(([x, z]) => cyl('Pepperoni', [x, 0.026, z], [0.06, 0.004, 0.06], C.red)),
  ]),
  obj('cake', C.pink, [
    cyl('Layer', [0, 0.06, 0], [0.3, 0.12, 0.3], 'main'),
    cyl('Icing', [0, 0.125, 0], [0.31, 0.01, 0.31], C.white),
    ball('Cherry', [0, 0.145, 0], [0.04, 0.04, 0.04], C.red),
  ]),
  obj('birthday cake', '#F7CAD0', [
    cyl('Bottom Tier', [0, 0.07, 0], [0.34, 0.14, 0.34], 'main'),
    cyl('Top Tier', [0, 0.19, 0], [0.24, 0.1, 0.24], C.white),
    ...[-0.06, 0, 0.06].map((x) => cyl('Candle', [x, 0.27, 0], [0.012, 0.06, 0.012], C.skyBlue)),
    ...[-0.06, 0, 0.06].map((x) => cone('Flame', [x, 0.315, 0], [0.015, 0.03, 0.015], C.flame, { mat: 'glow' })),
  ]),
  obj('donut|doughnut', C.pink, [
    ring('Dough', [0, 0.02, 0], [0.1, 0.1, 0.035], '#D4A373', { rot: [H, 0, 0] }),
    ring('Icing', [0, 0.028, 0], [0.098, 0.098, 0.025], 'main', { rot: [H, 0, 0] }),
  ]),
  obj('burger|hamburger|cheeseburger', '#D4A373', [
    cyl('Bottom Bun', [0, 0.015, 0], [0.12, 0.03, 0.12], 'main'),
    cyl('Patty', [0, 0.04, 0], [0.125, 0.02, 0.125], C.darkBrown),
    cyl('Cheese', [0, 0.053, 0], [0.13, 0.006, 0.13], C.yellow),
    cyl('Lettuce', [0, 0.06, 0], [0.13, 0.008, 0.13], C.leaf),
    ball('Top Bun', [0, 0.08, 0], [0.12, 0.05, 0.12], 'main'),
  ]),
  obj('ice cream cone|ice cream|waffle cone|cone of ice cream', '#D4A373', [
    cone('Cone', [0, 0.07, 0], [0.07, 0.14, 0.07], 'main', { rot: [Math.PI, 0, 0] }),
  ], { tops: [{ y: 0.14, min: [-0.04, -0.04], max: [0.04, 0.04] }] }),
  obj('scoop|ice cream scoop|scoop of ice cream', C.pink, [ball('Scoop', [0, 0.035, 0], [0.075, 0.07, 0.075], 'main')], { stackable: true }),
  obj('bread|loaf|loaf of bread', '#C68642', [cap('Loaf', [0, 0.05, 0], [0.11, 0.28, 0.1], 'main', { rot: [0, 0, H] })]),
  obj('cheese', C.yellow, [box('Cheese', [0, 0.04, 0], [0.15, 0.08, 0.1], 'main')]),
  obj('egg', '#FFF8E7', [ball('Egg', [0, 0.03, 0], [0.045, 0.06, 0.045], 'main', { mat: 'shiny' })]),
  obj('carrot', C.orange, [cone('Carrot', [0, 0.02, 0], [0.04, 0.18, 0.04], 'main', { rot: [0, 0, H] }), cone('Leaves', [-0.11, 0.02, 0], [0.03, 0.05, 0.03], C.leaf, { rot: [0, 0, -H] })]),
  obj('sandwich', '#F5DEB3', [
    box('Bread', [0, 0.01, 0], [0.12, 0.02, 0.12], 'main'),
    box('Filling', [0, 0.027, 0], [0.125, 0.014, 0.125], C.leaf),
    box('Bread', [0, 0.044, 0], [0.12, 0.02, 0.12], 'main'),
  ]),
  obj('candle', C.cream, [
    cyl('Wax', [0, 0.08, 0], [0.06, 0.16, 0.06], 'main'),
    cone('Flame', [0, 0.185, 0], [0.025, 0.05, 0.025], C.flame, { mat: 'glow' }),
  ], { light: { at: [0, 0.25, 0], color: '#FFB347', intensity: 0.8, distance: 3 } }),
  obj('basket|picnic basket|hamper|fruit basket', C.wood, [
    box('Bottom', [0, 0.015, 0], [0.45, 0.03, 0.3], 'main', { mat: 'wood' }),
    box('Side', [0, 0.13, 0.14], [0.45, 0.2, 0.02], 'main', { mat: 'wood' }),
    box('Side', [0, 0.13, -0.14], [0.45, 0.2, 0.02], 'main', { mat: 'wood' }),
    box('Side', [0.215, 0.13, 0], [0.02, 0.2, 0.26], 'main', { mat: 'wood' }),
    box('Side', [-0.215, 0.13, 0], [0.02, 0.2, 0.26], 'main', { mat: 'wood' }),
  ], { inside: { min: [-0.205, 0.03, -0.13], max: [0.205, 0.3, 0.13] } }),
  obj('picnic blanket|blanket|towel|beach towel', C.red, [box('Blanket', [0, 0.005, 0], [2, 0.01, 1.6], 'main', { mat: 'matte' })], { surface: true }),
  obj('frying pan|pan|skillet', C.black, [
    cyl('Pan', [0, 0.02, 0], [0.28, 0.04, 0.28], 'main', { mat: 'metal' }),
    box('Handle', [0.24, 0.03, 0], [0.22, 0.02, 0.03], C.darkBrown),
  ]),
  obj('cooking pot|saucepan|cauldron', C.darkGrey, [
    cyl('Pot', [0, 0.12, 0], [0.3, 0.24, 0.3], 'main', { mat: 'metal' }),
    ring('Handle', [0.17, 0.2, 0], [0.06, 0.06, 0.015], 'main', { rot: [H, 0, 0] }),
    ring('Handle', [-0.17, 0.2, 0], [0.06, 0.06, 0.015], 'main', { rot: [H, 0, 0] }),
  ]),
  // Hollow, so marbles or cookies can go in: a glass floor and four thin glass sides, the lid set down beside it.
  obj('jar|cookie jar|glass jar', C.glass, [
    box('Bottom', [0, 0.005, 0], [0.14, 0.01, 0.14], 'main', { mat: 'glass' }),
    box('Side', [0, 0.1, 0.065], [0.14, 0.18, 0.01], 'main', { mat: 'glass' }),
    box('Side', [0, 0.1, -0.065], [0.14, 0.18, 0.01], 'main', { mat: 'glass' }),
    box('Side', [0.065, 0.1, 0], [0.01, 0.18, 0.12], 'main', { mat: 'glass' }),
    box('Side', [-0.065, 0.1, 0], [0.01, 0.18, 0.12], 'main', { mat: 'glass' }),
    box('Rim', [0, 0.19, 0.065], [0.15, 0.01, 0.02], C.gold, { mat: 'metal' }),
  ], { inside: { min: [-0.06, 0.01, -0.06], max: [0.06, 0.19, 0.06] }, noTop: ['Rim'] }),
  obj('cookie|biscuit', '#C68642', [cyl('Cookie', [0, 0.006, 0], [0.08, 0.012, 0.08], 'main')]),
]
