import { Box, Camera, ChevronDown, ChevronRight, Lightbulb, MapPin, Sun, Type, Users } from 'lucide-react'
import { usePeerSelectionColor } from '../../live/live-store'
import { memo, useMemo, useRef, useState, type DragEvent } from 'react'
import type { SceneNode } from '@shared/scene/schema'
import { docStore, sessionStore, useDoc, useSessionState } from '../editor-store'
import { NodeRename } from './inline-rename'
import { dropPlace, moveOps, outlineRows, type DropZone } from './outliner-tree'

const ICONS: Partial<Record<SceneNode['kind'], typeof Box>> = { light: Lightbulb, text: Type, hotspot: MapPin, group: Users }
const listName = (name: string) => (name.length > 13 ? `${name.slice(0, 13)}…` : name)

/** Top and bottom quarter of a group's row drop beside it, the middle inside; other rows split in two. */
export function zoneAt(fraction: number, isGroup: boolean): DropZone {
  if (!Number.isFinite(fraction)) return isGroup ? 'into' : 'after'
  if (isGroup) return fraction < 0.25 ? 'before' : fraction > 0.75 ? 'after' : 'into'
  return fraction < 0.5 ? 'before' : 'after'
}

interface RowProps {
  node: SceneNode
  depth: number
  hasChildren: boolean
  expanded: boolean
  selected: boolean
  renaming: boolean
  drop: DropZone | null
  onToggle: (id: string) => void
  onDragStart: (id: string, e: DragEvent) => void
  onDragOver: (id: string, e: DragEvent<HTMLElement>) => void
  onDrop: (e: DragEvent) => void
  onDragEnd: () => void
}

/**
 * One row. Operations keep untouched nodes' identity, so with a thousand objects an edit or a
 * selection change re-renders the rows that changed, not the list.
 */
const AssetRow = memo(function AssetRow({ node, depth, hasChildren, expanded, selected, renaming, drop, onToggle, onDragStart, onDragOver, onDrop, onDragEnd }: RowProps) {
  const Icon = ICONS[node.kind] ?? Box
  const Fold = expanded ? ChevronDown : ChevronRight
  // Someone else's selection, outlined in their colour (live co-editing).
  const peerColor = usePeerSelectionColor(node.id)
  return (
    <li
      className={`asset-item${drop ? ` drop-${drop}` : ''}`}
      aria-level={depth + 1}
      data-node-id={node.id}
      style={{ paddingLeft: depth * 14 }}
      onDragOver={(e) => onDragOver(node.id, e)}
      onDrop={onDrop}
    >
      {hasChildren ? (
        <button type="button" className="asset-fold" aria-expanded={expanded} aria-label={`${expanded ? 'Collapse' : 'Expand'} ${node.name}`} onClick={() => onToggle(node.id)}>
          <Fold size={12} />
        </button>
      ) : (
        <span className="asset-fold" aria-hidden="true" />
      )}
      {renaming ? <NodeRename id={node.id} name={node.name} /> : <button
        type="button"
        className={`asset-row${selected ? ' selected' : ''}`}
        title={node.name}
        style={peerColor ? { boxShadow: `inset 0 0 0 2px ${peerColor}` } : undefined}
        data-peer-selected={peerColor ? '' : undefined}
        draggable
        onDragStart={(e) => onDragStart(node.id, e)}
        onDragEnd={onDragEnd}
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

/**
 * The Assets list: the fixed Camera and lights, then the project's objects as the document's tree
 * (children under their parent in their own order). Groups fold; rows drag to reorder, or into
 * and out of a group, each move one undo step.
 */
export function AssetList() {
  const nodes = useDoc((s) => s.doc.nodes)
  const selection = useSessionState((s) => s.selection)
  const renaming = useSessionState((s) => s.renaming)
  const [collapsed, setCollapsed] = useState<ReadonlySet<string>>(new Set())
  const [hint, setHint] = useState<{ id: string | null; zone: DropZone } | null>(null)
  const dragged = useRef<string | null>(null)
  const hintRef = useRef<{ id: string | null; zone: DropZone } | null>(null)
  // A selected object is never hidden in a folded group (picking it in the viewport unfolds its parents).
  const folded = useMemo(() => {
    if (!collapsed.size) return collapsed
    const open = new Set(collapsed)
    for (const id of selection) for (let p = nodes[id]?.parentId; p; p = nodes[p]?.parentId ?? null) open.delete(p)
    return open
  }, [collapsed, selection, nodes])
  const rows = useMemo(() => outlineRows(nodes, folded), [nodes, folded])

  const handlers = useMemo(() => {
    const toggle = (id: string) => setCollapsed((c) => {
      const next = new Set(c)
      if (!next.delete(id)) next.add(id)
      return next
    })
    const start = (id: string, e: DragEvent) => {
      dragged.current = id
      e.dataTransfer?.setData('text/plain', id)
      if (e.dataTransfer) e.dataTransfer.effectAllowed = 'move'
    }
    const over = (id: string | null, e: DragEvent<HTMLElement>) => {
      if (!dragged.current) return
      e.preventDefault()
      e.stopPropagation()
      const node = id ? docStore.getState().doc.nodes[id] : null
      const rect = e.currentTarget.getBoundingClientRect()
      const zone = id ? zoneAt((e.clientY - rect.top) / rect.height, node?.kind === 'group') : 'after'
      if (hintRef.current?.id === id && hintRef.current.zone === zone) return
      hintRef.current = { id, zone }
      setHint(hintRef.current)
    }
    const end = () => {
      dragged.current = null
      hintRef.current = null
      setHint(null)
    }
    const drop = (e: DragEvent) => {
      e.preventDefault()
      e.stopPropagation()
      const id = dragged.current
      const h = hintRef.current
      end()
      if (id && h) move(id, h.id, h.zone)
    }
    return { toggle, start, over, end, drop }
  }, [])

  return (
    <ul className="asset-list" aria-label="Assets" onDragOver={(e) => handlers.over(null, e)} onDrop={handlers.drop}>
      <li className="asset-row fixed"><Camera size={14} /> Camera</li>
      <li className="asset-row fixed"><Sun size={14} /> Ambient Light</li>
      <li className="asset-row fixed"><Lightbulb size={14} /> Directional Light</li>
      {rows.map(({ node, depth, hasChildren, expanded }) => (
        <AssetRow
          key={node.id}
          node={node}
          depth={depth}
          hasChildren={hasChildren}
          expanded={expanded}
          selected={selection.includes(node.id)}
          renaming={renaming === node.id}
          drop={hint?.id === node.id ? hint.zone : null}
          onToggle={handlers.toggle}
          onDragStart={handlers.start}
          onDragOver={handlers.over}
          onDrop={handlers.drop}
          onDragEnd={handlers.end}
        />
      ))}
    </ul>
  )
}

/** Moves a node (with its branch) beside or into another, or to the end of the top level: one undo step. */
export function move(id: string, overId: string | null, zone: DropZone) {
  const { doc, commit } = docStore.getState()
  const place = dropPlace(doc, id, overId, zone)
  const ops = place && moveOps(doc, id, place)
  if (!ops) return
  commit(`Move ${doc.nodes[id].name}`, ops)
}
