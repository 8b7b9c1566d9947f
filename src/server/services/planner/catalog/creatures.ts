import { ball, box, C, cap, cone, cyl, obj, variant, type ObjectSpec, type PartSpec } from './dsl'

/**
 * Uncommon everyday things composed from parts so that they read as the thing: a long-legged
 * pink wader, an eight-armed sea creature, a black bird, a barrow with a wheel, a smith's anvil.
 * Each is built from the words' telling features (legs and neck, arms, claws, a wheel and
 * handles), never from a stand-in of another kind.
 */
const H = Math.PI / 2

/** A wading bird: long legs, an S neck, a beak; `main` is its plumage. */
const wader = obj('flamingo', C.pink, scaledParts([
  ball('Body', [0, 1.05, 0], [0.5, 0.3, 0.28], 'main'),
  cyl('Neck', [0.22, 1.35, 0], [0.05, 0.5, 0.05], 'main', { rot: [0, 0, -0.35] }),
  ball('Head', [0.33, 1.62, 0], [0.11, 0.1, 0.1], 'main'),
  cone('Beak', [0.44, 1.58, 0], [0.04, 0.12, 0.04], C.black, { rot: [0, 0, -2.2] }),
  cyl('Leg', [0, 0.47, 0.05], [0.025, 0.94, 0.025], 'main'),
  cyl('Leg', [0, 0.47, -0.05], [0.025, 0.94, 0.025], 'main'),
  box('Foot', [0.04, 0.01, 0.05], [0.1, 0.02, 0.05], 'main'),
  box('Foot', [0.04, 0.01, -0.05], [0.1, 0.02, 0.05], 'main'),
  box('Wing', [-0.05, 1.08, 0.14], [0.34, 0.16, 0.02], '#E75480'),
  box('Wing', [-0.05, 1.08, -0.14], [0.34, 0.16, 0.02], '#E75480'),
], 0.8))

/** A small bird of a plain colour (crows, pigeons, gulls): body, head, beak, wings, tail. */
const smallBird = (words: string, colour: string, beak: string, size = 1): ObjectSpec =>
  obj(words, colour, scaledParts([
    ball('Body', [0, 0.12, 0], [0.26, 0.16, 0.15], 'main'),
    ball('Head', [0.13, 0.21, 0], [0.1, 0.1, 0.1], 'main'),
    cone('Beak', [0.2, 0.21, 0], [0.035, 0.07, 0.035], beak, { rot: [0, 0, -H] }),
    box('Wing', [-0.02, 0.15, 0.08], [0.18, 0.02, 0.1], 'main', { rot: [0.35, 0, 0] }),
    box('Wing', [-0.02, 0.15, -0.08], [0.18, 0.02, 0.1], 'main', { rot: [-0.35, 0, 0] }),
    box('Tail', [-0.16, 0.12, 0], [0.1, 0.02, 0.07], 'main'),
    cyl('Leg', [0, 0.025, 0.03], [0.012, 0.05, 0.012], C.darkGrey),
    cyl('Leg', [0, 0.025, -0.03], [0.012, 0.05, 0.012], C.darkGrey),
  ], size), { airborne: 3 })

function scaledParts(parts: PartSpec[], k: number): PartSpec[] {
  return k === 1 ? parts : parts.map((p) => ({ ...p, at: [p.at[0] * k, p.at[1] * k, p.at[2] * k], size: [p.size[0] * k, p.size[1] * k, p.size[2] * k] }))
}

/** Eight arms round a round head: an octopus (a squid is the same, longer). */
const arms = (n: number, r: number, len: number, colour: string): PartSpec[] =>
  Array.from({ length: n }, (_, i) => {
    const a = (i / n) * Math.PI * 2
    return cyl('Arm', [Math.sin(a) * r, 0.04, Math.cos(a) * r], [0.06, len, 0.06], colour, { rot: [H, a, 0] })
  })

