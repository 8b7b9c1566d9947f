import * as z from 'zod'
import { TEXT_BULK_MESSAGES } from '@shared/api/assets'
import type { FieldError } from '@shared/api/envelope'
import { createText } from '@shared/scene/defaults'
import { integrityProblems } from '@shared/scene/load'
import { applyOps, SceneOpError, type SceneDiff, type SceneOp } from '@shared/scene/ops'
import { eventSchema, textSchema, type SceneDocument, type Transform, type Vec3 } from '@shared/scene/schema'
import { HttpError } from '../../lib/http-error'

/**
 * The text bulk call as document ops: its descriptions (the spec's text records, rotation in
 * degrees) become adds and updates, its deletions removes, all checked against one document
 * before anything is written. Pure, so a retry after a lost revision race simply plans again.
 */
const num = z.number()
const sentId = z.string().trim().min(1).max(64)
export const textDescriptionSchema = z
  .object({
    _id: sentId.optional(),
    id: sentId.optional(),
    name: z.string().trim().min(1).max(120).optional(),
    position_x: num.optional(), position_y: num.optional(), position_z: num.optional(),
    rotation_x: num.optional(), rotation_y: num.optional(), rotation_z: num.optional(),
    scale_x: num.optional(), scale_y: num.optional(), scale_z: num.optional(),
    // Clients written before the input type existed send events without it: mouse, as the editor reads them.
    events: z.array(eventSchema.extend({ inputType: eventSchema.shape.inputType.default('mouse') })).max(50).optional(),
    // Partial: a new text takes the editor's defaults for what is left out, an update keeps what it had.
    text_material: textSchema.partial().optional(),
  })
  .refine((d) => d._id ?? d.id, { message: '_id or id is required', path: ['_id'] })
export type TextDescription = z.infer<typeof textDescriptionSchema>
export const textDescriptionsSchema = z.array(textDescriptionSchema).max(200)

/** The spec's toDelete entries; only the id matters here (url and deleteType serve file assets). */
export const textDeletionsSchema = z.array(z.object({ id: sentId, url: z.string().nullish(), deleteType: z.string().nullish() }).loose()).max(200)
export type TextDeletion = z.infer<typeof textDeletionsSchema>[number]

type RecordTransform = Partial<Record<`${'position' | 'rotation' | 'scale'}_${'x' | 'y' | 'z'}`, number>>

const rad = (degrees: number) => (degrees * Math.PI) / 180

/** The record's position, rotation (degrees) and scale over `was`: what the record leaves out stays. */
export function transformOf(d: RecordTransform, was: Transform): Transform {
  const pick = (values: (number | undefined)[], old: Vec3, map = (v: number) => v) => old.map((o, i) => (values[i] === undefined ? o : map(values[i]!))) as Vec3
  return {
    position: pick([d.position_x, d.position_y, d.position_z], was.position),
    rotation: pick([d.rotation_x, d.rotation_y, d.rotation_z], was.rotation, rad),
    scale: pick([d.scale_x, d.scale_y, d.scale_z], was.scale),
  }
}

export interface TextPlan {
  doc: SceneDocument
  diff: SceneDiff
  /** In the order sent: the id the client used and the node it became. */
  saved: { originalId: string; id: string }[]
}

export function refuse(message: string, field: string): never {
  throw new HttpError(400, message, [{ field, message }])
}

export function planTextBulk(doc: SceneDocument, items: TextDescription[], deletions: TextDeletion[]): TextPlan {
  const ops: SceneOp[] = []
  const saved: TextPlan['saved'] = []
  const seen = new Set<string>()
  // Each new text is named and ordered after everything before it, earlier texts of this call included.
  let work = doc
  items.forEach((d, i) => {
    const sent = (d._id ?? d.id)!
    if (seen.has(sent)) refuse(TEXT_BULK_MESSAGES.duplicate(sent), `assets.${i}._id`)
    seen.add(sent)
    let op: SceneOp
    if (sent.startsWith('temp')) {
      const base = createText(work, d.text_material?.textType ?? '3D')
      op = { op: 'add', node: { ...base, name: d.name ?? base.name, transform: transformOf(d, base.transform), events: d.events ?? [], text: { ...base.text, ...d.text_material } } }
      saved.push({ originalId: sent, id: base.id })
    } else {
      const node = work.nodes[sent]
      if (node?.kind !== 'text') return refuse(TEXT_BULK_MESSAGES.notText(sent), `assets.${i}._id`)
      const patch = { name: d.name ?? node.name, transform: transformOf(d, node.transform), text: { ...node.text, ...d.text_material }, ...(d.events && { events: d.events }) }
      op = { op: 'update', id: sent, patch }
      saved.push({ originalId: sent, id: sent })
    }
    ops.push(op)
    work = applyAll(work, [op]).doc
  })
  deletions.forEach(({ id }, i) => {
    if (seen.has(id)) refuse(TEXT_BULK_MESSAGES.duplicate(id), `toDelete.${i}.id`)
    seen.add(id)
    if (doc.nodes[id]?.kind !== 'text') refuse(TEXT_BULK_MESSAGES.unknownDelete(id), `toDelete.${i}.id`)
    // A text inside another deleted text has gone with its parent already.
    if (!work.nodes[id]) return
    const op: SceneOp = { op: 'remove', id }
    ops.push(op)
    work = applyAll(work, [op]).doc
  })
  // A text updated here but inside a deleted text would vanish while the answer claims it saved.
  for (const { originalId, id } of saved) if (!work.nodes[id]) refuse(TEXT_BULK_MESSAGES.duplicate(originalId), 'toDelete')
  // Events aimed at what is gone are dropped by the remove itself, as in the editor.
  return { ...checkedResult(doc, ops, 'texts'), saved }
}

/** All the call's ops at once, from the stored document (one diff, one revision), checked whole. */
export function checkedResult(doc: SceneDocument, ops: SceneOp[], what: string) {
  const result = applyAll(doc, ops)
  const problems = integrityProblems(result.doc)
  if (problems.length) {
    const errors: FieldError[] = problems.map((message) => ({ field: 'assets', message }))
    throw new HttpError(400, `The ${what} do not fit the scene: ${problems.join('; ')}`, errors)
  }
  return result
}

/** The ops applied, a refused op answered as a 400 naming why. */
export function applyAll(doc: SceneDocument, ops: SceneOp[]) {
  try {
    return applyOps(doc, ops)
  } catch (error) {
    if (error instanceof SceneOpError) refuse(error.message, 'assets')
    throw error
  }
}
