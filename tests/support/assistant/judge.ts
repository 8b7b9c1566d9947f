import type { SceneDocument } from '../../../src/shared/scene/schema'
import { FLIES, onWall, plausibility, type Problem } from './plausibility'
import { baseName, cx, cz, footprint, objectsOf, overlapXZ, type Obj } from './scene-geometry'
import { apart, atEachCorner, between, atEachEnd, coloursPerItem, countAnywhere, eitherSide, evenLine, heldUp, mainColour, overGroup, partColour, saidNotMade, spans } from './judge-v3'

/**
 * Judges a generated scene against an expectation written by someone who never read the planner:
 * nouns are matched to node names (case-insensitive, singular, a thing named 'Pine Tree' is a
 * tree), and every relation is measured on the geometry. Nothing here reads the planner's
 * catalogue or its relation labels.
 */
export interface ExpectV2 {
  /**
   * v3 additions (all optional, unused by older sets): min/max counts; mainColor (covers the
   * most surface) with partColor (on a smaller piece); colors, one main colour per instance;
   * notMainColor, no instance is mainly that colour; orSaid, made at a height in `height` and of
   * at least `minPieces` drawn pieces (composed, not a lone block), or named in the reply as not made; anywhere, counted among other objects' parts too; hanging,
   * its board up and held by touching pieces.
   */
  objects?: {
    noun: string; count?: number; color?: string; min?: number; max?: number; mainColor?: string; partColor?: string; colors?: string[]; notMainColor?: string
    orSaid?: boolean; height?: [number, number]; minPieces?: number; anywhere?: boolean; hanging?: boolean
  }[]
  /** v3: arrangements of several nouns' instances together. */
  groups?: { nouns: string[]; arrange: 'row' | 'side by side' | 'apart'; minGap?: number }[]
  relations?: { subject: string; rel: string; object: string }[]
  environment?: { time?: string; weather?: string; ground?: string }
  text?: string[]
  events?: { subject: string; trigger: string; action: string }[]
  motion?: { subject: string; kind: string }[]
  absent?: string[]
  larger?: string[]
  smaller?: string[]
}
export type Category = 'objects' | 'counts' | 'colours' | 'relations' | 'environment' | 'text' | 'events' | 'motion' | 'changes' | 'sizes'
export interface Verdict {
  category: Category
  what: string
  ok: boolean
}

const IRREGULAR: Record<string, string> = {
  mice: 'mouse', geese: 'goose', people: 'person', men: 'man', women: 'woman', children: 'child', teeth: 'tooth', feet: 'foot', cacti: 'cactus', cactuses: 'cactus',
  fish: 'fish', sheep: 'sheep', deer: 'deer', dice: 'dice', die: 'dice', leaves: 'leaf', shelves: 'shelf', knives: 'knife', wolves: 'wolf', loaves: 'loaf', scarves: 'scarf',
  headphones: 'headphones', glasses: 'glasses', series: 'series', bus: 'bus', buses: 'bus', octopi: 'octopus', octopuses: 'octopus', tomatoes: 'tomato', potatoes: 'potato',
  heroes: 'hero', volcanoes: 'volcano', mangoes: 'mango', canvas: 'canvas', lens: 'lens', grass: 'grass', glass: 'glass', dress: 'dress', cross: 'cross', iris: 'iris',
}
export function singular(word: string): string {
  return word
    .toLowerCase()
    .trim()
    .split(/\s+/)
    .map((w, i, all) => {
      if (i < all.length - 1) return w
      if (IRREGULAR[w]) return IRREGULAR[w]
      if (/ies$/.test(w) && w.length > 4) return w.slice(0, -3) + 'y'
      if (/(ches|shes|xes|sses|zes)$/.test(w)) return w.slice(0, -2)
      if (/s$/.test(w) && !/(ss|us|is)$/.test(w)) return w.slice(0, -1)
      return w
    })
    .join(' ')
}

