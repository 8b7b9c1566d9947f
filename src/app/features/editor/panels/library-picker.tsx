import { Box, Film, Image, Music, Type } from 'lucide-react'
import { useEffect, useState } from 'react'
import { toast } from 'react-toastify'
import type { LibraryCard, LibraryGroups } from '@shared/api/library'
import { createText } from '@shared/scene/defaults'
import type { SceneOp } from '@shared/scene/ops'
import { Modal } from '@app/components/modal'
import { api, errorMessage } from '@app/lib/api'
import { docStore, sessionStore } from '../editor-store'
import { addMediaItems, createModelNode } from '../actions/media-actions'
import { placeInView } from '../actions/placement'
import { viewportProbe } from '../viewport/viewport-probe'
import type { NodeOf } from '@shared/scene/schema'

type Tab = '3D' | 'image' | 'video' | 'audio' | 'text'
const TABS: { id: Tab; label: string; icon: typeof Box }[] = [
  { id: '3D', label: '3D Models', icon: Box },
  { id: 'image', label: 'Images', icon: Image },
  { id: 'video', label: 'Videos', icon: Film },
  { id: 'audio', label: 'Audio', icon: Music },
  { id: 'text', label: 'Text', icon: Type },
]

/** Adds a library model (its asset once, then a node) or a text preset, as one undo step. */
export function addLibraryItem(card: LibraryCard) {
  const { doc, commit } = docStore.getState()
  if (card.type === '3D' && card.file) {
    const ops: SceneOp[] = []
    if (!doc.assets[card._id]) {
      ops.push({ op: 'add-asset', asset: { id: card._id, type: 'model', name: `${card.slug}.glb`, url: card.file, size: card.size, mime: card.mime, triangles: card.triangles ?? undefined } })
    }
    const node = placeInView(doc, createModelNode(doc, card._id, card.name, [0, 0, 0], card.dimensions), viewportProbe.cameraState?.() ?? null, { ground: true })
    commit(`Add ${card.name}`, [...ops, { op: 'add', node }])
    sessionStore.getState().select([node.id])
  } else if ((card.type === 'image' || card.type === 'video' || card.type === 'audio') && card.file) {
    // The plane takes its aspect from the picture once loaded (see media-nodes).
    addMediaItems([{ id: card._id, type: card.type, name: card.name, url: card.file, size: card.size, mime: card.mime }])
    return
  } else if (card.type === 'text' && card.text) {
    const preset = card.text as { content: string; size: number; color: string; weight: number }
    const node = placeInView(doc, createText(doc, '3D', [0, 1.5, 0]), viewportProbe.cameraState?.() ?? null) as NodeOf<'text'>
    const text = { ...node.text, content: preset.content, fontSize: Math.min(128, preset.size), color: preset.color.toUpperCase(), fontWeight: preset.weight }
    commit(`Add ${card.name}`, [{ op: 'add', node: { ...node, name: card.name, text } }])
    sessionStore.getState().select([node.id])
  }
  toast.success(`${card.name} added to the scene`, { toastId: 'library-add', autoClose: 1500 })
}

export function LibraryPicker({ onClose }: { onClose: () => void }) {
  const [tab, setTab] = useState<Tab>('3D')
  const [cards, setCards] = useState<LibraryCard[] | null>(null)
  const [error, setError] = useState<string>()
  useEffect(() => {
    let live = true
    setCards(null)
    api
      .get<{ data: LibraryGroups }>(`/library?type=${tab}`)
      .then((r) => live && setCards(r.data.data.flatMap((g) => g.data)))
      .catch((e) => live && setError(errorMessage(e)))
    return () => {
      live = false
    }
  }, [tab])
  return (
    <Modal title="Library" onClose={onClose} width={760} actions={<button className="btn btn-outline" onClick={onClose}>Done</button>}>
      <div className="picker-tabs" role="tablist">
        {TABS.map((t) => (
          <button key={t.id} role="tab" aria-selected={tab === t.id} className={tab === t.id ? 'active' : ''} onClick={() => setTab(t.id)}><t.icon size={14} /> {t.label}</button>
        ))}
      </div>
      {error && <p className="field-error">{error}</p>}
      {!cards && !error && <div className="loading-line"><span className="spinner" /> Loading…</div>}
      <div className="picker-grid">
        {cards?.map((card) => (
          <button key={card._id} type="button" className="picker-card" onClick={() => addLibraryItem(card)} aria-label={`Add ${card.name}`}>
            <img src={card.thumbnail} alt="" loading="lazy" />
            <span>{card.name}</span>
          </button>
        ))}
      </div>
    </Modal>
  )
}
