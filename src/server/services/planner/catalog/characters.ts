import { ball, box, C, cap, cone, cyl, obj, ring, scaled, variant, type ObjectSpec, type PartSpec } from './dsl'

const H = Math.PI / 2
const body = (shirt: string, trousers: string, skin: string = C.skin): PartSpec[] => [
  cyl('Leg', [0.1, 0.43, 0], [0.14, 0.86, 0.14], trousers),
  cyl('Leg', [-0.1, 0.43, 0], [0.14, 0.86, 0.14], trousers),
  cap('Torso', [0, 1.2, 0], [0.44, 0.68, 0.26], shirt),
  cyl('Arm', [0.29, 1.15, 0], [0.1, 0.62, 0.1], shirt, { rot: [0, 0, 0.12] }),
  cyl('Arm', [-0.29, 1.15, 0], [0.1, 0.62, 0.1], shirt, { rot: [0, 0, -0.12] }),
  ball('Head', [0, 1.68, 0], [0.24, 0.27, 0.24], skin),
]
const person = obj('person|man|human|guy|adult|figure|pedestrian|passer-by|guest|visitor|tourist|customer|shopper|singer|dancer|drummer|guitarist|musician|groom|cyclist|spectator|fan', C.blue, [...body('main', '#2B3A55'), ball('Hair', [0, 1.77, -0.02], [0.25, 0.14, 0.25], C.darkBrown)], {
  plural: ['people', 'persons', 'men', 'humans', 'passers-by'],
})

