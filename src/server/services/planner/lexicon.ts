import type { MatHint } from './catalog'

/** Number words; 'a'/'an' are handled by the parser (they are also articles). */
export const NUMBER_WORDS: Record<string, number> = {
  one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10,
  eleven: 11, twelve: 12, thirteen: 13, fourteen: 14, fifteen: 15, sixteen: 16, seventeen: 17,
  eighteen: 18, nineteen: 19, twenty: 20, thirty: 30, forty: 40, fifty: 50,
  single: 1, pair: 2, couple: 2, dozen: 12, few: 3, several: 4, some: 3, many: 8, multiple: 3, lots: 8, bunch: 5, group: 4, handful: 4, plenty: 8,
  another: 1,
}
/** The most of one thing a single prompt makes (keeps scenes light and in view). */
export const MAX_COUNT = 40

export const SIZE_WORDS: Record<string, { k: number; axis?: 'y' | 'xz' }> = {
  tiny: { k: 0.25 }, miniature: { k: 0.25 }, mini: { k: 0.4 }, teeny: { k: 0.25 },
  small: { k: 0.6 }, medium: { k: 1 }, 'medium-sized': { k: 1 }, mid: { k: 1 }, little: { k: 0.6 }, smaller: { k: 0.7 }, baby: { k: 0.5 },
  big: { k: 1.6 }, large: { k: 1.6 }, bigger: { k: 1.4 }, larger: { k: 1.4 },
  huge: { k: 2.5 }, giant: { k: 2.5 }, enormous: { k: 2.5 }, gigantic: { k: 2.8 }, massive: { k: 2.5 }, colossal: { k: 3 }, humongous: { k: 3 },
  tall: { k: 1.6, axis: 'y' }, taller: { k: 1.4, axis: 'y' }, high: { k: 1.5, axis: 'y' }, higher: { k: 1.4, axis: 'y' },
  short: { k: 0.6, axis: 'y' }, shorter: { k: 0.7, axis: 'y' }, low: { k: 0.6, axis: 'y' }, lower: { k: 0.7, axis: 'y' },
  wide: { k: 1.5, axis: 'xz' }, wider: { k: 1.4, axis: 'xz' }, broad: { k: 1.5, axis: 'xz' }, fat: { k: 1.4, axis: 'xz' },
  thin: { k: 0.6, axis: 'xz' }, thinner: { k: 0.7, axis: 'xz' }, narrow: { k: 0.6, axis: 'xz' }, narrower: { k: 0.7, axis: 'xz' }, skinny: { k: 0.6, axis: 'xz' },
}

export const MATERIAL_WORDS: Record<string, MatHint> = {
  metal: 'metal', metallic: 'metal', steel: 'metal', iron: 'metal', chrome: 'chrome', mirrored: 'chrome', stainless: 'metal', brass: 'metal', aluminium: 'metal', aluminum: 'metal', titanium: 'metal',
  shiny: 'shiny', glossy: 'shiny', polished: 'shiny', plastic: 'shiny', shining: 'shiny', ceramic: 'shiny', porcelain: 'shiny',
  glass: 'glass', transparent: 'glass', 'see-through': 'glass', translucent: 'glass', crystal: 'glass', ice: 'glass', icy: 'glass',
  matte: 'matte', matt: 'matte', dull: 'matte', rough: 'matte', stone: 'matte', concrete: 'matte', clay: 'matte', rubber: 'matte', velvet: 'matte', fabric: 'matte', marble: 'shiny',
  wooden: 'wood', wood: 'wood', timber: 'wood', oak: 'wood', wicker: 'wood', rattan: 'wood', bamboo: 'wood',
  leather: 'matte', suede: 'matte', terracotta: 'matte',
  glowing: 'glow', glow: 'glow', neon: 'glow', luminous: 'glow', 'light-up': 'glow', illuminated: 'glow', emissive: 'glow', fluorescent: 'glow', radiant: 'glow',
}
/** Material words that also bring a colour when none is given. */
export const MATERIAL_COLOURS: Record<string, string> = {
  wooden: '#8B5A2B', wood: '#8B5A2B', oak: '#B5835A', timber: '#8B5A2B', ice: '#BFEFFF', icy: '#BFEFFF', stone: '#8A8A8A', concrete: '#9E9E9E',
  marble: '#F2F2F2', steel: '#A8A9AD', iron: '#5A5A5A', chrome: '#DCDCDC', mirrored: '#DCDCDC', stainless: '#B4B4B4', brass: '#B5A642', aluminium: '#C8C8C8', aluminum: '#C8C8C8', crystal: '#BFEFFF', clay: '#C8553D',
  leather: '#6B3E26', suede: '#8B6B4A', wicker: '#C49A5A', rattan: '#C49A5A', bamboo: '#D8C08A', terracotta: '#C8553D',
}
/** Words that are objects alone but materials before another object ('a stone wall', 'an oak table'). */
export const MATERIAL_NOUNS = new Set(['stone', 'oak', 'crystal', 'ice', 'marble', 'wood', 'plastic', 'rubber', 'clay'])

