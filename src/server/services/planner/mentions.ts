import { compareOrder, keyIndex } from '../../../shared/scene/order-keys'
import type { SceneDocument } from '../../../shared/scene/schema'
import { BY_KEY, type ObjectSpec } from './catalog'
import { partBox } from './catalog/dsl'
import { TUCKED_ORDER } from './entities'
import type { RelationType } from './lexicon'

/**
 * Definite mentions the catalogue cannot resolve by kind alone: by the name an object has in the
 * scene ('the teacher desk', 'the platform'), or as a part of one ('by the gate' of a castle).
 */

/** The scene's objects by name, lower case and without its copy number ('teacher desk', 'rotating platform'). */
export function namedObjects(doc: SceneDocument): Map<string, string[]> {
  const out = new Map<string, string[]>()
  const top = Object.values(doc.nodes).filter((n) => n.parentId === null || keyIndex(n.order) >= TUCKED_ORDER).sort(compareOrder)
  for (const n of top) {
    const key = n.name.replace(/\d+$/, '').trim().toLowerCase()
    out.set(key, [...(out.get(key) ?? []), n.id])
  }
  return out
}

/**
 * The ids a name means: the objects of exactly that name ('the teacher desk' is the Teacher Desk,
 * not the newest of all the desks), or, by its last word, the one kind of object whose name ends
 * with it ('the platform' is the Rotating Platform; two kinds of platform would be a guess).
 */
export function idsByName(named: Map<string, string[]>, name: string, headOnly: boolean): string[] | undefined {
  const want = name.toLowerCase()
  if (!headOnly) return named.get(want)
  const heads = [...named.entries()].filter(([n]) => n.endsWith(` ${want}`))
  return heads.length === 1 ? heads[0][1] : undefined
}

/** The name an object goes by in the scene, when its ids are known. */
export const nameOf = (named: Map<string, string[]>, id: string) => [...named.entries()].find(([, ids]) => ids.includes(id))?.[0]

export interface PartOwner {
  ids: string[]
  ownerKey: string
  part: string
  /** The owner's side the part is on, in the owner's own frame. */
  side: Extract<RelationType, 'front' | 'behind' | 'left' | 'right'>
}

/** An object in the scene with a part of this kind on its outside ('the gate' of a castle, on its front). */
export function partOwner(existing: Map<string, string[]>, spec: ObjectSpec): PartOwner | null {
  for (const [key, ids] of existing) {
    const owner = BY_KEY.get(key)
    const part = owner?.parts.find((p) => spec.words.includes(p.name.toLowerCase()))
    if (!owner || !part) continue
    const boxes = owner.parts.map(partBox)
    const lo = [0, 2].map((a) => Math.min(...boxes.map((b) => b.min[a])))
    const hi = [0, 2].map((a) => Math.max(...boxes.map((b) => b.max[a])))
    const dx = (part.at[0] - (lo[0] + hi[0]) / 2) / Math.max(1e-6, (hi[0] - lo[0]) / 2)
    const dz = (part.at[2] - (lo[1] + hi[1]) / 2) / Math.max(1e-6, (hi[1] - lo[1]) / 2)
    // Only a part on the outside says which side: a keep's middle says nothing.
    if (Math.max(Math.abs(dx), Math.abs(dz)) < 0.6) continue
    const side = Math.abs(dz) >= Math.abs(dx) ? (dz > 0 ? 'front' : 'behind') : dx > 0 ? 'right' : 'left'
    return { ids, ownerKey: key, part: part.name.toLowerCase(), side }
  }
  return null
}
