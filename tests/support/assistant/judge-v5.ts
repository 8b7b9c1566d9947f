import type { SceneDocument, SceneNode } from '../../../src/shared/scene/schema'
import { names, type Category, type Verdict } from './judge'
import { countAnywhere } from './judge-v3'
import { sizeOf, type ExpectV4 } from './judge-v4'
import { answersTo, ELEMENT_DRAWS, EVENT_ACTION, motionAxis, orbitCentre, overMiddle, startsHidden, subtree, worldPosition, ancestors, type Action } from './behaviour-v5'
import { textVerdicts, type TextExpect } from './text-v5'
import { changeVerdicts, type ChangeExpect } from './changes-v5'
import { cx, cz, objectsOf, type Obj } from './scene-geometry'

/**
 * The fifth held-out set's constraints (written without reading the planner), on the document's
 * geometry, events, motions, text and settings; the reply is read only where a key says so.
 */
export interface ExpectV5 extends ExpectV4, TextExpect, ChangeExpect {
  /**
   * A tap (click; 'double-click' when said) on any node of a `subject` object does `action` to a
   * node that answers to `target` (it or a node above it is so named; 'light' is any light node),
   * by default the subject object itself (any of a list; for play, by default any audio or video). hide: a disable event on a target visible at first;
   * show: an enable event on a target hidden at first; animate: an animate event on a target that
   * (or a node under it) has a motion; move: the same; open: the same with a swing; play: a play
   * event; link: a redirect with a URL.
   */
  taps?: { subject: string; action: Action; target?: string | string[]; trigger?: 'click' | 'double-click' }[]
  /** No disable event aims at the noun's object root or at a node (no light) named so ('turns off' hides the light, not the lamp). */
  neverHidden?: string[]
  /**
   * Every topmost node named `subject` (an object, or a node under a pivot) has, on itself or a
   * node under it (the node named `part`, or a node holding such parts, and then not the
   * subject's own node unless it is the part), a motion of `kind`.
   * axis: its world axis vertical (|y| ≥ 0.8) or horizontal (|y| ≤ 0.3). around (orbits): the
   * orbit's world centre lies over the middle of an `around` object, or the subject hangs under
   * a node that spins about a vertical axis with its pivot there, and the subject is off that pivot.
   */
  motions?: { subject: string; kind: 'spin' | 'orbit' | 'swing' | 'bob'; part?: string; axis?: 'vertical' | 'horizontal'; around?: string }[]
  /** No node of the noun's objects moves (no motion), e.g. the sun an orbit goes around. */
  still?: string[]
  /** Every instance measures within [min, max] metres: height, across (larger horizontal side) or size (largest side). */
  sizes?: { noun: string; measure: 'height' | 'across' | 'size'; min: number; max: number }[]
  /** All drawn objects together span within [min, max] metres across (larger horizontal side of their union). */
  extent?: { min: number; max: number }
  /** Some a and b (different objects): horizontal centre distance or edge-to-edge gap within [min, max] metres. */
  distances?: { a: string; b: string; min: number; max: number }[]
  /** Some subject rests on the very top of an object: its bottom within 3 cm of the object's highest point, its middle over the object's footprint. */
  onTop?: { subject: string; object: string }[]
  /** Every instance stands on the ground (its bottom within 3 cm of y = 0). */
  grounded?: string[]
  /** At least `min` instances, pairwise differing by at least 5 cm and 5 %: in height, or in level (their tops differ, or their bottoms do: a balloon on a string, a lantern on a cord). */
  differ?: { noun: string; what: 'height' | 'level'; min: number }[]
  /** Instances in exactly `rows` parallel lines (along x or z) of at least `per` each, lines ≥ 0.4 m apart, each line within 0.3 m. */
  rows?: { noun: string; rows: number; per: number }[]
  /** No object (top-level thing) so named; parts may be (a bell's hanging ring is no ring added). */
  noObjects?: string[]
  /** Named nowhere (parts too) and drawn by no environment element ('no trees' also drops foliage). */
  noneAtAll?: string[]
  /** face: settings.faceTracking set, or the plan names a face project; image: settings.imageTarget set, or the plan names an image-target project; world: neither. */
  project?: 'face' | 'image' | 'world'
  /** On the reference head (origin between the ears, +z out of the face, metres): eyes (centre 0–7 cm up, front ≥ 6 cm out, centred, 10–25 cm across), top (bottom 4–20 cm up, over the crown), nose or mouth. */
  onHead?: { noun: string; at: 'eyes' | 'top' | 'nose' | 'mouth' }[]
  /** The reply contains one word of each list (loosely: 'the reply says what was done'). */
  replySays?: string[][]
}

