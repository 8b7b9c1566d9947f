import type { SceneDocument } from '../../../src/shared/scene/schema'
import { colourFamilies } from './judge'
import { boxesOverlap, cx, cz, type Leaf, type Obj } from './scene-geometry'

/**
 * The third held-out set's constraints (issues 25 and 30), measured on geometry and colours
 * only: colours bound to parts and per item, rows and side-by-side lines, distribution over
 * ends, sides and corners, fliers over a group, spans, hanging signs, and a noun that is either
 * made at a plausible size or named in the reply as not made. Written without reading the planner.
 */
type Box = Obj['box']
const dims = (b: Box) => [b.max[0] - b.min[0], b.max[1] - b.min[1], b.max[2] - b.min[2]]
const boxSurface = (b: Box) => {
  const [x, y, z] = dims(b)
  return 2 * (x * y + y * z + x * z)
}
/**
 * A piece's surface, from its box and its shape (a pyramid roof has much less surface than its
 * box): what a viewer sees of it, near enough to tell which colour covers most of an object.
 */
function surface(l: Leaf): number {
  const [x, y, z] = dims(l.box)
  const r = (x + z) / 4
  switch (l.shape) {
    case 'sphere': {
      const [a, b, c] = [x / 2, y / 2, z / 2]
      const p = 1.6
      return 4 * Math.PI * Math.pow((Math.pow(a * b, p) + Math.pow(a * c, p) + Math.pow(b * c, p)) / 3, 1 / p)
    }
    case 'cylinder':
    case 'capsule':
      return 2 * Math.PI * r * y + 2 * Math.PI * r * r
    case 'cone':
      return Math.PI * r * Math.hypot(r, y) + Math.PI * r * r
    case 'pyramid':
      return x * z + x * Math.hypot(z / 2, y) + z * Math.hypot(x / 2, y)
    case 'plane':
      return Math.max(x * z, x * y, y * z)
    case 'torus': {
      const tube = Math.min(x, y, z) / 2
      return 4 * Math.PI * Math.PI * Math.max(tube, Math.max(x, z) / 2 - tube) * tube
    }
    default:
      return boxSurface(l.box)
  }
}
const shapeLeaves = (o: Obj) => o.leaves.filter((l) => l.node.kind === 'shape')
const familiesOf = (l: Leaf) => (l.node.kind === 'shape' ? colourFamilies(l.node.material.albedo) : [])
const norm = (c: string) => c.toLowerCase().replace(/^light |^dark |^bright |^pale |^deep /, '')

/**
 * Surface per colour, a colour being a piece's set of hue families (so a white piece and a grey
 * one are two colours although both read as 'silver').
 */
function surfaceByColour(o: Obj): Map<string, number> {
  const m = new Map<string, number>()
  for (const l of shapeLeaves(o)) {
    const key = familiesOf(l).join('/')
    m.set(key, (m.get(key) ?? 0) + surface(l))
  }
  return m
}
const mainSurface = (o: Obj, colour: string) => {
  const m = surfaceByColour(o)
  const top = Math.max(0, ...m.values())
  return [...m].filter(([k, v]) => v >= top - 1e-9 && k.split('/').includes(norm(colour))).reduce((s, [, v]) => Math.max(s, v), 0)
}

/** The object's main colour: the colour that covers the most surface is (or ties with) one of `colour`'s family. */
export function mainColour(o: Obj, colour: string): boolean {
  return mainSurface(o, colour) > 0
}

/** A part colour: some piece has it, and that piece is smaller than what the main colour covers. */
export function partColour(o: Obj, part: string, main: string): boolean {
  const covered = mainSurface(o, main)
  return shapeLeaves(o).some((l) => familiesOf(l).includes(norm(part)) && surface(l) < covered)
}

/** Each listed colour is the main colour of a different instance (a matching, tried greedily over permutations of small lists). */
export function coloursPerItem(objs: Obj[], colours: string[]): boolean {
  const can = colours.map((c) => objs.map((o) => mainColour(o, c)))
  const used = new Set<number>()
  const match = (i: number): boolean => {
    if (i === colours.length) return true
    for (let j = 0; j < objs.length; j++) {
      if (used.has(j) || !can[i][j]) continue
      used.add(j)
      if (match(i + 1)) return true
      used.delete(j)
    }
    return false
  }
  return match(0)
}

