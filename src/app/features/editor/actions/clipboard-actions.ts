import { toast } from 'react-toastify'
import * as z from 'zod'
import { newObjectId } from '@shared/ids'
import { nextName, nextOrder } from '@shared/scene/defaults'
import { MATERIAL_MAP_SLOTS, materialAssetIds } from '@shared/scene/material-rules'
import { descendants, topmostIds } from '@shared/scene/ops'
import { beginTransaction, SceneTransaction } from '@shared/scene/transaction'
import { assetSchema, nodeSchema, type SceneAsset, type SceneDocument, type SceneNode, type Vec3 } from '@shared/scene/schema'
import { docStore, sessionStore } from '../editor-store'
import { COPY_REFUSED, copyRefused } from '../read-only'
import { newEventId } from './event-rules'
import { groupIntoView } from './placement'
import { viewportProbe } from '../viewport/viewport-probe'

/**
 * Copy, cut and paste of scene objects. The clip lives in module memory and is mirrored to
 * localStorage, so it survives a reload and reaches another project (or tab) of the same browser;
 * sign-out clears localStorage, so it never outlives the user. The clip carries the assets its
 * media nodes use, since the project it is pasted into may not have them.
 */
export const CLIPBOARD_KEY = 'spatial-clipboard'
const NOTHING_SELECTED = 'No object is currently selected'

const clipSchema = z.object({ version: z.literal(1), nodes: z.array(nodeSchema).min(1).max(5000), assets: z.array(assetSchema).max(5000) })
export type Clip = z.infer<typeof clipSchema>

let memory: Clip | null = null

/** The latest clip: localStorage first (another tab may have copied since), else this tab's own. */
export function readClipboard(): Clip | null {
  try {
    const raw = globalThis.localStorage?.getItem(CLIPBOARD_KEY)
    if (raw) {
      const parsed = clipSchema.safeParse(JSON.parse(raw))
      if (parsed.success) return parsed.data
    }
  } catch {
    // Storage blocked or a damaged entry: this tab's own copy still works.
  }
  return memory
}

const selected = (doc: SceneDocument) => sessionStore.getState().selection.filter((id) => doc.nodes[id])
const assetRefs = (node: SceneNode) => ['assetId' in node ? node.assetId : null, ...('material' in node && node.material ? materialAssetIds(node.material) : [])]
const labelFor = (verb: string, doc: SceneDocument, roots: string[]) => `${verb} ${roots.length === 1 ? doc.nodes[roots[0]].name : `${roots.length} objects`}`

/** The clip of the given nodes with their descendants, parents before children, deep-cloned. */
export function makeClip(doc: SceneDocument, ids: string[]): Clip {
  const order = topmostIds(doc.nodes, ids).flatMap((id) => [id, ...descendants(doc.nodes, id)])
  const nodes = order.map((id) => structuredClone(doc.nodes[id]))
  const assetIds = new Set(nodes.flatMap(assetRefs).filter((id): id is string => !!id && !!doc.assets[id]))
  return { version: 1, nodes, assets: [...assetIds].map((id) => structuredClone(doc.assets[id])) }
}

function store(clip: Clip) {
  memory = clip
  try {
    globalThis.localStorage?.setItem(CLIPBOARD_KEY, JSON.stringify(clip))
  } catch {
    // Full or blocked storage: the clip still pastes in this tab.
  }
}

/** A viewer may look, not take: the clip would carry the objects and their media into a project of theirs. */
const refusedCopy = () => copyRefused() && (toast.info(COPY_REFUSED, { toastId: 'copy-refused' }), true)

export function copySelection(): boolean {
  if (refusedCopy()) return false
  const { doc } = docStore.getState()
  const ids = selected(doc)
  if (!ids.length) return toast.info(NOTHING_SELECTED), false
  store(makeClip(doc, ids))
  return true
}

/** Copy, then delete as one undo step (events aimed at the cut nodes go with them, as for Delete). */
export function cutSelection(): boolean {
  if (refusedCopy()) return false
  const { doc, commit } = docStore.getState()
  const ids = selected(doc)
  if (!ids.length) return toast.info(NOTHING_SELECTED), false
  store(makeClip(doc, ids))
  const roots = topmostIds(doc.nodes, ids)
  commit(labelFor('Cut', doc, roots), roots.map((id) => ({ op: 'remove' as const, id })))
  sessionStore.getState().select([])
  return true
}

/**
 * Adds a fresh copy of the clip (to a transaction, or a new one on `doc`): new ids and names,
 * parents and event targets remapped, missing assets added. The top nodes move +0.5 in x and z,
 * or, with `at`, are laid out around that point as they were around their centre (under
 * `parentId`). Duplicate is the same with `nameSuffix: '_copy'`.
 */
