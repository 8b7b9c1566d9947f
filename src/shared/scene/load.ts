import { SCENE_MAX_NODES } from './limits'
import { MIGRATIONS } from './migrations'
import { assetSchema, nodeSchema, SCENE_VERSION, sceneSchema, settingsSchema, type SceneDocument } from './schema'

export { MIGRATIONS }

export class SceneLoadError extends Error {
  constructor(
    message: string,
    readonly issues: { path: string; message: string }[] = [],
  ) {
    super(message)
  }
}

export { SCENE_MAX_NODES }

/** A document over the node cap: the server answers it with 413. */
export class SceneTooLargeError extends SceneLoadError {}

/** migrate → parse → check references. Refuses corrupt documents and ones from a newer app. */
export function loadScene(input: unknown): SceneDocument {
  let value = input
  if (typeof value === 'string') {
    try {
      value = JSON.parse(value)
    } catch {
      throw new SceneLoadError('The scene is not valid JSON')
    }
  }
  if (!value || typeof value !== 'object' || Array.isArray(value)) throw new SceneLoadError('The scene must be a JSON object')
  let doc = value as Record<string, unknown>
  const version = doc.schemaVersion
  if (typeof version !== 'number' || !Number.isInteger(version) || version < 0) {
    throw new SceneLoadError('The scene has no valid schemaVersion')
  }
  if (version > SCENE_VERSION) {
    throw new SceneLoadError(`This scene was saved by a newer version of Spatial Studio (scene v${version}); this app reads up to v${SCENE_VERSION}. Nothing was changed.`)
  }
  const nodes = doc.nodes
  if (nodes && typeof nodes === 'object' && Object.keys(nodes).length > SCENE_MAX_NODES) {
    throw new SceneTooLargeError(`The scene has ${Object.keys(nodes).length} objects; the most one scene can hold is ${SCENE_MAX_NODES}.`)
  }
  for (let v = version; v < SCENE_VERSION; v++) {
    const step = MIGRATIONS[v]
    if (!step) throw new SceneLoadError(`No migration from scene v${v}`)
    doc = { ...step.up(doc), schemaVersion: v + 1 }
  }
  const parsed = sceneSchema.safeParse(doc)
  if (!parsed.success) {
    const issues = parsed.error.issues.slice(0, 20).map((i) => ({ path: i.path.join('.'), message: i.message }))
    throw new SceneLoadError(`The scene is not valid: ${issues.map((i) => `${i.path || '(root)'}: ${i.message}`).join('; ')}`, issues)
  }
  const problems = integrityProblems(parsed.data)
  if (problems.length) throw new SceneLoadError(`The scene is not consistent: ${problems.join('; ')}`, problems.map((message) => ({ path: '', message })))
  return parsed.data
}

/** References the schema cannot see: keys match ids, parents and assets exist, no cycles. */
export function integrityProblems(doc: SceneDocument): string[] {
  const problems: string[] = []
  // Each node's walk towards its root stops at the first node an earlier walk reached, so the
  // whole check is linear however the tree is shaped (a long parent chain cost n² before).
  // walkOf[id] = the walk that reached id; meeting the current walk again means a cycle.
  const walkOf = new Map<string, number>()
  const cyclic = new Set<string>()
  let walk = 0
  for (const [key, node] of Object.entries(doc.nodes)) {
    if (key !== node.id) problems.push(`node key ${key} differs from its id ${node.id}`)
    if (node.parentId && !doc.nodes[node.parentId]) problems.push(`${node.id} has a missing parent ${node.parentId}`)
    if ('assetId' in node && !doc.assets[node.assetId]) problems.push(`${node.id} uses a missing asset ${node.assetId}`)
    for (const event of node.events) {
      if (event.targetId && !doc.nodes[event.targetId]) problems.push(`${node.id} has an event aimed at a missing node ${event.targetId}`)
    }
    if (walkOf.has(key)) continue
    walk++
    let cursor: string | null = key
    let seenBy: number | undefined
    while (cursor && (seenBy = walkOf.get(cursor)) === undefined) {
      walkOf.set(cursor, walk)
      cursor = doc.nodes[cursor]?.parentId ?? null
    }
    // The walk met itself (a cycle) or a node known to hang off one: all it passed is inside.
    if (cursor && (seenBy === walk || cyclic.has(cursor))) {
      for (let id: string | null = key; id && !cyclic.has(id); id = doc.nodes[id]?.parentId ?? null) cyclic.add(id)
    }
  }
  for (const id of cyclic) problems.push(`${id} is inside a parent cycle`)
  for (const [key, asset] of Object.entries(doc.assets)) if (key !== asset.id) problems.push(`asset key ${key} differs from its id ${asset.id}`)
  return problems
}

/**
 * The public viewer's reading: a node that fails to parse (or hangs off one that did) is skipped
 * and the rest is shown, as the spec asks; a document without valid settings is still refused.
 */
export function salvageScene(input: unknown): { doc: SceneDocument; skipped: string[] } {
  try {
    return { doc: loadScene(input), skipped: [] }
  } catch (error) {
    let raw = (typeof input === 'string' ? safeJson(input) : input) as Record<string, unknown> | null
    if (!raw || typeof raw.schemaVersion !== 'number' || raw.schemaVersion > SCENE_VERSION || typeof raw.nodes !== 'object' || !raw.nodes) throw error
    for (let v = raw.schemaVersion; v < SCENE_VERSION; v++) {
      if (!MIGRATIONS[v]) throw error
      raw = MIGRATIONS[v].up(raw)
    }
    const assets: SceneDocument['assets'] = {}
    for (const [key, value] of Object.entries((raw.assets ?? {}) as Record<string, unknown>)) {
      const parsed = assetSchema.safeParse(value)
      if (parsed.success && parsed.data.id === key) assets[key] = parsed.data
    }
    const nodes: SceneDocument['nodes'] = {}
    const skipped: string[] = []
    for (const [key, value] of Object.entries(raw.nodes as Record<string, unknown>)) {
      const parsed = nodeSchema.safeParse(value)
      if (parsed.success && parsed.data.id === key && (!('assetId' in parsed.data) || assets[parsed.data.assetId])) nodes[key] = parsed.data
      else skipped.push(key)
    }
    // Children of skipped nodes go too; events aimed at skipped nodes are dropped.
    let changed = true
    while (changed) {
      changed = false
      for (const node of Object.values(nodes))
        if (node.parentId && !nodes[node.parentId]) {
          delete nodes[node.id]
          skipped.push(node.id)
          changed = true
        }
    }
    for (const [id, node] of Object.entries(nodes)) nodes[id] = { ...node, events: node.events.filter((e) => !e.targetId || nodes[e.targetId]) }
    const settings = settingsSchema.safeParse(raw.settings)
    if (!settings.success) throw error
    return { doc: { schemaVersion: SCENE_VERSION, nodes, assets, settings: settings.data }, skipped }
  }
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text)
  } catch {
    return null
  }
}
