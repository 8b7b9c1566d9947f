import { integrityProblems, loadScene, SceneLoadError } from '@shared/scene/load'
import { SCENE_VERSION, sceneSchema, type SceneDocument } from '@shared/scene/schema'
import { formatPath, JsonSyntaxError, locate, parseJsonTree, type JsonNode, type JsonPath } from './json-paths'

export interface Problem {
  from: number
  to: number
  path: string
  message: string
}

const MAX_PROBLEMS = 50

/**
 * Checks the code window's text the way the server checks a save: JSON, then the scene schema,
 * then the references the schema cannot see, and finally loadScene itself (the one reader every
 * part of the product uses). Each problem carries the text range it belongs to.
 */
export function validateSceneText(text: string): { doc: SceneDocument | null; problems: Problem[] } {
  let tree: JsonNode
  try {
    tree = parseJsonTree(text)
  } catch (error) {
    const at = error instanceof JsonSyntaxError ? error.at : 0
    return { doc: null, problems: [{ from: at, to: Math.min(at + 1, text.length), path: '', message: `JSON: ${(error as Error).message}` }] }
  }
  const value: unknown = JSON.parse(text)
  const at = (path: JsonPath, message: string): Problem => ({ ...locate(tree, path), path: formatPath(path), message: `${formatPath(path)}: ${message}` })
  if (!value || typeof value !== 'object' || Array.isArray(value)) return { doc: null, problems: [at([], 'The scene must be a JSON object')] }

  // An older document is migrated by loadScene; a newer or unversioned one is refused with its reason.
  if ((value as { schemaVersion?: unknown }).schemaVersion !== SCENE_VERSION) {
    try {
      return { doc: loadScene(value), problems: [] }
    } catch (error) {
      return { doc: null, problems: [at(['schemaVersion'], (error as Error).message)] }
    }
  }
  const parsed = sceneSchema.safeParse(value)
  if (!parsed.success) {
    const problems = parsed.error.issues.slice(0, MAX_PROBLEMS).map((issue) => at(issue.path.map((p) => (typeof p === 'number' ? p : String(p))), issue.message))
    return { doc: null, problems }
  }
  const integrity = integrityProblems(parsed.data)
  if (integrity.length) return { doc: null, problems: integrity.slice(0, MAX_PROBLEMS).map((message) => at(integrityPath(parsed.data, message), message)) }
  try {
    return { doc: loadScene(value), problems: [] }
  } catch (error) {
    const message = error instanceof SceneLoadError ? error.message : String(error)
    return { doc: null, problems: [at([], message)] }
  }
}

/** The place an integrity message (load.ts wording) is about; the document root when unknown. */
export function integrityPath(doc: SceneDocument, message: string): JsonPath {
  const keyOf = (id: string) => Object.keys(doc.nodes).find((k) => doc.nodes[k].id === id) ?? id
  let m: RegExpMatchArray | null
  if ((m = message.match(/^node key (\S+) differs/))) return ['nodes', m[1], 'id']
  if ((m = message.match(/^asset key (\S+) differs/))) return ['assets', m[1], 'id']
  if ((m = message.match(/^(\S+) has a missing parent/)) || (m = message.match(/^(\S+) is inside a parent cycle/))) return ['nodes', keyOf(m[1]), 'parentId']
  if ((m = message.match(/^(\S+) uses a missing asset/))) return ['nodes', keyOf(m[1]), 'assetId']
  if ((m = message.match(/^(\S+) has an event aimed at a missing node (\S+)/))) {
    const key = keyOf(m[1])
    const index = doc.nodes[key]?.events.findIndex((e) => e.targetId === m![2]) ?? -1
    return index >= 0 ? ['nodes', key, 'events', index, 'targetId'] : ['nodes', key, 'events']
  }
  return []
}

/** The document as the code window shows it. */
export const formatScene = (doc: SceneDocument) => `${JSON.stringify(doc, null, 2)}\n`
