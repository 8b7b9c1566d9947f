import { nextIndex } from '../../../shared/scene/defaults'
import type { SceneOp } from '../../../shared/scene/ops'
import type { SceneDocument, SceneEvent, SceneNode, Vec3 } from '../../../shared/scene/schema'
import { BY_KEY } from './catalog'
import { surfacesOf } from './catalog/support'
import { instantiate, libraryPrototype, nameFor, prototype, type Prototype } from './build'
import { begin } from './change'
import { box } from './catalog/dsl'
import { builtUpInstead, libraryChoice } from './library-swap'
import { withoutBrought } from './detachable'
import { libraryAsset, libraryAssetId, type LibraryModel } from '../../../shared/scene/library-models'
import type { IdMaker, NameMaker } from './ids'
import { layout, type Job, type NestFrame } from './layout'
import { TUCKED_ORDER, type Entity, type Ref } from './parse'
import type { SceneTemplate } from './scenes'
import { prepareWalls } from './create-walls'
import { stretchWays } from './stretch-ways'
import { laidFlat, stackableForm, stacksAsIs } from './stack-forms'
import { openExisting, openHolders } from './open-holders'
export { addTemplates, kindOf } from './create-templates'
import { PALETTE, VARIED_COLOURS } from './colours'
import { nounOf } from './reply'
import { occupancyOf, sceneInfo } from './scene-info'

export interface CreateContext {
  doc: SceneDocument
  ids: IdMaker
  names: NameMaker
  /** Node ids a pronoun ('it', 'them') stands for. */
  pronounIds: string[]
  /** Node ids of everything the last clause made ('a red ball and a blue ball'): 'between them'. */
  groupIds?: string[]
}
export interface Created {
  ops: SceneOp[]
  /** Entity index → root ids of its instances. */
  roots: Map<number, string[]>
  templates: SceneTemplate[]
  notes: string[]
}

