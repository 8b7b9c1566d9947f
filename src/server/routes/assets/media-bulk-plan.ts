import * as z from 'zod'
import { SCENE_ASSET_TYPE, SPEC_BULK_MESSAGES, type UploadedAsset, type UploadType } from '@shared/api/assets'
import { createModel, createShape } from '@shared/scene/defaults'
import { createAudio, createImage, createSprite, createVector, createVideo } from '@shared/scene/media-factories'
import { readAudioSettings, readVideoSettings } from '@shared/scene/media-settings'
import type { SceneDiff, SceneOp } from '@shared/scene/ops'
import { eventSchema, materialSchema, shapeType, type Material, type SceneAsset, type SceneDocument, type SceneNode } from '@shared/scene/schema'
import { applyAll, checkedResult, refuse, transformOf } from './text-bulk-plan'

/**
 * The spec's own media bulk call (editor spec §3 and §7) as document ops: each description is an
 * asset record; one whose id starts with `temp-` is new and takes the next file in order (a
 * built-in shape, glb_type "shapes", takes none), any other id updates that object; toDelete
 * removes. Pure, so a retry after a lost revision race plans again on the newer document.
 */
const sentId = z.string().trim().min(1).max(64)
const num = z.number()
export const specMediaDescriptionSchema = z
  .object({
    _id: sentId.optional(),
    id: sentId.optional(),
    name: z.string().trim().min(1).max(120).optional(),
    file_name: z.string().trim().min(1).max(200).optional(),
    position_x: num.optional(), position_y: num.optional(), position_z: num.optional(),
    rotation_x: num.optional(), rotation_y: num.optional(), rotation_z: num.optional(),
    scale_x: num.optional(), scale_y: num.optional(), scale_z: num.optional(),
    glb_type: z.string().max(40).nullish(),
    shape_type: z.string().max(40).nullish(),
    events: z.array(eventSchema.extend({ inputType: eventSchema.shape.inputType.default('mouse') })).max(50).optional(),
    // The spec's settings carry fields the document keeps elsewhere (ids, maps by URL): what the
    // document knows is read, leniently, and the rest is left out.
    material_settings: z.record(z.string(), z.unknown()).nullish(),
    video_settings: z.record(z.string(), z.unknown()).nullish(),
    audio_settings: z.record(z.string(), z.unknown()).nullish(),
  })
  .loose()
  .refine((d) => d._id ?? d.id, { message: '_id or id is required', path: ['_id'] })
export type SpecMediaDescription = z.infer<typeof specMediaDescriptionSchema>
export const specMediaDescriptionsSchema = z.array(specMediaDescriptionSchema).max(200)

export const isNew = (id: string) => id.startsWith('temp')
export const isShape = (d: SpecMediaDescription) => d.glb_type === 'shapes'
export const idOf = (d: SpecMediaDescription) => (d._id ?? d.id)!
/** The descriptions that take a file, in the order the files come. */
export const needsFile = (d: SpecMediaDescription) => isNew(idOf(d)) && !isShape(d)

/** Which document kinds each path type covers. */
const KINDS: Record<UploadType, SceneNode['kind'][]> = { mesh: ['shape', 'model'], image: ['image'], video: ['video'], audio: ['audio'], vector: ['vector'], sprite: ['sprite'], splat: ['splat'] }

/** The material fields the record sends that the document can take, over `base`. */
function readMaterial(sent: Record<string, unknown> | null | undefined, base: Material): Material {
  if (!sent) return base
  const out: Record<string, unknown> = { ...base }
  for (const [key, field] of Object.entries(materialSchema.shape)) {
    if (!(key in sent)) continue
    const value = typeof sent[key] === 'string' && /^#[0-9a-f]{6}$/i.test(sent[key]) ? sent[key].toUpperCase() : sent[key]
    const parsed = (field as z.ZodType).safeParse(value)
    if (parsed.success) out[key] = parsed.data
  }
  return out as Material
}

/** The record's settings over the node's: name, transform, events, material or media settings. */
function merged<N extends SceneNode>(node: N, d: SpecMediaDescription): N {
  const next = { ...node, name: d.name ?? node.name, transform: transformOf(d, node.transform), ...(d.events && { events: d.events }) }
  if ((next.kind === 'shape' || next.kind === 'image') && d.material_settings) next.material = readMaterial(d.material_settings, next.material)
  if (next.kind === 'model' && d.material_settings && next.material) next.material = readMaterial(d.material_settings, next.material)
  if (next.kind === 'video' && d.video_settings) next.settings = readVideoSettings({ ...next.settings, ...d.video_settings })
  if (next.kind === 'audio' && d.audio_settings) next.settings = readAudioSettings({ ...next.settings, ...d.audio_settings })
  return next
}

