/**
 * JSON text ↔ paths: a small strict JSON parser that remembers where every value (and its key)
 * sits in the text, so a schema issue at `nodes.abc.shape` can be drawn under the right
 * characters, and a syntax error points at the character that broke it.
 */
export type JsonPath = readonly (string | number)[]

export interface Span {
  from: number
  to: number
}

export interface JsonNode extends Span {
  kind: 'object' | 'array' | 'string' | 'number' | 'literal'
  /** Where this value's key is, for object members. */
  key?: Span
  props?: Map<string, JsonNode>
  items?: JsonNode[]
}

export class JsonSyntaxError extends Error {
  constructor(
    message: string,
    readonly at: number,
  ) {
    super(message)
  }
}

const NUMBER = /-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?/y
const LITERAL = /true|false|null/y

/** Parses the whole text; throws JsonSyntaxError with the offset of the first problem. */
export function parseJsonTree(text: string): JsonNode {
  let i = 0
  const ws = () => {
    while (i < text.length && (text[i] === ' ' || text[i] === '\n' || text[i] === '\r' || text[i] === '\t')) i++
  }
  const fail = (message: string): never => {
    throw new JsonSyntaxError(i >= text.length ? 'Unexpected end of the document' : message, Math.min(i, text.length))
  }
  const string = (): [string, Span] => {
    const from = i
    i++
    while (i < text.length && text[i] !== '"') {
      if (text[i] === '\n') {
        i = from
        fail('Unterminated string')
      }
      i += text[i] === '\\' ? 2 : 1
    }
    if (i >= text.length) {
      i = from
      fail('Unterminated string')
    }
    i++
    try {
      return [JSON.parse(text.slice(from, i)) as string, { from, to: i }]
    } catch {
      i = from
      return fail('Invalid escape or control character in this string')
    }
  }
  const value = (): JsonNode => {
    ws()
    const from = i
    const c = text[i]
    if (c === '{') {
      i++
      const props = new Map<string, JsonNode>()
      ws()
      if (text[i] === '}') return (i++, { kind: 'object', from, to: i, props })
      for (;;) {
        ws()
        if (text[i] !== '"') fail('Expected a double-quoted property name')
        const [name, key] = string()
        ws()
        if (text[i] !== ':') fail(`Expected ':' after the property name "${name}"`)
        i++
        const member = value()
        member.key = key
        props.set(name, member)
        ws()
        if (text[i] === ',') {
          i++
          continue
        }
        if (text[i] === '}') return (i++, { kind: 'object', from, to: i, props })
        fail(`Expected ',' or '}' after the value of "${name}"`)
      }
    }
    if (c === '[') {
      i++
      const items: JsonNode[] = []
      ws()
      if (text[i] === ']') return (i++, { kind: 'array', from, to: i, items })
      for (;;) {
        items.push(value())
        ws()
        if (text[i] === ',') {
          i++
          continue
        }
        if (text[i] === ']') return (i++, { kind: 'array', from, to: i, items })
        fail("Expected ',' or ']' after an array item")
      }
    }
    if (c === '"') {
      string()
      return { kind: 'string', from, to: i }
    }
    for (const [pattern, kind] of [[NUMBER, 'number'], [LITERAL, 'literal']] as const) {
      pattern.lastIndex = i
      const match = pattern.exec(text)
      if (match) {
        i += match[0].length
        return { kind, from, to: i }
      }
    }
    return fail('Expected a value (an object, array, string, number, true, false or null)')
  }
  const root = value()
  ws()
  if (i < text.length) fail('Unexpected text after the end of the document')
  return root
}

/**
 * Where a path points. `exact` is false when the path goes further than the text (a missing
 * property): the span is then the deepest part that exists, so "name is required" lands on the
 * object that lacks it. Objects and arrays are marked by their key (or opening bracket) rather
 * than their whole body, which could be hundreds of lines.
 */
export function locate(root: JsonNode, path: JsonPath): Span & { exact: boolean } {
  let node = root
  let exact = true
  for (const step of path) {
    const next = typeof step === 'number' ? node.items?.[step] : node.props?.get(String(step))
    if (!next) {
      exact = false
      break
    }
    node = next
  }
  const container = node.kind === 'object' || node.kind === 'array'
  if (!container) return { from: node.from, to: node.to, exact }
  if (node.key) return { ...node.key, exact }
  return { from: node.from, to: node.from + 1, exact }
}

/** 'nodes.abc.transform.position[1]' */
export function formatPath(path: JsonPath): string {
  let out = ''
  for (const step of path) out += typeof step === 'number' ? `[${step}]` : out ? `.${step}` : step
  return out || '(document)'
}

/** 1-based line and column of an offset, for messages and the problems list. */
export function lineColumn(text: string, offset: number): { line: number; column: number } {
  let line = 1
  let start = 0
  for (let i = 0; i < offset && i < text.length; i++)
    if (text[i] === '\n') {
      line++
      start = i + 1
    }
  return { line, column: offset - start + 1 }
}