const solidOverlap = (a: Obj, b: Obj) => boxesOverlap(a.box, b.box, 0.005) && a.leaves.some((la) => !la.fluid && b.leaves.some((lb) => !lb.fluid && boxesOverlap(la.box, lb.box, 0.005)))
export const apart = (objs: Obj[]) => objs.every((a, i) => objs.every((b, j) => j <= i || !solidOverlap(a, b)))

/** The main axis of the objects' centres on the ground (unit vector), by the spread's principal direction. */
function mainAxis(objs: Obj[]): [number, number] {
  const mx = objs.reduce((s, o) => s + cx(o.box), 0) / objs.length
  const mz = objs.reduce((s, o) => s + cz(o.box), 0) / objs.length
  let sxx = 0, szz = 0, sxz = 0
  for (const o of objs) {
    const dx = cx(o.box) - mx, dz = cz(o.box) - mz
    sxx += dx * dx; szz += dz * dz; sxz += dx * dz
  }
  const t = 0.5 * Math.atan2(2 * sxz, sxx - szz)
  return [Math.cos(t), Math.sin(t)]
}
const along = (b: Box, u: [number, number]) => {
  const c = cx(b) * u[0] + cz(b) * u[1]
  const h = (Math.abs(u[0]) * (b.max[0] - b.min[0]) + Math.abs(u[1]) * (b.max[2] - b.min[2])) / 2
  return [c - h, c + h]
}

/**
 * On one line with even gaps between neighbours' edges: one straight line crosses every
 * object's box, the edge gaps differ by at most 15 % of their mean (10 cm at least), nothing
 * overlaps. `maxGap` (side by side) and `minGap` (posts a sensible way apart) bound the gaps.
 */
export function evenLine(objs: Obj[], maxGap = Infinity, minGap = 0): boolean {
  if (objs.length < 2) return false
  const u = mainAxis(objs)
  const n: [number, number] = [-u[1], u[0]]
  const across = objs.map((o) => along(o.box, n))
  if (Math.max(...across.map((a) => a[0])) > Math.min(...across.map((a) => a[1])) + 1e-6) return false
  const spans = objs.map((o) => along(o.box, u)).sort((a, b) => a[0] - b[0])
  const gaps = spans.slice(1).map((s, i) => s[0] - spans[i][1])
  if (Math.min(...gaps) < Math.max(-0.005, minGap - 0.005) || Math.max(...gaps) > maxGap) return false
  const mean = gaps.reduce((s, g) => s + g, 0) / gaps.length
  return Math.max(...gaps) - Math.min(...gaps) <= Math.max(0.1, 0.15 * mean) && apart(objs)
}

/** The long axis of B on the ground, its centre and half length / half width (`turn` takes the other axis). */
function frame(b: Box, turn = false) {
  const sx = b.max[0] - b.min[0], sz = b.max[2] - b.min[2]
  const u: [number, number] = sx >= sz !== turn ? [1, 0] : [0, 1]
  return { u, n: [u[1], u[0]] as [number, number], c: [cx(b), cz(b)], halfLen: Math.max(sx, sz) / 2, halfWidth: Math.min(sx, sz) / 2 }
}
const rel = (o: Obj, f: ReturnType<typeof frame>) => {
  const d = [cx(o.box) - f.c[0], cz(o.box) - f.c[1]]
  return { a: d[0] * f.u[0] + d[1] * f.u[1], n: d[0] * f.n[0] + d[1] * f.n[1] }
}

