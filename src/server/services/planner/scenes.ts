import type { Arrangement, Region, RelationType } from './lexicon'

/**
 * Places that come furnished: 'a forest', 'a living room', 'a solar system'. Items may relate to
 * earlier items by index; an item the prompt already names (say 'a red picnic blanket') is not
 * added twice, and relations to it go to the prompt's one.
 */
export interface TemplateItem {
  key: string
  count?: number
  rel?: [RelationType, number]
  arrangement?: Arrangement
  region?: Region
  /** Scale, for display-sized things (planets in a row). */
  k?: number
}
export interface SceneTemplate {
  words: string[]
  title: string
  items: TemplateItem[]
}

export const TEMPLATES: SceneTemplate[] = [
  { words: ['forest', 'woods', 'woodland'], title: 'Forest', items: [{ key: 'pine tree', count: 5, arrangement: 'scatter', region: 'back' }, { key: 'tree', count: 4, arrangement: 'scatter', region: 'back' }, { key: 'bush', count: 2, arrangement: 'scatter', region: 'back' }] },
  { words: ['jungle', 'rainforest'], title: 'Jungle', items: [{ key: 'palm tree', count: 3, arrangement: 'scatter', region: 'back' }, { key: 'tree', count: 3, arrangement: 'scatter', region: 'back' }, { key: 'bush', count: 3, arrangement: 'scatter' }] },
  { words: ['park'], title: 'Park', items: [{ key: 'bench' }, { key: 'street lamp', rel: ['next', 0] }, { key: 'tree', count: 3, arrangement: 'scatter', region: 'back' }, { key: 'bush', count: 2, arrangement: 'scatter' }] },
  { words: ['picnic'], title: 'Picnic', items: [{ key: 'picnic blanket' }, { key: 'basket', rel: ['on', 0] }, { key: 'apple', count: 3, rel: ['on', 0] }, { key: 'cup', count: 2, rel: ['on', 0] }] },
  { words: ['beach', 'seaside'], title: 'Beach', items: [{ key: 'umbrella' }, { key: 'deck chair', rel: ['next', 0] }, { key: 'beach ball' }, { key: 'palm tree', count: 2, arrangement: 'scatter', region: 'back' }, { key: 'sandcastle' }] },
  { words: ['farm', 'farmyard', 'ranch'], title: 'Farm', items: [{ key: 'barn', region: 'back' }, { key: 'cow', count: 2 }, { key: 'pig' }, { key: 'chicken', count: 3 }, { key: 'hay bale', count: 2 }, { key: 'fence', count: 2, region: 'front' }] },
  { words: ['city', 'downtown', 'city street', 'street scene'], title: 'City Street', items: [{ key: 'road', region: 'front' }, { key: 'car', rel: ['on', 0] }, { key: 'street lamp', count: 2 }, { key: 'skyscraper', count: 3, region: 'back' }] },
  { words: ['living room', 'lounge', 'sitting room'], title: 'Living Room', items: [{ key: 'sofa' }, { key: 'rug', rel: ['front', 0] }, { key: 'coffee table', rel: ['on', 1] }, { key: 'lamp', rel: ['next', 0] }, { key: 'television', rel: ['front', 1] }, { key: 'potted plant' }] },
  { words: ['bedroom'], title: 'Bedroom', items: [{ key: 'bed' }, { key: 'nightstand', rel: ['next', 0] }, { key: 'desk lamp', rel: ['on', 1] }, { key: 'wardrobe' }, { key: 'rug', rel: ['front', 0] }] },
  { words: ['kitchen'], title: 'Kitchen', items: [{ key: 'table' }, { key: 'chair', count: 4, rel: ['around', 0] }, { key: 'fridge', region: 'back' }, { key: 'oven', rel: ['next', 2] }, { key: 'plate', count: 2, rel: ['on', 0] }] },
  { words: ['dining room'], title: 'Dining Room', items: [{ key: 'table' }, { key: 'chair', count: 6, rel: ['around', 0] }, { key: 'candle', rel: ['on', 0] }, { key: 'plate', count: 2, rel: ['on', 0] }] },
  { words: ['office', 'workspace', 'study'], title: 'Office', items: [{ key: 'desk' }, { key: 'office chair', rel: ['front', 0] }, { key: 'computer', rel: ['on', 0] }, { key: 'potted plant', rel: ['next', 0] }, { key: 'bookshelf', region: 'back' }] },
  { words: ['classroom', 'school room'], title: 'Classroom', items: [{ key: 'chalkboard', region: 'back' }, { key: 'desk', count: 4, arrangement: 'grid' }, { key: 'chair', count: 4 }] },
  { words: ['playground'], title: 'Playground', items: [{ key: 'swing' }, { key: 'slide' }, { key: 'seesaw' }, { key: 'sandbox' }] },
  { words: ['campsite', 'camping', 'camp', 'campground'], title: 'Campsite', items: [{ key: 'tent' }, { key: 'campfire', rel: ['front', 0] }, { key: 'log', count: 2, rel: ['next', 1] }, { key: 'pine tree', count: 3, arrangement: 'scatter', region: 'back' }] },
  {
    words: ['solar system', 'planets'],
    title: 'Solar System',
    items: [
      { key: 'sun', region: 'left' }, { key: 'mercury', rel: ['right', 0] }, { key: 'venus', rel: ['right', 1] }, { key: 'earth', rel: ['right', 2] }, { key: 'mars', rel: ['right', 3] },
      { key: 'jupiter', rel: ['right', 4], k: 0.7 }, { key: 'saturn', rel: ['right', 5], k: 0.7 }, { key: 'uranus', rel: ['right', 6], k: 0.7 }, { key: 'neptune', rel: ['right', 7], k: 0.7 },
    ],
  },
  { words: ['outer space', 'space scene'], title: 'Outer Space', items: [{ key: 'earth' }, { key: 'moon', rel: ['next', 0] }, { key: 'rocket' }, { key: 'satellite' }] },
  { words: ['winter wonderland', 'snowy village'], title: 'Winter Wonderland', items: [{ key: 'snowman' }, { key: 'pine tree', count: 4, arrangement: 'scatter', region: 'back' }, { key: 'log cabin', region: 'back' }] },
  { words: ['christmas'], title: 'Christmas', items: [{ key: 'christmas tree' }, { key: 'gift', count: 3, rel: ['front', 0] }, { key: 'snowman' }] },
  { words: ['halloween'], title: 'Halloween', items: [{ key: 'jack-o-lantern', count: 3 }, { key: 'ghost' }, { key: 'tombstone', count: 2, region: 'back' }] },
  { words: ['graveyard', 'cemetery'], title: 'Graveyard', items: [{ key: 'tombstone', count: 6, arrangement: 'grid' }, { key: 'tree', region: 'back' }, { key: 'fence', count: 2, region: 'front' }] },
  { words: ['garden'], title: 'Garden', items: [{ key: 'flower', count: 6, arrangement: 'grid' }, { key: 'bush', count: 2 }, { key: 'fountain', region: 'back' }, { key: 'bench' }] },
  { words: ['zoo', 'safari'], title: 'Zoo', items: [{ key: 'elephant' }, { key: 'giraffe' }, { key: 'lion' }, { key: 'zebra' }, { key: 'tree', count: 2, region: 'back' }] },
  { words: ['desert'], title: 'Desert', items: [{ key: 'cactus', count: 3, arrangement: 'scatter' }, { key: 'rock', count: 2 }, { key: 'egyptian pyramid', region: 'back' }] },
  { words: ['island', 'tropical'], title: 'Tropical Island', items: [{ key: 'palm tree', count: 3, arrangement: 'scatter' }, { key: 'deck chair' }, { key: 'umbrella' }] },
  { words: ['birthday party', 'birthday', 'party'], title: 'Birthday Party', items: [{ key: 'table' }, { key: 'birthday cake', rel: ['on', 0] }, { key: 'balloon', count: 5, rel: ['behind', 0] }, { key: 'gift', count: 3, rel: ['front', 0] }] },
  { words: ['museum', 'gallery', 'exhibition', 'art gallery', 'art museum', 'art exhibition'], title: 'Gallery', items: [{ key: 'wall', region: 'back' }, { key: 'painting', count: 2, rel: ['on', 0] }, { key: 'pedestal' }, { key: 'vase', rel: ['on', 2] }, { key: 'statue', count: 2, region: 'left' }] },
  { words: ['concert', 'music stage', 'band'], title: 'Concert Stage', items: [{ key: 'stage' }, { key: 'microphone', rel: ['on', 0] }, { key: 'speaker', count: 2, rel: ['on', 0] }, { key: 'guitar', rel: ['on', 0] }] },
  { words: ['harbour', 'harbor', 'port', 'marina'], title: 'Harbour', items: [{ key: 'dock' }, { key: 'boat', rel: ['next', 0] }, { key: 'sailboat' }, { key: 'lighthouse', region: 'back' }] },
  { words: ['village', 'town', 'small town', 'hamlet', 'neighbourhood', 'neighborhood', 'suburb'], title: 'Village', items: [{ key: 'house', count: 3, region: 'back' }, { key: 'tree', count: 3, arrangement: 'scatter' }, { key: 'road', region: 'front' }] },
  { words: ['castle grounds', 'kingdom', 'medieval'], title: 'Kingdom', items: [{ key: 'castle', region: 'back' }, { key: 'knight', count: 2 }, { key: 'flag', count: 2 }] },
]

