import type { SceneDocument } from '../../../src/shared/scene/schema'
import { names, relationHolds, type Category, type ExpectV2, type Verdict } from './judge'
import { between, countAnywhere, mainColour } from './judge-v3'
import { cx, cz, objectsOf, type Obj } from './scene-geometry'

/**
 * The fourth held-out set's constraints, on geometry and colours only (written without reading
 * the planner): things left out on purpose, columns stacked on top of each other, order from left
 * to right as the default view shows it, sizes against the noun's own default and against each
 * other, every instance of a colour, glass and metal, and a thing replaced where the old one stood.
 */
export interface ExpectV4 extends ExpectV2 {
  /** Named nowhere in the scene, not even as a part of something ('a beach without palm trees'): one constraint for the list. */
  none?: string[]
  /** The noun's instances make one column: each rests on the one below, every one over the lowest's footprint. */
  stacked?: { noun: string; onGround?: boolean }[]
  /** Instances (one per item, each a different one) whose centres run from left to right (-X to +X). */
  order?: { noun: string; color?: string }[][]
  /**
   * Against the same noun asked for alone ('a lamp'): every instance's height (or largest side,
   * measure 'size') at least `min` times, or at most `max` times, the default's.
   */
  scale?: { noun: string; min?: number; max?: number; measure?: 'height' | 'size' }[]
  /** The noun's biggest instance is at least `ratio` times its smallest (largest side). */
  contrast?: { noun: string; ratio: number }[]
  /** A's tallest instance is taller than B's (heights), by `ratio` (1 unless said). */
  taller?: { a: string; b: string; ratio?: number }[]
  /** Every instance mainly this colour (one of the listed, any one). */
  allColor?: { noun: string; color: string | string[] }[]
  /** Some instance's main piece: glass (see-through) or metal. */
  material?: { noun: string; kind: 'glass' | 'metal' }[]
  /** Each subject between an A and a B ('a coffee table between the sofa and the tv'), by the v3 judge's 'between'. */
  betweenTwo?: { subject: string; a: string; b: string }[]
  /** Afloat on the water of `on`: its middle over that thing's footprint, its bottom at the top's level (a duck on a pond). */
  afloat?: { noun: string; on: string }[]
  /** After a step: `old` is gone and `new` stands where it stood (within 1 m, or the old one's size). */
  replaces?: { old: string; new: string }[]
}

export interface ContextV4 {
  doc: SceneDocument
  before?: SceneDocument
  /** The height and largest side of the noun asked for alone, from an empty scene; null when not made. */
  baseline: (noun: string) => { height: number; size: number } | null
}

export const heightOf = (o: Obj) => o.box.max[1] - o.box.min[1]
export const sizeOf = (o: Obj) => Math.max(o.box.max[0] - o.box.min[0], o.box.max[1] - o.box.min[1], o.box.max[2] - o.box.min[2])

/** One column: sorted by their bottoms, each rests on the one below ('on', within 3 cm of a flat top) with its middle over the lowest. */
export function stackedColumn(objs: Obj[], all: Obj[], onGround = true): boolean {
  if (objs.length < 2) return false
  const s = [...objs].sort((a, b) => a.box.min[1] - b.box.min[1])
  if (onGround && s[0].box.min[1] > 0.03) return false
  const base = s[0].box
  return s.slice(1).every((o, i) => relationHolds('on', o, s[i], all) && cx(o.box) >= base.min[0] && cx(o.box) <= base.max[0] && cz(o.box) >= base.min[2] && cz(o.box) <= base.max[2])
}

/**
 * Left to right: an instance per item, each a different one, centres rising along X by at least
 * 10 cm. Choosing for each item the leftmost fitting instance right of the previous choice finds
 * such a run whenever one exists.
 */
export function leftToRight(items: { noun: string; color?: string }[], objs: Obj[]): boolean {
  let last = -Infinity
  const used = new Set<Obj>()
  for (const item of items) {
    const next = objs
      .filter((o) => !used.has(o) && !o.light && names(o.node.name, item.noun) && (!item.color || mainColour(o, item.color)) && cx(o.box) > last + 0.1)
      .sort((a, b) => cx(a.box) - cx(b.box))[0]
    if (!next) return false
    used.add(next)
    last = cx(next.box)
  }
  return true
}

/** The biggest of the drawn pieces by volume: what 'a glass vase' is made of, near enough. */
function mainPiece(o: Obj) {
  const vol = (b: Obj['box']) => (b.max[0] - b.min[0]) * (b.max[1] - b.min[1]) * (b.max[2] - b.min[2])
  return o.leaves.filter((l) => l.node.kind === 'shape').sort((a, b) => vol(b.box) - vol(a.box))[0]
}
export function madeOf(o: Obj, kind: 'glass' | 'metal'): boolean {
  const p = mainPiece(o)
  if (!p || p.node.kind !== 'shape') return false
  const m = p.node.material
  return kind === 'glass' ? m.alpha <= 0.7 && m.renderingMode !== 'Opaque' : m.metallicEnabled && m.metallic >= 0.5
}

