import { defaultLight, nextIndex } from '../../../shared/scene/defaults'
import { indexKey } from '../../../shared/scene/order-keys'
import { defaultAudioSettings } from '../../../shared/scene/media-settings'
import type { SceneOp } from '../../../shared/scene/ops'
import type { SceneDocument, SceneEvent, SceneNode, Vec3 } from '../../../shared/scene/schema'
import type { Box } from '../../../shared/scene/bounds'
import type { IdMaker, NameMaker } from './ids'
import type { Entity } from './parse'
import { SOUND_CLIPS } from './sounds'

/** Lights, sounds and events: the things that are not objects on the ground. */
const LIGHT_NAMES = { point: 'Point Light', spot: 'Spot Light', directional: 'Directional Light' } as const
const FREE_LIGHT_SPOTS: Vec3[] = [[-3, 4, 3], [3, 4, 3], [0, 5, -3], [-5, 4, -2], [5, 4, -2], [0, 4, 4]]

export function lightNodes(lights: Entity[], doc: SceneDocument, ids: IdMaker, names: NameMaker, boxOf: (e: Entity) => Box[]): SceneNode[] {
  const out: SceneNode[] = []
  let order = nextIndex(doc)
  let free = 0
  for (const e of lights) {
    const kind = e.lightKind ?? 'point'
    const targets = e.rel ? boxOf(e) : []
    for (let i = 0; i < e.count; i++) {
      let position: Vec3
      const t = targets[i % Math.max(1, targets.length)]
      if (t) {
        const side = e.rel?.type === 'left' ? -1.5 : e.rel?.type === 'right' ? 1.5 : 0
        const z = e.rel?.type === 'behind' ? t.min[2] - 1 : e.rel?.type === 'front' ? t.max[2] + 1.5 : (t.min[2] + t.max[2]) / 2 + (kind === 'spot' && e.rel?.type !== 'above' ? 1.5 : 0)
        position = [(t.min[0] + t.max[0]) / 2 + side + (i - (e.count - 1) / 2) * 0.8, t.max[1] + (kind === 'spot' ? 3 : 1.5), z]
      } else if (kind === 'directional') position = [3 + i, 6, 3]
      else position = FREE_LIGHT_SPOTS[free++ % FREE_LIGHT_SPOTS.length]
      const k = e.sizes.reduce((acc, s) => acc * s.k, 1)
      const light = { ...defaultLight(kind), color: e.colour?.hex ?? defaultLight(kind).color, intensity: Math.min(10, Math.max(0.1, Math.round(2 * k * 10) / 10)), distance: kind === 'directional' ? 0 : 15 }
      out.push({
        id: ids.next(),
        name: names.next(e.label ?? LIGHT_NAMES[kind]),
        parentId: null,
        order: indexKey(order++),
        visible: true,
        transform: { position: position.map((v) => Math.round(v * 1000) / 1000) as Vec3, rotation: [kind === 'spot' ? -Math.PI / 2 : 0, 0, 0], scale: [1, 1, 1] },
        events: [],
        kind: 'light',
        light,
      })
    }
  }
  return out
}

/**
 * An audio node for a library clip (and its asset, unless the scene has it already). Clips that
 * an event plays wait for the click; the others start on their own, ambience looping.
 */
export function soundNode(clipSlug: string, doc: SceneDocument, ids: IdMaker, names: NameMaker, order: number, onClick: boolean, near: Vec3 = [0, 1.5, 0]): { ops: SceneOp[]; id: string } {
  const clip = SOUND_CLIPS[clipSlug] ?? SOUND_CLIPS.chime
  const ops: SceneOp[] = []
  let asset = Object.values(doc.assets).find((a) => a.url === clip.url)
  if (!asset) {
    asset = { id: ids.next('ai-asset'), type: 'audio', name: clip.name, url: clip.url, size: clip.size, mime: 'audio/wav' }
    ops.push({ op: 'add-asset', asset })
  }
  const id = ids.next()
  ops.push({
    op: 'add',
    node: {
      id,
      name: names.next(clip.name),
      parentId: null,
      order: indexKey(order),
      visible: true,
      transform: { position: near, rotation: [0, 0, 0], scale: [1, 1, 1] },
      events: [],
      kind: 'audio',
      assetId: asset.id,
      settings: { ...defaultAudioSettings(), playOnAwake: !onClick, loop: clip.loop && !onClick, volume: clip.loop ? 0.6 : 1 },
    },
  })
  return { ops, id }
}

export function makeEvent(ids: IdMaker, e: Omit<SceneEvent, 'id'>): SceneEvent {
  return { id: ids.next('ai-ev'), ...e }
}