export const CREATURES: ObjectSpec[] = [
  wader,
  variant(wader, 'heron|stork|crane bird|egret|ibis|wading bird', C.lightGrey, { [C.black]: C.yellow, '#E75480': C.grey }),
  smallBird('crow|raven|blackbird|jackdaw|rook|magpie', C.black, C.darkGrey),
  smallBird('pigeon|dove|starling', '#9AA3AD', C.darkGrey),
  smallBird('seagull|gull|sea gull', C.white, C.yellow, 1.4),
  obj('octopus|squid', '#C8507A', [
    ball('Head', [0, 0.42, 0], [0.5, 0.6, 0.5], 'main'),
    ball('Eye', [0.12, 0.42, 0.22], [0.08, 0.08, 0.04], C.white),
    ball('Eye', [-0.12, 0.42, 0.22], [0.08, 0.08, 0.04], C.white),
    ...arms(8, 0.4, 0.5, 'main'),
  ], { plural: ['octopi'] }),
  obj('crab|lobster', '#D9480F', [
    ball('Shell', [0, 0.12, 0], [0.36, 0.14, 0.26], 'main'),
    ball('Claw', [0.18, 0.12, 0.2], [0.12, 0.08, 0.1], 'main'),
    ball('Claw', [-0.18, 0.12, 0.2], [0.12, 0.08, 0.1], 'main'),
    ...[-0.1, 0, 0.1].flatMap((z) => [cyl('Leg', [0.22, 0.05, z], [0.025, 0.16, 0.025], 'main', { rot: [0, 0, 1.1] }), cyl('Leg', [-0.22, 0.05, z], [0.025, 0.16, 0.025], 'main', { rot: [0, 0, -1.1] })]),
  ]),
  obj('starfish|sea star', C.orange, Array.from({ length: 5 }, (_, i) => box('Arm', [Math.sin((i / 5) * Math.PI * 2) * 0.08, 0.015, Math.cos((i / 5) * Math.PI * 2) * 0.08], [0.05, 0.03, 0.16], 'main', { rot: [0, (i / 5) * Math.PI * 2, 0] })), { plural: ['starfish'] }),
  obj('seal|sea lion|walrus', '#6B6B6B', [
    cap('Body', [0, 0.25, 0], [0.45, 1.3, 0.45], 'main', { rot: [0, 0, H] }),
    ball('Head', [0.7, 0.45, 0], [0.3, 0.28, 0.28], 'main'),
    box('Flipper', [0.3, 0.05, 0.25], [0.25, 0.04, 0.12], 'main'),
    box('Flipper', [0.3, 0.05, -0.25], [0.25, 0.04, 0.12], 'main'),
    box('Tail', [-0.72, 0.05, 0], [0.2, 0.04, 0.3], 'main'),
  ]),
  obj('lizard|gecko|iguana', '#6A994E', [
    cap('Body', [0, 0.06, 0], [0.1, 0.32, 0.1], 'main', { rot: [0, 0, H] }),
    ball('Head', [0.2, 0.07, 0], [0.08, 0.06, 0.07], 'main'),
    cone('Tail', [-0.3, 0.04, 0], [0.05, 0.3, 0.05], 'main', { rot: [0, 0, H] }),
    ...[[0.08, 1], [0.08, -1], [-0.08, 1], [-0.08, -1]].map(([x, s]) => cyl('Leg', [x, 0.02, s * 0.07], [0.02, 0.08, 0.02], 'main', { rot: [s * 1.2, 0, 0] })),
  ]),
  obj('hedgehog', '#6F4E37', [
    ball('Spines', [0, 0.1, 0], [0.3, 0.2, 0.22], 'main', { mat: 'matte' }),
    cone('Snout', [0.18, 0.07, 0], [0.08, 0.12, 0.08], C.sand, { rot: [0, 0, -H] }),
    ball('Nose', [0.24, 0.07, 0], [0.025, 0.025, 0.025], C.black),
  ]),
  obj('wheelbarrow|barrow', '#2E7D32', [
    box('Tray Bottom', [0, 0.42, 0], [0.7, 0.03, 0.5], 'main', { mat: 'metal' }),
    box('Tray Side', [0, 0.55, 0.245], [0.7, 0.26, 0.02], 'main', { mat: 'metal' }),
    box('Tray Side', [0, 0.55, -0.245], [0.7, 0.26, 0.02], 'main', { mat: 'metal' }),
    box('Tray Side', [0.345, 0.55, 0], [0.02, 0.26, 0.5], 'main', { mat: 'metal' }),
    box('Tray Side', [-0.345, 0.55, 0], [0.02, 0.26, 0.5], 'main', { mat: 'metal' }),
    cyl('Wheel', [0.55, 0.18, 0], [0.36, 0.08, 0.36], C.black, { rot: [H, 0, 0] }),
    box('Handle', [-0.55, 0.45, 0.2], [0.7, 0.04, 0.04], C.wood, { mat: 'wood' }),
    box('Handle', [-0.55, 0.45, -0.2], [0.7, 0.04, 0.04], C.wood, { mat: 'wood' }),
    box('Stand', [-0.25, 0.2, 0.2], [0.04, 0.4, 0.04], C.darkGrey, { mat: 'metal' }),
    box('Stand', [-0.25, 0.2, -0.2], [0.04, 0.4, 0.04], C.darkGrey, { mat: 'metal' }),
  ], { inside: { min: [-0.33, 0.44, -0.23], max: [0.33, 0.68, 0.23] } }),
  obj('anvil', C.darkGrey, [
    box('Foot', [0, 0.12, 0], [0.4, 0.24, 0.3], 'main', { mat: 'metal' }),
    box('Waist', [0, 0.32, 0], [0.24, 0.16, 0.16], 'main', { mat: 'metal' }),
    box('Face', [0, 0.46, 0], [0.5, 0.12, 0.2], 'main', { mat: 'metal' }),
    cone('Horn', [0.35, 0.46, 0], [0.12, 0.22, 0.12], 'main', { rot: [0, 0, -H], mat: 'metal' }),
  ], { surface: true }),
  obj('forge|furnace|kiln', C.brick, [
    box('Hearth', [0, 0.45, 0], [1.4, 0.9, 1], 'main'),
    box('Coals', [0, 0.92, 0.1], [0.8, 0.04, 0.5], C.flame, { mat: 'glow' }),
    box('Hood', [0, 1.6, -0.25], [1, 0.6, 0.5], C.darkGrey, { mat: 'metal' }),
    box('Chimney', [0, 2.4, -0.3], [0.35, 1, 0.35], 'main'),
  ], { light: { at: [0, 1.1, 0.1], color: '#FF7A00', intensity: 1.2, distance: 4 }, noTop: ['Coals'] }),
  obj('keyboard|computer keyboard', C.lightGrey, [box('Case', [0, 0.012, 0], [0.45, 0.024, 0.15], 'main'), box('Keys', [0, 0.027, 0], [0.42, 0.006, 0.12], C.darkGrey)]),
  obj('hammer|mallet', C.wood, [
    box('Handle', [0, 0.02, 0], [0.32, 0.03, 0.03], 'main', { mat: 'wood' }),
    box('Head', [0.16, 0.03, 0], [0.05, 0.05, 0.12], C.darkGrey, { mat: 'metal' }),
  ]),
  obj('axe|hatchet', C.wood, [
    box('Handle', [0, 0.02, 0], [0.6, 0.04, 0.04], 'main', { mat: 'wood' }),
    box('Blade', [0.28, 0.02, 0.07], [0.1, 0.02, 0.16], C.silver, { mat: 'metal' }),
  ]),
  // Long-handled tools stand upright, blade down, as they are leant or stuck in the ground.
  obj('shovel|spade|pitchfork|rake|hoe|broom', C.wood, [
    box('Handle', [0, 0.75, 0], [0.04, 1.1, 0.04], 'main', { mat: 'wood' }),
    box('Blade', [0, 0.13, 0], [0.22, 0.26, 0.03], C.darkGrey, { mat: 'metal' }),
  ]),
]
