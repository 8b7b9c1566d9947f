import { compareOrder } from '@shared/scene/order-keys'
import { Box, Film, Image, Layers, MapPin, Music, Package, Type, X, type LucideIcon } from 'lucide-react'
import type { NodeKind, SceneDocument, SceneNode } from '@shared/scene/schema'

const ICONS: Partial<Record<NodeKind, LucideIcon>> = { shape: Box, model: Package, text: Type, hotspot: MapPin, group: Layers, image: Image, video: Film, audio: Music }

/** One chip per top-level object a person would call a thing (lights are not). */
export function sceneContent(doc: SceneDocument): SceneNode[] {
  return Object.values(doc.nodes)
    .filter((n) => n.parentId === null && n.kind !== 'light')
    .sort(compareOrder)
}

interface SceneChipsProps {
  doc: SceneDocument
  focusId: string | null
  removingId: string | null
  onToggle: (id: string) => void
  onRemove: (node: SceneNode) => void
}

/** Spec §4: a chip previews its object alone, a second click shows all again; X deletes it. */
export function SceneChips({ doc, focusId, removingId, onToggle, onRemove }: SceneChipsProps) {
  const items = sceneContent(doc)
  return (
    <section className="scene-chips" aria-label="Scene content">
      <h3 className="scene-chips-title">
        Scene content <span className="scene-chips-count">{items.length}</span>
      </h3>
      {items.length === 0 ? (
        <p className="scene-chips-empty">No objects yet. Ask the assistant to add some.</p>
      ) : (
        <ul>
          {items.map((node) => {
            const Icon = ICONS[node.kind] ?? Box
            const selected = focusId === node.id
            const removing = removingId === node.id
            return (
              <li key={node.id} className={`scene-chip${selected ? ' is-selected' : ''}${removing ? ' is-removing' : ''}`} data-testid="scene-chip">
                <button type="button" className="scene-chip-main" aria-pressed={selected} onClick={() => onToggle(node.id)} disabled={removing} title={selected ? 'Show the whole scene' : `Preview ${node.name} alone`}>
                  <Icon size={13} aria-hidden="true" />
                  <span>{node.name}</span>
                </button>
                <button type="button" className="scene-chip-remove" aria-label={`Remove ${node.name}`} onClick={() => onRemove(node)} disabled={removingId !== null}>
                  {removing ? <span className="spinner spinner-xs" aria-hidden="true" /> : <X size={12} strokeWidth={2.5} />}
                </button>
              </li>
            )
          })}
        </ul>
      )}
    </section>
  )
}
