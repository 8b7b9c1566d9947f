import { compareOrder } from '../../../shared/scene/order-keys'
import type { SceneDocument } from '../../../shared/scene/schema'
import { specForName } from './catalog'
import { existingBySpec } from './parse'

/** JSON-serialisable; the chat service stores it per thread and passes it back. */
export interface PlannerMemory {
  subject?: string | null
  [k: string]: unknown
}

/** The nodes 'it' / 'them' mean now: the remembered subject's, else the newest object. */
export function subjectIds(doc: SceneDocument, memory: PlannerMemory): string[] {
  const remembered = Array.isArray(memory.subjectIds) ? (memory.subjectIds as unknown[]).filter((id): id is string => typeof id === 'string' && !!doc.nodes[id]) : []
  if (remembered.length) return remembered
  if (typeof memory.subject === 'string' && memory.subject) {
    // Another planner (the language model) may remember a node name such as 'Tree2'.
    const exact = Object.values(doc.nodes).find((n) => n.name === memory.subject)
    if (exact) return [exact.id]
    const base = memory.subject.replace(/\d+$/, '').trim()
    const spec = specForName(base)
    const byName = spec ? existingBySpec(doc).get(spec.key) : undefined
    if (byName?.length) return byName.slice(-1)
    const named = Object.values(doc.nodes).filter((n) => n.parentId === null && n.name.replace(/\d+$/, '') === base)
    if (named.length) return [named[named.length - 1].id]
  }
  const top = Object.values(doc.nodes)
    .filter((n) => n.parentId === null && n.kind !== 'light' && n.kind !== 'audio')
    .sort(compareOrder)
  return top.length ? [top[top.length - 1].id] : []
}

export function remember(memory: PlannerMemory, doc: SceneDocument, ids: string[]): PlannerMemory {
  const live = ids.filter((id) => doc.nodes[id])
  if (!live.length) return { ...memory }
  const subject = doc.nodes[live[0]].name.replace(/\d+$/, '')
  return { ...memory, subject, subjectIds: live }
}