export interface ContextV5 {
  doc: SceneDocument
  reply: string
  /** The plan's own fields besides ops and reply (a project type, if it names one). */
  plan: Record<string, unknown>
  before?: SceneDocument
  /** The documents after each earlier step of a chain, [0] the empty start. */
  history?: SceneDocument[]
}

const nodesOf = (doc: SceneDocument, objs: Obj[]) => objs.flatMap((o) => subtree(doc, o.node.id))
const heightOf = (o: Obj) => o.box.max[1] - o.box.min[1]
const acrossOf = (o: Obj) => Math.max(o.box.max[0] - o.box.min[0], o.box.max[2] - o.box.min[2])

function gap(a: Obj, b: Obj): number {
  const gx = Math.max(0, Math.max(a.box.min[0], b.box.min[0]) - Math.min(a.box.max[0], b.box.max[0]))
  const gz = Math.max(0, Math.max(a.box.min[2], b.box.min[2]) - Math.min(a.box.max[2], b.box.max[2]))
  return Math.hypot(gx, gz)
}

/** Sorted values split where consecutive ones are more than `split` apart. */
function clusters(values: number[], split: number): number[][] {
  const s = [...values].sort((p, q) => p - q)
  const out: number[][] = []
  for (const v of s) {
    const last = out[out.length - 1]
    if (last && v - last[last.length - 1] <= split) last.push(v)
    else out.push([v])
  }
  return out
}

function projectOf(doc: SceneDocument, plan: Record<string, unknown>): 'face' | 'image' | 'world' {
  const said = Object.entries(plan).filter(([k, v]) => /project|type|category|mode/i.test(k) && typeof v === 'string').map(([, v]) => v as string)
  if (doc.settings.faceTracking || said.some((v) => /face/i.test(v))) return 'face'
  if (doc.settings.imageTarget || said.some((v) => /image/i.test(v))) return 'image'
  return 'world'
}

const HEAD_ZONE = {
  // Lenses at eye height (3 cm above the origin), in front of the face, centred.
  eyes: (o: Obj) => cy(o) >= 0 && cy(o) <= 0.07 && o.box.max[2] >= 0.06 && Math.abs(cx(o.box)) <= 0.03 && acrossOf(o) >= 0.1 && acrossOf(o) <= 0.25,
  top: (o: Obj) => o.box.min[1] >= 0.04 && o.box.min[1] <= 0.2 && Math.abs(cx(o.box)) <= 0.05 && Math.abs(cz(o.box)) <= 0.08,
  nose: (o: Obj) => cy(o) >= -0.04 && cy(o) <= 0.04 && o.box.max[2] >= 0.08 && Math.abs(cx(o.box)) <= 0.03,
  mouth: (o: Obj) => cy(o) >= -0.1 && cy(o) <= -0.02 && o.box.max[2] >= 0.07 && Math.abs(cx(o.box)) <= 0.04,
}
const cy = (o: Obj) => (o.box.min[1] + o.box.max[1]) / 2

