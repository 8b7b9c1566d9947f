import type { SceneOp } from '../../../shared/scene/ops'
import type { SceneDocument, SceneNode } from '../../../shared/scene/schema'

/** A building's window part ('Window', 'Shop Window'); a vehicle's glass is 'Windows' and stays clear. */
const WINDOW = /^(shop )?window\d*$/i
/** Lamplight behind the pane: warm, and glowing (the night's gain makes it the brightest of the wall). */
export const LIT_WINDOW = '#FFC870'

/**
 * A night scene's new buildings have lit windows: their clear panes become warm glowing ones, as
 * rooms with the lamps on look from the street after dark. Without it the village's houses stood
 * with pale daylight glass in a dark street. Only what this prompt built, only when the scene ends
 * the prompt at night; a pane that already glows, or is not see-through glass, is left as it is.
 */
export function lightWindowsAtNight(before: SceneDocument, after: SceneDocument): SceneOp[] {
  if (after.settings.environment.skybox !== 'night') return []
  const ops: SceneOp[] = []
  for (const node of Object.values(after.nodes) as SceneNode[]) {
    if (before.nodes[node.id] || node.kind !== 'shape' || !WINDOW.test(node.name)) continue
    const m = node.material
    if (m.emission !== null || m.renderingMode !== 'Transparent') continue
    ops.push({ op: 'update', id: node.id, patch: { material: { ...m, renderingMode: 'Opaque', alpha: 1, albedo: LIT_WINDOW, emission: LIT_WINDOW, smoothness: 0.5 } } })
  }
  return ops
}