export interface MediaPlan {
  doc: SceneDocument
  diff: SceneDiff
  /** In the order sent: the id the client used and the node it became. */
  saved: { originalId: string; id: string }[]
}

function newNode(doc: SceneDocument, type: UploadType, d: SpecMediaDescription, i: number, upload: UploadedAsset | undefined): SceneNode {
  if (!upload) {
    const shape = shapeType.safeParse(d.shape_type?.toLowerCase())
    if (!shape.success) refuse(SPEC_BULK_MESSAGES.shapeType(idOf(d)), `assets.${i}.shape_type`)
    return createShape(doc, shape.data)
  }
  const asset = { id: upload.id, name: d.file_name ?? d.name ?? upload.name, width: upload.width, height: upload.height }
  if (type === 'image') return createImage(doc, asset)
  if (type === 'video') return createVideo(doc, asset)
  if (type === 'audio') return createAudio(doc, asset)
  if (type === 'vector') return createVector(doc, asset)
  if (type === 'sprite') return createSprite(doc, asset)
  return createModel(doc, upload.id, d.name ?? upload.name)
}

/** An upload as the document's asset table keeps it. */
function assetOf(type: UploadType, upload: UploadedAsset): SceneAsset {
  const { id, name, url, size, mime, triangles, width, height, sprite } = upload
  return { id, type: SCENE_ASSET_TYPE[type], name: name.slice(0, 200), url, size, mime, ...(triangles !== undefined && { triangles }), ...(width && height && { width, height }), ...(sprite && { sprite }) }
}

/**
 * `uploads` holds one stored file per description that needs one, in order. Everything is checked
 * against the one document before anything is written.
 */
export function planMediaBulk(
  doc: SceneDocument,
  type: UploadType,
  items: SpecMediaDescription[],
  deletions: { id: string }[],
  uploads: UploadedAsset[],
  /** Files stored earlier (the product's upload fields) that no object uses yet, by id. */
  unplaced: UploadedAsset[] = [],
): MediaPlan {
  const stored = new Map(unplaced.filter((u) => u.type === SCENE_ASSET_TYPE[type]).map((u) => [u.id, u]))
  const ops: SceneOp[] = []
  const saved: MediaPlan['saved'] = []
  const seen = new Set<string>()
  let work = doc
  let nextFile = 0
  const push = (op: SceneOp) => {
    ops.push(op)
    work = applyAll(work, [op]).doc
  }
  items.forEach((d, i) => {
    const sent = idOf(d)
    if (seen.has(sent)) refuse(SPEC_BULK_MESSAGES.duplicate(sent), `assets.${i}._id`)
    seen.add(sent)
    if (isNew(sent)) {
      const upload = isShape(d) ? undefined : uploads[nextFile++]
      if (upload) push({ op: 'add-asset', asset: assetOf(type, upload) })
      const node = merged(newNode(work, type, d, i, upload), d)
      push({ op: 'add', node })
      saved.push({ originalId: sent, id: node.id })
      return
    }
    const node = work.nodes[sent]
    const upload = stored.get(sent)
    if (!node && upload) {
      // A listed upload placed by its `_id`: the object takes that id, so the record keeps it.
      if (!work.assets[upload.id]) push({ op: 'add-asset', asset: assetOf(type, upload) })
      push({ op: 'add', node: merged({ ...newNode(work, type, d, i, upload), id: sent }, d) })
      saved.push({ originalId: sent, id: sent })
      return
    }
    if (!node || !KINDS[type].includes(node.kind)) refuse(SPEC_BULK_MESSAGES.notOfType(sent, type), `assets.${i}._id`)
    const { id: _id, kind: _kind, ...patch } = merged(node, d)
    push({ op: 'update', id: sent, patch } as SceneOp)
    saved.push({ originalId: sent, id: sent })
  })
  deletions.forEach(({ id }, i) => {
    if (seen.has(id)) refuse(SPEC_BULK_MESSAGES.duplicate(id), `toDelete.${i}.id`)
    seen.add(id)
    const node = doc.nodes[id]
    if (!node || !KINDS[type].includes(node.kind)) refuse(SPEC_BULK_MESSAGES.unknownDelete(id, type), `toDelete.${i}.id`)
    // Inside another deleted object: gone with its parent already (the remove takes the subtree).
    if (work.nodes[id]) push({ op: 'remove', id })
  })
  for (const { originalId, id } of saved) if (!work.nodes[id]) refuse(SPEC_BULK_MESSAGES.duplicate(originalId), 'toDelete')
  return { ...checkedResult(doc, ops, 'assets'), saved }
}