/** A between two of the Bs: its middle on the stretch joining their middles, within 1 m (or half its own width) of that line. */
export function between(a: Obj, bs: Obj[]): boolean {
  const p = [cx(a.box), cz(a.box)]
  const reach = Math.max(1, Math.max(a.box.max[0] - a.box.min[0], a.box.max[2] - a.box.min[2]) / 2)
  return bs.some((b1, i) => bs.some((b2, j) => {
    if (j <= i) return false
    const [x1, z1, x2, z2] = [cx(b1.box), cz(b1.box), cx(b2.box), cz(b2.box)]
    const len2 = (x2 - x1) ** 2 + (z2 - z1) ** 2
    if (len2 < 1e-9) return false
    const t = ((p[0] - x1) * (x2 - x1) + (p[1] - z1) * (z2 - z1)) / len2
    const off = Math.abs((p[0] - x1) * (z2 - z1) - (p[1] - z1) * (x2 - x1)) / Math.sqrt(len2)
    return t > 0.05 && t < 0.95 && off <= reach
  }))
}

/** One A near each end of B's long axis (within 1.5 m of the end, or a fifth of B's length). */
export function atEachEnd(as: Obj[], b: Obj): boolean {
  const f = frame(b.box)
  const near = Math.max(1.5, f.halfLen * 0.4)
  const r = as.map((a) => rel(a, f))
  return r.some((p) => Math.abs(p.a - f.halfLen) <= near) && r.some((p) => Math.abs(p.a + f.halfLen) <= near)
}

/** Some A on each side of B's long axis, outside B's width (trees on each bank, lamps on both sides of the road). */
export function eitherSide(as: Obj[], b: Obj): boolean {
  const f = frame(b.box)
  const r = as.map((a) => ({ p: rel(a, f), half: Math.min(a.box.max[0] - a.box.min[0], a.box.max[2] - a.box.min[2]) / 2 }))
  const out = (s: number) => r.some(({ p, half }) => s * p.n >= f.halfWidth - half - 0.05 && Math.abs(p.a) <= f.halfLen + 2)
  return out(1) && out(-1)
}

/** One A near each of B's four corners, each a different A. */
export function atEachCorner(as: Obj[], b: Obj): boolean {
  const B = b.box
  const reach = Math.max(1, 0.25 * Math.max(B.max[0] - B.min[0], B.max[2] - B.min[2]))
  const corners = [[B.min[0], B.min[2]], [B.min[0], B.max[2]], [B.max[0], B.min[2]], [B.max[0], B.max[2]]]
  const used = new Set<Obj>()
  return corners.every(([x, z]) => {
    const hit = as.filter((a) => !used.has(a)).sort((p, q) => Math.hypot(cx(p.box) - x, cz(p.box) - z) - Math.hypot(cx(q.box) - x, cz(q.box) - z))[0]
    if (!hit || Math.hypot(cx(hit.box) - x, cz(hit.box) - z) > reach) return false
    used.add(hit)
    return true
  })
}

/** A flier over a group: its middle over the group's footprint, its bottom clear of the group's tallest top. */
export function overGroup(a: Obj, group: Obj[]): boolean {
  if (!group.length) return false
  const minX = Math.min(...group.map((o) => o.box.min[0])), maxX = Math.max(...group.map((o) => o.box.max[0]))
  const minZ = Math.min(...group.map((o) => o.box.min[2])), maxZ = Math.max(...group.map((o) => o.box.max[2]))
  const top = Math.max(...group.map((o) => o.box.max[1]))
  return cx(a.box) >= minX && cx(a.box) <= maxX && cz(a.box) >= minZ && cz(a.box) <= maxZ && a.box.min[1] >= top + 0.05
}

/**
 * A span: A crosses B's width, stands on the ground (or rests within 3 cm of B's top) beyond
 * both edges, and the piece of A right over B's middle has its bottom above B's top by no more
 * than 2 m (water, a stream, a moat); over traffic (a road) the deck leaves 2.5 to 7 m of headroom.
 */
export function spans(a: Obj, b: Obj, clear: [number, number] = [-0.005, 2]): boolean {
  // A square or round B (a pond, a moat) has no long axis: across it either way is a span.
  // (Its two sides differ by rounding alone, and that alone picked the one way allowed.)
  const sx = b.box.max[0] - b.box.min[0], sz = b.box.max[2] - b.box.min[2]
  return spansAlong(a, b, clear, false) || (Math.abs(sx - sz) <= 0.02 * Math.max(sx, sz) && spansAlong(a, b, clear, true))
}