/** Honest equivalences only: words for the same thing. A kind of thing is matched by its head noun instead. */
const SAME: string[][] = [
  ['tv', 'television', 'tv set'], ['sofa', 'couch', 'settee'], ['bicycle', 'bike'], ['gift', 'present'], ['street lamp', 'lamp post', 'streetlight', 'street light', 'lamppost'],
  ['airplane', 'plane', 'aeroplane'], ['cup', 'mug'], ['deck chair', 'beach chair'], ['blackboard', 'chalkboard'], ['fridge', 'refrigerator'], ['stove', 'oven', 'cooker'],
  ['rock', 'stone'], ['trash can', 'bin', 'garbage can', 'rubbish bin'], ['spotlight', 'spot light'], ['fish tank', 'aquarium'], ['rug', 'carpet'], ['nightstand', 'bedside table'],
  ['pedestal', 'plinth'], ['dice', 'die'], ['cactus', 'cacti'], ['bookshelf', 'bookcase'], ['podium', 'lectern'], ['racket', 'racquet'], ['chess board', 'chessboard'], ['checkers board', 'checkerboard'],
]
const SAME_MAP = new Map<string, Set<string>>()
for (const group of SAME) for (const w of group) SAME_MAP.set(singular(w), new Set(group.map(singular)))

/** Does a node name name the noun: the same words, a word for the same thing, or a kind of it ('Pine Tree' is a tree). */
export function names(nodeName: string, noun: string): boolean {
  const n = singular(baseName(nodeName))
  const want = singular(noun)
  const forms = SAME_MAP.get(want) ?? new Set([want])
  for (const f of forms) {
    if (n === f || n.replace(/\s+/g, '') === f.replace(/\s+/g, '')) return true
    if (n.endsWith(` ${f}`) || (f.length >= 4 && n.replace(/\s+/g, '').endsWith(f.replace(/\s+/g, '')))) return true
  }
  return false
}

// ---------- colours by hue family ----------

export function colourFamilies(hex: string): string[] {
  const m = /^#?([0-9a-f]{6})$/i.exec(hex)
  if (!m) return []
  const v = parseInt(m[1], 16)
  const r = ((v >> 16) & 255) / 255, g = ((v >> 8) & 255) / 255, b = (v & 255) / 255
  const max = Math.max(r, g, b), min = Math.min(r, g, b)
  const l = (max + min) / 2
  const s = max === min ? 0 : l > 0.5 ? (max - min) / (2 - max - min) : (max - min) / (max + min)
  let h = 0
  if (max !== min) h = max === r ? ((g - b) / (max - min) + (g < b ? 6 : 0)) * 60 : max === g ? ((b - r) / (max - min) + 2) * 60 : ((r - g) / (max - min) + 4) * 60
  const out: string[] = []
  if (l < 0.18) out.push('black')
  if (l > 0.85 && s < 0.5) out.push('white')
  if (s < 0.18 && l >= 0.18 && l <= 0.85) out.push('grey', 'gray', 'silver')
  if (l > 0.7 && s < 0.25) out.push('silver')
  if (s >= 0.18 && l >= 0.12 && l <= 0.92) {
    if (h < 15 || h >= 345) out.push('red')
    if (h >= 10 && h < 45) out.push(l < 0.45 ? 'brown' : 'orange')
    if (h >= 15 && h < 50 && l < 0.55) out.push('brown')
    if (h >= 40 && h < 70) out.push('yellow', 'gold', 'golden')
    if (h >= 65 && h < 170) out.push('green')
    if (h >= 160 && h < 200) out.push('cyan', 'teal', 'turquoise')
    if (h >= 180 && h < 255) out.push('blue')
    if (h >= 250 && h < 300) out.push('purple', 'violet')
    if (h >= 290 && h < 345) out.push(l > 0.6 ? 'pink' : 'purple', 'magenta')
    if ((h >= 330 || h < 10) && l > 0.65) out.push('pink')
  }
  return out
}

function hasColour(o: Obj, colour: string): boolean {
  const want = colour.toLowerCase().replace(/^light |^dark |^bright |^pale |^deep /, '')
  // The colour of its bigger pieces: the three largest by surface seen from above or the front.
  const leaves = [...o.leaves].filter((l) => l.node.kind === 'shape').sort((a, b) => size(b.box) - size(a.box)).slice(0, 3)
  return leaves.some((l) => l.node.kind === 'shape' && colourFamilies(l.node.material.albedo).includes(want))
}
const size = (b: Obj['box']) => (b.max[0] - b.min[0]) * (b.max[1] - b.min[1]) + (b.max[1] - b.min[1]) * (b.max[2] - b.min[2]) + (b.max[0] - b.min[0]) * (b.max[2] - b.min[2])

// ---------- relations ----------

