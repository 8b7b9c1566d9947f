import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { importsOf, readSources } from '../support/import-graph'

// Helpers, fixtures and evaluation harnesses live in tests/support; production code depends on
// none of them (issue 18 moved r3f-test-root, media-fixtures and the assistant's evaluate,
// prompt-set and chains out of src).
const root = path.resolve(import.meta.dirname, '../..')
const SRC = path.join(root, 'src')
const TESTS = path.join(root, 'tests')
const isTest = (file: string) => /\.test\.tsx?$/.test(file)

describe('test-only code', () => {
  const production = [...readSources(SRC)].filter(([file]) => !isTest(file))

  it('is imported by no production file', () => {
    const reaching = production.flatMap(([file, source]) =>
      importsOf(source)
        .filter((spec) => spec.startsWith('.') && (path.resolve(path.dirname(file), spec).startsWith(TESTS + path.sep) || /\.test(\.tsx?)?$/.test(spec)))
        .map((spec) => `${path.relative(root, file)} → ${spec}`),
    )
    expect(reaching).toEqual([])
  })

  it('has none of the moved helpers left under src', () => {
    const moved = /(^|\/)(r3f-test-root|media-fixtures|evaluate|prompt-set|chains)\.tsx?$/
    expect(production.map(([file]) => path.relative(root, file)).filter((file) => moved.test(file))).toEqual([])
  })
})
