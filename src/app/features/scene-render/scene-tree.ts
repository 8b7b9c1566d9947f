import { useMemo, useRef } from 'react'
import type { SceneDocument, SceneNode } from '@shared/scene/schema'

export interface Tree {
  children: Map<string | null, SceneNode[]>
  tokens: Map<string, object>
}

/**
 * A node re-renders only when it or something below it changed: its token is kept while the
 * node object and its children's tokens are the same (operations keep untouched nodes'
 * identity), so one edit among a thousand objects renders one branch, not the whole scene.
 */
export function useTree(nodes: SceneDocument['nodes']): Tree {
  const cache = useRef(new Map<string, { node: SceneNode; kids: object[]; token: object }>())
  return useMemo(() => {
    const children = new Map<string | null, SceneNode[]>()
    for (const node of Object.values(nodes)) {
      const list = children.get(node.parentId) ?? []
      list.push(node)
      children.set(node.parentId, list)
    }
    for (const list of children.values()) list.sort((a, b) => a.order - b.order)
    const tokens = new Map<string, object>()
    const next = new Map<string, { node: SceneNode; kids: object[]; token: object }>()
    const visit = (node: SceneNode): object => {
      const kids = (children.get(node.id) ?? []).map(visit)
      const prev = cache.current.get(node.id)
      const same = prev && prev.node === node && prev.kids.length === kids.length && prev.kids.every((k, i) => k === kids[i])
      const token = same ? prev.token : {}
      next.set(node.id, { node, kids, token })
      tokens.set(node.id, token)
      return token
    }
    for (const root of children.get(null) ?? []) visit(root)
    cache.current = next
    return { children, tokens }
  }, [nodes])
}
