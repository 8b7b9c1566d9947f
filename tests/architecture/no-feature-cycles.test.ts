import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { featureCycles, featureEdges, readSources } from '../support/import-graph'

const APP = path.resolve(import.meta.dirname, '../../src/app')
const FEATURES = path.join(APP, 'features')

describe('feature folders', () => {
  it('no feature imports from a sibling feature that imports it back', () => {
    const cycles = featureCycles(featureEdges(readSources(FEATURES), FEATURES, APP))
    const described = cycles.map(([a, b]) => `${a.from} ⇄ ${a.to}: ${[...a.files, ...b.files].map((f) => path.relative(FEATURES, f)).join(', ')}`)
    expect(described).toEqual([])
  })

  it('the check sees every kind of import, relative or through @app/', () => {
    const f = (p: string) => path.join(FEATURES, p)
    const sources = new Map([
      [f('a/one.ts'), "import { x } from '../b/two'\n"],
      [f('b/two.ts'), "const A = lazy(() => import('@app/features/a/one'))\n"],
      [f('c/three.ts'), "export { y } from '../d/four'\nimport '../a/one.css'\n"],
      [f('d/four.ts'), "import type { Z } from '../../lib/z'\n"],
    ])
    const edges = featureEdges(sources, FEATURES, APP)
    expect(edges.map((e) => `${e.from}>${e.to}`).sort()).toEqual(['a>b', 'b>a', 'c>a', 'c>d'])
    expect(featureCycles(edges).map(([a, b]) => [a.from, b.from])).toEqual([['a', 'b']])
  })
})
