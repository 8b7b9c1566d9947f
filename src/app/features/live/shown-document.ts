import { jsonEqual } from '@shared/scene/diff'
import type { SceneDocument } from '@shared/scene/schema'

/**
 * The document to show after the live sequence moved on, keeping what is shown now wherever the
 * content is the same. The server's echo of this person's own step (the ack) rebuilds the same
 * document as new objects; shown as such, it re-rendered every panel and the 1,000-object scene
 * and drew a second frame with the shadows redrawn, for nothing. Nodes that are equal keep their
 * identity (the panels' rows and the scene core skip them); an equal document is the same object.
 */
export function keepShown(shown: SceneDocument | null, next: SceneDocument): SceneDocument {
  if (!shown || shown === next) return next
  const nodes: SceneDocument['nodes'] = {}
  /** Nodes equal to the shown ones but not the same objects: only these are swapped back. */
  let swapped = 0
  let changed = Object.keys(shown.nodes).length !== Object.keys(next.nodes).length
  for (const [id, node] of Object.entries(next.nodes)) {
    const old = shown.nodes[id]
    if (old === node) nodes[id] = node
    else if (old && jsonEqual(old, node)) {
      nodes[id] = old
      swapped++
    } else {
      nodes[id] = node
      changed = true
    }
  }
  const assets = shown.assets === next.assets || jsonEqual(shown.assets, next.assets) ? shown.assets : next.assets
  const settings = shown.settings === next.settings || jsonEqual(shown.settings, next.settings) ? shown.settings : next.settings
  if (!changed && assets === shown.assets && settings === shown.settings && shown.schemaVersion === next.schemaVersion) return shown
  if (!swapped && assets === next.assets && settings === next.settings) return next
  // Key order follows the new document's (the outliner sorts by order keys, not by this).
  return { ...next, nodes: changed ? nodes : shown.nodes, assets, settings }
}