const REL_ALIASES: Record<string, string> = {
  'on top of': 'on', onto: 'on', upon: 'on', inside: 'in', within: 'in', into: 'in', beneath: 'under', below: 'under', underneath: 'under', over: 'above',
  beside: 'next to', near: 'next to', by: 'next to', 'next': 'next to', 'in front': 'in front of', front: 'in front of', 'behind of': 'behind', 'on wall': 'on the wall', 'faces': 'facing',
  'left of': 'left of', 'to the left of': 'left of', 'right of': 'right of', 'to the right of': 'right of',
  'on each side of': 'on either side of', 'on both sides of': 'on either side of', 'either side of': 'on either side of', 'on each bank of': 'on either side of', 'on both banks of': 'on either side of',
  'at both ends of': 'at each end of', 'at every corner of': 'at each corner of', 'over the group': 'over group', 'across': 'spans', 'spanning': 'spans',
}
const GAP = 0.05

export function relationHolds(rel: string, a: Obj, b: Obj, all: Obj[]): boolean {
  const A = a.box
  const B = b.box
  switch (rel) {
    case 'on':
      // Resting on a top of B: the bottom within 3 cm of one of its flat tops, the middle over it.
      return b.leaves.some((l) => (l.flatTop || footprint(l.box) >= 0.8 * footprint(A)) && Math.abs(l.box.max[1] - A.min[1]) <= 0.03 && cx(A) >= l.box.min[0] - 0.02 && cx(A) <= l.box.max[0] + 0.02 && cz(A) >= l.box.min[2] - 0.02 && cz(A) <= l.box.max[2] + 0.02)
    case 'in':
      return cx(A) > B.min[0] && cx(A) < B.max[0] && cz(A) > B.min[2] && cz(A) < B.max[2] && A.min[1] >= B.min[1] - 0.01 && (A.min[1] + A.max[1]) / 2 <= B.max[1] + 0.01
    case 'under':
      return A.max[1] <= B.max[1] && b.leaves.some((l) => l.box.min[1] >= A.max[1] - 0.01 && cx(A) >= l.box.min[0] && cx(A) <= l.box.max[0] && cz(A) >= l.box.min[2] && cz(A) <= l.box.max[2])
    case 'above': {
      const reach = 1 + Math.max(B.max[0] - B.min[0], B.max[2] - B.min[2]) / 2
      if (A.min[1] >= B.max[1] + GAP && Math.abs(cx(A) - cx(B)) <= reach && Math.abs(cz(A) - cz(B)) <= reach) return true
      // A span (a bridge over a stream): its middle over B, and every piece of it that is over B's
      // footprint is above B's top; its feet stand beyond B, on the ground either side.
      const overB = a.leaves.filter((l) => overlapXZ(l.box, B) > 1e-6)
      const middle = cx(A) >= B.min[0] && cx(A) <= B.max[0] && cz(A) >= B.min[2] && cz(A) <= B.max[2]
      return middle && overB.length > 0 && overB.every((l) => l.box.min[1] >= B.max[1] + GAP)
    }
    case 'next to': {
      const gx = Math.max(0, Math.max(A.min[0], B.min[0]) - Math.min(A.max[0], B.max[0]))
      const gz = Math.max(0, Math.max(A.min[2], B.min[2]) - Math.min(A.max[2], B.max[2]))
      const big = Math.max(A.max[0] - A.min[0], A.max[2] - A.min[2], B.max[0] - B.min[0], B.max[2] - B.min[2])
      return Math.hypot(gx, gz) <= Math.max(1.5, big * 0.5) && overlapXZ(A, B) < 0.5 * Math.min(footprint(A), footprint(B)) + 1e-9
    }
    case 'in front of':
    case 'behind': {
      const f: [number, number] = [Math.sin(b.yaw), Math.cos(b.yaw)]
      const d: [number, number] = [cx(A) - cx(B), cz(A) - cz(B)]
      const along = (d[0] * f[0] + d[1] * f[1]) * (rel === 'behind' ? -1 : 1)
      const lateral = Math.abs(d[0] * f[1] - d[1] * f[0])
      const halfDepth = Math.abs(f[0]) * (B.max[0] - B.min[0]) / 2 + Math.abs(f[1]) * (B.max[2] - B.min[2]) / 2
      const halfWidth = Math.abs(f[1]) * (B.max[0] - B.min[0]) / 2 + Math.abs(f[0]) * (B.max[2] - B.min[2]) / 2
      const aHalf = Math.max(A.max[0] - A.min[0], A.max[2] - A.min[2]) / 2
      return along >= halfDepth - 0.05 && lateral <= halfWidth + aHalf + 1
    }
    case 'left of':
      return A.max[0] <= B.min[0] + 0.05
    case 'right of':
      return A.min[0] >= B.max[0] - 0.05
    case 'facing': {
      const want = Math.atan2(cx(B) - cx(A), cz(B) - cz(A))
      const diff = Math.abs(Math.atan2(Math.sin(want - a.yaw), Math.cos(want - a.yaw)))
      return diff <= (30 * Math.PI) / 180
    }
    case 'on the wall':
      return onWall(a, all, (w) => w === b)
    default:
      return false
  }
}

