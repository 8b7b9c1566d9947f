import type { Vec3 } from '../../../shared/scene/schema'
import type { Box } from '../../../shared/scene/bounds'
import { surfacesOf } from './catalog/support'
import type { ObjectSpec } from './catalog/dsl'
import { boxToWorld, type Frame } from './layout-support'
import { turned } from './layout-geometry'
import { boxAt, type Occupancy, type Rect } from '../../../shared/scene/space-index'

/**
 * Several things put on one top ('a glass vase and a chrome sphere on a table') are first packed
 * from one end so that all of them find room; once all are down they are spread across the top
 * as one centred row with even gaps, so none hides another and the top does not look half empty.
 */
export interface OnTop {
  /** Which top: the target's world box, as a key, and the top's world rectangle and height. */
  key: string
  rect: Rect
  y: number
  size: Vec3
  slot: { centre: Vec3; rotY: number; k?: number; nest?: unknown }
}

/** The world rectangle of the target's top that holds `centre`, when it is the target's very top (nothing of it stands higher). */
export function topHolding(target: Box, spec: ObjectSpec, frame: Frame, centre: Vec3): { rect: Rect; y: number } | null {
  for (const s of surfacesOf(spec)) {
    const r = boxToWorld({ min: [s.minX, s.y, s.minZ], max: [s.maxX, s.y, s.maxZ] }, frame)
    if (Math.abs(r.max[1] - centre[1]) > 0.016 || Math.abs(r.max[1] - target.max[1]) > 0.01) continue
    if (centre[0] < r.min[0] - 1e-6 || centre[0] > r.max[0] + 1e-6 || centre[2] < r.min[2] - 1e-6 || centre[2] > r.max[2] + 1e-6) continue
    return { rect: { minX: r.min[0], maxX: r.max[0], minZ: r.min[2], maxZ: r.max[2] }, y: centre[1] }
  }
  return null
}

const same = (a: Box, b: Box) => a.min.every((v, i) => Math.abs(v - b.min[i]) < 1e-6) && a.max.every((v, i) => Math.abs(v - b.max[i]) < 1e-6)

/** Spreads each top's things along its long side; a top whose things carry others, or that cannot take the row, is left as packed. */
export function spreadTops(items: OnTop[], occupancy: Occupancy, slots?: Map<number, { centre: Vec3 }[]>): void {
  const byTop = new Map<string, OnTop[]>()
  for (const it of items) byTop.set(it.key, [...(byTop.get(it.key) ?? []), it])
  for (const list of byTop.values()) {
    if (list.length < 2 || list.some((it) => it.slot.nest || Math.abs(it.y - list[0].y) > 1e-6)) continue
    const boxes = list.map((it) => boxAt(it.slot.centre, turned(it.size.map((v) => v * (it.slot.k ?? 1)) as Vec3, it.slot.rotY)))
    // Something resting on one of them (a cat on the box on the table) would be left in the air.
    if (occupancy.boxes.some((b) => !boxes.some((o) => same(o, b)) && boxes.some((o) => Math.abs(b.min[1] - o.max[1]) < 0.002 && b.min[0] < o.max[0] && b.max[0] > o.min[0] && b.min[2] < o.max[2] && b.max[2] > o.min[2]))) continue
    // What is inside one of them (roses in the vase) goes with it.
    const within = (p: Vec3, o: Box) => p[1] > o.min[1] + 0.001 && p[1] < o.max[1] - 0.002 && p[0] > o.min[0] && p[0] < o.max[0] && p[2] > o.min[2] && p[2] < o.max[2]
    const centreOfBox = (b: Box): Vec3 => [(b.min[0] + b.max[0]) / 2, b.min[1], (b.min[2] + b.max[2]) / 2]
    const contents = boxes.map((o) => occupancy.boxes.filter((b) => !boxes.some((x) => same(x, b)) && within(centreOfBox(b), o)))
    const { rect } = list[0]
    const alongX = rect.maxX - rect.minX >= rect.maxZ - rect.minZ
    const a = alongX ? 0 : 2
    const [lo, hi] = alongX ? [rect.minX, rect.maxX] : [rect.minZ, rect.maxZ]
    const widths = boxes.map((b) => b.max[a] - b.min[a])
    const free = hi - lo - widths.reduce((s, w) => s + w, 0)
    // Even gaps, no wider than one and a half of the widest thing: a pair on a long table stays a pair.
    const gap = Math.min(free / (list.length + 1), 1.5 * Math.max(...widths))
    if (!(gap >= 0.02)) continue
    const order = list.map((_, i) => i).sort((i, j) => boxes[i].min[a] - boxes[j].min[a])
    const mid = alongX ? (rect.minZ + rect.maxZ) / 2 : (rect.minX + rect.maxX) / 2
    let at = (lo + hi) / 2 - (widths.reduce((s, w) => s + w, 0) + gap * (list.length - 1)) / 2
    const moved: Box[] = []
    for (const i of order) {
      const c: Vec3 = alongX ? [at + widths[i] / 2, list[i].y, mid] : [mid, list[i].y, at + widths[i] / 2]
      at += widths[i] + gap
      moved[i] = boxAt(c, [boxes[i].max[0] - boxes[i].min[0], boxes[i].max[1] - boxes[i].min[1], boxes[i].max[2] - boxes[i].min[2]])
    }
    // Anything else up there (a part of the target is not: the top is its highest) keeps the row from forming.
    const others = occupancy.boxes.filter((b) => !boxes.some((o) => same(o, b)) && !contents.some((c) => c.includes(b)))
    const clear = moved.every((m) => others.every((b) => b.max[1] <= m.min[1] + 1e-6 || b.min[1] >= m.max[1] - 1e-6 || m.max[0] <= b.min[0] + 1e-6 || m.min[0] >= b.max[0] - 1e-6 || m.max[2] <= b.min[2] + 1e-6 || m.min[2] >= b.max[2] - 1e-6))
    if (!clear) continue
    list.forEach((it, i) => {
      const idx = occupancy.boxes.findIndex((b) => same(b, boxes[i]))
      if (idx >= 0) occupancy.boxes[idx] = moved[i]
      const dx = (moved[i].min[0] + moved[i].max[0]) / 2 - it.slot.centre[0]
      const dz = (moved[i].min[2] + moved[i].max[2]) / 2 - it.slot.centre[2]
      for (const other of slots ? [...slots.values()].flat() : []) {
        if (other !== it.slot && !list.some((x) => x.slot === other) && within(other.centre, boxes[i])) (other.centre[0] += dx), (other.centre[2] += dz)
      }
      for (const b of contents[i]) (b.min[0] += dx), (b.max[0] += dx), (b.min[2] += dz), (b.max[2] += dz)
      it.slot.centre[0] += dx
      it.slot.centre[2] += dz
    })
  }
}
