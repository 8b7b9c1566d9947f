import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { importsOf } from '../support/import-graph'

const ROOT = path.resolve(import.meta.dirname, '../..')
const APP = path.join(ROOT, 'src/app')
const SHARED = path.join(ROOT, 'src/shared')
/** The public viewer's two entries: the core page a phone loads, and the React page it hands over to. */
const ENTRIES = [path.join(APP, 'viewer-main.ts'), path.join(APP, 'viewer-react.tsx')]
/** The author's tools: a visitor's page must never load (or bundle) them. */
const AUTHOR_SIDE = ['features/editor/', 'features/assistant/', 'features/image-target/compile-target']

function resolve(from: string, spec: string): string | null {
  const base = spec.startsWith('.') ? path.resolve(path.dirname(from), spec) : spec.startsWith('@app/') ? path.join(APP, spec.slice(5)) : spec.startsWith('@shared/') ? path.join(SHARED, spec.slice(8)) : null
  if (!base) return null
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts'), path.join(base, 'index.tsx')])
    if (/\.(ts|tsx)$/.test(candidate) && fs.existsSync(candidate) && fs.statSync(candidate).isFile()) return candidate
  return null
}

/** Every source the entries reach through static, re-exported or dynamic imports, with the path that led there. */
export function reachable(entries: string[], read: (file: string) => string): Map<string, string[]> {
  const seen = new Map<string, string[]>(entries.map((e) => [e, [e]]))
  const queue = [...entries]
  while (queue.length) {
    const file = queue.shift()!
    for (const spec of importsOf(read(file))) {
      const next = resolve(file, spec)
      if (!next || seen.has(next)) continue
      seen.set(next, [...seen.get(file)!, next])
      queue.push(next)
    }
  }
  return seen
}

const authorSide = (file: string) => AUTHOR_SIDE.some((part) => path.relative(APP, file).split(path.sep).join('/').startsWith(part))
const chain = (files: string[]) => files.map((f) => path.relative(ROOT, f)).join(' → ')

describe('the public viewer', () => {
  it('reaches none of the author-side features (editor, assistant, the image-target compiler)', () => {
    const reached = reachable(ENTRIES, (f) => fs.readFileSync(f, 'utf8'))
    expect(reached.size).toBeGreaterThan(20) // it really walked the viewer
    const offending = [...reached].filter(([file]) => authorSide(file)).map(([, via]) => chain(via))
    expect(offending).toEqual([])
  })

  it('the walk follows dynamic imports, so a fallback import of the compiler is caught', () => {
    const entry = path.join(APP, 'features/viewer/image-ar/image-ar-view.tsx')
    const planted = (f: string) => (f === entry ? "const m = await import('../../image-target/compile-target')\n" : fs.readFileSync(f, 'utf8'))
    const reached = reachable([entry], planted)
    expect([...reached.keys()].some(authorSide)).toBe(true)
  })
})