export function pasteOps(into: SceneDocument | SceneTransaction, clip: Clip, options: { place?: { at: Vec3; parentId: string | null }; nameSuffix?: string } = {}) {
  const tx = into instanceof SceneTransaction ? into : beginTransaction(into)
  const { place, nameSuffix = '' } = options
  const doc = tx.doc
  const pushed = tx.ops.length
  const assets = new Map<string, SceneAsset>(clip.assets.map((a) => [a.id, a]))
  const available = (id: string | null) => !id || !!doc.assets[id] || assets.has(id)
  // A media node whose file is nowhere to be had is skipped, with what hangs under it.
  const skipped = new Set<string>()
  for (const node of clip.nodes) if ((node.parentId && skipped.has(node.parentId)) || !available(assetRefs(node)[0])) skipped.add(node.id)
  const nodes = clip.nodes.filter((n) => !skipped.has(n.id))
  const idMap = new Map(nodes.map((n) => [n.id, newObjectId()]))
  const roots = nodes.filter((n) => !n.parentId || !idMap.has(n.parentId))
  const rootSet = new Set(roots)
  const centre = roots.reduce<Vec3>((sum, n) => sum.map((v, i) => v + n.transform.position[i] / roots.length) as Vec3, [0, 0, 0])
  for (const source of nodes) {
    const node = structuredClone(source)
    const isRoot = rootSet.has(source)
    node.id = idMap.get(source.id)!
    node.name = nextName(tx.doc, isRoot ? `${source.name}${nameSuffix}` : source.name)
    // Events go on once every copy is in, since they may aim at a copy made later.
    node.events = []
    if (isRoot) {
      node.parentId = place ? place.parentId : source.parentId && doc.nodes[source.parentId] ? source.parentId : null
      node.order = nextOrder(tx.doc, node.parentId)
      const [x, y, z] = source.transform.position
      node.transform.position = place ? (place.at.map((v, i) => v + source.transform.position[i] - centre[i]) as Vec3) : [x + 0.5, y, z + 0.5]
    } else node.parentId = idMap.get(source.parentId!)!
    if ('material' in node && node.material) {
      const material = node.material
      for (const slot of MATERIAL_MAP_SLOTS) if (material[slot] && !available(material[slot] ?? null)) material[slot] = null
    }
    for (const ref of assetRefs(node)) if (ref && !tx.doc.assets[ref]) tx.push({ op: 'add-asset', asset: structuredClone(assets.get(ref)!) })
    tx.push({ op: 'add', node })
  }
  // Events follow the copies; ones aimed at objects this document lacks would dangle, so they go.
  for (const source of nodes) {
    const events = source.events
      .filter((e) => !e.targetId || idMap.has(e.targetId) || doc.nodes[e.targetId])
      .map((e) => ({ ...e, id: newEventId(), targetId: e.targetId ? (idMap.get(e.targetId) ?? e.targetId) : null }))
    if (events.length) tx.push({ op: 'update', id: idMap.get(source.id)!, patch: { events } })
  }
  return { tx, ops: tx.ops.slice(pushed), roots: roots.map((n) => idMap.get(n.id)!), skipped: skipped.size }
}

function paste(over: boolean): boolean {
  const clip = readClipboard()
  if (!clip) return toast.info('Nothing to paste yet. Copy an object first.'), false
  const { doc, apply, begin } = docStore.getState()
  let place: { at: Vec3; parentId: string | null } | undefined
  if (over) {
    const target = doc.nodes[selected(doc)[0]]
    if (!target) return toast.info(NOTHING_SELECTED), false
    place = { at: target.transform.position, parentId: target.parentId }
  }
  const { tx, roots, skipped } = pasteOps(begin(), clip, { place })
  if (skipped) toast.warn(`${skipped} copied object(s) could not be pasted: their files are not available.`)
  if (!roots.length) return false
  // A plain paste lands in view and clear of what is there, laid out as copied (same undo step).
  if (!over) {
    for (const { id, position } of groupIntoView(tx.doc, roots, viewportProbe.cameraState?.() ?? null)) {
      tx.push({ op: 'update', id, patch: { transform: { ...tx.doc.nodes[id].transform, position } } })
    }
  }
  apply(tx.commit(labelFor(over ? 'Paste over' : 'Paste', tx.doc, roots)))
  sessionStore.getState().select(roots)
  return true
}

export const pasteClipboard = () => paste(false)
export const pasteOverSelection = () => paste(true)
