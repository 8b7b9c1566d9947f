import type { CSSProperties } from 'react'
import type { SceneNode } from '@shared/scene/schema'
import { docStore } from '../editor-store'

/**
 * What the Physics, Animation and Particle panels share beyond the field kit
 * (src/app/components/fields): a component's heading, and a change as a node patch with an undo label.
 */

const HEAD_BUTTON: CSSProperties = { marginLeft: 'auto' }

/** Heading of a component panel with its Add or Remove button (a component absent from a node is off). */
export function ComponentHeading({ title, present, onAdd, onRemove, addDisabled }: { title: string; present: boolean; onAdd: () => void; onRemove: () => void; addDisabled?: boolean }) {
  return (
    <div className="panel-heading">
      {title}
      {present ? (
        <button type="button" className="btn btn-outline btn-sm" style={HEAD_BUTTON} onClick={onRemove} aria-label={`Remove ${title}`}>
          Remove
        </button>
      ) : (
        <button type="button" className="btn btn-outline btn-sm" style={HEAD_BUTTON} onClick={onAdd} disabled={addDisabled} aria-label={`Add ${title}`}>
          Add
        </button>
      )}
    </div>
  )
}

/** Commits one node patch as an undo step; repeated changes under one label (a slider drag) merge. */
export function commitNodePatch(node: SceneNode, patch: Record<string, unknown>, label: string) {
  docStore.getState().commit(`${label} ${node.name}`, [{ op: 'update', id: node.id, patch }], `${node.id}:${label}`)
}