/** Turns entities into placed nodes: prototypes, the layout step, then add ops. */
export function createEntities(entities: Entity[], ctx: CreateContext, protoFor: (e: Entity) => Prototype | null = prototype): Created {
  if (protoFor === prototype) prepareWalls(entities)
  if (protoFor === prototype) withoutBrought(entities)
  if (protoFor === prototype) openHolders(entities)
  const jobs: Job[] = []
  const protos = new Map<number, Prototype>()
  const libs = new Map<number, LibraryModel>()
  const refOf = (ref: Ref | undefined): Ref | undefined => {
    if (!ref || ref.entity === undefined) return ref
    const target = entities[ref.entity]
    if (target?.pronoun) return { nodeIds: ctx.pronounIds }
    if (target?.existing) return { nodeIds: target.existing }
    return ref
  }
  const swapOps = protoFor === prototype ? builtUpTargets(entities, ctx, refOf) : []
  // 'add a plane over the city' in a scene already built: over everything standing there.
  const standing = Object.values(ctx.doc.nodes).filter((n) => n.parentId === null && n.kind !== 'light' && n.kind !== 'audio' && n.kind !== 'text').map((n) => n.id)
  for (const e of entities) if (e.overPlace && !e.rel && !e.existing && standing.length) e.rel = { type: 'above', target: { nodeIds: standing } }
  for (const e of entities) {
    if (e.existing || e.pronoun || e.kind === 'light') continue
    // 'a tower of crates', 'two suitcases, one on top of the other': in the form that stacks (lidded, laid flat).
    if (e.arrangement === 'stack' && e.spec && !stacksAsIs(e.spec) && protoFor === prototype) e.spec = stackableForm(e.spec) ?? e.spec
    if (e.lyingFlat && e.spec && protoFor === prototype) e.spec = laidFlat(e.spec) ?? e.spec
    // 'a crate, and a second crate on top of it', 'a cat on a toy box': an open box something rests on has its lid on.
    const carries = entities.some((o) => o !== e && o.rel?.type === 'on' && o.rel.target.entity === e.index && !o.existing)
    if (carries && e.spec?.inside && !stacksAsIs(e.spec) && protoFor === prototype) e.spec = stackableForm(e.spec) ?? e.spec
    // A lamp put on furniture is a table lamp, not a floor lamp on the table top.
    if (e.spec?.key === 'lamp' && e.rel?.type === 'on' && protoFor === prototype) {
      e.spec = BY_KEY.get('desk lamp') ?? e.spec
      e.label ??= 'Lamp'
    }
    const lib = protoFor === prototype ? libraryChoice(e, entities) : undefined
    const proto = lib ? libraryPrototype(e, lib) : protoFor(e)
    if (!proto) continue
    if (lib) libs.set(e.index, lib)
    protos.set(e.index, proto)
    const rel = e.rel && { ...e.rel, target: refOf(e.rel.target)!, target2: refOf(e.rel.target2) }
    // 'put a box between them' after 'a red ball and a blue ball': 'them' is both, not the one 'it' would be.
    const them = rel?.type === 'between' && !rel.target2 && e.rel?.target.entity !== undefined && entities[e.rel.target.entity]?.pronoun && (rel.target.nodeIds?.length ?? 0) < 2
    if (rel && them && (ctx.groupIds?.length ?? 0) >= 2) rel.target = { nodeIds: ctx.groupIds }
    const height = e.spec?.airborne ?? e.lift
    // Up in the air when free, over something, or circling something ('planets around the sun, floating').
    // Beside something that flies too, it flies with it ('the sun with three planets': no planet on the ground).
    const withFlier = rel?.type === 'next' && e.rel?.target.entity !== undefined && entities[e.rel.target.entity]?.spec?.airborne !== undefined
    const floating = height !== undefined && (!rel || rel.type === 'above' || rel.type === 'around' || withFlier)
    // 'books on every shelf': a row on each top of the holder that is wide enough for one.
    const holder = e.rel?.spread === 'tops' && e.rel.target.entity !== undefined ? entities[e.rel.target.entity]?.spec : undefined
    const levels = holder && e.spec ? [...new Set(surfacesOf(holder).filter((t) => t.maxX - t.minX >= Math.max(e.spec!.size[0], 0.6 * holder.size[0]) && t.maxZ - t.minZ >= 0.6 * e.spec!.size[2]).map((t) => Math.round(t.y * 1000) / 1000))].sort((a, b) => a - b) : undefined
    if (levels?.length) {
      e.count = (e.spreadPer ?? 1) * levels.length
      e.plural = true
    }
    // 'a fence around the house' means enough of it to go round.
    if (rel?.type === 'around' && !e.countGiven && !e.plural && proto.size[0] >= 1 && proto.size[0] > 2.5 * proto.size[2]) e.count = 4
    jobs.push({
      index: e.index,
      count: e.count,
      size: proto.size,
      airborne: floating ? height : undefined,
      spins: e.motion?.kind === 'spin',
      rel,
      arrangement: e.arrangement,
      rows: e.rows,
      region: e.region,
      parts: proto.parts,
      scale: proto.scale,
      // A model's box is all the layout knows of it: its top is the support, not the built-up seat.
      ...(lib ? { spec: { ...e.spec!, size: proto.size, parts: [box('Model', [0, proto.size[1] / 2, 0], proto.size, 'main')] } } : {}),
      spec: e.spec,
      pivot: proto.pivot,
      sized: !!e.dims || e.sizes.some((z) => !!z.word),
      row: e.rowWith,
      levels: levels?.length ? levels : undefined,
      hangs: e.hangs,
      facePair: e.facePair,
      // (Far enough apart to talk across, or for a small table between them, even turned.)
      ...(e.facePair ? { minGap: 1.2 + Math.max(0, proto.size[2] - proto.size[0]) } : {}),
      turn: lib?.turn,
    })
  }
  // Two of a kind with something between them (a banner between two trees) stand far enough apart for it.
  for (const job of jobs) {
    const e = entities[job.index]
    // (Or 'two trees and a bench between them': the one plural thing, no second named.)
    const pair = e.rel?.target.entity !== undefined && (e.rel.target.entity === e.rel.target2?.entity || (!e.rel.target2 && (entities[e.rel.target.entity]?.count ?? 0) >= 2))
    const t = e.rel?.type === 'between' && pair ? jobs.find((j) => j.index === e.rel!.target.entity) : undefined
    if (t) t.minGap = Math.max(t.minGap ?? 0, job.size[0] + 0.3)
  }
  // 'a coffee table between the sofa and the tv', both new and free: the middle one stands first
  // and the two go either side of it, so it is on the line joining them (not squeezed out beside).
  for (const job of jobs) {
    const rel = job.rel
    if (rel?.type !== 'between' || job.count !== 1 || rel.target.entity === undefined || rel.target2?.entity === undefined || rel.target.entity === rel.target2.entity) continue
    const [a, b] = [jobs.find((j) => j.index === rel.target.entity), jobs.find((j) => j.index === rel.target2!.entity)]
    if (!a || !b || a.rel || b.rel || a.region || b.region || a.arrangement || b.arrangement || a.count !== 1 || b.count !== 1) continue
    if (jobs.some((j) => j !== job && (j.rel?.target.entity === job.index || j.rel?.target2?.entity === job.index))) continue
    a.rel = { type: 'left', target: { entity: job.index } }
    b.rel = { type: 'right', target: { entity: job.index } }
    job.rel = undefined
  }
  const stackNotes: string[] = []
  // Things that cannot hold their own kind in any form go side by side instead of in a stack.
  for (const job of jobs) {
    const spec = entities[job.index].spec
    if (job.arrangement !== 'stack' || !spec || stacksAsIs(spec)) continue
    job.arrangement = 'row'
    entities[job.index].arrangement = 'row'
    stackNotes.push(`${spec.plurals[0]} cannot be stacked, so I put them in a row`)
  }
  stretchWays(jobs, entities, protos)
  const info = sceneInfo(ctx.doc)
  const result = layout(jobs, occupancyOf(info), info.targets)
  const notes = [...stackNotes, ...result.notes]
  for (const [index, where] of result.moved) {
    const e = entities[index]
    const t = e.rel?.target.entity !== undefined ? entities[e.rel.target.entity] : undefined
    const what = e.spec ? nounOf(e, 1) : 'it'
    // (Not 'the it': a pronoun's thing is named by what it is, else just 'it'.)
    const named = t?.spec ? `the ${nounOf(t, 1)}` : t?.pronoun && ctx.pronounIds.length ? `the ${ctx.doc.nodes[ctx.pronounIds[0]]?.name.replace(/\d+$/, '').toLowerCase() ?? 'it'}` : 'it'
    notes.push(where === 'inside' ? `${named} has no room inside for the ${what}, so I put it beside` : `${named} has no top that can hold the ${what}, so I put it beside`)
    if (e.rel) e.rel = { ...e.rel, type: 'next' }
  }
  for (const [index, { fit, total }] of result.partial) {
    const e = entities[index]
    const t = e.rel?.target.entity !== undefined ? entities[e.rel.target.entity] : undefined
    const rest = total - fit
    notes.push(`only ${fit} of the ${total} ${nounOf(e, total)} fit on the ${t ? nounOf(t, 1) : 'top'}, so I put ${rest === 1 ? 'the last one' : `the other ${rest}`} beside it`)
  }
  for (const [index, k] of result.shrunk) {
    const e = entities[index]
    const t = e.rel?.target.entity !== undefined ? entities[e.rel.target.entity] : undefined
    notes.push(`I made the ${e.spec ? nounOf(e, 1) : 'thing'} ${k < 0.5 ? 'a small model' : 'smaller'} to fit on the ${t?.spec ? nounOf(t, 1) : 'top'}`)
  }

  // Root ids first, so a thing tucked under a new table can name the table as its parent.
  const roots = new Map<number, string[]>()
  for (const job of jobs) roots.set(job.index, (result.slots.get(job.index) ?? []).map(() => ctx.ids.next()))
  const ops: SceneOp[] = [...swapOps]
  for (const job of jobs) {
    const lib = libs.get(job.index)
    if (lib && (result.slots.get(job.index) ?? []).length && !ctx.doc.assets[libraryAssetId(lib.slug)] && !ops.some((o) => o.op === 'add-asset' && o.asset.id === libraryAssetId(lib.slug)))
      ops.push({ op: 'add-asset', asset: libraryAsset(lib) })
  }
  const childOrders = new Map<string, number>()
  let order = nextIndex(ctx.doc)
  const parentId = (frame: NestFrame) => ('nodeId' in frame.parent ? frame.parent.nodeId : roots.get(frame.parent.entity)![frame.parent.instance])
  // Parents are added before what sits under them.
  const pending: SceneNode[][] = []
  for (const job of jobs) {
    const e = entities[job.index]
    const proto = protos.get(job.index)!
    const slots = result.slots.get(job.index) ?? []
    slots.forEach((slot, i) => {
      const c = Math.cos(slot.rotY)
      const s = Math.sin(slot.rotY)
      // The box's bottom centre goes to the slot; the root sits pivot away from it, turned with it.
      const k = slot.k ?? 1
      const p: Vec3 = [proto.pivot[0] * k, proto.pivot[1] * k, proto.pivot[2] * k]
      let position: Vec3 = [slot.centre[0] - (c * p[0] + s * p[2]), slot.centre[1] - p[1], slot.centre[2] - (-s * p[0] + c * p[2])]
      let rotY = slot.rotY
      let scale: Vec3 | undefined = k === 1 ? undefined : (proto.nodes[0].transform.scale.map((v) => Math.round(v * k * 1e4) / 1e4) as Vec3)
      let parent: string | null = null
      let nodeOrder: number
      if (slot.nest) {
        const f = slot.nest
        parent = parentId(f)
        const dx = position[0] - f.position[0]
        const dy = position[1] - f.position[1]
        const dz = position[2] - f.position[2]
        const fc = Math.cos(f.rotY)
        const fs = Math.sin(f.rotY)
        // World → parent frame: undo its turn, then its scale.
        position = [(fc * dx - fs * dz) / f.scale[0], dy / f.scale[1], (fs * dx + fc * dz) / f.scale[2]]
        rotY -= f.rotY
        scale = proto.nodes[0].transform.scale.map((v, i) => Math.round(((v * k) / f.scale[i]) * 1e4) / 1e4) as Vec3
        nodeOrder = (childOrders.get(parent) ?? Math.max(nextIndex(ctx.doc, parent), TUCKED_ORDER)) + 1
        childOrders.set(parent, nodeOrder)
      } else nodeOrder = order++
      const nodes = perInstance(varied(instantiate(proto, { id: roots.get(job.index)![i], name: nameFor(ctx.names, e), parentId: parent, order: nodeOrder, position, rotY, scale }, ctx.ids), e, i, slots.length), e, i)
      if (e.motion) nodes[0] = { ...nodes[0], motion: { ...e.motion } }
      if (slot.nest) pending.push(nodes)
      else for (const node of nodes) ops.push({ op: 'add', node })
    })
  }
  for (const nodes of pending) for (const node of nodes) ops.push({ op: 'add', node })
  return { ops, roots, templates: [], notes }
}

