import { ball, box, C, cap, cone, cyl, obj, ring, variant, type ObjectSpec } from './dsl'

const H = Math.PI / 2
const tree = obj('tree|oak|oak tree', C.leaf, [
  cyl('Trunk', [0, 1.1, 0], [0.4, 2.2, 0.4], C.brown, { mat: 'wood' }),
  ball('Foliage', [0, 3.2, 0], [2.8, 2.6, 2.8], 'main'),
  ball('Foliage Top', [0.5, 3.9, 0.3], [1.6, 1.4, 1.6], 'main'),
])
const pine = obj('pine tree|pine|fir tree|fir|spruce|evergreen|conifer', C.darkGreen, [
  cyl('Trunk', [0, 0.6, 0], [0.32, 1.2, 0.32], C.brown, { mat: 'wood' }),
  cone('Lower Needles', [0, 2, 0], [2.2, 2, 2.2], 'main'),
  cone('Upper Needles', [0, 3.2, 0], [1.5, 1.8, 1.5], 'main'),
])

export const NATURE: ObjectSpec[] = [
  tree,
  pine,
  variant(tree, 'birch tree|birch', '#8DC63F', { [C.brown]: '#EDEDE6' }),
  variant(tree, 'apple tree|fruit tree', C.leaf, {}, [
    ball('Apple', [1.2, 2.9, 0.9], [0.2, 0.2, 0.2], C.red),
    ball('Apple', [-1.1, 3.3, 0.8], [0.2, 0.2, 0.2], C.red),
    ball('Apple', [0.2, 2.7, 1.35], [0.2, 0.2, 0.2], C.red),
  ]),
  variant(tree, 'cherry blossom tree|cherry blossom|sakura', '#FFB7C5'),
  obj('palm tree|palm|coconut tree', '#4CAF50', [
    cyl('Trunk', [0, 2, 0], [0.32, 4, 0.32], '#A0522D', { mat: 'wood' }),
    // Fronds that droop from the crown, not a flat disc on a stick.
    ...[0, 1, 2, 3, 4, 5, 6].map((i) => {
      const a = (i / 7) * Math.PI * 2
      return box('Frond', [Math.cos(a) * 0.8, 4.0, -Math.sin(a) * 0.8], [1.7, 0.05, 0.42], 'main', { rot: [0, a, -0.45], mat: 'matte' })
    }),
    ball('Crown', [0, 4.3, 0], [1.2, 0.5, 1.2], 'main'),
    ball('Coconut', [0.25, 3.8, 0.1], [0.28, 0.28, 0.28], C.darkBrown),
    ball('Coconut', [-0.2, 3.8, -0.15], [0.28, 0.28, 0.28], C.darkBrown),
  ]),
  variant(pine, 'christmas tree|xmas tree', C.darkGreen, {}, [
    cone('Star', [0, 4.25, 0], [0.35, 0.35, 0.35], C.gold, { mat: 'glow' }),
    ball('Ornament', [0.7, 1.6, 0.55], [0.2, 0.2, 0.2], C.red, { mat: 'shiny' }),
    ball('Ornament', [-0.6, 2.1, 0.6], [0.2, 0.2, 0.2], C.gold, { mat: 'metal' }),
    ball('Ornament', [0.3, 2.9, 0.5], [0.18, 0.18, 0.18], C.blue, { mat: 'shiny' }),
  ]),
  obj('bush|shrub|hedge', C.leaf, [
    ball('Leaves', [0, 0.5, 0], [1.3, 1, 1.2], 'main'),
    ball('Leaves', [0.5, 0.4, 0.2], [0.8, 0.8, 0.8], 'main'),
  ]),
  obj('flower|daisy|blossom', C.red, [
    cyl('Stem', [0, 0.2, 0], [0.03, 0.4, 0.03], C.leaf),
    ball('Petals', [0, 0.43, 0], [0.18, 0.08, 0.18], 'main'),
    ball('Centre', [0, 0.47, 0], [0.07, 0.05, 0.07], C.yellow),
  ]),
  obj('rose', C.red, [
    cyl('Stem', [0, 0.25, 0], [0.025, 0.5, 0.025], C.darkGreen),
    ball('Leaf', [0.05, 0.2, 0], [0.1, 0.03, 0.05], C.leaf),
    ball('Bloom', [0, 0.53, 0], [0.1, 0.12, 0.1], 'main'),
  ]),
  obj('tulip', '#FF4FA0', [
    cyl('Stem', [0, 0.2, 0], [0.03, 0.4, 0.03], C.leaf),
    cap('Bloom', [0, 0.45, 0], [0.1, 0.14, 0.1], 'main'),
  ]),
  obj('sunflower', C.yellow, [
    cyl('Stem', [0, 0.8, 0], [0.05, 1.6, 0.05], C.leaf),
    cyl('Petals', [0, 1.65, 0], [0.5, 0.04, 0.5], 'main', { rot: [H, 0, 0] }),
    cyl('Seeds', [0, 1.65, 0.02], [0.22, 0.04, 0.22], C.darkBrown, { rot: [H, 0, 0] }),
  ]),
  obj('rock|stone|pebble', C.grey, [ball('Rock', [0, 0.3, 0], [1, 0.6, 0.8], 'main', { mat: 'matte' })]),
  obj('boulder', '#6E6E6E', [
    ball('Boulder', [0, 0.8, 0], [2.2, 1.6, 1.8], 'main', { mat: 'matte' }),
    ball('Chunk', [0.8, 0.45, 0.5], [1, 0.9, 0.9], 'main', { mat: 'matte' }),
  ]),
  obj('mushroom|toadstool', C.red, [
    cyl('Stem', [0, 0.15, 0], [0.12, 0.3, 0.12], C.cream),
    ball('Cap', [0, 0.32, 0], [0.4, 0.2, 0.4], 'main'),
    ball('Spot', [0.1, 0.4, 0.08], [0.06, 0.03, 0.06], C.white),
    ball('Spot', [-0.08, 0.41, -0.06], [0.05, 0.03, 0.05], C.white),
  ]),
  obj('cactus', '#3B7D3B', [
    cap('Body', [0, 1, 0], [0.45, 2, 0.45], 'main'),
    cap('Arm', [0.38, 1.2, 0], [0.22, 0.7, 0.22], 'main'),
    cap('Arm', [-0.38, 0.9, 0], [0.22, 0.6, 0.22], 'main'),
  ], { plural: ['cacti'] }),
  obj('log', C.brown, [cyl('Log', [0, 0.2, 0], [0.4, 2, 0.4], 'main', { rot: [0, 0, H], mat: 'wood' })], { surface: true }),
  obj('tree stump|stump', C.brown, [
    cyl('Stump', [0, 0.25, 0], [0.7, 0.5, 0.7], 'main', { mat: 'wood' }),
    cyl('Rings', [0, 0.505, 0], [0.6, 0.01, 0.6], C.wood),
  ], { surface: true }),
  obj('hay bale|haystack', '#E3C565', [box('Hay', [0, 0.3, 0], [1.2, 0.6, 0.6], 'main', { mat: 'matte' })], { surface: true }),
  obj('pumpkin', C.orange, [
    ball('Pumpkin', [0, 0.22, 0], [0.5, 0.44, 0.5], 'main'),
    cyl('Stem', [0, 0.48, 0], [0.05, 0.1, 0.05], C.darkGreen),
  ]),
  obj('jack-o-lantern|jack o lantern|halloween pumpkin', C.orange, [
    ball('Pumpkin', [0, 0.22, 0], [0.5, 0.44, 0.5], 'main'),
    cyl('Stem', [0, 0.48, 0], [0.05, 0.1, 0.05], C.darkGreen),
    cone('Eye', [-0.09, 0.28, 0.23], [0.08, 0.08, 0.02], '#FFB000', { mat: 'glow' }),
    cone('Eye', [0.09, 0.28, 0.23], [0.08, 0.08, 0.02], '#FFB000', { mat: 'glow' }),
    box('Mouth', [0, 0.14, 0.235], [0.2, 0.05, 0.02], '#FFB000', { mat: 'glow' }),
  ]),
  obj('mountain', '#7A7A7A', [
    cone('Mountain', [0, 2.5, 0], [8, 5, 8], 'main', { mat: 'matte' }),
    cone('Snow Cap', [0, 4.35, 0], [2.4, 1.3, 2.4], C.white),
  ]),
  obj('iceberg|glacier|ice floe', '#DDF3FF', [
    box('Ice Shelf', [0, 0.3, 0], [4, 0.6, 3], 'main', { mat: 'shiny' }),
    cone('Peak', [-1.3, 1.5, -0.9], [1.4, 1.8, 1.2], 'main', { mat: 'shiny' }),
  ], { surface: true }),
  obj('hill', '#5DA130', [ball('Hill', [0, 1, 0], [7, 2, 6], 'main', { mat: 'matte' })], { surface: true }),
  obj('volcano', '#5A4636', [
    cone('Volcano', [0, 2, 0], [7, 4, 7], 'main', { mat: 'matte' }),
    cyl('Lava', [0, 4.02, 0], [1.2, 0.05, 1.2], '#FF4500', { mat: 'glow' }),
  ]),
  obj('pond|pool|puddle', C.water, [
    cyl('Water', [0, 0.03, 0], [3, 0.06, 2.2], 'main', { mat: 'water' }),
    ring('Bank', [0, 0.03, 0], [3.2, 3.2, 0.06], C.grey, { rot: [H, 0, 0] }),
  ]),
  obj('cloud', C.white, [
    ball('Puff', [0, 0.6, 0], [2, 1.2, 1.2], 'main', { mat: 'matte' }),
    ball('Puff', [0.9, 0.45, 0], [1.3, 0.9, 1], 'main', { mat: 'matte' }),
    ball('Puff', [-0.9, 0.45, 0], [1.3, 0.9, 1], 'main', { mat: 'matte' }),
  ], { airborne: 5 }),
  obj('lily pad|lilypad', C.leaf, [cyl('Pad', [0, 0.01, 0], [0.5, 0.02, 0.5], 'main'), ball('Bloom', [0.08, 0.06, 0], [0.1, 0.08, 0.1], C.pink)]),
  obj('grass|grass patch|lawn', '#4CAF50', [box('Grass', [0, 0.02, 0], [4, 0.04, 4], 'main', { mat: 'matte' })], { surface: true }),
  obj('campfire|bonfire|fire pit|firepit', C.flame, [
    cyl('Log', [0, 0.1, 0], [0.16, 1, 0.16], C.darkBrown, { rot: [0, 0.6, H], mat: 'wood' }),
    cyl('Log', [0, 0.1, 0], [0.16, 1, 0.16], C.darkBrown, { rot: [0, -0.6, H], mat: 'wood' }),
    cone('Flame', [0, 0.5, 0], [0.5, 0.7, 0.5], 'main', { mat: 'glow' }),
    cone('Inner Flame', [0, 0.42, 0], [0.28, 0.45, 0.28], C.yellow, { mat: 'glow' }),
    ring('Stones', [0, 0.08, 0], [1.2, 1.2, 0.16], C.grey, { rot: [H, 0, 0] }),
  ], { light: { at: [0, 0.8, 0], color: '#FF9A3C', intensity: 3, distance: 10 } }),
]
