import { BY_KEY } from './catalog'
import type { Entity } from './parse'

/** Walls for what hangs on them, and signs held by a wall or a post (never left in the air). */
/** What hangs on a wall, by the word for the standing kind ('a clock on the wall' is a wall clock). */
const WALL_KINDS: Record<string, string> = { clock: 'wall clock', mirror: 'wall mirror', easel: 'painting', painting: 'painting', television: 'television', sign: 'wall sign', 'wall sign': 'wall sign', bookshelf: 'wall shelf', 'wall shelf': 'wall shelf', 'wall clock': 'wall clock', 'wall mirror': 'wall mirror', screen: 'screen' }

/**
 * Walls for what hangs on them: 'on the walls' is one wall (made when the scene has none), a
 * painting 'above the sofa' hangs on a wall behind the sofa, and a wall said to be 'above' or
 * 'over' something stands behind it (what hangs on it goes above that thing).
 */
export function prepareWalls(entities: Entity[]) {
  const wallSpec = BY_KEY.get('wall')!
  holdSigns(entities)
  // 'a mirror above the sink', 'a clock over the fireplace': the kind that hangs on a wall, on a wall behind it.
  for (const e of entities) {
    const t = e.rel?.target.entity !== undefined ? entities[e.rel.target.entity] : undefined
    const named = e.spec && WALL_KINDS[e.spec.key] ? BY_KEY.get(WALL_KINDS[e.spec.key]) : undefined
    const kind = named?.wallMount && e.spec?.key !== 'wall' ? named : undefined
    if (e.rel?.type === 'above' && !e.existing && kind && t?.spec && t.spec.key !== 'wall' && !t.pronoun && e.spec?.airborne === undefined && e.lift === undefined) {
      e.label ??= e.spec!.name
      e.spec = kind
    }
  }
  for (const e of [...entities]) {
    const t = e.rel?.target.entity !== undefined ? entities[e.rel.target.entity] : undefined
    const onWall = e.rel?.type === 'on' && t?.spec?.key === 'wall'
    if (onWall && e.spec && WALL_KINDS[e.spec.key] && BY_KEY.get(WALL_KINDS[e.spec.key])?.wallMount) {
      e.label ??= e.spec.name
      e.spec = BY_KEY.get(WALL_KINDS[e.spec.key])
    }
    // A flat thing (a TV, a sign) hangs as it is; anything else said to be on a wall is a picture of
    // it with its name ('a periodic table on the wall' is a chart, not a dining table up there).
    if (onWall && e.spec && !e.spec.wallMount && !e.existing) {
      const [w, h, d] = e.spec.size
      e.label ??= e.spec.name
      e.spec = d <= 0.3 && h >= 2 * d && w >= 2 * d ? { ...e.spec, wallMount: true } : BY_KEY.get('painting') ?? e.spec
    }
    if (onWall && t && !t.existing && !t.countGiven && e.spec?.wallMount) {
      t.count = 1
      t.plural = false
      if (!t.rel && !t.region) t.region = 'back'
    }
    if (e.spec?.wallMount && e.rel?.type === 'above' && t && t.spec?.key !== 'wall' && !t.pronoun) {
      const wall: Entity = { index: entities.length, kind: 'object', spec: wallSpec, count: 1, countGiven: true, sizes: [], partColours: [], definite: false, all: false, more: false, plural: false, item: -1, rel: { type: 'behind', target: e.rel.target } }
      entities.push(wall)
      e.rel = { type: 'on', target: { entity: wall.index } }
    }
  }
  for (const e of entities) if (e.spec?.key === 'wall' && e.rel && (e.rel.type === 'above' || e.rel.type === 'on')) e.rel = { ...e.rel, type: 'behind' }
}

/**
 * A sign is never left in the air: one said to hang, or to be over something, hangs from the
 * arm of its own post (in front of a building, whose door it is for) or is fixed flat on a wall
 * above what it is over (a door, a bar: prepareWalls then stands a wall behind that).
 */
function holdSigns(entities: Entity[]) {
  for (const e of entities) {
    if (e.existing || e.spec?.key !== 'sign') continue
    const t = e.rel?.target.entity !== undefined ? entities[e.rel.target.entity] : undefined
    if (e.rel?.type === 'above' && t?.spec && !t.pronoun && t.spec.key !== 'wall') {
      const building = t.spec.size[1] >= 2.5 && t.spec.size[0] * t.spec.size[2] >= 4
      e.label ??= 'Sign'
      e.spec = BY_KEY.get(building ? 'hanging sign' : 'wall sign') ?? e.spec
      if (building) e.rel = { type: 'front', target: e.rel.target }
    } else if (e.hangs && (!e.rel || e.rel.type !== 'on')) {
      e.label ??= 'Sign'
      e.spec = BY_KEY.get('hanging sign') ?? e.spec
    }
  }
}
