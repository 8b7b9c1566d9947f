import type { Completion, CompletionContext, CompletionResult } from '@codemirror/autocomplete'
import { ensureSyntaxTree, syntaxTree } from '@codemirror/language'
import type { EditorState } from '@codemirror/state'
import type { SyntaxNode } from '@lezer/common'
import * as z from 'zod'
import { sceneSchema } from '@shared/scene/schema'

/**
 * Completions for the code window from the scene schema itself (as JSON Schema): the keys an
 * object may have (those of its own node kind first), and the values an enum, a literal, a
 * boolean or a nullable field takes. The text being edited is often not valid JSON, so places
 * are found in CodeMirror's error-tolerant syntax tree.
 */
export interface JsonSchema {
  type?: string | string[]
  properties?: Record<string, JsonSchema>
  additionalProperties?: JsonSchema | boolean
  items?: JsonSchema | boolean
  prefixItems?: JsonSchema[]
  anyOf?: JsonSchema[]
  oneOf?: JsonSchema[]
  enum?: unknown[]
  const?: unknown
  required?: string[]
  minimum?: number
  maximum?: number
}

let sceneJsonSchema: JsonSchema | null = null
export const getSceneJsonSchema = () => (sceneJsonSchema ??= z.toJSONSchema(sceneSchema, { unrepresentable: 'any' }) as JsonSchema)

const expand = (s: JsonSchema): JsonSchema[] => (s.anyOf || s.oneOf ? [...(s.anyOf ?? []), ...(s.oneOf ?? [])].flatMap(expand) : [s])

function child(schema: JsonSchema, step: string | number): JsonSchema[] {
  return expand(schema).flatMap((o) => {
    if (typeof step === 'number') {
      const fixed = o.prefixItems?.[step]
      if (fixed) return [fixed]
      return o.items && typeof o.items === 'object' ? [o.items] : []
    }
    const prop = o.properties?.[step]
    if (prop) return [prop]
    return o.additionalProperties && typeof o.additionalProperties === 'object' ? [o.additionalProperties] : []
  })
}

/** Every schema that may apply at a path (a union keeps all its options). */
export const schemasAt = (root: JsonSchema, path: (string | number)[]) => path.reduce<JsonSchema[]>((acc, step) => acc.flatMap((s) => child(s, step)), [root])

const VALUE_NODES = new Set(['Object', 'Array', 'String', 'Number', 'True', 'False', 'Null', '⚠'])
const readString = (state: EditorState, node: SyntaxNode) => {
  try {
    return JSON.parse(state.sliceDoc(node.from, node.to)) as string
  } catch {
    return state.sliceDoc(node.from, node.to).replace(/^"|"$/g, '')
  }
}

/** The path of a value node (an Object, Array, String…) from the document root, or null. */
export function valuePath(state: EditorState, node: SyntaxNode): (string | number)[] | null {
  const parent = node.parent
  if (!parent || parent.name === 'JsonText') return []
  if (parent.name === 'Property') {
    const name = parent.getChild('PropertyName')
    const object = parent.parent
    if (!name || !object) return null
    const above = valuePath(state, object)
    return above && [...above, readString(state, name)]
  }
  if (parent.name === 'Array') {
    const above = valuePath(state, parent)
    return above && [...above, itemIndex(parent, node.from)]
  }
  return null
}

/** How many items of an array start before `pos`. */
function itemIndex(array: SyntaxNode, pos: number): number {
  let index = 0
  for (let c = array.firstChild; c && c.from < pos; c = c.nextSibling) if (VALUE_NODES.has(c.name) && c.to <= pos) index++
  return index
}

function objectMembers(state: EditorState, object: SyntaxNode): Map<string, string> {
  const out = new Map<string, string>()
  for (const prop of object.getChildren('Property')) {
    const name = prop.getChild('PropertyName')
    if (!name) continue
    const value = name.nextSibling?.nextSibling
    out.set(readString(state, name), value ? state.sliceDoc(value.from, value.to) : '')
  }
  return out
}

function describe(s: JsonSchema): string {
  const options = expand(s)
  return options
    .map((o) => (o.enum ? o.enum.map((v) => JSON.stringify(v)).join(' | ') : o.const !== undefined ? JSON.stringify(o.const) : Array.isArray(o.type) ? o.type.join(' | ') : (o.type ?? 'any')))
    .join(' | ')
}

