import { localExtent } from '../../../src/shared/scene/bounds'
import type { SceneDocument, SceneNode } from '../../../src/shared/scene/schema'
import { worldMatrix } from '../../../src/shared/scene/world-transform'
import type { Category, Verdict } from './judge'
import { overMiddle, subtree } from './behaviour-v5'
import type { Obj } from './scene-geometry'

/** Text as asked: the exact words, where they were asked to go, and no stray words. */
export interface TextExpect {
  /**
   * Some text node says exactly `content` (case and runs of spaces aside, outer quote marks
   * stripped: no added or lost words). above: its world box starts no lower than 2 cm under the
   * noun's top and within 2 m over it, its middle over the noun's middle. on: it belongs to an
   * object so named, or its box touches that object's box (within 3 cm).
   */
  textExact?: { content: string; above?: string; on?: string }[]
  /** No text node's content contains any of these (a verb phrase read as a label). */
  noText?: string[]
  /** Exactly this many text nodes in the scene. */
  textCount?: number
}

type Box = { min: [number, number, number]; max: [number, number, number] }
export const normText = (s: string) => s.trim().replace(/^["'“”‘’]+|["'“”‘’]+$/g, '').replace(/\s+/g, ' ').toLowerCase()

/** A text node's world box, from its local extent through its world matrix. */
export function textBox(doc: SceneDocument, n: SceneNode): Box | null {
  const ext = localExtent(n)
  if (!ext) return null
  const m = worldMatrix(doc.nodes, n.id)
  const min = [0, 0, 0] as Box['min']
  const max = [0, 0, 0] as Box['max']
  for (let r = 0; r < 3; r++) {
    const c = m[r * 4] * ext.centre[0] + m[r * 4 + 1] * ext.centre[1] + m[r * 4 + 2] * ext.centre[2] + m[r * 4 + 3]
    const h = Math.abs(m[r * 4]) * ext.half[0] + Math.abs(m[r * 4 + 1]) * ext.half[1] + Math.abs(m[r * 4 + 2]) * ext.half[2]
    min[r] = c - h
    max[r] = c + h
  }
  return { min, max }
}

const touches = (a: Box, b: Box, tol = 0.03) => [0, 1, 2].every((i) => a.min[i] <= b.max[i] + tol && a.max[i] >= b.min[i] - tol)

export function textVerdicts(expect: TextExpect, doc: SceneDocument, named: (noun: string) => Obj[]): Verdict[] {
  const out: Verdict[] = []
  const add = (what: string, ok: boolean) => out.push({ category: 'text' as Category, what, ok })
  const texts = Object.values(doc.nodes).filter((n): n is Extract<SceneNode, { kind: 'text' }> => n.kind === 'text')
  for (const t of expect.textExact ?? []) {
    const exact = texts.filter((n) => normText(n.text.content) === normText(t.content))
    add(`text exactly "${t.content}" (got ${texts.map((n) => `"${n.text.content}"`).join(', ') || 'none'})`, exact.length > 0)
    if (t.above) {
      const ok = exact.some((n) => {
        const b = textBox(doc, n)
        const centre: [number, number, number] = b ? [(b.min[0] + b.max[0]) / 2, 0, (b.min[2] + b.max[2]) / 2] : [0, 0, 0]
        return !!b && named(t.above!).some((o) => b.min[1] >= o.box.max[1] - 0.02 && b.min[1] <= o.box.max[1] + 2 && overMiddle(centre, o))
      })
      add(`"${t.content}" above the ${t.above}`, ok)
    }
    if (t.on) {
      const ok = exact.some((n) => {
        const b = textBox(doc, n)
        return named(t.on!).some((o) => subtree(doc, o.node.id).includes(n) || (!!b && touches(b, o.box)))
      })
      add(`"${t.content}" on the ${t.on}`, ok)
    }
  }
  for (const words of expect.noText ?? []) add(`no text saying "${words}"`, !texts.some((n) => n.text.content.toLowerCase().includes(words.toLowerCase())))
  if (expect.textCount !== undefined) add(`${expect.textCount} text node(s) (got ${texts.length})`, texts.length === expect.textCount)
  return out
}
