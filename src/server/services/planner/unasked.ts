import { keyIndex } from '../../../shared/scene/order-keys'
import type { SceneOp } from '../../../shared/scene/ops'
import type { SceneDocument } from '../../../shared/scene/schema'
import { specForName } from './catalog'
import { TUCKED_ORDER } from './entities'
import type { Entity, Parsed } from './parse'
import type { PlannerMemory } from './memory'
import { riders, sceneInfo } from './scene-info'

/**
 * What a place added on its own ('a living room' brings a coffee table, 'a beach' a beach ball):
 * the user never asked for it. When a later prompt asks for that kind of thing somewhere in
 * particular ('add a coffee table in front of the sofa'), the user means the one there, put where
 * they say, not a second one beside it: the unasked ones make way for the asked ones, and the
 * reply says so. Kept in the planner's memory by id, since the document cannot tell them apart.
 */
export function unaskedIds(memory: PlannerMemory, doc: SceneDocument): string[] {
  const ids = Array.isArray(memory.unasked) ? (memory.unasked as unknown[]) : []
  return ids.filter((id): id is string => typeof id === 'string' && !!doc.nodes[id] && doc.nodes[id].parentId === null)
}

/** `gone`: made way, or claimed by a prompt that changed it ('make the coffee table blue' makes it the user's). */
export function rememberUnasked(memory: PlannerMemory, doc: SceneDocument, added: string[], gone: string[] = []): PlannerMemory {
  const keep = unaskedIds(memory, doc).filter((id) => !gone.includes(id))
  const next = [...new Set([...keep, ...added.filter((id) => doc.nodes[id])])]
  const { unasked: _drop, ...rest } = memory
  return next.length ? { ...rest, unasked: next } : rest
}

/** The catalogue kind an asked thing will be built as: a lamp put on furniture is a desk lamp. */
const builtKey = (e: Entity) => (e.spec?.key === 'lamp' && e.rel?.type === 'on' ? 'desk lamp' : e.spec?.key)

export interface MakeWay {
  ops: SceneOp[]
  removed: string[]
  notes: string[]
}

/**
 * `fresh`: unasked ones this same prompt's earlier sentences brought ('A classroom. One teacher's
 * desk and six student desks.'): the later sentences describe that same place, so what they name
 * takes the place of the place's own of that kind wherever it goes and however many.
 */
export function makeWayFor(parsed: Parsed, doc: SceneDocument, memory: PlannerMemory, fresh: string[] = []): MakeWay {
  const none: MakeWay = { ops: [], removed: [], notes: [] }
  const unasked = unaskedIds(memory, doc)
  if (!unasked.length) return none
  const byKey = new Map<string, string[]>()
  const info = sceneInfo(doc)
  for (const id of unasked) {
    const key = specForName(doc.nodes[id].name)?.key
    // Something resting on it or tucked under it stays where it is, and so does it.
    if (!key || riders(info, [id]).length || Object.values(doc.nodes).some((n) => n.parentId === id && keyIndex(n.order) >= TUCKED_ORDER)) continue
    byKey.set(key, [...(byKey.get(key) ?? []), id])
  }
  const referenced = new Set(parsed.entities.flatMap((e) => e.existing ?? []))
  const out: MakeWay = { ops: [], removed: [], notes: [] }
  for (const e of parsed.entities) {
    // Asked for, new, put somewhere in particular, and not 'more' of what is there.
    if (e.kind !== 'object' || e.existing || e.pronoun || e.fromTemplate || e.more || !e.spec) continue
    const key = builtKey(e)
    const ids = key ? byKey.get(key) : undefined
    const described = !!ids?.length && ids.every((id) => fresh.includes(id))
    if (!e.rel && !described) continue
    // Only when the asked ones are at least as many as the place brought: 'add a tree' in a forest is one more tree.
    if (!ids?.length || ids.some((id) => referenced.has(id)) || (e.count < ids.length && !described)) continue
    for (const id of ids) out.ops.push({ op: 'remove', id })
    out.removed.push(...ids)
    byKey.delete(key!)
    const name = doc.nodes[ids[0]].name.replace(/\d+$/, '').toLowerCase()
    // (Within the prompt that made the place, the user never saw them: nothing to explain.)
    if (!described) out.notes.push(ids.length === 1 ? `it takes the place of the ${name} I had added on my own` : `they take the place of the ${ids.length === 2 ? 'two' : ids.length} ${name}s I had added on my own`)
  }
  return out.ops.length ? out : none
}
