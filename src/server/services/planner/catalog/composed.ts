import { ball, box, C, cone, cyl, obj, ring, type ObjectSpec, type PartSpec } from './dsl'

const H = Math.PI / 2

/** A DNA double helix: two strands of beads turning round a shared axis, with rungs between them. */
function helixParts(): PartSpec[] {
  const out: PartSpec[] = []
  const steps = 14
  for (let i = 0; i < steps; i++) {
    const a = (i / steps) * Math.PI * 3
    const y = 0.1 + i * 0.1
    const x = Math.sin(a) * 0.22
    const z = Math.cos(a) * 0.22
    out.push(ball('Strand', [x, y, z], [0.08, 0.08, 0.08], 'main', { mat: 'shiny' }))
    out.push(ball('Strand', [-x, y, -z], [0.08, 0.08, 0.08], C.red, { mat: 'shiny' }))
    out.push(cyl('Rung', [0, y, 0], [0.025, 0.4, 0.025], C.white, { rot: [H, a, 0] }))
  }
  return out
}

/** Upright stones in a ring with lintels across some of them. */
function stoneCircle(): PartSpec[] {
  const out: PartSpec[] = []
  const n = 10
  for (let i = 0; i < n; i++) {
    const a = (i / n) * Math.PI * 2
    out.push(box('Stone', [Math.sin(a) * 4, 1.6, Math.cos(a) * 4], [0.9, 3.2, 0.6], 'main', { mat: 'matte', rot: [0, a, 0] }))
  }
  return out
}

/**
 * Things the first catalogues lacked, each composed from primitives of the nearest known parts
 * and named as asked: a roof is a canopy on posts, a pendulum a bob on a string, a bunsen burner
 * a burner under a tripod and gauze (so a beaker has a top to stand on).
 */
