import { CompletionContext } from '@codemirror/autocomplete'
import { json } from '@codemirror/lang-json'
import { ensureSyntaxTree } from '@codemirror/language'
import { EditorState } from '@codemirror/state'
import { describe, expect, it } from 'vitest'
import { getSceneJsonSchema, schemasAt, sceneCompletionSource } from './scene-completions'

/** Completions at the | in the text, as CodeMirror would ask for them. */
function complete(textWithCursor: string, explicit = true) {
  const pos = textWithCursor.indexOf('|')
  const doc = textWithCursor.replace('|', '')
  const state = EditorState.create({ doc, extensions: [json()] })
  ensureSyntaxTree(state, doc.length, 5000)
  const result = sceneCompletionSource()(new CompletionContext(state, pos, explicit))
  return { labels: result?.options.map((o) => o.label) ?? [], result, doc }
}

describe('code window completions', () => {
  it('resolves schema paths through records, unions and tuples', () => {
    const schema = getSceneJsonSchema()
    expect(new Set(schemasAt(schema, ['nodes', 'any-id', 'transform', 'position', 1]).map((s) => s.type))).toEqual(new Set(['number']))
    expect(schemasAt(schema, ['nodes', 'any-id', 'transform', 'position', 3])).toEqual([])
    expect(schemasAt(schema, ['settings', 'fog', 'type'])[0].enum).toEqual(['none', 'linear', 'exponential'])
  })

  it('offers the keys of the document and of a node of the written kind, minus those already there', () => {
    expect(complete('{ "schemaVersion": 2, | }').labels.sort()).toEqual(['assets', 'nodes', 'settings'])
    const shape = complete('{ "nodes": { "a": { "kind": "shape", "name": "x", | } } }').labels
    expect(shape).toEqual(expect.arrayContaining(['shape', 'material', 'transform', 'events']))
    expect(shape).not.toContain('text')
    expect(shape).not.toContain('name')
    const text = complete('{ "nodes": { "a": { "kind": "text", "t|" } } }').labels
    expect(text).toContain('text')
    expect(text).not.toContain('shape')
  })

  it('offers enum values, literals and booleans for a value, replacing what is typed', () => {
    const { labels, result, doc } = complete('{ "nodes": { "a": { "kind": "shape", "shape": "cu|" } } }')
    expect(labels).toEqual(expect.arrayContaining(['"cube"', '"sphere"', '"star"']))
    expect(doc.slice(result!.from, result!.to)).toBe('"cu"')
    expect(complete('{ "nodes": { "a": { "kind": |').labels).toEqual(expect.arrayContaining(['"shape"', '"model"', '"text"', '"light"']))
    expect(complete('{ "nodes": { "a": { "visible": | } } }').labels.sort()).toEqual(['false', 'true'])
    expect(complete('{ "nodes": { "a": { "events": [ { "trigger": "|" } ] } } }').labels).toEqual(['"click"', '"double-click"'])
    expect(complete('{ "nodes": { "a": { "parentId": | } } }').labels).toEqual(['null'])
  })
})
