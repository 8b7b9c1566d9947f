import { BY_KEY } from './catalog'
import { isExcluded } from './negation'
import type { Entity } from './parse'
import type { Item } from './scan'
import { findTemplates, type SceneTemplate } from './scenes'

/** The furnishings of the places a prompt names, fitted to what the prompt itself asks for. */
/** The kind a thing is counted as: its head noun ('pine tree' is a tree), planets by name are planets. */
const PLANETS = new Set(['mercury', 'venus', 'earth', 'mars', 'jupiter', 'saturn', 'uranus', 'neptune', 'pluto', 'planet'])
export const kindOf = (key: string) => (PLANETS.has(key) ? 'planet' : key.split(' ').pop()!)

/** Adds the furnishings of the places a prompt names ('a forest picnic'), reusing what the prompt already has. */
export function addTemplates(entities: Entity[], tokens: string[], free: boolean[], items?: Item[], built = false, excluded?: ReadonlySet<string>): SceneTemplate[] {
  // 'add a plane over the city' in a scene already built: 'the city' is the one there, not a new one.
  const said = (t: SceneTemplate) => t.words.some((w) => { const ws = w.split(' '); return tokens.some((_, i) => tokens[i - 1] === 'the' && ws.every((x, j) => tokens[i + j] === x)) })
  const templates = findTemplates(tokens, free).filter((t) => !(built && said(t)))
  // The prompt's own free-standing things take the middle: tall scenery the place adds (trees,
  // houses) stands back, where it cannot hide them ('a village at night with torches').
  const own = entities.some((e) => !e.existing && !e.fromTemplate && e.kind === 'object' && !e.rel && !e.region)
  for (const t of templates) {
    const map: number[] = []
    for (const item of t.items) {
      const spec = BY_KEY.get(item.key)
      // 'a park, no benches': the place goes without what the prompt left out.
      if (!spec || isExcluded(spec.key, excluded)) {
        map.push(-1)
        continue
      }
      const have = entities.find((e) => e.spec === spec && !e.existing)
      if (have) namesPlace(have, item, t, tokens, items)
      if (have) {
        // The prompt named it but said nothing of where: it goes where the place puts it ('a
        // living room with a sofa and a tv' has the tv across the rug from the sofa, facing it).
        const target = item.rel ? map[item.rel[1]] : -1
        if (item.rel && target >= 0 && target !== have.index && !have.rel && !have.region && !have.arrangement && !have.fromTemplate) have.rel = { type: item.rel[0], target: { entity: target }, implied: true }
        map.push(have.index)
        continue
      }
      // What the prompt counted stays counted: 'a forest of ten trees' gets no extra pine trees.
      const kin = entities.find((e) => !e.existing && !e.fromTemplate && e.spec && kindOf(e.spec.key) === kindOf(spec.key))
      if (kin) namesPlace(kin, item, t, tokens, items)
      if (kin) fillsPlace(kin, t)
      if (kin) {
        map.push(kin.index)
        continue
      }
      const e: Entity = {
        index: entities.length,
        kind: 'object',
        spec,
        count: item.count ?? 1,
        countGiven: true,
        sizes: item.k ? [{ k: item.k, word: '' }] : [],
        partColours: [],
        definite: false,
        all: false,
        more: false,
        plural: (item.count ?? 1) > 1,
        arrangement: item.arrangement,
        region: item.region ?? (own && !item.rel && spec.size[1] > 1.5 ? 'back' : undefined),
        fromTemplate: true,
        item: -1,
      }
      if (item.rel && map[item.rel[1]] >= 0) e.rel = { type: item.rel[0], target: { entity: map[item.rel[1]] } }
      entities.push(e)
      map.push(e.index)
    }
  }
  // A place's own torches and lanterns stand where people walk: spread along its road or path, not in a cluster.
  const way = entities.find((e) => e.fromTemplate && (e.spec?.key === 'road' || e.spec?.key === 'path'))
  if (way) for (const e of entities) if (!e.fromTemplate && !e.existing && e.spec?.light && e.count > 1 && !e.rel && !e.region && !e.arrangement) e.rel = { type: 'next', target: { entity: way.index }, spread: 'along' }
  // 'birds over the city', 'a plane over the village': over the place's tallest things, so above its footprint and clear of its roofs.
  const placed = entities.filter((e) => e.fromTemplate && e.spec && !e.rel && e.region !== 'front')
  const tallest = placed.sort((a, b) => b.spec!.size[1] - a.spec!.size[1])[0]
  if (tallest) for (const e of entities) if (e.overPlace && !e.rel && !e.existing && !e.fromTemplate) e.rel = { type: 'above', target: { entity: tallest.index } }
  return templates
}

/**
 * 'a forest with trees': things named in the plural with no count, of a kind the place has, are
 * at least as many as the place has of that kind (a forest has its forest's worth of trees).
 */
function fillsPlace(e: Entity, t: SceneTemplate) {
  if (!e.plural || e.countGiven || e.rel || e.region || e.arrangement || !e.spec) return
  const kind = kindOf(e.spec.key)
  const own = t.items.filter((x) => kindOf(x.key) === kind).reduce((n, x) => n + (x.count ?? 1), 0)
  if (own > e.count) e.count = own
}

/** 'a pine forest': the word right before the place names its kind of tree, so the place's own trees are pines, as many as it has. */
function namesPlace(e: Entity, item: SceneTemplate['items'][number], t: SceneTemplate, tokens: string[], items?: Item[]) {
  const it = items?.[e.item]
  if (!it || e.countGiven || e.rel || e.region || (item.count ?? 1) <= e.count) return
  const next = tokens[it.i + it.n]
  if (!t.words.some((w) => w.split(' ')[0] === next)) return
  // As many as the place has of that kind in all ('a pine forest' has the forest's pines and its other trees as pines).
  e.count = t.items.filter((x) => x.key.split(' ').pop() === item.key.split(' ').pop()).reduce((n, x) => n + (x.count ?? 1), 0)
  e.plural = true
  e.arrangement ??= item.arrangement
  e.region ??= item.region
}