function spansAlong(a: Obj, b: Obj, clear: [number, number], turn: boolean): boolean {
  const f = frame(b.box, turn)
  const side = (l: Leaf) => {
    const d = [cx(l.box) - f.c[0], cz(l.box) - f.c[1]]
    return d[0] * f.n[0] + d[1] * f.n[1]
  }
  const grounded = a.leaves.filter((l) => l.box.min[1] <= 0.05 || Math.abs(l.box.min[1] - b.box.max[1]) <= 0.03)
  const banks = grounded.some((l) => side(l) >= f.halfWidth - 0.05) && grounded.some((l) => side(l) <= -f.halfWidth + 0.05)
  const [mx, mz] = [cx(b.box), cz(b.box)]
  const over = a.leaves.filter((l) => {
    // over B's centre line, anywhere along B's length that A covers
    const t = f.u[0] ? [cx(l.box), mz] : [mx, cz(l.box)]
    return t[0] >= l.box.min[0] - 1e-6 && t[0] <= l.box.max[0] + 1e-6 && t[1] >= l.box.min[2] - 1e-6 && t[1] <= l.box.max[2] + 1e-6
  })
  if (!over.length) return false
  const clearance = Math.min(...over.map((l) => l.box.min[1])) - b.box.max[1]
  return banks && clearance >= clear[0] && clearance <= clear[1]
}

const touch = (a: Box, b: Box, d: number) => [0, 1, 2].every((i) => a.min[i] <= b.max[i] + d && b.min[i] <= a.max[i] + d)
/**
 * A hanging sign is held: its biggest piece (the board) is up off the ground (≥ 0.5 m), and a
 * chain of touching pieces links the board to the ground or to another thing's piece (a post,
 * a bracket, a wall, a beam). A board in mid-air with nothing touching it fails.
 */
export function heldUp(o: Obj, all: Obj[]): boolean {
  const leaves = o.leaves.filter((l) => !l.fluid)
  if (!leaves.length) return false
  const board = [...leaves].sort((p, q) => surface(q) - surface(p))[0]
  if (board.box.min[1] < 0.5) return false
  const others = all.filter((x) => x !== o && !x.light).flatMap((x) => x.leaves)
  const reached = new Set<Leaf>(leaves.filter((l) => l.box.min[1] <= 0.03 || others.some((ol) => touch(l.box, ol.box, 0.02))))
  let grew = true
  while (grew) {
    grew = false
    for (const l of leaves) if (!reached.has(l) && [...reached].some((r) => touch(l.box, r.box, 0.02))) (reached.add(l), (grew = true))
  }
  return reached.has(board)
}

/** Did the reply say the noun could not be made? (the noun, or its plural, near a plain negative) */
export function saidNotMade(reply: string | undefined, noun: string): boolean {
  if (!reply) return false
  const r = reply.toLowerCase()
  const n = noun.toLowerCase()
  const forms = [n, n + 's', n + 'es', n.replace(/y$/, 'ies')]
  const neg = /(could ?n[o']?t|can ?n[o']?t|cannot|unable|not able|don'?t (?:have|know)|do not (?:have|know)|no (?:model|shape|way)|wasn'?t able|skipped|left out)/
  return r.split(/(?<=[.!?;])\s+/).some((s) => neg.test(s) && forms.some((f) => new RegExp(`\\b${f.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\b`).test(s)))
}

/** Counts nodes anywhere in the document named for the noun, a named group counted once (a desk set's own keyboard counts). */
export function countAnywhere(doc: SceneDocument, isNamed: (name: string) => boolean): number {
  let n = 0
  for (const node of Object.values(doc.nodes)) {
    if (node.kind === 'audio' || node.kind === 'light' || node.kind === 'text' || !isNamed(node.name)) continue
    let p = node.parentId ? doc.nodes[node.parentId] : undefined
    let inside = false
    while (p) {
      if (isNamed(p.name)) inside = true
      p = p.parentId ? doc.nodes[p.parentId] : undefined
    }
    if (!inside) n++
  }
  return n
}
