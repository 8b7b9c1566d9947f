import { describe, expect, it } from 'vitest'
import { createShape, emptyScene } from '@shared/scene/defaults'
import { applyOps } from '@shared/scene/ops'
import { formatPath, JsonSyntaxError, lineColumn, locate, parseJsonTree } from './json-paths'
import { formatScene, validateSceneText } from './scene-validate'

const TEXT = `{
  "name": "Cube",
  "list": [1, {"deep": "x\\"y"}, [true, null]],
  "empty": {},
  "n": -1.5e3
}`

describe('JSON path → text position', () => {
  it('finds values, keys and array items where they are written', () => {
    const tree = parseJsonTree(TEXT)
    const slice = (path: (string | number)[]) => {
      const { from, to } = locate(tree, path)
      return TEXT.slice(from, to)
    }
    expect(slice(['name'])).toBe('"Cube"')
    expect(slice(['list', 0])).toBe('1')
    expect(slice(['list', 1, 'deep'])).toBe('"x\\"y"')
    expect(slice(['list', 2, 1])).toBe('null')
    expect(slice(['n'])).toBe('-1.5e3')
    // Containers are marked by their key (or, in an array, their opening bracket), not their whole body.
    expect(slice(['list'])).toBe('"list"')
    expect(slice(['list', 1])).toBe('{')
    expect(locate(tree, ['list']).exact).toBe(true)
  })

  it('points at the deepest existing part of a path that goes on past the text', () => {
    const tree = parseJsonTree(TEXT)
    const missing = locate(tree, ['empty', 'nothing', 'here'])
    expect(missing.exact).toBe(false)
    expect(TEXT.slice(missing.from, missing.to)).toBe('"empty"')
    expect(locate(tree, ['nope'])).toEqual({ from: 0, to: 1, exact: false })
  })

  it('reports the offset of the first syntax error', () => {
    const cases: [string, number, RegExp][] = [
      ['{"a": 1,}', 8, /property name/],
      ['{"a" 1}', 5, /':'/],
      ['{"a": 1 "b": 2}', 8, /',' or '}'/],
      ['[1, 2', 5, /end of the document/],
      ['{"a": tru}', 6, /Expected a value/],
      ['{"a": "x\ny"}', 6, /Unterminated/],
      ['{} x', 3, /after the end/],
    ]
    for (const [text, at, message] of cases) {
      try {
        parseJsonTree(text)
        expect.unreachable(text)
      } catch (error) {
        expect(error, text).toBeInstanceOf(JsonSyntaxError)
        expect((error as JsonSyntaxError).at, text).toBe(at)
        expect((error as Error).message, text).toMatch(message)
      }
    }
  })

  it('formats paths and lines for people', () => {
    expect(formatPath(['nodes', 'abc', 'transform', 'position', 1])).toBe('nodes.abc.transform.position[1]')
    expect(formatPath([])).toBe('(document)')
    expect(lineColumn('ab\ncd\nef', 7)).toEqual({ line: 3, column: 2 })
  })
})

describe('scene text validation', () => {
  const cube = createShape(emptyScene(), 'cube')
  const doc = applyOps(emptyScene(), [{ op: 'add', node: { ...cube, id: 'cube1' } }]).doc
  const text = formatScene(doc)

  it('accepts the document as the window shows it', () => {
    expect(validateSceneText(text)).toEqual({ doc, problems: [] })
  })

  it('marks a schema problem on the value that has it, with the path and the reason', () => {
    const broken = text.replace('"shape": "cube"', '"shape": "banana"')
    const { doc: parsed, problems } = validateSceneText(broken)
    expect(parsed).toBeNull()
    expect(problems).toHaveLength(1)
    expect(broken.slice(problems[0].from, problems[0].to)).toBe('"banana"')
    expect(problems[0].message).toMatch(/^nodes\.cube1\.shape: Invalid option/)
  })

  it('marks a missing field on the object that lacks it', () => {
    const value = JSON.parse(text)
    delete value.nodes.cube1.name
    const missing = JSON.stringify(value, null, 2)
    const [problem] = validateSceneText(missing).problems
    expect(missing.slice(problem.from, problem.to)).toBe('"cube1"')
    expect(problem.path).toBe('nodes.cube1.name')
  })

  it('marks broken references (an event aimed at a missing node) on the reference', () => {
    const value = JSON.parse(text)
    value.nodes.cube1.events = [{ id: 'e1', inputType: 'mouse', trigger: 'click', action: 'disable', targetId: 'ghost', url: null }]
    const withGhost = JSON.stringify(value, null, 2)
    const { doc: parsed, problems } = validateSceneText(withGhost)
    expect(parsed).toBeNull()
    expect(withGhost.slice(problems[0].from, problems[0].to)).toBe('"ghost"')
    expect(problems[0].message).toMatch(/missing node ghost/)
  })

  it('marks a JSON syntax error where it is, and refuses a newer scene version', () => {
    const syntax = validateSceneText(text.replace('"visible": true,', '"visible": true,,'))
    expect(syntax.doc).toBeNull()
    expect(syntax.problems[0].message).toMatch(/^JSON: /)
    const newer = validateSceneText(text.replace(/"schemaVersion": \d+/, '"schemaVersion": 99'))
    expect(newer.problems[0].message).toMatch(/newer version/)
    expect(newer.problems[0].path).toBe('schemaVersion')
  })
})
