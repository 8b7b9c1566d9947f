import { compareKeys, indexKey, isIndexKey, keyBetween, keyIndex } from './order-keys'

/**
 * One step per scene version change, each with its way back (tldraw's habit), so a step can be
 * tested up and down. Steps work on plain JSON: they run before the document is parsed.
 */
type Json = Record<string, unknown>
export interface MigrationStep {
  /** Takes a document of version N to N+1. */
  up: (doc: Json) => Json
  /** Takes a document of version N+1 back to N. */
  down: (doc: Json) => Json
}

const isObject = (v: unknown): v is Json => !!v && typeof v === 'object' && !Array.isArray(v)
const DEFAULT_SMOOTHNESS = 0.5

/** Each node of the document through `change` (a copy), leaving anything unexpected for the parser to report. */
function mapNodes(doc: Json, change: (node: Json) => Json): Json {
  if (!isObject(doc.nodes)) return doc
  return { ...doc, nodes: Object.fromEntries(Object.entries(doc.nodes).map(([id, node]) => [id, isObject(node) ? change(node) : node])) }
}
const mapMaterial = (node: Json, change: (m: Json) => Json): Json => (isObject(node.material) ? { ...node, material: change(node.material) } : node)
const mapEvents = (node: Json, change: (e: Json) => Json): Json => (Array.isArray(node.events) ? { ...node, events: node.events.map((e) => (isObject(e) ? change(e) : e)) } : node)
const mapText = (node: Json, change: (t: Json) => Json): Json => (isObject(node.text) ? { ...node, text: change(node.text) } : node)
const mapEnvironment = (doc: Json, change: (env: Json) => Json): Json =>
  isObject(doc.settings) && isObject(doc.settings.environment) ? { ...doc, settings: { ...doc.settings, environment: change(doc.settings.environment) } } : doc
const without = (value: Json, key: string): Json => {
  const { [key]: _, ...rest } = value
  return rest
}

export const MIGRATIONS: Record<number, MigrationStep> = {
  /**
   * v1 → v2: the five fields readers used to default become required. Absent values get exactly
   * what the readers showed: the Metallic toggle on when anything metallic differs from the off
   * state, Alpha transparency, mouse input, the normal font style, sky reflections at 1.
   */
  1: {
    up: (doc) =>
      mapEnvironment(
        mapNodes(doc, (node) =>
          mapText(
            mapEvents(
              mapMaterial(node, (m) => ({
                ...m,
                metallicEnabled: m.metallicEnabled ?? ((m.metallic as number) > 0 || !!m.metallicMapAssetId || m.smoothness !== DEFAULT_SMOOTHNESS),
                transparency: m.transparency ?? 'Alpha',
              })),
              (e) => ({ ...e, inputType: e.inputType ?? 'mouse' }),
            ),
            (t) => ({ ...t, fontStyle: t.fontStyle ?? 'normal' }),
          ),
        ),
        (env) => ({ ...env, reflectionProbes: env.reflectionProbes ?? { mode: 'sky', intensity: 1 } }),
      ),
    // Back to v1: a value that v1's readers would have read anyway is left out, as v1 wrote it.
    down: (doc) =>
      mapEnvironment(
        mapNodes(doc, (node) =>
          mapText(
            mapEvents(
              mapMaterial(node, (m) => {
                let out = m
                if (m.metallicEnabled === ((m.metallic as number) > 0 || !!m.metallicMapAssetId || m.smoothness !== DEFAULT_SMOOTHNESS)) out = without(out, 'metallicEnabled')
                if (m.transparency === 'Alpha') out = without(out, 'transparency')
                return out
              }),
              (e) => (e.inputType === 'mouse' ? without(e, 'inputType') : e),
            ),
            (t) => (t.fontStyle === 'normal' ? without(t, 'fontStyle') : t),
          ),
        ),
        (env) => (isObject(env.reflectionProbes) && env.reflectionProbes.mode === 'sky' && env.reflectionProbes.intensity === 1 ? without(env, 'reflectionProbes') : env),
      ),
  },
  /**
   * v2 → v3: sibling order becomes fractional-index keys (order-keys.ts). A non-negative integer
   * keeps its meaning as the key of that integer (the assistant numbers its parts so); any other
   * number (a gap halved, a key below the first) gets a key between its neighbours. Siblings keep
   * the order they had, ties by id as before, and every key under one parent is distinct.
   */
  2: {
    up: (doc) => renumberSiblings(doc, 'number', (a, b) => (a as number) - (b as number), (v) => (typeof v === 'number' && Number.isSafeInteger(v) && v >= 0 ? indexKey(v) : null), keyBetween),
    // Back to numbers: an integer key is its integer, a fraction lands between its neighbours.
    down: (doc) =>
      renumberSiblings(doc, 'string', (a, b) => compareKeys(String(a), String(b)), (v) => (typeof v === 'string' && isIndexKey(v) ? keyIndex(v) : null), (before, after) =>
        before === undefined ? (after === undefined ? 0 : after - 1) : after === undefined ? before + 1 : before + (after - before) / 2,
      ),
  },
}

/**
 * Gives every node a new `order` with its siblings' order kept: each sibling, in the old order
 * (ties by id), takes `keep(old)` when that is above the one before it, else a value between the
 * one before and the next kept value. One pass per parent: linear in the node count (plus sorting).
 */
function renumberSiblings<T extends string | number>(doc: Json, from: 'number' | 'string', compare: (a: unknown, b: unknown) => number, keep: (old: unknown) => T | null, between: (before: T | undefined, after: T | undefined) => T | null): Json {
  if (!isObject(doc.nodes)) return doc
  // An order of the wrong type is left for the parser to report, with the rest of the document as it was.
  if (Object.values(doc.nodes).some((n) => isObject(n) && (from === 'number' ? !Number.isFinite(n.order) : typeof n.order !== 'string'))) return doc
  const groups = new Map<unknown, [string, Json][]>()
  for (const [id, node] of Object.entries(doc.nodes)) {
    if (!isObject(node)) continue
    const list = groups.get(node.parentId) ?? []
    list.push([id, node])
    groups.set(node.parentId, list)
  }
  const next: Record<string, unknown> = { ...doc.nodes }
  for (const list of groups.values()) {
    list.sort(([ia, a], [ib, b]) => compare(a.order, b.order) || compareKeys(ia, ib))
    const kept = list.map(([, node]) => keep(node.order))
    let prev: T | undefined
    // The next kept value above `prev` only moves forward (prev only grows): one scan per parent.
    let scan = 0
    list.forEach(([id, node], i) => {
      let value = kept[i]
      if (value === null || (prev !== undefined && value <= prev)) {
        while (scan < list.length && (scan <= i || kept[scan] === null || (prev !== undefined && kept[scan]! <= prev))) scan++
        value = between(prev, scan < list.length ? kept[scan]! : undefined)!
      }
      next[id] = { ...node, order: value }
      prev = value
    })
  }
  return { ...doc, nodes: next }
}

/** Takes a parsed document of the current version down to `version` (what an older app reads). */
export function migrateDown(doc: Json, version: number): Json {
  let out = doc
  for (let v = (doc.schemaVersion as number) - 1; v >= version; v--) out = { ...MIGRATIONS[v].down(out), schemaVersion: v }
  return out
}