/** A's middle over W's footprint, its bottom no lower than a third of its height under W's top and no higher than 5 cm over it. */
export function floatsOn(a: Obj, w: Obj): boolean {
  const A = a.box, W = w.box
  const over = cx(A) >= W.min[0] && cx(A) <= W.max[0] && cz(A) >= W.min[2] && cz(A) <= W.max[2]
  return over && A.min[1] >= W.max[1] - (A.max[1] - A.min[1]) / 3 && A.min[1] <= W.max[1] + 0.05
}

/** The new thing stands where the old one stood: its middle within 1 m of the old middle, or within the old one's largest side. */
export function standsWhere(n: Obj, old: Obj): boolean {
  return Math.hypot(cx(n.box) - cx(old.box), cz(n.box) - cz(old.box)) <= Math.max(1, sizeOf(old))
}

export function judgeV4(expect: ExpectV4, ctx: ContextV4): Verdict[] {
  const objs = objectsOf(ctx.doc).filter((o) => !o.light)
  const named = (noun: string) => objs.filter((o) => names(o.node.name, noun))
  const out: Verdict[] = []
  const add = (category: Category, what: string, ok: boolean) => out.push({ category, what, ok })

  // One constraint per prompt, however many words name what is left out ('no animals': deer, bears, ...).
  if (expect.none?.length) {
    const got = expect.none.map((noun) => [noun, countAnywhere(ctx.doc, (name) => names(name, noun))] as const).filter(([, n]) => n > 0)
    add('counts', `none of ${expect.none.join(', ')}${got.length ? ` (got ${got.map(([noun, n]) => `${n} ${noun}`).join(', ')})` : ''}`, got.length === 0)
  }
  for (const s of expect.stacked ?? []) add('relations', `${s.noun}s stacked on each other`, stackedColumn(named(s.noun), objs, s.onGround ?? true))
  for (const items of expect.order ?? []) add('relations', `left to right: ${items.map((i) => [i.color, i.noun].filter(Boolean).join(' ')).join(', ')}`, leftToRight(items, objs))
  for (const s of expect.scale ?? []) {
    const base = ctx.baseline(s.noun)
    const found = named(s.noun)
    const measure = s.measure === 'size' ? sizeOf : heightOf
    const ref = base ? (s.measure === 'size' ? base.size : base.height) : 0
    const ok = !!base && found.length > 0 && found.every((o) => (s.min === undefined || measure(o) >= s.min * ref) && (s.max === undefined || measure(o) <= s.max * ref))
    const got = found.map((o) => measure(o).toFixed(2)).join('/')
    add('sizes', `${s.noun} ${s.min !== undefined ? `≥ ${s.min}×` : ''}${s.max !== undefined ? `≤ ${s.max}×` : ''} default ${ref.toFixed(2)} m (got ${got || 'none'})`, ok)
  }
  for (const c of expect.contrast ?? []) {
    const sizes = named(c.noun).map(sizeOf)
    add('sizes', `${c.noun}s differ in size ×${c.ratio}`, sizes.length >= 2 && Math.max(...sizes) >= c.ratio * Math.min(...sizes))
  }
  for (const t of expect.taller ?? []) {
    const ha = Math.max(0, ...named(t.a).map(heightOf))
    const hb = Math.max(0, ...named(t.b).map(heightOf))
    add('sizes', `${t.a} taller than ${t.b}${t.ratio ? ` ×${t.ratio}` : ''} (${ha.toFixed(2)} vs ${hb.toFixed(2)})`, ha > 0 && hb > 0 && ha > (t.ratio ?? 1) * hb)
  }
  for (const a of expect.allColor ?? []) {
    const found = named(a.noun)
    const colours = Array.isArray(a.color) ? a.color : [a.color]
    add('colours', `every ${a.noun} ${colours.join(' or ')}`, found.length > 0 && found.every((o) => colours.some((c) => mainColour(o, c))))
  }
  for (const t of expect.betweenTwo ?? []) {
    const subjects = named(t.subject)
    const ok = subjects.length > 0 && subjects.every((s) => named(t.a).some((x) => x !== s && named(t.b).some((y) => y !== s && y !== x && between(s, [x, y]))))
    add('relations', `${t.subject} between ${t.a} and ${t.b}`, ok)
  }
  for (const f of expect.afloat ?? []) {
    const found = named(f.noun)
    add('relations', `${f.noun} afloat on ${f.on}`, found.length > 0 && found.every((a) => named(f.on).some((w) => w !== a && floatsOn(a, w))))
  }
  for (const m of expect.material ?? []) add('colours', `${m.noun} of ${m.kind}`, named(m.noun).some((o) => madeOf(o, m.kind)))
  if (ctx.before) {
    const before = objectsOf(ctx.before).filter((o) => !o.light)
    for (const r of expect.replaces ?? []) {
      const olds = before.filter((o) => names(o.node.name, r.old))
      // New to the scene, or the old node itself renamed into the new thing (its id kept).
      const news = named(r.new).filter((o) => !before.some((b) => b.node.id === o.node.id && names(b.node.name, r.new)))
      add('changes', `${r.old} replaced by ${r.new} where it stood`, named(r.old).length === 0 && olds.length > 0 && news.length > 0 && news.every((n) => olds.some((o) => standsWhere(n, o))))
    }
  }
  return out
}
