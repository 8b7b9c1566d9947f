import { Box, Camera, Lightbulb, MapPin, Sun, Type, Users } from 'lucide-react'
import { memo } from 'react'
import type { SceneNode } from '@shared/scene/schema'
import { sessionStore, useDoc, useSessionState } from './editor-store'
import { NodeRename } from './inline-rename'

const ICONS: Partial<Record<SceneNode['kind'], typeof Box>> = { light: Lightbulb, text: Type, hotspot: MapPin, group: Users }
const listName = (name: string) => (name.length > 13 ? `${name.slice(0, 13)}…` : name)

/**
 * One row. Operations keep untouched nodes' identity, so with a thousand objects an edit or a
 * selection change re-renders the rows that changed, not the list.
 */
const AssetRow = memo(function AssetRow({ node, selected, renaming }: { node: SceneNode; selected: boolean; renaming: boolean }) {
  const Icon = ICONS[node.kind] ?? Box
  return (
    <li className="asset-item">
      {renaming ? <NodeRename id={node.id} name={node.name} /> : <button
        type="button"
        className={`asset-row${selected ? ' selected' : ''}${node.parentId ? ' child' : ''}`}
        title={node.name}
        onClick={(e) => {
          const { selection: current, select } = sessionStore.getState()
          select(e.shiftKey ? [...new Set([...current, node.id])] : [node.id])
        }}
        onDoubleClick={() => sessionStore.setState({ selection: [node.id], renaming: node.id })}
      >
        <Icon size={14} /> {listName(node.name)}
      </button>}
    </li>
  )
})

/** The Assets list: the fixed Camera and lights, then the project's objects in order. */
export function AssetList() {
  const nodes = useDoc((s) => s.doc.nodes)
  const selection = useSessionState((s) => s.selection)
  const renaming = useSessionState((s) => s.renaming)
  const rows = Object.values(nodes).sort((a, b) => a.order - b.order)
  return (
    <ul className="asset-list" aria-label="Assets">
      <li className="asset-row fixed"><Camera size={14} /> Camera</li>
      <li className="asset-row fixed"><Sun size={14} /> Ambient Light</li>
      <li className="asset-row fixed"><Lightbulb size={14} /> Directional Light</li>
      {rows.map((node) => (
        <AssetRow key={node.id} node={node} selected={selection.includes(node.id)} renaming={renaming === node.id} />
      ))}
    </ul>
  )
}