export function judgeV5(expect: ExpectV5, ctx: ContextV5): Verdict[] {
  const doc = ctx.doc
  const all = objectsOf(doc)
  const objs = all.filter((o) => !o.light)
  const named = (noun: string) => objs.filter((o) => names(o.node.name, noun))
  const out: Verdict[] = []
  const add = (category: Category | 'project' | 'reply', what: string, ok: boolean) => out.push({ category: category as Category, what, ok })

  for (const t of expect.taps ?? []) {
    const trigger = t.trigger ?? 'click'
    const ok = nodesOf(doc, named(t.subject)).some((n) =>
      n.events.some((e) => {
        if (e.trigger !== trigger || e.action !== EVENT_ACTION[t.action]) return false
        if (t.action === 'link') return !!e.url
        const target = e.targetId ? doc.nodes[e.targetId] : undefined
        if (!target) return false
        const wanted = t.target === undefined ? [] : Array.isArray(t.target) ? t.target : [t.target]
        const aimed = wanted.length
          ? wanted.some((w) => answersTo(doc, target, w))
          : t.action === 'play' ? target.kind === 'audio' || target.kind === 'video' : named(t.subject).some((o) => subtree(doc, o.node.id).includes(target))
        if (!aimed) return false
        if (t.action === 'hide') return !startsHidden(doc, target)
        if (t.action === 'show') return startsHidden(doc, target)
        const moving = subtree(doc, target.id).filter((m) => m.motion)
        return t.action === 'open' ? moving.some((m) => m.motion!.kind === 'swing') : t.action === 'play' || moving.length > 0
      }),
    )
    add('events', `${trigger} ${t.subject} → ${t.action}${t.target ? ` ${[t.target].flat().join('/')}` : ''}`, ok)
  }
  for (const noun of expect.neverHidden ?? []) {
    const bad = Object.values(doc.nodes).some((n) => n.events.some((e) => {
      const t = e.action === 'disable' && e.targetId ? doc.nodes[e.targetId] : undefined
      return !!t && t.kind !== 'light' && (names(t.name, noun) || named(noun).some((o) => o.node.id === t.id))
    }))
    add('events', `${noun} itself never hidden`, !bad)
  }
  for (const m of expect.motions ?? []) {
    // The subject's topmost nodes so named, wherever they hang (a planet may ride under a pivot group).
    const subjects = Object.values(doc.nodes).filter((n) => n.kind !== 'light' && names(n.name, m.subject) && !ancestors(doc, n.id).some((a) => names(a.name, m.subject)))
    const centres = m.around ? named(m.around).filter((c) => !subjects.some((s) => subtree(doc, c.node.id).includes(s))) : []
    const axisOk = (n: SceneNode) => {
      if (!m.axis) return true
      const y = Math.abs(motionAxis(doc, n)[1])
      return m.axis === 'vertical' ? y >= 0.8 : y <= 0.3
    }
    const movesRight = (s: SceneNode) => {
      const candidates = subtree(doc, s.id).filter((n) => !m.part || ((names(n.name, m.part) || subtree(doc, n.id).some((c) => c !== n && names(c.name, m.part!))) && (n !== s || names(n.name, m.part))))
      if (!m.around) return candidates.some((n) => n.motion?.kind === m.kind && axisOk(n))
      const orbits = candidates.some((n) => n.motion?.kind === 'orbit' && Math.abs(motionAxis(doc, n)[1]) >= 0.8 && centres.some((c) => overMiddle(orbitCentre(doc, n), c)))
      // Carried round by a spinning pivot: a node above it spins about a vertical axis over the centre's middle, with it off that pivot.
      const at = worldPosition(doc, s)
      const carried = ancestors(doc, s.id).some((p) => {
        if (p.motion?.kind !== 'spin' || Math.abs(motionAxis(doc, p)[1]) < 0.8) return false
        const pivot = worldPosition(doc, p)
        return centres.some((c) => overMiddle(pivot, c)) && Math.hypot(at[0] - pivot[0], at[2] - pivot[2]) > 0.1
      })
      return orbits || carried
    }
    // Every instance moves so ('planets orbit the sun': each of them).
    add('motion', `${m.subject}${m.part ? `'s ${m.part}` : ''} ${m.kind}${m.axis ? ` (${m.axis} axis)` : ''}${m.around ? ` around ${m.around}` : ''}`, subjects.length > 0 && subjects.every(movesRight))
  }
  for (const noun of expect.still ?? []) add('motion', `${noun} stays still`, named(noun).length > 0 && !nodesOf(doc, named(noun)).some((n) => n.motion))
  for (const s of expect.sizes ?? []) {
    const found = named(s.noun)
    const measure = s.measure === 'height' ? heightOf : s.measure === 'across' ? acrossOf : sizeOf
    add('sizes', `${s.noun} ${s.measure} ${s.min}-${s.max} m (got ${found.map((o) => measure(o).toFixed(2)).join('/') || 'none'})`, found.length > 0 && found.every((o) => measure(o) >= s.min && measure(o) <= s.max))
  }
  if (expect.extent) {
    const drawn = objs.filter((o) => o.leaves.length)
    const across = drawn.length ? Math.max(Math.max(...drawn.map((o) => o.box.max[0])) - Math.min(...drawn.map((o) => o.box.min[0])), Math.max(...drawn.map((o) => o.box.max[2])) - Math.min(...drawn.map((o) => o.box.min[2]))) : 0
    add('sizes', `whole scene ${expect.extent.min}-${expect.extent.max} m across (got ${across.toFixed(2)})`, across >= expect.extent.min && across <= expect.extent.max)
  }
  for (const d of expect.distances ?? []) {
    const pairs = named(d.a).flatMap((a) => named(d.b).filter((b) => b !== a).map((b) => [Math.hypot(cx(a.box) - cx(b.box), cz(a.box) - cz(b.box)), gap(a, b)]))
    const ok = pairs.some((p) => p.some((v) => v >= d.min && v <= d.max))
    add('sizes', `${d.a} ${d.min}-${d.max} m from ${d.b} (got ${pairs.map((p) => p.map((v) => v.toFixed(1)).join('/')).join(', ') || 'none'})`, ok)
  }
  for (const t of expect.onTop ?? []) {
    const ok = named(t.subject).some((a) => named(t.object).some((b) => b !== a && Math.abs(a.box.min[1] - b.box.max[1]) <= 0.03 && cx(a.box) >= b.box.min[0] && cx(a.box) <= b.box.max[0] && cz(a.box) >= b.box.min[2] && cz(a.box) <= b.box.max[2]))
    add('relations', `${t.subject} on top of ${t.object}`, ok)
  }
  for (const noun of expect.grounded ?? []) add('relations', `${noun} on the ground`, named(noun).length > 0 && named(noun).every((o) => Math.abs(o.box.min[1]) <= 0.03))
  for (const d of expect.differ ?? []) {
    const found = named(d.noun)
    const apart = (v: number[]) => v.every((a, i) => v.every((b, j) => j <= i || Math.abs(a - b) >= Math.max(0.05, 0.05 * Math.max(Math.abs(a), Math.abs(b)))))
    const tops = found.map((o) => o.box.max[1]), bottoms = found.map((o) => o.box.min[1])
    const ok = found.length >= d.min && (d.what === 'height' ? apart(found.map(heightOf)) : apart(tops) || apart(bottoms))
    add('sizes', `${d.noun}s at different ${d.what === 'height' ? 'heights' : 'levels'} (got ${(d.what === 'height' ? found.map(heightOf) : tops).map((x) => x.toFixed(2)).join('/')})`, ok)
  }
  for (const r of expect.rows ?? []) {
    const found = named(r.noun)
    const ok = [0, 2].some((axis) => {
      const lines = clusters(found.map((o) => (axis === 0 ? cx(o.box) : cz(o.box))), 0.4)
      return lines.length === r.rows && lines.every((l) => l.length >= r.per && l[l.length - 1] - l[0] <= 0.3)
    })
    add('relations', `${r.noun}s in ${r.rows} rows of ${r.per}+ (got ${found.length})`, ok)
  }
  if (expect.noObjects?.length) {
    const got = expect.noObjects.filter((noun) => named(noun).length > 0)
    add('counts', `no ${expect.noObjects.join(', ')} added${got.length ? ` (got ${got.join(', ')})` : ''}`, got.length === 0)
  }
  if (expect.noneAtAll?.length) {
    const els = doc.settings.environment.elements
    const got = expect.noneAtAll.flatMap((noun) => [
      ...(countAnywhere(doc, (name) => names(name, noun)) ? [noun] : []),
      ...(ELEMENT_DRAWS[noun.replace(/s$/, '')] ?? []).filter((e) => els.includes(e)).map((e) => `${e} (draws ${noun})`),
    ])
    add('counts', `none of ${expect.noneAtAll.join(', ')} at all${got.length ? ` (got ${got.join(', ')})` : ''}`, got.length === 0)
  }
  if (expect.project) {
    const got = projectOf(doc, ctx.plan)
    add('project', `project type ${expect.project} (got ${got})`, got === expect.project)
  }
  for (const h of expect.onHead ?? []) add('relations', `${h.noun} at the head's ${h.at}`, named(h.noun).some(HEAD_ZONE[h.at]))
  for (const words of expect.replySays ?? []) add('reply', `reply says ${words.join('/')}`, words.some((w) => ctx.reply.toLowerCase().includes(w.toLowerCase())))
  out.push(...textVerdicts(expect, doc, named))
  out.push(...changeVerdicts(expect, ctx, objs, named))
  return out
}
