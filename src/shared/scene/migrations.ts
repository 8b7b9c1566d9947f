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
}

/** Takes a parsed document of the current version down to `version` (what an older app reads). */
export function migrateDown(doc: Json, version: number): Json {
  let out = doc
  for (let v = (doc.schemaVersion as number) - 1; v >= version; v--) out = { ...MIGRATIONS[v].down(out), schemaVersion: v }
  return out
}
