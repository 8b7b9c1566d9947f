import { childrenOf } from '@shared/scene/ops'
import type { SceneDocument, SceneNode } from '@shared/scene/schema'

/** Outlines longer than this many lines end with a note: an agent reads the rest node by node. */
export const OUTLINE_MAX_LINES = 400

const round = (v: number) => Math.round(v * 100) / 100
const vec = (v: readonly number[]) => `[${v.map(round).join(', ')}]`

function what(node: SceneNode): string {
  switch (node.kind) {
    case 'shape':
      return `shape:${node.shape} ${node.material.albedo}`
    case 'text':
      return `text "${node.text.content.slice(0, 40)}"`
    case 'light':
      return `light:${node.light.type}`
    case 'hotspot':
      return `hotspot "${node.label.slice(0, 40)}"`
    case 'model':
    case 'image':
    case 'video':
    case 'audio':
      return `${node.kind} asset=${node.assetId}`
    default:
      return node.kind
  }
}

/**
 * The scene as an agent reads it first: one line per node, children indented under their
 * parent in their own order (the outliner's tree), with what it is and where. Transform values
 * that are the identity are left out, so a line stays short. The whole record of one node is
 * `read_scene` with its id.
 */
export function sceneOutline(doc: SceneDocument): string {
  const tree = childrenOf(doc.nodes)
  const lines: string[] = []
  const total = Object.keys(doc.nodes).length
  const s = doc.settings
  lines.push(`${total} node${total === 1 ? '' : 's'}, ${Object.keys(doc.assets).length} assets; background ${s.background}, skybox ${s.environment.skybox}`)
  // An explicit stack instead of recursion: a deep tree costs no call stack.
  const stack: { node: SceneNode; depth: number }[] = [...(tree.get(null) ?? [])].reverse().map((node) => ({ node, depth: 0 }))
  while (stack.length) {
    const { node, depth } = stack.pop()!
    if (lines.length > OUTLINE_MAX_LINES) {
      lines.push(`… ${total - (lines.length - 2)} more nodes not shown; read them by id`)
      break
    }
    const t = node.transform
    const parts = [`${'  '.repeat(depth)}- ${node.id} "${node.name}" ${what(node)}`, `pos ${vec(t.position)}`]
    if (t.rotation.some((r) => r !== 0)) parts.push(`rot ${vec(t.rotation)}`)
    if (t.scale.some((v) => v !== 1)) parts.push(`scale ${vec(t.scale)}`)
    if (!node.visible) parts.push('hidden')
    if (node.events.length) parts.push(`${node.events.length} event${node.events.length === 1 ? '' : 's'}`)
    lines.push(parts.join(' '))
    const children = tree.get(node.id) ?? []
    for (let i = children.length - 1; i >= 0; i--) stack.push({ node: children[i], depth: depth + 1 })
  }
  return lines.join('\n')
}