function keyOptions(state: EditorState, object: SyntaxNode, schema: JsonSchema, quoted: boolean): Completion[] {
  const path = valuePath(state, object)
  if (!path) return []
  const members = objectMembers(state, object)
  let options = schemasAt(schema, path).flatMap(expand).filter((o) => o.properties)
  // A node's keys are those of its kind, once its "kind" is written.
  const kind = members.get('kind')
  const ofKind = options.filter((o) => o.properties?.kind?.const !== undefined && JSON.stringify(o.properties.kind.const) === kind)
  if (ofKind.length) options = ofKind
  const seen = new Map<string, Completion>()
  for (const o of options)
    for (const [key, sub] of Object.entries(o.properties!)) {
      if (members.has(key) || seen.has(key)) continue
      const required = o.required?.includes(key) ?? false
      seen.set(key, { label: key, type: 'property', detail: describe(sub), boost: required ? 1 : 0, apply: quoted ? JSON.stringify(key) : `${JSON.stringify(key)}: ` })
    }
  return [...seen.values()]
}

function valueOptions(path: (string | number)[] | null, schema: JsonSchema): Completion[] {
  if (!path) return []
  const out = new Map<string, Completion>()
  for (const o of schemasAt(schema, path).flatMap(expand)) {
    for (const v of o.enum ?? []) out.set(JSON.stringify(v), { label: JSON.stringify(v), type: 'enum' })
    if (o.const !== undefined) out.set(JSON.stringify(o.const), { label: JSON.stringify(o.const), type: 'constant' })
    const types = Array.isArray(o.type) ? o.type : [o.type]
    if (types.includes('boolean')) for (const b of ['true', 'false']) out.set(b, { label: b, type: 'keyword' })
    if (types.includes('null')) out.set('null', { label: 'null', type: 'keyword' })
  }
  return [...out.values()]
}

/** The completion source; `schema` defaults to the scene document's. */
export function sceneCompletionSource(schema?: JsonSchema) {
  return (context: CompletionContext): CompletionResult | null => {
    const root = schema ?? getSceneJsonSchema()
    const { state, pos } = context
    // The state's own tree is whatever its first 25 ms of parsing reached (less on a busy machine):
    // ask for the tree up to the cursor, waiting at most 50 ms, before falling back to it.
    const node = (ensureSyntaxTree(state, pos, 50) ?? syntaxTree(state)).resolveInner(pos, -1)
    const parent = node.parent
    // Inside a key: replace the whole quoted key.
    if (node.name === 'PropertyName' && parent?.parent) return result(node.from, keyOptions(state, parent.parent, root, true), context)
    // A value being typed (or replaced) after "key": or inside an array.
    if (VALUE_NODES.has(node.name) && node.name !== 'Object' && node.name !== 'Array' && parent) {
      if (parent.name === 'Property' && node.prevSibling?.name === ':') return result(node.from, valueOptions(valuePath(state, node), root), context, node.to)
      if (parent.name === 'Array') return result(node.from, valueOptions(valuePath(state, node), root), context, node.to)
      // A bare word where a key belongs (`{ na|`): offer keys.
      if (node.name === '⚠' && parent.name === 'Object') return result(node.from, keyOptions(state, parent, root, false), context)
    }
    const before = context.matchBefore(/"?[\w-]*$/)
    const from = before ? before.from : pos
    if (node.name === 'Object' && (context.explicit || before?.text)) return result(from, keyOptions(state, node, root, false), context)
    if (node.name === 'Property') {
      const name = node.getChild('PropertyName')
      const colon = node.getChild(':')
      if (name && colon && colon.to <= pos) {
        const object = node.parent
        const path = object ? valuePath(state, object) : null
        return result(from, valueOptions(path && [...path, readString(state, name)], root), context)
      }
    }
    if (node.name === 'Array') {
      const path = valuePath(state, node)
      return result(from, valueOptions(path && [...path, itemIndex(node, pos)], root), context)
    }
    return null
  }
}

function result(from: number, options: Completion[], context: CompletionContext, to?: number): CompletionResult | null {
  if (!options.length) return null
  return { from, to: to ?? context.pos, options, validFor: /^"?[\w-]*"?$/ }
}
