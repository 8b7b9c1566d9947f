import { ball, box, C, cone, cyl, obj, ring, type ObjectSpec } from './dsl'

const H = Math.PI / 2

/**
 * Things worn on the head and face, life size, for face filters (placeOnHead puts each on its
 * slot of the reference head). Last in the catalogue, so a word another object already claims
 * keeps it: bare 'glasses' stays drinking glasses and 'horns' trumpets outside a face project
 * (the face words turn 'glasses' into eyeglasses there).
 */
export const WORN: ObjectSpec[] = [
  // Named 'Glasses' as worn (the word itself stays free for drinking glasses outside a face).
  { ...obj('eyeglasses|aviator glasses|aviators|round glasses|reading glasses|heart glasses|heart-shaped glasses|star glasses|party glasses|goggles|ski goggles|swimming goggles', C.darkGrey, [
    ring('Frame', [-0.035, 0.025, 0.07], [0.052, 0.052, 0.008], 'main', { rot: [H, 0, 0], mat: 'metal' }),
    ring('Frame', [0.035, 0.025, 0.07], [0.052, 0.052, 0.008], 'main', { rot: [H, 0, 0], mat: 'metal' }),
    cyl('Lens', [-0.035, 0.025, 0.07], [0.046, 0.003, 0.046], '#3A4A5A', { rot: [H, 0, 0], mat: 'shiny' }),
    cyl('Lens', [0.035, 0.025, 0.07], [0.046, 0.003, 0.046], '#3A4A5A', { rot: [H, 0, 0], mat: 'shiny' }),
    box('Bridge', [0, 0.035, 0.07], [0.02, 0.004, 0.004], 'main'),
    box('Arm', [-0.062, 0.03, 0], [0.004, 0.005, 0.14], 'main'),
    box('Arm', [0.062, 0.03, 0], [0.004, 0.005, 0.14], 'main'),
  ]), name: 'Glasses' },
  obj('antlers|reindeer antlers|deer antlers', C.brown, [
    box('Band', [0, 0.005, 0], [0.16, 0.01, 0.02], C.darkGrey),
    ...[-1, 1].flatMap((s) => [
      cyl('Antler', [s * 0.05, 0.05, 0], [0.012, 0.09, 0.012], 'main', { rot: [0, 0, -s * 0.35], mat: 'matte' }),
      cyl('Tine', [s * 0.075, 0.08, 0], [0.01, 0.05, 0.01], 'main', { rot: [0, 0, s * 0.6], mat: 'matte' }),
    ]),
  ]),
  obj('devil horns|demon horns|unicorn horn', C.red, [
    box('Band', [0, 0.005, 0], [0.16, 0.01, 0.02], C.darkGrey),
    cone('Horn', [-0.045, 0.04, 0], [0.03, 0.06, 0.03], 'main', { mat: 'shiny' }),
    cone('Horn', [0.045, 0.04, 0], [0.03, 0.06, 0.03], 'main', { mat: 'shiny' }),
  ]),
  obj('halo|angel halo', '#FFD84A', [ring('Halo', [0, 0.04, 0], [0.16, 0.16, 0.015], 'main', { rot: [H, 0, 0], mat: 'shiny' })]),
  obj('beard|fake beard|santa beard', C.white, [ball('Beard', [0, 0.04, 0], [0.12, 0.08, 0.05], 'main', { mat: 'matte' })]),
  obj('masquerade mask|eye mask|mask', C.black, [box('Mask', [0, 0.02, 0], [0.16, 0.04, 0.01], 'main', { mat: 'shiny' })]),
  obj('wig|rainbow wig|clown wig|afro', '#E94F9A', [ball('Hair', [0, 0.05, 0], [0.2, 0.1, 0.2], 'main', { mat: 'matte' })]),
  obj('helmet|space helmet|bike helmet|bicycle helmet', C.white, [ball('Shell', [0, 0.06, 0], [0.21, 0.12, 0.24], 'main', { mat: 'shiny' })]),
  obj('puppy ears|dog ears|mouse ears|elf ears', C.brown, [
    box('Band', [0, 0.005, 0], [0.16, 0.01, 0.02], C.darkGrey),
    ball('Ear', [-0.06, 0.035, 0], [0.04, 0.06, 0.015], 'main', { mat: 'matte' }),
    ball('Ear', [0.06, 0.035, 0], [0.04, 0.06, 0.015], 'main', { mat: 'matte' }),
  ]),
]