export const CHARACTERS: ObjectSpec[] = [
  person,
  obj('woman|lady|girl|bride|flower girl', '#C2185B', [...body('main', '#C2185B'), cone('Skirt', [0, 0.7, 0], [0.5, 0.5, 0.4], 'main'), ball('Hair', [0, 1.74, -0.04], [0.28, 0.26, 0.27], '#3B2314')], {
    plural: ['women', 'ladies'],
  }),
  obj('child|kid|boy|toddler', C.yellow, scaled([...body('main', '#2B3A55'), ball('Hair', [0, 1.77, -0.02], [0.25, 0.14, 0.25], C.darkBrown)], 0.65), {
    plural: ['children', 'kids'],
  }),
  variant(person, 'farmer|gardener', '#4A6FA5', { [C.darkBrown]: '#E3C565' }, [cyl('Hat Brim', [0, 1.8, 0], [0.5, 0.03, 0.5], '#E3C565'), cyl('Hat', [0, 1.87, 0], [0.26, 0.12, 0.26], '#E3C565')]),
  variant(person, 'chef|cook|baker', C.white, { '#2B3A55': C.darkGrey }, [cyl('Chef Hat', [0, 1.9, 0], [0.24, 0.22, 0.24], C.white)]),
  variant(person, 'police officer|policeman|policewoman|cop|guard', '#1E3A8A', { '#2B3A55': '#1E3A8A' }, [cyl('Cap', [0, 1.82, 0], [0.27, 0.08, 0.27], '#1E3A8A')]),
  variant(person, 'doctor|nurse|scientist', C.white, {}, [box('Coat', [0, 0.95, 0], [0.46, 0.5, 0.28], C.white)]),
  variant(person, 'pirate|sailor|captain', '#8B0000', { '#2B3A55': C.black }, [cone('Hat', [0, 1.86, 0], [0.34, 0.16, 0.2], C.black)]),
  variant(person, 'astronaut|spaceman', C.white, { '#2B3A55': C.white, [C.darkBrown]: C.glass, [C.skin]: C.white }, [
    ball('Visor', [0, 1.68, 0.06], [0.2, 0.16, 0.14], C.gold, { mat: 'metal' }),
    box('Backpack', [0, 1.2, -0.2], [0.38, 0.5, 0.16], C.lightGrey),
  ]),
  variant(person, 'santa|santa claus|father christmas', C.red, { '#2B3A55': C.red, [C.darkBrown]: C.red }, [
    ball('Beard', [0, 1.58, 0.08], [0.22, 0.2, 0.12], C.white),
    cone('Hat', [0, 1.9, 0], [0.24, 0.3, 0.24], C.red),
    ball('Pompom', [0, 2.06, 0], [0.07, 0.07, 0.07], C.white),
  ]),
  variant(person, 'alien|martian|extraterrestrial', '#7CFC00', { '#2B3A55': '#7CFC00', [C.skin]: '#7CFC00', [C.darkBrown]: '#7CFC00' }, [
    ball('Eye', [0.06, 1.7, 0.1], [0.08, 0.1, 0.05], C.black, { mat: 'shiny' }),
    ball('Eye', [-0.06, 1.7, 0.1], [0.08, 0.1, 0.05], C.black, { mat: 'shiny' }),
  ]),
  variant(person, 'knight|soldier', C.silver, { '#2B3A55': C.silver, [C.darkBrown]: C.silver }, [cyl('Helmet', [0, 1.72, 0], [0.27, 0.25, 0.27], C.silver, { mat: 'metal' })]),
  obj('robot|android|droid', C.silver, [
    box('Leg', [0.12, 0.35, 0], [0.14, 0.7, 0.16], C.darkGrey, { mat: 'metal' }),
    box('Leg', [-0.12, 0.35, 0], [0.14, 0.7, 0.16], C.darkGrey, { mat: 'metal' }),
    box('Body', [0, 1.05, 0], [0.6, 0.7, 0.4], 'main', { mat: 'metal' }),
    box('Panel', [0, 1.1, 0.205], [0.3, 0.2, 0.01], '#00E5FF', { mat: 'glow' }),
    cyl('Arm', [0.37, 1.05, 0], [0.1, 0.6, 0.1], C.darkGrey, { mat: 'metal' }),
    cyl('Arm', [-0.37, 1.05, 0], [0.1, 0.6, 0.1], C.darkGrey, { mat: 'metal' }),
    box('Head', [0, 1.6, 0], [0.4, 0.36, 0.34], 'main', { mat: 'metal' }),
    ball('Eye', [0.09, 1.63, 0.17], [0.08, 0.08, 0.03], '#00E5FF', { mat: 'glow' }),
    ball('Eye', [-0.09, 1.63, 0.17], [0.08, 0.08, 0.03], '#00E5FF', { mat: 'glow' }),
    cyl('Antenna', [0, 1.88, 0], [0.02, 0.2, 0.02], C.darkGrey),
    ball('Antenna Tip', [0, 2, 0], [0.06, 0.06, 0.06], C.red, { mat: 'glow' }),
  ]),
  obj('snowman|snow man', C.white, [
    ball('Base', [0, 0.5, 0], [1, 1, 1], 'main', { mat: 'matte' }),
    ball('Middle', [0, 1.27, 0], [0.7, 0.7, 0.7], 'main', { mat: 'matte' }),
    ball('Head', [0, 1.82, 0], [0.46, 0.46, 0.46], 'main', { mat: 'matte' }),
    cone('Nose', [0, 1.82, 0.32], [0.07, 0.25, 0.07], C.orange, { rot: [H, 0, 0] }),
    ball('Eye', [0.08, 1.9, 0.2], [0.05, 0.05, 0.05], C.black),
    ball('Eye', [-0.08, 1.9, 0.2], [0.05, 0.05, 0.05], C.black),
    ring('Scarf', [0, 1.56, 0], [0.5, 0.5, 0.12], C.red, { rot: [H, 0, 0] }),
    cyl('Hat Brim', [0, 2.05, 0], [0.48, 0.03, 0.48], C.black),
    cyl('Hat', [0, 2.2, 0], [0.32, 0.3, 0.32], C.black),
    ball('Button', [0, 1.3, 0.35], [0.06, 0.06, 0.04], C.black),
    ball('Button', [0, 1.15, 0.33], [0.06, 0.06, 0.04], C.black),
  ], { plural: ['snowmen'] }),
  obj('scarecrow', '#C19A6B', [
    cyl('Post', [0, 1, 0], [0.1, 2, 0.1], C.brown),
    cyl('Arms', [0, 1.5, 0], [0.08, 1.4, 0.08], C.brown, { rot: [0, 0, H] }),
    box('Shirt', [0, 1.35, 0], [0.6, 0.6, 0.2], '#B22222'),
    ball('Head', [0, 1.9, 0], [0.3, 0.3, 0.3], 'main'),
    cone('Hat', [0, 2.15, 0], [0.5, 0.25, 0.5], '#8B6B4A'),
  ]),
  obj('ghost|spirit|phantom', C.white, [
    cap('Sheet', [0, 0.8, 0], [0.7, 1.6, 0.6], 'main', { mat: 'glass' }),
    ball('Eye', [0.1, 1.2, 0.27], [0.08, 0.12, 0.04], C.black),
    ball('Eye', [-0.1, 1.2, 0.27], [0.08, 0.12, 0.04], C.black),
  ]),
]
