import type { SceneDocument } from '../../../src/shared/scene/schema'
import { names, type Category, type Verdict } from './judge'
import { sizeOf } from './judge-v4'
import { cx, cz, objectsOf, type Obj } from './scene-geometry'

/** Follow-ups that change what is there, judged against the documents the author saw before. */
export interface ChangeExpect {
  /** The nearest a–b pair (horizontal centres) is nearer than before by at least 10 % and 20 cm. */
  closer?: { a: string; b: string }[]
  /** Every instance present before and now (same node id; '*' = every object) has its largest side × factor, ±15 %. */
  scaled?: { noun: string; factor: number }[]
  /** Every instance is back where it was after step `step` of the chain (1-based), its centre within 5 cm. */
  backTo?: { noun: string; step: number }[]
  /** Exactly one instance fewer, and the one gone was the leftmost (-X), rightmost, frontmost (+Z) or backmost before. */
  removedWhich?: { noun: string; which: 'leftmost' | 'rightmost' | 'frontmost' | 'backmost' }[]
  /** Every instance there before (same id) moved by dx along X and dz along Z (metres, [min, max]; left is -X, toward the viewer +Z). */
  shifted?: { noun: string; dx?: [number, number]; dz?: [number, number] }[]
  /** Every instance there before is still there (same id), its centre within 2 cm and its size within 2 %. */
  unchanged?: string[]
}

const centre = (o: Obj) => [cx(o.box), (o.box.min[1] + o.box.max[1]) / 2, cz(o.box)]
const nearest = (as: Obj[], bs: Obj[]) => Math.min(Infinity, ...as.flatMap((a) => bs.filter((b) => b.node.id !== a.node.id).map((b) => Math.hypot(cx(a.box) - cx(b.box), cz(a.box) - cz(b.box)))))

export function changeVerdicts(expect: ChangeExpect, ctx: { before?: SceneDocument; history?: SceneDocument[] }, objs: Obj[], named: (noun: string) => Obj[]): Verdict[] {
  const out: Verdict[] = []
  const add = (what: string, ok: boolean) => out.push({ category: 'changes' as Category, what, ok })
  if (!ctx.before) return out
  const before = objectsOf(ctx.before).filter((o) => !o.light)
  const namedBefore = (noun: string) => before.filter((o) => (noun === '*' ? o.leaves.length > 0 : names(o.node.name, noun)))
  for (const c of expect.closer ?? []) {
    const was = nearest(namedBefore(c.a), namedBefore(c.b))
    const now = nearest(named(c.a), named(c.b))
    add(`${c.a} moved closer to ${c.b} (${was.toFixed(2)} → ${now.toFixed(2)} m)`, Number.isFinite(was) && now <= was - Math.max(0.2, 0.1 * was))
  }
  for (const s of expect.scaled ?? []) {
    const now = s.noun === '*' ? objs.filter((o) => o.leaves.length > 0) : named(s.noun)
    const pairs = now.map((o) => [o, namedBefore(s.noun).find((b) => b.node.id === o.node.id)] as const).filter(([, b]) => b)
    const ratios = pairs.map(([o, b]) => sizeOf(o) / sizeOf(b!))
    add(`${s.noun} ×${s.factor} in size (got ${ratios.map((r) => r.toFixed(2)).join('/') || 'none'})`, ratios.length > 0 && pairs.length === namedBefore(s.noun).length && ratios.every((r) => Math.abs(r - s.factor) <= 0.15 * s.factor))
  }
  for (const b of expect.backTo ?? []) {
    const then = ctx.history?.[b.step] ? objectsOf(ctx.history[b.step]).filter((o) => names(o.node.name, b.noun)) : []
    const now = named(b.noun)
    const ok = now.length > 0 && now.length === then.length && now.every((o) => {
      const t = then.find((x) => x.node.id === o.node.id) ?? (then.length === 1 ? then[0] : undefined)
      return !!t && Math.hypot(...centre(o).map((v, i) => v - centre(t)[i])) <= 0.05
    })
    add(`${b.noun} back where it was after step ${b.step}`, ok)
  }
  for (const r of expect.removedWhich ?? []) {
    const was = namedBefore(r.noun)
    const now = named(r.noun)
    const gone = was.filter((o) => !now.some((n) => n.node.id === o.node.id))
    const key = (o: Obj) => (r.which === 'leftmost' ? cx(o.box) : r.which === 'rightmost' ? -cx(o.box) : r.which === 'frontmost' ? -cz(o.box) : cz(o.box))
    // Ties (a line running the other way) count as extreme too: within 5 cm of the extreme one.
    const least = Math.min(...was.map(key))
    add(`the ${r.which} ${r.noun} removed (${was.length} → ${now.length})`, was.length > 1 && now.length === was.length - 1 && gone.length === 1 && key(gone[0]) <= least + 0.05)
  }
  for (const m of expect.shifted ?? []) {
    const was = namedBefore(m.noun)
    const moves = was.map((b) => objs.find((o) => o.node.id === b.node.id)).map((o, i) => (o ? [cx(o.box) - cx(was[i].box), cz(o.box) - cz(was[i].box)] : null))
    const within = (v: number, r?: [number, number]) => !r || (v >= r[0] && v <= r[1])
    add(`${m.noun} moved${m.dx ? ` ${m.dx.join('..')} m along x` : ''}${m.dz ? ` ${m.dz.join('..')} m along z` : ''} (got ${moves.map((d) => (d ? d.map((v) => v.toFixed(2)).join(',') : 'gone')).join(' / ')})`, was.length > 0 && moves.every((d) => !!d && within(d[0], m.dx) && within(d[1], m.dz)))
  }
  for (const noun of expect.unchanged ?? []) {
    const was = namedBefore(noun)
    const ok = was.length > 0 && was.every((b) => {
      const o = objs.find((x) => x.node.id === b.node.id)
      return !!o && Math.hypot(...centre(o).map((v, i) => v - centre(b)[i])) <= 0.02 && Math.abs(sizeOf(o) / sizeOf(b) - 1) <= 0.02
    })
    add(`${noun} left as it was`, ok)
  }
  return out
}