/**
 * The library model to use for an entity, when one fits. The built-up object stays when it is
 * clearly better: a colour, material or part colour was asked (a GLB keeps its own paint, and
 * the scene cannot recolour it, so a 'red car' is the red built-up car rather than a model that
 * ignores the word), words go on its face, it is hung on a wall, or something is put on, in or
 * under it (the layout knows the built-up seat and top; of a model it knows only its box).
 */
/**
 * Something put on, in or under a library model already in the scene ('add a cat on it') needs
 * the seat and top the built-up object has: the model becomes the built-up one first (same id,
 * place and facing), and the layout then sees it in ctx.doc.
 */
function builtUpTargets(entities: Entity[], ctx: CreateContext, refOf: (ref: Ref | undefined) => Ref | undefined): SceneOp[] {
  const change = begin(ctx.doc)
  for (const e of entities) {
    if (e.existing || e.pronoun || !e.rel || !['on', 'in', 'under'].includes(e.rel.type)) continue
    for (const id of refOf(e.rel.target)?.nodeIds ?? []) {
      builtUpInstead(change, id)
      // 'a car inside it' (the garage made a sentence before): a solid holder is opened first.
      if (e.rel.type === 'in') openExisting(change, id)
    }
  }
  ctx.doc = change.doc
  return change.ops
}