export type RelationType = 'on' | 'under' | 'next' | 'behind' | 'front' | 'left' | 'right' | 'around' | 'above' | 'between' | 'in' | 'facing'
export type Arrangement = 'row' | 'circle' | 'grid' | 'stack' | 'scatter'
export type Region = 'left' | 'right' | 'back' | 'front' | 'center'

/** Relation phrases, longest first when matching. */
export const RELATIONS: [string, RelationType][] = [
  ['on top of', 'on'], ['on the top of', 'on'], ['sitting on', 'on'], ['standing on', 'on'], ['resting on', 'on'], ['lying on', 'on'], ['placed on', 'on'], ['perched on', 'on'],
  ['on', 'on'], ['onto', 'on'], ['upon', 'on'], ['atop', 'on'],
  ['underneath', 'under'], ['under', 'under'], ['below', 'under'], ['beneath', 'under'],
  ['next to', 'next'], ['beside', 'next'], ['besides', 'next'], ['alongside', 'next'], ['by', 'next'], ['near', 'next'], ['nearby', 'next'], ['close to', 'next'], ['adjacent to', 'next'], ['by the side of', 'next'], ['leaning against', 'next'], ['leaning on', 'next'], ['propped against', 'next'], ['resting against', 'next'], ['against', 'next'],
  ['behind', 'behind'], ['in back of', 'behind'], ['at the back of', 'behind'],
  ['in front of', 'front'], ['infront of', 'front'], ['in-front of', 'front'], ['facing', 'facing'], ['faces', 'facing'], ['facing toward', 'facing'], ['turned towards', 'facing'], ['facing towards', 'facing'], ['looking at', 'facing'], ['pointed at', 'facing'],
  ['to the left of', 'left'], ['on the left of', 'left'], ['on the left side of', 'left'], ['left of', 'left'],
  ['to the right of', 'right'], ['on the right of', 'right'], ['on the right side of', 'right'], ['right of', 'right'],
  ['surrounded by', 'around'], ['encircled by', 'around'], ['ringed by', 'around'], ['all around', 'around'], ['around', 'around'], ['surrounding', 'around'], ['encircling', 'around'], ['circling', 'around'], ['round', 'around'],
  ['above', 'above'], ['over', 'above'], ['hovering over', 'above'], ['flying over', 'above'], ['floating above', 'above'],
  ['between', 'between'], ['in between', 'between'],
  ['inside', 'in'], ['in', 'in'], ['into', 'in'], ['within', 'in'],
]