/** 'around' is about the group: at least two of them spread round the centre of one B, at much the same distance. */
function around(as: Obj[], b: Obj): boolean {
  if (as.length < 2) return false
  const angles = as.map((a) => Math.atan2(cx(a.box) - cx(b.box), cz(a.box) - cz(b.box))).sort((p, q) => p - q)
  const gaps = angles.map((v, i) => (i ? v - angles[i - 1] : v + Math.PI * 2 - angles[angles.length - 1]))
  const dist = as.map((a) => Math.hypot(cx(a.box) - cx(b.box), cz(a.box) - cz(b.box)))
  const spread = Math.max(...gaps) <= Math.PI + 0.2
  return spread && Math.min(...dist) > 0.05 && Math.max(...dist) <= 2.2 * Math.min(...dist) + 0.5
}

// ---------- the judge ----------

export interface JudgeContext {
  doc: SceneDocument
  /** The reply: read only for a noun the set allows to be named as not made (v3's orSaid). */
  reply?: string
  /** The scene before this step (chains), for absent / larger / smaller. */
  before?: SceneDocument
}

export function judge(expect: ExpectV2, ctx: JudgeContext): { verdicts: Verdict[]; problems: Problem[] } {
  const objs = objectsOf(ctx.doc)
  const named = (noun: string) => objs.filter((o) => names(o.node.name, noun))
  const verdicts: Verdict[] = []
  const add = (category: Category, what: string, ok: boolean) => verdicts.push({ category, what, ok })

  for (const o of expect.objects ?? []) {
    const found = named(o.noun)
    const n = o.anywhere ? countAnywhere(ctx.doc, (name) => names(name, o.noun)) : found.length
    if (o.orSaid) {
      const made = found.filter((f) => (!o.height || (f.box.max[1] - f.box.min[1] >= o.height[0] && f.box.max[1] - f.box.min[1] <= o.height[1])) && f.leaves.length >= (o.minPieces ?? 1))
      const said = saidNotMade(ctx.reply, o.noun)
      add('objects', `${o.noun} made${o.height ? ` ${o.height[0]}-${o.height[1]} m tall` : ''}${o.minPieces ? ` of ${o.minPieces}+ pieces` : ''} or said not made (got ${made.length}/${n}${said ? ', said' : ''})`, made.length > 0 || (n === 0 && said))
      // Said and absent: nothing more to judge about it.
      if (n === 0 && said) continue
    } else add('objects', `${o.noun} present`, n > 0)
    if (o.count !== undefined) add('counts', `${o.noun} × ${o.count} (got ${n})`, n === o.count)
    if (o.min !== undefined || o.max !== undefined) add('counts', `${o.noun} × ${o.min ?? 0}-${o.max ?? '∞'} (got ${n})`, n >= (o.min ?? 0) && n <= (o.max ?? Infinity))
    if (o.color) add('colours', `${o.noun} is ${o.color}`, found.some((f) => hasColour(f, o.color!)))
    if (o.mainColor) add('colours', `${o.noun} mainly ${o.mainColor}`, found.some((f) => mainColour(f, o.mainColor!)))
    if (o.mainColor && o.partColor) add('colours', `${o.noun} has a smaller ${o.partColor} part`, found.some((f) => mainColour(f, o.mainColor!) && partColour(f, o.partColor!, o.mainColor!)))
    if (o.colors) add('colours', `${o.noun}s ${o.colors.join(', ')} (one each)`, coloursPerItem(found, o.colors))
    if (o.notMainColor) add('colours', `no ${o.notMainColor} ${o.noun}`, n > 0 && !found.some((f) => mainColour(f, o.notMainColor!)))
    if (o.hanging) add('relations', `${o.noun} hangs, held up`, n > 0 && found.every((f) => heldUp(f, objs)))
  }
  for (const g of expect.groups ?? []) {
    const members = objs.filter((o) => g.nouns.some((noun) => names(o.node.name, noun)))
    const ok = g.arrange === 'apart' ? members.length > 1 && apart(members) : evenLine(members, g.arrange === 'side by side' ? 1.5 : Infinity, g.minGap ?? 0)
    add('relations', `${g.nouns.join(' + ')} ${g.arrange}${g.minGap ? ` ≥ ${g.minGap} m apart` : ''}`, ok)
  }
  for (const r of expect.relations ?? []) {
    const rel = REL_ALIASES[r.rel.toLowerCase()] ?? r.rel.toLowerCase()
    const as = named(r.subject)
    const bs = rel === 'on the wall' ? objs.filter((o) => names(o.node.name, r.object) || names(o.node.name, 'wall')) : named(r.object)
    let ok = false
    if (rel === 'over group') {
      // The group: every grounded thing ('*') or the things named; what flies is no roof to clear.
      const group = (r.object === '*' ? objs.filter((o) => !o.light && !as.includes(o)) : bs).filter((o) => o.box.min[1] <= 0.05)
      ok = as.length > 0 && as.every((a) => overGroup(a, group))
    } else if (as.length && bs.length) {
      if (rel === 'around') ok = bs.some((b) => around(as.filter((a) => a !== b), b))
      else if (rel === 'between') ok = as.every((a) => between(a, bs.filter((b) => b !== a)))
      else if (rel === 'at each end of') ok = bs.some((b) => atEachEnd(as, b))
      else if (rel === 'on either side of') ok = bs.some((b) => eitherSide(as, b))
      else if (rel === 'at each corner of') ok = bs.some((b) => atEachCorner(as, b))
      else if (rel === 'spans') ok = as.some((a) => bs.some((b) => spans(a, b)))
      else if (rel === 'spans traffic') ok = as.some((a) => bs.some((b) => spans(a, b, [2.5, 7])))
      else if (rel === 'next to each') ok = bs.every((b) => as.some((a) => relationHolds('next to', a, b, objs)))
      else ok = as.every((a) => bs.some((b) => b !== a && relationHolds(rel, a, b, objs)))
    }
    add('relations', `${r.subject} ${r.rel} ${r.object}`, ok)
  }
  const env = expect.environment
  if (env) {
    const s = ctx.doc.settings
    const el = s.environment.elements
    const dark = luminance(s.background) < 0.2
    if (env.time) {
      const t = env.time.toLowerCase()
      const ok = t === 'night' ? s.environment.skybox === 'night' || (dark && s.ambientLight.intensity <= 0.4) : t === 'sunset' || t === 'sunrise' || t === 'dusk' ? s.environment.skybox === 'sunset' : s.environment.skybox !== 'night' && !dark
      add('environment', `time ${t}`, ok)
    }
    if (env.weather) {
      const w = env.weather.toLowerCase()
      const ok = w === 'rain' ? el.includes('rain') : w === 'snow' ? el.includes('snow') : w === 'fog' ? s.fog.type !== 'none' : w === 'cloudy' ? el.includes('clouds') : w === 'clear' ? !el.includes('rain') && !el.includes('snow') && s.fog.type === 'none' : false
      add('environment', `weather ${w}`, ok)
    }
    if (env.ground) {
      const g = env.ground.toLowerCase()
      const ok = g === 'snow' ? el.includes('snow') : g === 'grass' ? el.includes('foliage') : g === 'water' ? el.includes('water') : g === 'sand' ? el.includes('terrain') && !el.includes('snow') : g === 'floor' ? hasFloor(objs) : false
      add('environment', `ground ${g}`, ok)
    }
  }
  for (const t of expect.text ?? []) add('text', `text "${t}"`, Object.values(ctx.doc.nodes).some((n) => n.kind === 'text' && n.text.content.toLowerCase().includes(t.toLowerCase())))
  for (const ev of expect.events ?? []) {
    const action = ({ sound: 'play', play: 'play', open: 'redirect', link: 'redirect', redirect: 'redirect', hide: 'disable', show: 'enable', animate: 'animate' } as Record<string, string>)[ev.action.toLowerCase()]
    const ok = named(ev.subject).some((o) => o.node.events.some((e) => e.trigger.startsWith(ev.trigger.toLowerCase().replace('double click', 'double-click')) && e.action === action))
    add('events', `${ev.subject} ${ev.trigger} → ${ev.action}`, ok)
  }
  for (const m of expect.motion ?? []) {
    const kind = m.kind.toLowerCase()
    const subjects = named(m.subject)
    // Up in the air is geometry; turning and bobbing need an animation the viewer plays: a
    // model's own clip, or a procedural motion of that kind on the object or one of its pieces
    // (the viewer plays node.motion since the scene schema gained it). Clip settings on a node
    // that is no model still do not move anything.
    const wants = /^(rotat|spin|turn|revolv|twirl)/.test(kind) ? ['spin', 'orbit'] : /^bob/.test(kind) ? ['bob'] : /^orbit|^circl/.test(kind) ? ['orbit'] : []
    const moves = (o: Obj) => [o.node, ...o.leaves.map((l) => l.node)].some((n) => !!n.motion && wants.includes(n.motion.kind))
    const ok = ['flying', 'floating', 'hovering'].includes(kind)
      ? subjects.length > 0 && subjects.every((o) => o.box.min[1] > 0.05)
      : subjects.length > 0 && subjects.some((o) => (o.node.kind === 'model' && !!o.node.animation?.clip) || moves(o))
    add('motion', `${m.subject} ${kind}`, ok)
  }
  if (ctx.before) {
    const beforeObjs = objectsOf(ctx.before)
    for (const noun of expect.absent ?? []) add('changes', `${noun} removed`, named(noun).length === 0)
    const height = (list: Obj[]) => Math.max(0, ...list.map((o) => o.box.max[1] - o.box.min[1]))
    for (const noun of expect.larger ?? []) add('changes', `${noun} larger`, height(named(noun)) > height(beforeObjs.filter((o) => names(o.node.name, noun))) + 1e-6)
    for (const noun of expect.smaller ?? []) add('changes', `${noun} smaller`, height(named(noun)) < height(beforeObjs.filter((o) => names(o.node.name, noun))) - 1e-6 && named(noun).length > 0)
  }
  const flying = new Set<string>()
  for (const r of expect.relations ?? []) if (/above|over/.test(r.rel)) flying.add(singular(r.subject))
  for (const m of expect.motion ?? []) flying.add(singular(m.subject))
  const mayFly = (o: Obj) => [...FLIES, ...flying].some((n) => names(o.node.name, n))
  return { verdicts, problems: plausibility(objs, mayFly, { head: !!ctx.doc.settings.faceTracking }) }
}