export function withEvents(ops: SceneOp[], rootIds: string[], events: (rootId: string) => SceneEvent[]): void {
  for (const op of ops) if (op.op === 'add' && rootIds.includes(op.node.id)) op.node = { ...op.node, events: [...op.node.events, ...events(op.node.id)] }
}

/** 'colourful cubes': the palette's first colour stands for 'varied'; each copy (or, alone, each painted part) takes the next. */
function varied(nodes: SceneNode[], e: Entity, instance: number, count: number): SceneNode[] {
  if (!e.colour || !VARIED_COLOURS.has(e.colour.name)) return nodes
  let part = 0
  return nodes.map((n) => {
    if (n.kind !== 'shape' || n.material.albedo !== PALETTE[0]) return n
    const hex = PALETTE[(count > 1 ? instance : part++) % PALETTE.length]
    return { ...n, material: { ...n.material, albedo: hex, emission: n.material.emission ? hex : n.material.emission } }
  })
}

/** 'red, green and blue balloons': each copy takes its own colour where the last one was painted. */
function perInstance(nodes: SceneNode[], e: Entity, instance: number): SceneNode[] {
  if (!e.colours?.length || !e.colour) return nodes
  const from = e.colour.hex.toUpperCase()
  const to = e.colours[instance % e.colours.length].hex.toUpperCase()
  if (from === to) return nodes
  return nodes.map((n) => (n.kind === 'shape' && n.material.albedo.toUpperCase() === from ? { ...n, material: { ...n.material, albedo: to, emission: n.material.emission ? to : n.material.emission } } : n))
}