export const COMPOSED: ObjectSpec[] = [
  obj('roof|canopy|shelter', C.brick, [
    ...[[-1.1, -0.7], [1.1, -0.7], [-1.1, 0.7], [1.1, 0.7]].map(([x, z]) => cyl('Post', [x, 1.15, z], [0.08, 2.3, 0.08], C.darkGrey, { mat: 'metal' })),
    box('Roof', [0, 2.35, 0], [2.6, 0.1, 1.8], 'main', { mat: 'matte' }),
  ], { surface: true, under: 2.2, alsoPart: true }),
  obj('chimney|smokestack', C.brick, [box('Stack', [0, 1.6, 0], [0.7, 3.2, 0.7], 'main', { mat: 'matte' }), box('Cap', [0, 3.25, 0], [0.8, 0.1, 0.8], C.darkGrey)], { alsoPart: true }),
  obj('sunglasses|shades|pair of glasses|spectacles', C.black, [
    cyl('Lens', [-0.035, 0.025, 0.07], [0.05, 0.004, 0.045], 'main', { rot: [H, 0, 0], mat: 'shiny' }),
    cyl('Lens', [0.035, 0.025, 0.07], [0.05, 0.004, 0.045], 'main', { rot: [H, 0, 0], mat: 'shiny' }),
    box('Bridge', [0, 0.035, 0.07], [0.02, 0.005, 0.005], C.darkGrey),
    box('Arm', [-0.062, 0.03, 0], [0.004, 0.006, 0.14], C.darkGrey),
    box('Arm', [0.062, 0.03, 0], [0.004, 0.006, 0.14], C.darkGrey),
  ]),
  // Worn on a face (a face filter's props), life size.
  obj('moustache|mustache', C.darkBrown, [
    ball('Left', [-0.025, 0.01, 0], [0.05, 0.014, 0.012], 'main', { rot: [0, 0, 0.25], mat: 'matte' }),
    ball('Right', [0.025, 0.01, 0], [0.05, 0.014, 0.012], 'main', { rot: [0, 0, -0.25], mat: 'matte' }),
  ]),
  obj('clown nose|animal nose|bunny nose|dog nose|cat nose|nose', C.red, [ball('Nose', [0, 0.015, 0], [0.03, 0.03, 0.03], 'main', { mat: 'shiny' })]),
  obj('cat ears|bunny ears|animal ears|fox ears|bear ears|ears headband', C.black, [
    box('Band', [0, 0.005, 0], [0.16, 0.01, 0.02], C.darkGrey),
    cone('Ear', [-0.05, 0.045, 0], [0.05, 0.07, 0.02], 'main', { mat: 'matte' }),
    cone('Ear', [0.05, 0.045, 0], [0.05, 0.07, 0.02], 'main', { mat: 'matte' }),
  ]),
  obj('mannequin head|wig head|head bust', C.cream, [
    cyl('Stand', [0, 0.1, 0], [0.16, 0.2, 0.16], C.darkGrey),
    cyl('Neck', [0, 0.26, 0], [0.09, 0.12, 0.09], 'main'),
    ball('Head', [0, 0.41, 0], [0.18, 0.22, 0.2], 'main', { mat: 'matte' }),
  ], { tops: [{ y: 0.52, min: [-0.08, -0.08], max: [0.08, 0.08] }] }),
  obj('shirt|t-shirt|tshirt|t shirt|blouse|jersey', C.white, [
    box('Body', [0, 0.35, 0], [0.45, 0.6, 0.04], 'main', { mat: 'matte' }),
    box('Sleeve', [-0.3, 0.55, 0], [0.2, 0.18, 0.04], 'main', { mat: 'matte' }),
    box('Sleeve', [0.3, 0.55, 0], [0.2, 0.18, 0.04], 'main', { mat: 'matte' }),
  ]),
  obj('jacket|hoodie|blazer', '#2F3E56', [
    box('Body', [0, 0.4, 0], [0.5, 0.7, 0.06], 'main', { mat: 'matte' }),
    box('Sleeve', [-0.3, 0.4, 0], [0.12, 0.65, 0.08], 'main', { mat: 'matte' }),
    box('Sleeve', [0.3, 0.4, 0], [0.12, 0.65, 0.08], 'main', { mat: 'matte' }),
  ]),
  obj('clothes|clothing|pile of clothes', '#6C8EBF', [
    box('Clothes', [0, 0.04, 0], [0.4, 0.08, 0.3], 'main', { mat: 'matte' }),
    box('Clothes', [0.04, 0.11, 0.02], [0.3, 0.06, 0.24], C.red, { mat: 'matte' }),
  ]),
  obj('necklace|pendant|chain necklace', C.gold, [
    ring('Chain', [0, 0.006, 0], [0.16, 0.16, 0.012], 'main', { rot: [H, 0, 0], mat: 'metal' }),
    ball('Pendant', [0, 0.01, 0.085], [0.025, 0.02, 0.025], 'main', { mat: 'metal' }),
  ]),
  obj('label|tag|price tag|name tag|placard', C.white, [
    box('Stand', [0, 0.02, -0.03], [0.2, 0.04, 0.06], C.darkGrey),
    box('Card', [0, 0.1, 0], [0.26, 0.14, 0.01], 'main'),
  ], { faces: ['camera'], face: { at: [0, 0.1, 0.006], size: [0.24, 0.1], color: C.black, text: 'Label' } }),
  obj('cue|pool cue|cue stick|billiard cue', C.wood, [cyl('Stick', [0, 0.02, 0], [0.03, 1.45, 0.03], 'main', { rot: [0, 0, H], mat: 'wood' })]),
  obj('soccer field|football field|football pitch|soccer pitch|sports field|playing field', '#3C8D2F', [
    box('Grass', [0, 0.01, 0], [18, 0.02, 11], 'main', { mat: 'matte' }),
    box('Line', [0, 0.021, 0], [0.1, 0.002, 11], C.white),
    ring('Circle', [0, 0.021, 0], [3, 3, 0.002], C.white, { rot: [H, 0, 0] }),
  ], { surface: true, ground: ['foliage'] }),
  obj("pitcher mound|pitcher's mound|pitchers mound|pitching mound", '#B5835A', [cyl('Mound', [0, 0.1, 0], [3, 0.2, 3], 'main', { mat: 'matte' }), box('Rubber', [0, 0.205, 0], [0.6, 0.01, 0.15], C.white)], { surface: true }),
  obj('card|playing card|deck of cards|card deck', C.white, [box('Card', [0, 0.006, 0], [0.063, 0.012, 0.088], 'main'), box('Pip', [0, 0.0125, 0], [0.02, 0.001, 0.02], C.red)]),
  obj('arrow', C.wood, [cyl('Shaft', [0, 0.01, 0], [0.01, 0.7, 0.01], 'main', { rot: [H, 0, 0], mat: 'wood' }), cone('Tip', [0, 0.01, 0.38], [0.02, 0.06, 0.02], C.darkGrey, { rot: [H, 0, 0], mat: 'metal' })]),
  obj('ramp|skate ramp|half pipe|halfpipe|quarter pipe', '#9AA5B1', [
    box('Slope', [0, 0.5, 0.9], [2.4, 0.06, 2.2], 'main', { rot: [-0.5, 0, 0], mat: 'matte' }),
    box('Deck', [0, 0.97, -0.8], [2.4, 0.06, 1.2], 'main', { mat: 'matte' }),
    box('Frame', [0, 0.47, -0.8], [2.4, 0.94, 1.2], C.darkGrey, { mat: 'metal' }),
  ]),
  obj('hole|golf hole|putting hole', C.black, [cyl('Hole', [0, 0.002, 0], [0.11, 0.004, 0.11], 'main')]),
  obj('lever|pull lever', C.red, [cyl('Arm', [0, 0.3, 0], [0.04, 0.6, 0.04], C.silver, { mat: 'metal' }), ball('Knob', [0, 0.63, 0], [0.1, 0.1, 0.1], 'main', { mat: 'shiny' }), box('Base', [0, 0.04, 0], [0.16, 0.08, 0.16], C.darkGrey)]),
  obj('lane|bowling lane|bowling alley', '#D9A566', [box('Lane', [0, 0.025, 0], [1.1, 0.05, 12], 'main', { mat: 'wood' }), box('Gutter', [0.65, 0.015, 0], [0.2, 0.03, 12], C.darkGrey), box('Gutter', [-0.65, 0.015, 0], [0.2, 0.03, 12], C.darkGrey)], { surface: true }),
  obj('domino|domino tile|domino piece', C.black, [box('Tile', [0, 0.025, 0], [0.024, 0.05, 0.008], 'main', { mat: 'shiny' }), box('Line', [0, 0.025, 0.0045], [0.02, 0.002, 0.001], C.white)]),
  obj('helix|double helix|dna helix|dna strand|dna model', C.blue, helixParts()),
  obj('pendulum', C.gold, [box('Pivot', [0, 1.2, 0], [0.1, 0.04, 0.1], C.darkGrey, { mat: 'metal' }), cyl('String', [0, 0.7, 0], [0.01, 1, 0.01], C.darkGrey), ball('Bob', [0, 0.1, 0], [0.2, 0.2, 0.2], 'main', { mat: 'metal' })]),
  obj('stonehenge|stone circle|standing stones|standing stone circle', C.grey, stoneCircle()),
  obj('lava|lava flow|magma|lava pool', '#FF5A1F', [cyl('Lava', [0, 0.03, 0], [1.6, 0.06, 1.2], 'main', { mat: 'glow' })], { light: { at: [0, 0.4, 0], color: '#FF6A2A', intensity: 1.5, distance: 5 } }),
  obj('bunsen burner|burner|gas burner', C.silver, [
    cyl('Base', [0, 0.01, 0], [0.1, 0.02, 0.1], C.darkGrey, { mat: 'metal' }),
    cyl('Tube', [0, 0.08, 0], [0.03, 0.14, 0.03], 'main', { mat: 'metal' }),
    cone('Flame', [0, 0.18, 0], [0.03, 0.06, 0.03], '#6FA8FF', { mat: 'glow' }),
    ...[[-0.09, -0.09], [0.09, -0.09], [-0.09, 0.09], [0.09, 0.09]].map(([x, z]) => cyl('Tripod Leg', [x, 0.12, z], [0.012, 0.24, 0.012], C.darkGrey, { mat: 'metal' })),
    box('Gauze', [0, 0.245, 0], [0.22, 0.01, 0.22], C.lightGrey, { mat: 'metal' }),
  ], { noTop: ['Flame', 'Tube'] }),
  obj('ant', C.black, [ball('Body', [0, 0.004, -0.006], [0.006, 0.006, 0.008], 'main'), ball('Body', [0, 0.004, 0.004], [0.005, 0.005, 0.006], 'main')]),
  obj('string light|fairy light|string of lights|light string|bunting light', '#FFE08A', [
    cyl('Post', [-1.5, 1.1, 0], [0.05, 2.2, 0.05], C.darkBrown, { mat: 'wood' }),
    cyl('Post', [1.5, 1.1, 0], [0.05, 2.2, 0.05], C.darkBrown, { mat: 'wood' }),
    cyl('Wire', [0, 2.15, 0], [0.01, 3, 0.01], C.black, { rot: [0, 0, H] }),
    ...[-1.2, -0.8, -0.4, 0, 0.4, 0.8, 1.2].map((x) => ball('Bulb', [x, 2.09, 0], [0.07, 0.09, 0.07], 'main', { mat: 'glow' })),
  ], { light: { at: [0, 2, 0], color: '#FFD68A', intensity: 1.2, distance: 6 } }),
  obj('confetti', C.pink, [
    ...[[0, 0, 'main'], [0.3, 0.2, C.yellow], [-0.25, 0.3, C.blue], [0.2, -0.3, C.green], [-0.35, -0.15, C.orange], [0.45, -0.05, C.purple]].map(([x, z, c]) => box('Piece', [x as number, 0.002, z as number], [0.05, 0.004, 0.03], c as string)),
  ]),
  obj('pinata|piñata', '#FF4FA0', [
    box('Body', [0, 0.3, 0], [0.6, 0.35, 0.3], 'main', { mat: 'matte' }),
    box('Neck', [0.3, 0.55, 0], [0.14, 0.35, 0.14], 'main', { mat: 'matte' }),
    box('Head', [0.38, 0.72, 0], [0.26, 0.16, 0.16], C.yellow, { mat: 'matte' }),
    ...[[-0.2, -0.1], [0.2, -0.1], [-0.2, 0.1], [0.2, 0.1]].map(([x, z]) => box('Leg', [x, 0.07, z], [0.08, 0.14, 0.08], C.orange, { mat: 'matte' })),
  ]),
  obj('candy|lollipop|bonbon|candy cane', '#FF5DA2', [ball('Candy', [0, 0.02, 0], [0.05, 0.04, 0.04], 'main', { mat: 'shiny' }), cone('Wrap', [0.04, 0.02, 0], [0.03, 0.03, 0.03], C.white, { rot: [0, 0, H] }), cone('Wrap', [-0.04, 0.02, 0], [0.03, 0.03, 0.03], C.white, { rot: [0, 0, -H] })]),
  obj('petal|flower petal|rose petal', C.pink, [box('Petal', [0, 0.002, 0], [0.03, 0.004, 0.02], 'main')]),
  obj('roundabout|traffic circle', C.darkGrey, [
    cyl('Road', [0, 0.01, 0], [10, 0.02, 10], 'main', { mat: 'matte' }),
    cyl('Island', [0, 0.03, 0], [5, 0.02, 5], C.leaf, { mat: 'matte' }),
  ], { surface: true }),
  obj('leaf|fallen leaf|autumn leaf', '#D2691E', [box('Leaf', [0, 0.002, 0], [0.12, 0.004, 0.08], 'main', { mat: 'matte' })], { plural: ['leaves', 'fallen leaves', 'autumn leaves'] }),
  obj('chocolate|praline|truffle|chocolate bar', '#5C3317', [box('Chocolate', [0, 0.012, 0], [0.03, 0.024, 0.03], 'main', { mat: 'shiny' })]),  obj('dome|glass dome|cloche|bell jar|cake dome', C.glass, [
    box('Glass', [0, 0.2, 0.2], [0.42, 0.4, 0.01], 'main', { mat: 'glass' }),
    box('Glass', [0, 0.2, -0.2], [0.42, 0.4, 0.01], 'main', { mat: 'glass' }),
    box('Glass', [0.205, 0.2, 0], [0.01, 0.4, 0.39], 'main', { mat: 'glass' }),
    box('Glass', [-0.205, 0.2, 0], [0.01, 0.4, 0.39], 'main', { mat: 'glass' }),
    ball('Top', [0, 0.44, 0], [0.42, 0.16, 0.42], 'main', { mat: 'glass' }),
    ball('Knob', [0, 0.54, 0], [0.05, 0.05, 0.05], C.silver, { mat: 'metal' }),
  ], { under: 0.38, inside: { min: [-0.19, 0, -0.19], max: [0.19, 0.38, 0.19] } }),
]