/**
 * A floor, seen on geometry alone (never by name): something flat (every piece under 5 cm thick)
 * lying at ground level, at least 3 m² and half as wide again as the spread of what stands on
 * the ground, with the middle of each of those over it.
 */
function hasFloor(objs: Obj[]): boolean {
  const flat = (o: Obj) => !o.light && o.leaves.length > 0 && o.leaves.every((l) => l.box.max[1] - l.box.min[1] <= 0.05) && Math.abs(o.box.max[1]) <= 0.03
  return objs.some((f) => {
    if (!flat(f) || footprint(f.box) < 3) return false
    const standing = objs.filter((o) => o !== f && !o.light && !flat(o) && o.box.min[1] < 0.05)
    if (!standing.length) return false
    const spread = { min: [Math.min(...standing.map((o) => o.box.min[0])), 0, Math.min(...standing.map((o) => o.box.min[2]))], max: [Math.max(...standing.map((o) => o.box.max[0])), 0, Math.max(...standing.map((o) => o.box.max[2]))] } as Obj['box']
    const under = (o: Obj) => cx(o.box) >= f.box.min[0] && cx(o.box) <= f.box.max[0] && cz(o.box) >= f.box.min[2] && cz(o.box) <= f.box.max[2]
    return footprint(f.box) >= 1.5 * footprint(spread) && standing.every(under)
  })
}

function luminance(hex: string): number {
  const v = parseInt(hex.replace('#', ''), 16)
  return (0.2126 * ((v >> 16) & 255) + 0.7152 * ((v >> 8) & 255) + 0.0722 * (v & 255)) / 255
}
