import type { SceneDocument, SceneEvent, SceneNode } from '@shared/scene/schema'
import { cameraTracking } from '../viewer/ar-modes'

/**
 * What AR Quick Look (iPhone, iPad) can run of a scene's events, decided from the document alone,
 * so the USDZ export and the published dialog agree on it. Quick Look runs Apple's USDZ behaviour
 * schemas (a tap trigger, then visibility or audio actions) and nothing else: no script, no links,
 * no video control, no double tap. What it cannot run is named here, never dropped silently.
 */

/** How Quick Look anchors the scene (Apple's preliminary:anchoring:type). */
export type QuickLookAnchoring = 'plane' | 'image' | 'face'

/** The project's type (category) and document decide the anchoring: Surface, World and VPS sit on a horizontal plane. */
export function anchoringFor(category: string | null | undefined, doc: SceneDocument): QuickLookAnchoring {
  const tracking = cameraTracking(category, doc)
  // Quick Look has no body or geographic anchor: those projects' USDZ stands on the floor.
  return tracking === 'face' || tracking === 'image' ? tracking : 'plane'
}

export type QuickLookAction =
  | { kind: 'visibility'; show: boolean; targetId: string }
  | { kind: 'audio'; op: 'play' | 'pause' | 'stop'; targetId: string; assetId: string; volume: number }

/** One tap trigger: tapping `sourceId` (or anything inside it) runs `actions` in order. */
export interface QuickLookTap {
  sourceId: string
  trigger: SceneEvent['trigger']
  actions: QuickLookAction[]
}

export interface QuickLookPlan {
  taps: QuickLookTap[]
  /** Hidden nodes that an Enable shows: exported, and hidden again as the scene starts. */
  startHidden: string[]
  /** Nodes whose motion plays from the start in the viewer (baked into the file's animation). */
  motions: string[]
  /** One line per event Quick Look does not run, for the author. */
  notRun: string[]
}

/** Audio Quick Look's AudioAction plays (AAC, MP3, WAV). */
export const QUICK_LOOK_AUDIO: Record<string, string> = { 'audio/mpeg': 'mp3', 'audio/mp3': 'mp3', 'audio/mp4': 'm4a', 'audio/aac': 'm4a', 'audio/x-m4a': 'm4a', 'audio/wav': 'wav', 'audio/x-wav': 'wav', 'audio/wave': 'wav' }

const ACTION_NAMES: Record<SceneEvent['action'], string> = { disable: 'Disable', enable: 'Enable', play: 'Play', pause: 'Pause', stop: 'Stop', redirect: 'Redirect to URL', animate: 'Animate' }
const TRIGGER_NAMES: Record<SceneEvent['trigger'], string> = { click: 'Single Click', 'double-click': 'Double Click' }

/**
 * Kinds the USDZ leaves out (lights are lighting, not prims Quick Look can show or hide; neither
 * USDZ nor glTF has a way to carry Gaussian splats).
 */
const NOT_EXPORTED = new Set<SceneNode['kind']>(['light', 'splat'])

/** The published dialog's line for a splat: the AR files carry the rest of the scene without it. */
export const splatNotExported = (name: string) => `${name}: a Gaussian splat; Quick Look and the GLB file cannot carry splats, so they show the rest of the scene without it`

export function planQuickLook(doc: SceneDocument): QuickLookPlan {
  const taps: QuickLookTap[] = []
  const startHidden = new Set<string>()
  const notRun: string[] = []
  const animated = new Set<string>()
  for (const node of Object.values(doc.nodes)) for (const e of node.events) if (e.action === 'animate' && e.targetId) animated.add(e.targetId)

  for (const node of Object.values(doc.nodes)) {
    const hasSingle = node.events.some((e) => e.trigger === 'click')
    for (const trigger of ['click', 'double-click'] as const) {
      const events = node.events.filter((e) => e.trigger === trigger)
      if (!events.length) continue
      const label = (e: SceneEvent, why: string) => {
        const target = e.targetId ? doc.nodes[e.targetId] : undefined
        const on = target ? ` on ${target.name}` : e.action === 'redirect' && e.url ? ` to ${e.url}` : ''
        return `${TRIGGER_NAMES[trigger]} on ${node.name}: ${ACTION_NAMES[e.action]}${on} (${why})`
      }
      // Quick Look has one tap; where an object has both, its Single Click keeps the tap.
      if (trigger === 'double-click' && hasSingle) {
        for (const e of events) notRun.push(label(e, 'Quick Look has a single tap, used by the Single Click'))
        continue
      }
      const actions: QuickLookAction[] = []
      for (const e of events) {
        const target = e.targetId ? doc.nodes[e.targetId] : undefined
        if (e.action === 'redirect') {
          notRun.push(label(e, 'Quick Look opens no links'))
          continue
        }
        if (!target) continue // the viewer ignores an event whose target is gone, too
        if (NOT_EXPORTED.has(target.kind)) {
          notRun.push(label(e, `a ${target.kind} is not in the AR file`))
          continue
        }
        if (e.action === 'disable' || e.action === 'enable') {
          actions.push({ kind: 'visibility', show: e.action === 'enable', targetId: target.id })
          if (e.action === 'enable' && !target.visible) startHidden.add(target.id)
        } else if (e.action === 'animate') {
          notRun.push(label(e, 'Quick Look cannot start a motion on a tap'))
        } else if (target.kind === 'audio') {
          const asset = doc.assets[target.assetId]
          if (asset && QUICK_LOOK_AUDIO[asset.mime]) actions.push({ kind: 'audio', op: e.action, targetId: target.id, assetId: asset.id, volume: target.settings.volume })
          else notRun.push(label(e, `Quick Look cannot play ${asset ? asset.mime : 'this sound'}`))
        } else if (target.kind === 'video') {
          notRun.push(label(e, 'Quick Look has no video control'))
        } else {
          notRun.push(label(e, 'nothing to play'))
        }
      }
      if (actions.length) taps.push({ sourceId: node.id, trigger, actions })
    }
  }
  // Media the viewer starts by itself: Quick Look starts nothing on load, and plays no video at all.
  for (const node of Object.values(doc.nodes))
    if ((node.kind === 'audio' || node.kind === 'video') && node.settings.playOnAwake)
      notRun.push(`${node.name}: plays on load in the viewer (${node.kind === 'video' ? 'Quick Look plays no video' : 'Quick Look starts no sound by itself; a tap can'})`)
  // A USDZ texture cannot change with time: the sprite's sheet is cut to its first frame there.
  for (const node of Object.values(doc.nodes))
    if (node.kind === 'sprite') notRun.push(`${node.name}: an animated GIF; Quick Look shows its first frame (the viewer, AR and VR play it)`)
  for (const node of Object.values(doc.nodes)) if (node.kind === 'splat') notRun.push(splatNotExported(node.name))
  const motions = Object.values(doc.nodes)
    .filter((n) => n.motion && n.motion.speed > 0 && !animated.has(n.id) && !NOT_EXPORTED.has(n.kind))
    .map((n) => n.id)
  return { taps, startHidden: [...startHidden], motions, notRun }
}
