import type { SceneDocument, SceneNode } from '../../../shared/scene/schema'
import { childrenIndex, nodeBounds, type Box } from '../../../shared/scene/bounds'
import { fitText, textNode, wordsOn } from './build'
import { IdMaker } from './ids'
import { nextIndex } from '../../../shared/scene/defaults'
import type { ClauseResult } from './add'

/**
 * 'change it to Room 27', 'make the sign say Open', 'change the text to Welcome': new words on
 * what already carries words (a sign's face, a text). Only words that read as words (quoted, or
 * with a capital or a digit), so 'change it to red' stays a colour change. Null when the clause
 * is not such a change or nothing there carries words.
 */
const CHANGE = /^(?:please\s+)?(?:change|set|update|make|turn)\s+(it|them|the\s+[a-z]+(?:\s+[a-z]+)?)\s+(?:to\s+say|to\s+read|say|read|to)\s+(.+?)\s*[.!]?$/i

export function planRetext(clause: string, quotes: string[], doc: SceneDocument, pronounIds: string[]): ClauseResult | null {
  const m = CHANGE.exec(clause)
  if (!m) return null
  const raw = m[2].trim()
  const quoted = /^["“‘'](.*)["”’']$/.exec(raw)
  const words = quotes[0] ?? (quoted ? quoted[1] : /[A-Z0-9]/.test(raw) ? raw : null)
  if (!words) return null
  const children = childrenIndex(doc)
  const textIn = (id: string): SceneNode | undefined => {
    const n = doc.nodes[id]
    if (!n) return undefined
    if (n.kind === 'text') return n
    for (const c of children.get(id) ?? []) {
      const t = textIn(c.id)
      if (t) return t
    }
    return undefined
  }
  const who = m[1].toLowerCase()
  const named = who.startsWith('the ') ? who.slice(4) : null
  const candidates = named ? Object.values(doc.nodes).filter((n) => n.parentId === null && (n.name.toLowerCase().replace(/\d+$/, '').includes(named.split(' ').pop()!) || (named === 'text' || named === 'words') && !!textIn(n.id))).map((n) => n.id) : pronounIds
  const target = [...candidates].reverse().map(textIn).find((t): t is SceneNode => !!t)
  // 'make the poster say Grand Opening' on a poster with no words yet: written on it.
  if (!target && named && named !== 'text' && named !== 'words' && candidates.length) return writeOn(doc, candidates[candidates.length - 1], words)
  if (!target || target.kind !== 'text') return null
  const parent = target.parentId ? doc.nodes[target.parentId] : undefined
  const fontSize = parent ? fitText(words, Math.max(0.5, target.text.content.length ? (target.text.fontSize / 100) * 0.55 * Math.max(...target.text.content.split('\n').map((l) => l.length)) : 1.6), 1) : target.text.fontSize
  return {
    ops: [{ op: 'update', id: target.id, patch: { text: { ...target.text, content: words.slice(0, 2000), fontSize: Math.min(target.text.fontSize, fontSize) } } }],
    said: [`changed the words to "${words}"`],
    subject: parent ? [parent.id] : [target.id],
    templates: [],
    notes: [],
  }
}

function writeOn(doc: SceneDocument, rootId: string, words: string): ClauseResult | null {
  const root = doc.nodes[rootId]
  const children = childrenIndex(doc)
  const kids = (children.get(rootId) ?? []).filter((k) => k.kind === 'shape')
  // Each part's box in the thing's own frame.
  const boxes = kids.map((k) => nodeBounds({ ...k, parentId: null }, children)).filter((b): b is Box => !!b)
  if (!root || root.kind !== 'group' || !boxes.length) return null
  const main = kids[0].kind === 'shape' ? kids[0].material?.albedo ?? '#FFFFFF' : '#FFFFFF'
  const on = wordsOn(boxes, words.slice(0, 2000), main)
  const ids = new IdMaker(doc, `${rootId} ${words}`)
  const text = textNode(ids.next(), 'Text', rootId, nextIndex(doc, rootId), on.at, words.slice(0, 2000), on.colour, on.fontSize)
  return {
    ops: [{ op: 'add', node: { ...text, transform: { ...text.transform, rotation: on.rotation } } }],
    said: [`wrote "${words}" on the ${root.name.toLowerCase().replace(/\d+$/, '').trim()}`],
    subject: [rootId],
    templates: [],
    notes: [],
  }
}
