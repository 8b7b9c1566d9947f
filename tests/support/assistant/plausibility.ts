import { HEAD } from '../../../src/app/features/face-tracking/head-geometry'
import type { Box } from '../../../src/shared/scene/bounds'
import { boxesOverlap, footprint, overlapXZ, cx, cz, type Leaf, type Obj } from './scene-geometry'

/**
 * The rules every generated scene keeps, judged on drawn pieces: no two objects' pieces share
 * more than 5 mm of volume; everything rests on the ground, on a flat top that holds its middle
 * and a fair share of its footprint, inside a container's water, or against a wall (a tall thin
 * upright piece) — unless it may fly (by nature, or because the prompt said it floats or is above
 * something). A round top holds only something no wider than itself (a scoop on a scoop). In a
 * Face Tracking project the reference head is there too: what touches it is worn, resting on it.
 */
export interface Problem {
  kind: 'overlap' | 'floating' | 'unsupported'
  a: string
  b?: string
}

/** Things that are up in the air by nature (the sky, what flies, what hangs from the ceiling). */
export const FLIES = new Set([
  'bird', 'eagle', 'hawk', 'owl', 'parrot', 'sparrow', 'seagull', 'gull', 'crow', 'raven', 'pigeon', 'dove', 'blackbird', 'magpie', 'starling', 'jackdaw', 'rook', 'toucan', 'puffin', 'pelican', 'albatross', 'hummingbird', 'woodpecker', 'cardinal', 'kingfisher', 'bluebird', 'jay', 'canary', 'finch', 'goldfinch', 'parakeet', 'budgie', 'lovebird', 'vulture', 'condor', 'falcon', 'pixie', 'bat', 'butterfly', 'moth', 'bee', 'dragonfly', 'airplane', 'plane', 'aeroplane', 'jet', 'helicopter',
  'drone', 'ufo', 'spaceship', 'flying saucer', 'rocket', 'balloon', 'hot air balloon', 'kite', 'cloud', 'sun', 'moon', 'planet', 'star', 'comet', 'asteroid', 'meteor', 'satellite',
  'space station', 'earth', 'mars', 'venus', 'mercury', 'jupiter', 'saturn', 'uranus', 'neptune', 'pluto', 'ghost', 'firework', 'disco ball', 'chandelier', 'dragon', 'angel', 'fairy',
  'black hole', 'galaxy', 'nebula', 'electron', 'party balloon',
])

const TOL = 0.005
const REST = 0.03

export interface PlausibilityOptions {
  /** A Face Tracking project: the reference head (face space, metres) holds what touches it. */
  head?: boolean
}

export function plausibility(all: Obj[], mayFly: (o: Obj) => boolean, options: PlausibilityOptions = {}): Problem[] {
  const out: Problem[] = []
  const objs = all.filter((o) => !o.light)
  const solid = (l: Leaf) => !l.fluid
  for (let i = 0; i < objs.length; i++) {
    for (let j = i + 1; j < objs.length; j++) {
      const a = objs[i]
      const b = objs[j]
      if (!boxesOverlap(a.box, b.box, TOL)) continue
      const hit = a.leaves.some((la) => solid(la) && b.leaves.some((lb) => solid(lb) && boxesOverlap(la.box, lb.box, TOL)))
      if (hit) out.push({ kind: 'overlap', a: a.node.name, b: b.node.name })
    }
  }
  for (const o of objs) {
    if (options.head && onHead(o.box)) continue
    const support = supportOf(o, objs)
    if (support === 'ok') continue
    if (mayFly(o) && o.box.min[1] > 0) continue
    out.push({ kind: support, a: o.node.name })
  }
  return out
}

function supportOf(o: Obj, objs: Obj[]): 'ok' | 'floating' | 'unsupported' {
  const b = o.box
  if (Math.abs(b.min[1]) <= REST) return 'ok'
  const area = footprint(b) || 1e-6
  let held = 0
  let centreHeld = false
  let touched = false
  for (const other of objs) {
    if (other === o) continue
    for (const l of other.leaves) {
      // In the water of a tank or a pond.
      if (l.fluid && b.min[1] >= l.box.min[1] - REST && b.min[1] <= l.box.max[1] && overlapXZ(b, l.box) >= 0.5 * area) return 'ok'
      if (Math.abs(l.box.max[1] - b.min[1]) > REST) continue
      const ov = overlapXZ(b, l.box)
      if (ov <= 0) continue
      touched = true
      const roundOk = !l.flatTop && footprint(l.box) >= 0.8 * area
      if (!l.flatTop && !roundOk) continue
      held += ov
      if (cx(b) >= l.box.min[0] - 0.01 && cx(b) <= l.box.max[0] + 0.01 && cz(b) >= l.box.min[2] - 0.01 && cz(b) <= l.box.max[2] + 0.01) centreHeld = true
    }
  }
  if (centreHeld && held >= 0.25 * area) return 'ok'
  if (onWall(o, objs)) return 'ok'
  return touched ? 'unsupported' : 'floating'
}

/** Back against a wall: a tall, thin upright piece whose face it touches over its width and height. */
export function onWall(o: Obj, objs: Obj[], only?: (w: Obj) => boolean): boolean {
  const b = o.box
  for (const w of objs) {
    if (w === o || (only && !only(w))) continue
    for (const l of w.leaves) {
      const [sx, sy, sz] = [l.box.max[0] - l.box.min[0], l.box.max[1] - l.box.min[1], l.box.max[2] - l.box.min[2]]
      if (sy < 1 || Math.min(sx, sz) > 0.5) continue
      const yOk = b.min[1] >= l.box.min[1] - 0.01 && b.max[1] <= l.box.max[1] + 0.01
      if (!yOk) continue
      if (sz <= sx) {
        const touch = Math.abs(b.min[2] - l.box.max[2]) <= REST || Math.abs(b.max[2] - l.box.min[2]) <= REST
        if (touch && b.min[0] >= l.box.min[0] - 0.01 && b.max[0] <= l.box.max[0] + 0.01) return true
      } else {
        const touch = Math.abs(b.min[0] - l.box.max[0]) <= REST || Math.abs(b.max[0] - l.box.min[0]) <= REST
        if (touch && b.min[2] >= l.box.min[2] - 0.01 && b.max[2] <= l.box.max[2] + 0.01) return true
      }
    }
  }
  return false
}

/**
 * Worn on the reference head: the box's point nearest the head's centre lies inside the head's
 * ellipsoid or within REST of its surface (a hat on the crown, glasses on the nose, a moustache
 * on the lip). Something beside the head with a gap is still floating.
 */
export function onHead(b: Box): boolean {
  const centre = [0, 0.005, 0]
  const radii = [HEAD.halfWidth, HEAD.halfHeight, HEAD.halfDepth]
  let r = 0
  for (let i = 0; i < 3; i++) r += ((Math.min(Math.max(centre[i], b.min[i]), b.max[i]) - centre[i]) / (radii[i] + REST)) ** 2
  return r <= 1
}
