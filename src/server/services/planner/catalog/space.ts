import { ball, box, C, cone, cyl, obj, ring, type ObjectSpec } from './dsl'

const H = Math.PI / 2
/** Planets float at this height so they read as being in space, not on the floor. */
const SKY = 1.5
const planet = (words: string, main: string, d: number, extra: Parameters<typeof obj>[2] = []) =>
  obj(words, main, [ball('Planet', [0, d / 2, 0], [d, d, d], 'main'), ...extra], { airborne: SKY, category: 'space' })

export const SPACE: ObjectSpec[] = [
  obj('sun', '#FFB703', [ball('Sun', [0, 1.5, 0], [3, 3, 3], 'main', { mat: 'glow' })], {
    airborne: 1,
    category: 'space',
    light: { at: [0, 1.5, 0], color: '#FFE8A3', intensity: 4, distance: 40 },
  }),
  obj('moon', '#D9D9D9', [ball('Moon', [0, 0.35, 0], [0.7, 0.7, 0.7], 'main', { mat: 'matte' }), ball('Crater', [0.15, 0.45, 0.28], [0.14, 0.14, 0.06], C.grey)], {
    airborne: 3,
    category: 'space',
  }),
  planet('earth|planet earth|globe planet', '#2F6FD6', 1.2, [ball('Land', [0.2, 0.7, 0.3], [0.7, 0.6, 0.62], '#3A9D23'), ball('Land', [-0.35, 0.45, 0.1], [0.5, 0.5, 0.6], '#3A9D23')]),
  planet('mars|red planet', '#C1440E', 0.8),
  planet('venus', '#E8C27A', 1.1),
  planet('mercury', '#9E9E9E', 0.5),
  planet('jupiter', '#D8A86A', 2.4, [
    cyl('Band', [0, 1.3, 0], [2.36, 0.22, 2.36], '#A0522D'),
    cyl('Band', [0, 0.9, 0], [2.3, 0.16, 2.3], '#F5DEB3'),
  ]),
  planet('saturn', '#E3C16F', 1.8, [ring('Rings', [0, 0.9, 0], [3.6, 3.6, 0.08], '#CDB38B', { rot: [H - 0.35, 0, 0] })]),
  planet('uranus', '#7FDBDA', 1.4, [ring('Rings', [0, 0.7, 0], [2.3, 2.3, 0.05], '#B0E0E6', { rot: [0, 0, 0] })]),
  planet('neptune', '#3E54E8', 1.4),
  planet('pluto', '#C9B29B', 0.35),
  planet('planet|exoplanet', C.purple, 1.4, [ring('Rings', [0, 0.7, 0], [2.6, 2.6, 0.06], '#C77DFF', { rot: [H - 0.3, 0, 0] })]),
  obj('asteroid|meteor|meteorite', '#6E6259', [ball('Rock', [0, 0.35, 0], [0.8, 0.7, 0.6], 'main', { mat: 'matte' }), ball('Lump', [0.3, 0.4, 0.1], [0.4, 0.4, 0.4], 'main', { mat: 'matte' })], {
    airborne: 2.5,
    category: 'space',
  }),
  obj('comet', '#BDE0FE', [ball('Head', [0.6, 0.25, 0], [0.5, 0.5, 0.5], 'main', { mat: 'glow' }), cone('Tail', [-0.4, 0.25, 0], [0.4, 1.8, 0.4], 'main', { rot: [0, 0, H], mat: 'glass' })], {
    airborne: 4,
    category: 'space',
  }),
  obj('star|shining star|glowing star', C.gold, [ball('Star', [0, 0.3, 0], [0.6, 0.6, 0.6], 'main', { mat: 'glow' })], { airborne: 4, category: 'space' }),
  obj('black hole', C.black, [ball('Core', [0, 1, 0], [1.6, 1.6, 1.6], 'main'), ring('Accretion Disc', [0, 1, 0], [3.2, 3.2, 0.1], C.flame, { rot: [H - 0.2, 0, 0], mat: 'glow' })], {
    airborne: 2,
    category: 'space',
  }),
  obj('satellite', C.silver, [
    box('Body', [0, 0.4, 0], [0.6, 0.6, 0.6], C.gold, { mat: 'metal' }),
    box('Panel', [1, 0.4, 0], [1.2, 0.04, 0.5], '#1E3A8A', { mat: 'shiny' }),
    box('Panel', [-1, 0.4, 0], [1.2, 0.04, 0.5], '#1E3A8A', { mat: 'shiny' }),
    cone('Dish', [0, 0.85, 0], [0.5, 0.3, 0.5], 'main', { rot: [Math.PI, 0, 0], mat: 'metal' }),
  ], { airborne: 4, category: 'space' }),
  obj('space station', C.silver, [
    cyl('Module', [0, 0.4, 0], [0.8, 3, 0.8], 'main', { rot: [0, 0, H], mat: 'metal' }),
    box('Panel', [0, 0.4, 1.4], [2.6, 0.04, 1.6], '#1E3A8A', { mat: 'shiny' }),
    box('Panel', [0, 0.4, -1.4], [2.6, 0.04, 1.6], '#1E3A8A', { mat: 'shiny' }),
  ], { airborne: 4, category: 'space' }),
  obj('telescope', C.white, [
    cyl('Leg', [0.25, 0.6, 0], [0.04, 1.25, 0.04], C.darkGrey, { rot: [0, 0, 0.35] }),
    cyl('Leg', [-0.25, 0.6, 0], [0.04, 1.25, 0.04], C.darkGrey, { rot: [0, 0, -0.35] }),
    cyl('Leg', [0, 0.6, -0.25], [0.04, 1.25, 0.04], C.darkGrey, { rot: [0.35, 0, 0] }),
    cyl('Tube', [0.2, 1.4, 0], [0.2, 1.2, 0.2], 'main', { rot: [0, 0, -1], mat: 'shiny' }),
  ]),
]
