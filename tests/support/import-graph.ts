import fs from 'node:fs'
import path from 'node:path'

/**
 * Which feature folder imports which, read from the sources as text: static imports, re-exports,
 * side-effect imports and dynamic import() calls, relative or through the @app/ alias.
 */
const SPEC = /(?:\bfrom\s*|\bimport\s*\(?\s*)['"]([^'"\n]+)['"]/g

/** The module specifiers a source imports (static, re-exported, side-effect or dynamic). */
export const importsOf = (source: string): string[] => [...source.matchAll(SPEC)].map((m) => m[1])

/** Every .ts/.tsx file below `dir`, as path → source. */
export function readSources(dir: string): Map<string, string> {
  const out = new Map<string, string>()
  for (const entry of fs.readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile() || !/\.(ts|tsx)$/.test(entry.name)) continue
    const file = path.join(entry.parentPath, entry.name)
    out.set(file, fs.readFileSync(file, 'utf8'))
  }
  return out
}

export interface FeatureEdge {
  from: string
  to: string
  /** The files of `from` that import `to`. */
  files: string[]
}

/** The feature-to-feature imports of `sources` (paths under `featuresDir`); `appDir` is what @app/ names. */
export function featureEdges(sources: Map<string, string>, featuresDir: string, appDir: string): FeatureEdge[] {
  const featureOf = (file: string) => {
    const rel = path.relative(featuresDir, file)
    return rel.startsWith('..') ? null : rel.split(path.sep)[0]
  }
  const edges = new Map<string, FeatureEdge>()
  for (const [file, source] of sources) {
    const from = featureOf(file)
    if (!from) continue
    for (const [, spec] of source.matchAll(SPEC)) {
      const target = spec.startsWith('.') ? path.resolve(path.dirname(file), spec) : spec.startsWith('@app/') ? path.join(appDir, spec.slice(5)) : null
      const to = target && featureOf(target)
      if (!to || to === from) continue
      const key = `${from}>${to}`
      const edge = edges.get(key) ?? { from, to, files: [] }
      if (!edge.files.includes(file)) edge.files.push(file)
      edges.set(key, edge)
    }
  }
  return [...edges.values()]
}

/** Pairs of features that import each other directly, each pair once. */
export function featureCycles(edges: FeatureEdge[]): [FeatureEdge, FeatureEdge][] {
  const byKey = new Map(edges.map((e) => [`${e.from}>${e.to}`, e]))
  return edges.filter((e) => e.from < e.to && byKey.has(`${e.to}>${e.from}`)).map((e) => [e, byKey.get(`${e.to}>${e.from}`)!])
}
