import { AnimationClip, Euler, Object3D, Quaternion, QuaternionKeyframeTrack, VectorKeyframeTrack } from 'three'
import { USDZExporter } from 'three/examples/jsm/exporters/USDZExporter.js'
import { strFromU8, strToU8, unzipSync } from 'three/examples/jsm/libs/fflate.module.js'
import type { SceneDocument } from '@shared/scene/schema'
import { motionPose } from '@shared/scene/motion'
import { anchorUsdzToImage, zipAligned, type ImageAnchor } from '../image-target/usdz-image-anchor'
import { anchoringFor, planQuickLook, QUICK_LOOK_AUDIO, type QuickLookPlan } from './quick-look-plan'
import { behavioursUsda, insertIntoScene, primName, SCENE_PATH, setAnchoring } from './usdz-behaviours'
import { usdaPrimPaths } from './usda-prims'

export interface QuickLookInput {
  doc: SceneDocument
  /** The project's type (SURFACE, WORLD, VPS, IMAGE, FACE); null when unknown (plane anchoring). */
  category: string | null
  imageAnchor: ImageAnchor | null
  /** Reads an asset's bytes (the audio an AudioAction plays goes inside the archive). */
  readAsset: (url: string) => Promise<Uint8Array>
}

export interface QuickLookExport {
  usdz: Uint8Array
  plan: QuickLookPlan
  /** Prim path of each exported node. */
  prims: Record<string, string>
}

const FPS = 30

/**
 * The USDZ for AR Quick Look, made from `clean` (exportableScene's copy, with the plan's
 * start-hidden nodes kept): three's USDZExporter writes the geometry, materials and the motions
 * (as time samples from the viewer's own motionPose, so they play as in the viewer); then the
 * scene's events go in as Apple's behaviour prims, the audio they play as files, and the
 * anchoring the project type asks for.
 */
export async function exportQuickLook(clean: Object3D, input: QuickLookInput, plan = planQuickLook(input.doc)): Promise<QuickLookExport> {
  // Prim names the behaviours can point at: unique per node (ids differing only in '-' and '_'
  // would clash), and no other object (a model's part) may take one first, or the exporter
  // would rename the node's prim.
  const nodes = new Map<string, Object3D>()
  const used = new Set<string>()
  clean.traverse((o) => {
    const id = o.userData.nodeId
    if (typeof id !== 'string' || nodes.has(id)) return
    let name = primName(id)
    while (used.has(name) || used.has(`${name}_m`)) name += '_'
    used.add(name).add(`${name}_m`)
    nodes.set(id, o)
    o.name = name
    // The node's motion group (scene core: the node group holds it, it holds the content).
    const inner = o.children[0]
    if (inner && !inner.userData.nodeId) inner.name = `${name}_m`
  })
  const ours = new Set([...nodes.values()].flatMap((o) => [o, o.children[0]]))
  clean.traverse((o) => {
    if (!ours.has(o) && o.name.startsWith('N_')) o.name = `Part_${o.name}`
  })
  const animations = motionClips(plan.motions, input.doc, nodes)
  const exported = await new USDZExporter().parseAsync(clean, { quickLookCompatible: true, maxTextureSize: 4096, animations, animationFrameRate: FPS })
  const files = unzipSync(new Uint8Array(exported))
  const layer = Object.keys(files).find((n) => n.endsWith('.usda') && !n.includes('/'))
  if (!layer) throw new Error('The USDZ has no root layer')
  let usda = strFromU8(files[layer])

  // Where each node's prim is, checked against the layer (the exporter renames on a clash).
  const existing = new Set(usdaPrimPaths(usda))
  const prims: Record<string, string> = {}
  for (const [id, object] of nodes) {
    const chain: string[] = []
    for (let o: Object3D | null = object; o && o !== clean; o = o.parent) chain.unshift(o.name)
    const path = `${SCENE_PATH}/${chain.join('/')}`
    if (existing.has(path)) prims[id] = path
  }

  const audio: Record<string, Uint8Array> = {}
  const audioFiles: Record<string, string> = {}
  for (const tap of plan.taps)
    for (const action of tap.actions) {
      if (action.kind !== 'audio' || audioFiles[action.assetId] !== undefined) continue
      const asset = input.doc.assets[action.assetId]
      try {
        const file = `audio/${primName(asset.id)}.${QUICK_LOOK_AUDIO[asset.mime]}`
        audio[file] = await input.readAsset(asset.url)
        audioFiles[action.assetId] = file
      } catch {
        audioFiles[action.assetId] = ''
      }
    }

  const { text, dropped } = behavioursUsda({ taps: plan.taps, startHidden: plan.startHidden, primOf: (id) => prims[id] ?? null, audioFileOf: (id) => audioFiles[id] || null })
  const named = (id: string) => input.doc.nodes[id]?.name ?? id
  const notRun = [...plan.notRun]
  for (const d of dropped)
    notRun.push(`${d.trigger === 'click' ? 'Single Click' : 'Double Click'} on ${named(d.sourceId)}${d.action ? ` for ${named(d.action.targetId)}` : ''} (not in the AR file)`)
  usda = insertIntoScene(usda, text)
  const anchoring = anchoringFor(input.category, input.doc)
  if (anchoring !== 'image') usda = setAnchoring(usda, anchoring)

  const ordered: Record<string, Uint8Array> = { [layer]: strToU8(usda) }
  for (const [name, data] of Object.entries(files)) if (name !== layer) ordered[name] = data
  Object.assign(ordered, audio)
  let usdz = zipAligned(ordered)
  if (anchoring === 'image' && input.imageAnchor) usdz = anchorUsdzToImage(usdz, input.imageAnchor)
  return { usdz, plan: { ...plan, notRun }, prims }
}

/**
 * The motions that play from the start, as one looping timeline: Quick Look loops the whole
 * stage, so every motion gets a whole number of cycles in it (speeds move by under 5 %).
 */
function motionClips(ids: string[], doc: SceneDocument, nodes: Map<string, Object3D>): AnimationClip[] {
  const moving = ids.map((id) => ({ motion: doc.nodes[id]?.motion, inner: nodes.get(id)?.children[0] })).filter((m) => m.motion && m.inner?.name.endsWith('_m'))
  if (!moving.length) return []
  const longest = Math.max(...moving.map((m) => 1 / m.motion!.speed))
  let span = longest
  for (let k = 1; k <= 8; k++) {
    span = Math.min(longest * k, 60)
    const worst = Math.max(...moving.map((m) => Math.abs(Math.max(1, Math.round(span * m.motion!.speed)) / span - m.motion!.speed) / m.motion!.speed))
    if (worst < 0.05 || span >= 60) break
  }
  const samples = Math.min(Math.round(span * FPS), 1800)
  const times = Array.from({ length: samples + 1 }, (_, i) => (i * span) / samples)
  return moving.map(({ motion, inner }) => {
    const speed = Math.max(1, Math.round(span * motion!.speed)) / span
    const positions: number[] = []
    const rotations: number[] = []
    const q = new Quaternion()
    for (const t of times) {
      const pose = motionPose({ ...motion!, speed }, t)
      positions.push(...pose.offset)
      rotations.push(...q.setFromEuler(new Euler(...pose.rotation)).toArray())
    }
    inner!.position.set(0, 0, 0)
    inner!.rotation.set(0, 0, 0)
    return new AnimationClip(inner!.name, span, [new VectorKeyframeTrack(`${inner!.name}.position`, times, positions), new QuaternionKeyframeTrack(`${inner!.name}.quaternion`, times, rotations)])
  })
}
