import { createGroup, createShape, emptyScene } from '@shared/scene/defaults'
import { audioSettingsSchema, videoSettingsSchema } from '@shared/scene/media-settings'
import { applyOps } from '@shared/scene/ops'
import type { SceneDocument, SceneEvent, SceneNode } from '@shared/scene/schema'

const event = (id: string, trigger: SceneEvent['trigger'], action: SceneEvent['action'], targetId: string | null, url: string | null = null): SceneEvent => ({
  id,
  inputType: 'touch',
  trigger,
  action,
  targetId,
  url,
})

/**
 * A scene with every kind of event Quick Look meets: a Red cube whose tap hides the Blue sphere,
 * shows a Hidden cone, plays the Chime and redirects (not run); its Double Click (not run: the
 * Single Click has the tap); the Blue sphere's Double Click stops the Chime (a tap: no Single
 * Click there); a Lid inside a Crate group hides the sphere; a Screen button plays a Clip (video:
 * not run); a Spinner turns from the start, a Door swings only when tapped (not run).
 */
export function quickLookScene(): { doc: SceneDocument; ids: Record<string, string> } {
  let doc = emptyScene()
  doc = {
    ...doc,
    assets: {
      chime: { id: 'chime', type: 'audio', name: 'chime.mp3', url: '/uploads/media/chime.mp3', size: 4, mime: 'audio/mpeg' },
      clip: { id: 'clip', type: 'video', name: 'clip.mp4', url: '/uploads/media/clip.mp4', size: 4, mime: 'video/mp4' },
    },
  }
  const add = (node: SceneNode) => (doc = applyOps(doc, [{ op: 'add', node }]).doc)
  const shape = (id: string, name: string, kind: Parameters<typeof createShape>[1], x: number, extra: Partial<SceneNode> = {}) =>
    add({ ...createShape(doc, kind, [x, 0.5, 0]), id, name, ...extra } as SceneNode)
  shape('redcube', 'Red cube', 'cube', -1.5)
  shape('bluesphere', 'Blue sphere', 'sphere', 1.5)
  shape('hiddencone', 'Hidden cone', 'cone', 0, { visible: false })
  add({ ...createGroup(doc, [0, 0, 2]), id: 'chime-node', name: 'Chime', kind: 'audio', assetId: 'chime', settings: audioSettingsSchema.parse({ volume: 0.8 }) } as SceneNode)
  add({ ...createGroup(doc, [3, 1, 0]), id: 'clip-node', name: 'Clip', kind: 'video', assetId: 'clip', settings: videoSettingsSchema.parse({}) } as SceneNode)
  add({ ...createGroup(doc, [0, 0, -2]), id: 'crate', name: 'Crate group' })
  shape('lid', 'Lid', 'cube', 0, { parentId: 'crate' })
  shape('screenbutton', 'Screen button', 'cube', 3)
  shape('spinner', 'Spinner', 'torus', -3, { motion: { kind: 'spin', speed: 0.5 } })
  shape('door', 'Door', 'plane', 4, { motion: { kind: 'swing', speed: 1 } })
  const events = (id: string, list: SceneEvent[]) => (doc = applyOps(doc, [{ op: 'update', id, patch: { events: list } }]).doc)
  events('redcube', [
    event('e1', 'click', 'disable', 'bluesphere'),
    event('e2', 'click', 'enable', 'hiddencone'),
    event('e3', 'click', 'play', 'chime-node'),
    event('e4', 'click', 'redirect', null, 'https://example.com/shop'),
    event('e5', 'double-click', 'enable', 'bluesphere'),
  ])
  events('bluesphere', [event('e6', 'double-click', 'stop', 'chime-node')])
  events('lid', [event('e7', 'click', 'disable', 'bluesphere')])
  events('screenbutton', [event('e8', 'click', 'play', 'clip-node'), event('e9', 'click', 'animate', 'door')])
  return { doc, ids: Object.fromEntries(Object.values(doc.nodes).map((n) => [n.name, n.id])) }
}
