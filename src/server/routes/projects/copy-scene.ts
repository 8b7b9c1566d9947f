import { newObjectId } from '@shared/ids'
import { projectName } from '@shared/api/projects'
import type { Material, SceneDocument, SceneNode } from '@shared/scene/schema'

const COPY_SUFFIX = ' copy'
const NAME_MAX = (projectName.maxLength ?? 100) as number

/** A cut inside a word goes back to the word's start when that loses at most this many characters. */
const WORD_SLACK = 20

/**
 * "<name> copy" within the project-name limit: a long name loses its end (at a word boundary
 * when one is near, whole characters always), never the suffix, so the copy reads as one.
 */
export function copyName(name: string): string {
  const chars = Array.from(name.trim())
  const room = NAME_MAX - COPY_SUFFIX.length
  if (chars.length <= room) return `${chars.join('')}${COPY_SUFFIX}`
  let kept = chars.slice(0, room).join('')
  const space = kept.lastIndexOf(' ')
  if (chars[room] !== ' ' && space > 0 && kept.length - space <= WORD_SLACK) kept = kept.slice(0, space)
  return `${kept.trimEnd()}${COPY_SUFFIX}`
}

/**
 * The document with fresh node ids (so a node id names one project's node, which the rename call
 * relies on) and asset ids mapped through `assetIds` (media rows copied for the new project).
 * Every reference is followed: parents, event targets, node assets and material maps.
 */
export function rekeyScene(doc: SceneDocument, assetIds: ReadonlyMap<string, string>): SceneDocument {
  const nodeIds = new Map(Object.keys(doc.nodes).map((id) => [id, newObjectId()]))
  const node = (id: string) => nodeIds.get(id) ?? id
  const asset = (id: string) => assetIds.get(id) ?? id
  const material = (m: Material): Material => ({
    ...m,
    textureAssetId: m.textureAssetId && asset(m.textureAssetId),
    normalMapAssetId: m.normalMapAssetId && asset(m.normalMapAssetId),
    ...(m.metallicMapAssetId !== undefined && { metallicMapAssetId: m.metallicMapAssetId && asset(m.metallicMapAssetId) }),
    ...(m.emissionMapAssetId !== undefined && { emissionMapAssetId: m.emissionMapAssetId && asset(m.emissionMapAssetId) }),
  })
  const nodes: Record<string, SceneNode> = {}
  for (const old of Object.values(doc.nodes)) {
    const copy = {
      ...structuredClone(old),
      id: node(old.id),
      parentId: old.parentId && node(old.parentId),
      events: old.events.map((e) => ({ ...e, targetId: e.targetId && node(e.targetId) })),
    } as SceneNode
    if ('assetId' in copy) copy.assetId = asset(copy.assetId)
    if ('material' in copy && copy.material) copy.material = material(copy.material)
    nodes[copy.id] = copy
  }
  const assets: SceneDocument['assets'] = {}
  for (const a of Object.values(doc.assets)) assets[asset(a.id)] = { ...a, id: asset(a.id) }
  return { ...doc, nodes, assets, settings: structuredClone(doc.settings) }
}