export const ARRANGEMENTS: [string, Arrangement][] = [
  ['in a row', 'row'], ['in a line', 'row'], ['lined up', 'row'], ['in a straight line', 'row'], ['side by side', 'row'], ['from left to right', 'row'], ['left to right', 'row'], ['in a column', 'row'],
  ['in a circle', 'circle'], ['in a ring', 'circle'], ['in circle', 'circle'], ['forming a circle', 'circle'],
  // ('in rows', plural, is several rows one behind another, as an audience sits: a block, not one long line.)
  ['in a grid', 'grid'], ['in a square', 'grid'], ['in rows and columns', 'grid'], ['in rows', 'grid'], ['in several rows', 'grid'], ['in a block', 'grid'],
  ['stacked', 'stack'], ['in a stack', 'stack'], ['in a pile', 'stack'], ['on top of each other', 'stack'], ['stacked up', 'stack'], ['in a tower', 'stack'],
  ['on top of one another', 'stack'], ['one on top of the other', 'stack'], ['one on top of another', 'stack'], ['piled up', 'stack'], ['in a heap', 'stack'], ['stacked on top of each other', 'stack'],
  ['scattered', 'scatter'], ['randomly', 'scatter'], ['everywhere', 'scatter'], ['all over', 'scatter'], ['here and there', 'scatter'], ['spread out', 'scatter'],
]
/** 'a row of five trees' names its arrangement before the object. */
export const ARRANGEMENT_NOUNS: Record<string, Arrangement> = { row: 'row', line: 'row', circle: 'circle', ring: 'circle', grid: 'grid', stack: 'stack', pile: 'stack', tower: 'stack' }

export const REGIONS: [string, Region][] = [
  ['on the left', 'left'], ['to the left', 'left'], ['at the left', 'left'], ['on the right', 'right'], ['to the right', 'right'], ['at the right', 'right'],
  ['in the background', 'back'], ['in the back', 'back'], ['at the back', 'back'], ['in the distance', 'back'], ['far away', 'back'], ['far back', 'back'],
  ['in the foreground', 'front'], ['at the front', 'front'], ['up front', 'front'],
  ['in the middle', 'center'], ['in the center', 'center'], ['in the centre', 'center'], ['at the center', 'center'], ['at the centre', 'center'], ['in the middle of the scene', 'center'],
]

/** Words that end one object's description. */
export const SEPARATORS = new Set([',', '.', ';', '!', '?', 'and', 'plus', 'also', 'then', 'with', 'while', 'as', 'well'])
export const ARTICLES = new Set(['a', 'an', 'the', 'this', 'that', 'these', 'those', 'my', 'some', 'its', 'their', 'his', 'her', 'our', 'your'])

/** Words that stand for the light node kinds. */
export const LIGHT_PHRASES: [string, 'point' | 'spot' | 'directional'][] = [
  ['spotlight', 'spot'], ['spot light', 'spot'], ['spotlights', 'spot'], ['spot lights', 'spot'],
  ['point light', 'point'], ['point lights', 'point'], ['fairy lights', 'point'], ['light', 'point'], ['lights', 'point'], ['light source', 'point'],
  ['directional light', 'directional'], ['directional lights', 'directional'], ['sunlight', 'directional'], ['sun light', 'directional'], ['moonlight', 'directional'],
]

/** Units to metres for '2 metres tall', '50 cm wide', '6 feet'. */
export const UNITS: Record<string, number> = {
  m: 1, metre: 1, metres: 1, meter: 1, meters: 1, mtr: 1,
  cm: 0.01, centimetre: 0.01, centimetres: 0.01, centimeter: 0.01, centimeters: 0.01,
  mm: 0.001, km: 1000,
  ft: 0.3048, foot: 0.3048, feet: 0.3048, inch: 0.0254, inches: 0.0254, yard: 0.9144, yards: 0.9144,
}
export const DIMENSION_WORDS: Record<string, 'y' | 'x' | 'max'> = { tall: 'y', high: 'y', height: 'y', wide: 'x', width: 'x', long: 'x', length: 'x', across: 'x', diameter: 'x', big: 'max', large: 'max' }
