import type { SceneDocument, Transform } from '../../../shared/scene/schema'
import type { SceneOp } from '../../../shared/scene/ops'
import { PHRASES, specForName, type ObjectSpec } from './catalog'
import { NUMBER_WORDS } from './lexicon'
import { subjectIds, type PlannerMemory } from './memory'
import { existingBySpec } from './parse'

/**
 * Follow-ups that take back part of what was just done: 'I meant three, not four' ends with three
 * of them (the newest go, or more are added beside them); 'put it back' returns what the last
 * change moved to where it stood before.
 */
const numberOf = (w: string | undefined): number | null => (w === undefined ? null : /^\d+$/.test(w) ? Number(w) : NUMBER_WORDS[w] ?? null)

/** 'I meant three, not four' as the plain instruction it stands for ('remove 1 of the chairs'), else null. */
export function correctCount(clause: string, doc: SceneDocument, memory: PlannerMemory): string | null {
  const text = clause.toLowerCase().replace(/[,.!]/g, ' ').replace(/\s+/g, ' ').trim()
  const words = text.split(' ')
  let want: number | null = null
  let noun: ObjectSpec | undefined
  const meant = words.findIndex((w, i) => w === 'meant' || (w === 'said' && words[i - 1] === 'i') || (w === 'be' && words[i - 1] === 'should'))
  const not = words.findIndex((w, i) => w === 'not' && numberOf(words[i + 1]) !== null && numberOf(words[i - 1] === 'but' ? undefined : words[i - 1]) !== null)
  if (meant >= 0) want = numberOf(words[meant + 1]) ?? numberOf(words[meant + 2])
  if (want === null && not > 0) want = numberOf(words[not - 1])
  if (want === null && /^(?:no|actually|sorry|oops)\b/.test(text)) {
    const n = words.find((w) => numberOf(w) !== null && w !== 'one')
    if (n && words.includes('instead')) want = numberOf(n)
  }
  // 'actually make it six chairs', 'no wait, 5': a correction that names only the count.
  if (want === null && /^(?:no|actually|sorry|oops|wait|hmm|erm)\b/.test(text)) {
    const make = words.findIndex((w, i) => w === 'make' && ['it', 'that', 'them', 'those'].includes(words[i + 1] ?? ''))
    const nums = words.filter((w) => numberOf(w) !== null)
    if (make >= 0 && numberOf(words[make + 2]) !== null) want = numberOf(words[make + 2])
    else if (words.length <= 4 && nums.length === 1) want = numberOf(nums[0])
  }
  if (want === null || want < 0 || want > 40) return null
  // The kind named in the clause ('I meant three chairs'), else what was just made.
  for (const w of words) {
    const hit = PHRASES.get(w)
    if (hit) noun = hit.spec
  }
  if (!noun) {
    const id = subjectIds(doc, memory)[0]
    noun = id ? specForName(doc.nodes[id].name) : undefined
  }
  if (!noun) return null
  const have = existingBySpec(doc).get(noun.key)?.length ?? 0
  if (!have || have === want) return null
  const plural = noun.plurals[0] ?? `${noun.key}s`
  if (want < have) return `remove ${have - want} of the ${plural}`
  return `add ${want - have} more ${want - have === 1 ? noun.key : plural}`
}

interface Place { id: string; transform: Transform }

/** Where the nodes a prompt moved stood before it, for 'put it back' next time (JSON, kept in the memory). */
export function rememberPlaces(memory: PlannerMemory, before: SceneDocument, after: SceneDocument): PlannerMemory {
  const moved: Place[] = []
  for (const [id, node] of Object.entries(before.nodes)) {
    const now = after.nodes[id]
    if (!now || node.parentId !== null) continue
    // (As JSON, so the memory reads back the same: no -0.)
    if (JSON.stringify(now.transform) !== JSON.stringify(node.transform)) moved.push({ id, transform: JSON.parse(JSON.stringify(node.transform)) as Transform })
  }
  return moved.length ? { ...memory, lastPlaces: moved } : memory
}

const PUT_BACK = /^(?:(?:ok|okay|no|actually|hmm|sorry|please|now)[,.]?\s+)*(?:put|bring|place|set|return)\s+(?:it|them|that|those|the [a-z ]+?)\s+back(?:\s+(?:where (?:it|they) (?:was|were)|to where (?:it|they) (?:was|were)|to (?:its|their) (?:old |original |first )?(?:place|spot|position)s?|again|please))?[.!]?$/i
const UNDO_MOVE = /^(?:undo (?:that|the) move|move (?:it|them|the [a-z ]+?) back (?:to )?(?:where (?:it|they) (?:was|were)|(?:its|their) (?:old |original )?(?:place|spot|position)s?))[.!]?$/i

/** 'put it back': the last moved things where they stood before. */
export function planPutBack(clause: string, doc: SceneDocument, memory: PlannerMemory): { ops: SceneOp[]; said: string[]; subject: string[] } | null {
  if (!PUT_BACK.test(clause.trim()) && !UNDO_MOVE.test(clause.trim())) return null
  const places = (Array.isArray(memory.lastPlaces) ? (memory.lastPlaces as Place[]) : []).filter((p) => p && typeof p.id === 'string' && doc.nodes[p.id] && p.transform)
  if (!places.length) return null
  const ops: SceneOp[] = places.map((p) => ({ op: 'update', id: p.id, patch: { transform: p.transform } }))
  const names = [...new Set(places.map((p) => doc.nodes[p.id].name.replace(/\d+$/, '').trim().toLowerCase()))]
  return { ops, said: [`put the ${names.join(' and the ')} back where ${places.length > 1 ? 'they were' : 'it was'}`], subject: places.map((p) => p.id) }
}
