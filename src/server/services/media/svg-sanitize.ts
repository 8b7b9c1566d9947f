import { XMLBuilder, XMLParser } from 'fast-xml-parser'

// SVG is a document format that can run script and fetch from elsewhere; only a drawing subset
// passes, and the stored file is the re-serialized subset, never the upload's own bytes.
const ELEMENTS = new Set(['svg', 'g', 'path', 'rect', 'circle', 'ellipse', 'line', 'polyline', 'polygon',
  'defs', 'lineargradient', 'radialgradient', 'stop', 'title', 'desc', 'use'])
const ATTRIBUTES = new Set(['id', 'class', 'd', 'x', 'y', 'x1', 'y1', 'x2', 'y2', 'cx', 'cy', 'r', 'rx', 'ry',
  'width', 'height', 'points', 'viewbox', 'xmlns', 'xmlns:xlink', 'version', 'preserveaspectratio', 'transform',
  'fill', 'fill-opacity', 'fill-rule', 'stroke', 'stroke-width', 'stroke-opacity', 'stroke-linecap',
  'stroke-linejoin', 'stroke-miterlimit', 'stroke-dasharray', 'opacity', 'style', 'offset', 'stop-color',
  'stop-opacity', 'gradientunits', 'gradienttransform', 'fx', 'fy', 'href', 'xlink:href', 'clip-rule', 'display', 'visibility'])
const LOCAL_REF = /^#[A-Za-z_][\w.-]*$/

export type SvgCheck = { ok: true; svg: string } | { ok: false; message: string }

function refuse(message: string): SvgCheck { return { ok: false, message } }

/** Checks an uploaded SVG by content and returns the sanitized document or the reason it is refused. */
export function sanitizeSvg(text: string): SvgCheck {
  if (/<!DOCTYPE|<!ENTITY/i.test(text)) return refuse('The SVG declares a DOCTYPE or entity, which is not allowed.')
  const parser = new XMLParser({ preserveOrder: true, ignoreAttributes: false, attributeNamePrefix: '',
    processEntities: false, allowBooleanAttributes: false, commentPropName: '#comment', cdataPropName: '#cdata' })
  let tree: unknown[]
  try { tree = parser.parse(text) as unknown[] } catch { return refuse('The SVG is not well-formed XML.') }
  const problem = { message: '' }
  const clean = walk(tree, problem, 0)
  if (problem.message) return refuse(problem.message)
  const root = clean.find((n) => Object.keys(n).some((k) => k === 'svg'))
  if (!root) return refuse('The file has no <svg> root element.')
  const builder = new XMLBuilder({ preserveOrder: true, ignoreAttributes: false, attributeNamePrefix: '', processEntities: true })
  return { ok: true, svg: builder.build([root]) as string }
}

type Node = Record<string, unknown>

const XML_ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" }

/**
 * The parser leaves references as written (entities off), and the builder escapes once on the way
 * out: decoding here keeps '&amp;' from coming back as '&amp;amp;'. An undeclared name (&nbsp;)
 * stays literal text, which the builder's escaping keeps harmless.
 */
function decodeXml(text: string): string {
  return text.replace(/&(#x[0-9a-fA-F]{1,6}|#[0-9]{1,7}|amp|lt|gt|quot|apos);/g, (whole, ref: string) => {
    if (ref[0] !== '#') return XML_ENTITIES[ref]
    const code = ref[1] === 'x' || ref[1] === 'X' ? parseInt(ref.slice(2), 16) : parseInt(ref.slice(1), 10)
    const legal = code === 0x9 || code === 0xa || code === 0xd || (code >= 0x20 && code <= 0x10ffff && !(code >= 0xd800 && code <= 0xdfff))
    return legal ? String.fromCodePoint(code) : whole
  })
}

function walk(nodes: unknown[], problem: { message: string }, depth: number): Node[] {
  if (depth > 64) { problem.message ||= 'The SVG is nested too deeply.'; return [] }
  const out: Node[] = []
  for (const raw of nodes) {
    if (problem.message) break
    const node = raw as Node
    const name = Object.keys(node).find((k) => k !== ':@')
    if (!name || name === '#comment' || name === '?xml') continue
    if (name === '#text') { out.push({ '#text': decodeXml(String(node['#text'])) }); continue }
    if (name === '#cdata') continue
    const lower = name.toLowerCase()
    if (lower === 'script') { problem.message = 'The SVG contains a script, which is not allowed.'; break }
    if (lower === 'foreignobject') { problem.message = 'The SVG contains a foreignObject, which is not allowed.'; break }
    if (!ELEMENTS.has(lower)) continue
    const attrs = checkAttributes((node[':@'] ?? {}) as Record<string, unknown>, problem)
    if (problem.message) break
    const kept: Node = { [name]: walk((node[name] ?? []) as unknown[], problem, depth + 1) }
    if (Object.keys(attrs).length) kept[':@'] = attrs
    out.push(kept)
  }
  return out
}

function checkAttributes(attrs: Record<string, unknown>, problem: { message: string }): Record<string, string> {
  const kept: Record<string, string> = {}
  for (const [key, value] of Object.entries(attrs)) {
    const name = key.toLowerCase()
    // Checked as the browser will read it: '&#40;' is a parenthesis to a CSS parser.
    const text = decodeXml(String(value))
    if (name.startsWith('on')) { problem.message = `The SVG has an event handler attribute (${key}), which is not allowed.`; break }
    if ((name === 'href' || name === 'xlink:href') && !LOCAL_REF.test(text.trim())) {
      problem.message = 'The SVG references an external resource, which is not allowed.'; break
    }
    if (/url\s*\(\s*['"]?\s*(?!#)/i.test(text) || /@import|expression\s*\(/i.test(text)) {
      problem.message = 'The SVG references an external resource, which is not allowed.'; break
    }
    if (ATTRIBUTES.has(name)) kept[key] = text
  }
  return kept
}
