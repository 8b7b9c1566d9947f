import { compareOrder, keyIndex } from '../../../shared/scene/order-keys'
import type { MotionSettings, SceneDocument } from '../../../shared/scene/schema'
import { specForName, type MatHint, type ObjectSpec } from './catalog'
import type { EnvPlan } from './environment'
import type { Arrangement, Region, RelationType } from './lexicon'
import type { Item } from './scan'
import type { Spread } from './spread-words'

/** What the parser understands a prompt to name: the things, what they relate to, and the rest. */
/** What a relation points at: another thing in this prompt, nodes already in the scene, or 'it'. */
export interface Ref {
  entity?: number
  /** One of the entity's instances ('the second' of three pedestals). */
  instance?: number
  nodeIds?: string[]
  pronoun?: boolean
  /** What to call the nodes in the reply when no word of the prompt named them ('the river' whose banks were asked). */
  noun?: string
}

export interface Entity {
  index: number
  kind: 'object' | 'text' | 'light'
  spec?: ObjectSpec
  lightKind?: 'point' | 'spot' | 'directional'
  count: number
  countGiven: boolean
  colour?: { hex: string; name: string }
  material?: MatHint
  sizes: { k: number; axis?: 'y' | 'xz'; word: string }[]
  dims?: { metres: number; axis: 'y' | 'x' | 'max' }
  rel?: { type: RelationType; target: Ref; target2?: Ref; each?: boolean; implied?: boolean; facing?: boolean; sides?: boolean; spread?: Spread }
  arrangement?: Arrangement
  /** 'two rows of chairs': the grid's rows. */
  rows?: number
  region?: Region
  text?: string
  /** 'a house with a red roof': colours for named parts. */
  partColours: { part: string; hex: string; name?: string; word?: string; missing?: boolean; unknown?: boolean }[]
  /** 'red, green and blue balloons': one colour per instance, in order. */
  colours?: { hex: string; name: string }[]
  /** 'the green balloon' among balloons of several colours: the one of that colour. */
  pick?: string
  /** Set when the words name things already in the scene ('the car', 'it'). */
  existing?: string[]
  pronoun?: boolean
  definite: boolean
  all: boolean
  more: boolean
  plural: boolean
  fromTemplate?: boolean
  /** The item index of its mention. */
  item: number
  /** Name for copies of things the catalog does not know ('Chair Copy'). */
  label?: string
  /** 'spinning', 'bobbing': the motion the viewer plays on it. */
  motion?: MotionSettings
  /** 'a sign hanging by the door': said to hang, so it is held (create.ts). */
  hangs?: boolean
  /** 'two chairs facing each other': the pair stands apart, turned to each other. */
  facePair?: boolean
  /** 'a sofa, a lamp and a bookcase side by side': the first one's index, shared by all of the row. */
  rowWith?: number
  /** 'a small, a medium and a large box': one size per copy (parse.ts makes one thing of each). */
  sizeVariants?: Entity['sizes']
  /** 'books on every shelf': how many on each. */
  spreadPer?: number
  /** 'over the city': above the place's things when it names no thing of its own. */
  overPlace?: boolean
  /** 'parked 8 metres away' (from the viewer), 'two trees 5 m apart', '3 m from the wall' (entity `from`). */
  distance?: { metres: number; how: 'away' | 'apart' | 'from'; from?: number }
  /** 'life-size', 'full-size': as big as the real thing. */
  lifeSize?: boolean
  /** 'a planet orbiting the sun': the entity it goes round. */
  orbits?: number
  /** 'floating', 'flying': the height it hangs at when its kind has none of its own. */
  lift?: number
  /** 'a helicopter hovering with its rotor spinning': a part's own motion, beside the whole's. */
  partMotions?: { word: string; motion: MotionSettings }[]
  /** 'trees of different heights', 'balloons floating at different heights': no two alike. */
  variedHeights?: boolean
  /** The material as said ('leather', 'ceramic'), for the reply. */
  materialWord?: string
  /** 'a phone lying flat on the table': laid on its back. */
  lyingFlat?: boolean
}

/** Describing words no object claimed ('bigger', 'red'): they go to the current subject. */
export interface Loose {
  colour?: { hex: string; name: string; metallic: boolean }
  material?: MatHint
  sizes: Entity['sizes']
  dims?: Entity['dims']
}

export interface Parsed {
  tokens: string[]
  items: Item[]
  quotes: string[]
  urls: string[]
  entities: Entity[]
  env: EnvPlan
  sounds: { clip: string; item: number }[]
  /** Item index → entity index, for object and pronoun mentions. */
  mentions: Map<number, number>
  loose: Loose
  /** Count words no object claimed ('add two more'). */
  looseCount?: number
  /** Tokens not claimed by an object phrase (for place words like 'forest'). */
  free: boolean[]
  /** Catalogue keys and kinds the prompt left out on purpose ('without palm trees'). */
  excluded?: Set<string>
}

/** Objects put under another (a cat under a table) become its children with orders from here, after its parts. */
export const TUCKED_ORDER = 1000

/** Top-level nodes already in the scene, by the catalog object their name says they are. */
export function existingBySpec(doc: SceneDocument): Map<string, string[]> {
  const out = new Map<string, string[]>()
  // Top-level objects, and objects tucked under others (their order starts at TUCKED_ORDER).
  const top = Object.values(doc.nodes)
    .filter((n) => n.parentId === null || keyIndex(n.order) >= TUCKED_ORDER)
    .sort(compareOrder)
  for (const node of top) {
    const spec = specForName(node.name)
    if (!spec) continue
    const list = out.get(spec.key)
    if (list) list.push(node.id)
    else out.set(spec.key, [node.id])
  }
  return out
}