const BY_WORD = new Map<string, SceneTemplate>()
for (const t of TEMPLATES) for (const w of t.words) BY_WORD.set(w, t)
export const TEMPLATE_MAX_WORDS = Math.max(...[...BY_WORD.keys()].map((w) => w.split(' ').length))

const OWNERS = new Set(['my', 'our', 'your', 'their'])
const SURFACES = new Set(['wall', 'walls', 'floor', 'ceiling', 'window', 'windowsill', 'corner', 'door', 'doorway'])
/** Templates named in a prompt, each once, in the order they appear; `free` says which tokens no object claimed. */
export function findTemplates(tokens: string[], free: boolean[]): SceneTemplate[] {
  const found: SceneTemplate[] = []
  for (let i = 0; i < tokens.length; i++) {
    for (let n = Math.min(TEMPLATE_MAX_WORDS, tokens.length - i); n >= 1; n--) {
      if (!free.slice(i, i + n).every(Boolean)) continue
      const t = BY_WORD.get(tokens.slice(i, i + n).join(' '))
      // 'against my bedroom wall', 'on our kitchen floor': the user's own room, where the thing is viewed, is not built.
      if (t && OWNERS.has(tokens[i - 1] ?? '') && SURFACES.has(tokens[i + n] ?? '')) break
      if (t && !found.includes(t)) {
        found.push(t)
        i += n - 1
        break
      }
    }
  }
  return found
}
