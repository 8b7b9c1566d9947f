/**
 * The prim paths a USDA layer defines, in order. Enough of the grammar for the layers three's
 * USDZExporter writes and the behaviour prims added to them: `def Type "name"`, an optional
 * metadata block in parentheses, then the body in braces on lines of their own (values such as
 * time samples open their braces on the property's line and are skipped).
 */
export function usdaPrimPaths(usda: string): string[] {
  const paths: string[] = []
  const stack: { name: string; depth: number }[] = []
  let pending: string | null = null
  let inMetadata = 0
  let depth = 0
  for (const raw of usda.split('\n')) {
    const line = raw.trim()
    if (inMetadata) {
      inMetadata += (line.match(/\(/g)?.length ?? 0) - (line.match(/\)/g)?.length ?? 0)
      continue
    }
    const def = /^(?:def|over|class)\s+(?:[A-Za-z_][\w:]*\s+)?"([^"]+)"\s*(\()?/.exec(line)
    if (def) {
      pending = def[1]
      if (def[2] && !line.endsWith(')')) inMetadata = 1
      continue
    }
    if (line === '{') {
      depth++
      if (pending !== null) {
        stack.push({ name: pending, depth })
        paths.push(`/${stack.map((s) => s.name).join('/')}`)
        pending = null
      }
      continue
    }
    if (line.endsWith('{')) depth++
    if (line === '}' || line.startsWith('}')) {
      if (stack.length && stack[stack.length - 1].depth === depth) stack.pop()
      depth--
    }
  }
  return paths
}
