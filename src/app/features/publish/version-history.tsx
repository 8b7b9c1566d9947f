import { useEffect, useState } from 'react'
import { toast } from 'react-toastify'
import type { PublishedVersion } from '@shared/api/publish'
import { loadScene } from '@shared/scene/load'
import type { SceneOp } from '@shared/scene/ops'
import type { SceneDocument } from '@shared/scene/schema'
import { Modal } from '@app/components/modal'
import { api, errorMessage } from '@app/lib/api'
import { docStore, sessionStore } from '../editor/editor-store'
import './publish.css'

/** Replacing the whole document as ordinary operations, so a restore is one undoable step. */
export function replaceDocumentOps(current: SceneDocument, next: SceneDocument): SceneOp[] {
  const roots = Object.values(current.nodes).filter((n) => !n.parentId || !current.nodes[n.parentId])
  const depth = (id: string, nodes: SceneDocument['nodes']): number => (nodes[id]?.parentId ? 1 + depth(nodes[id].parentId!, nodes) : 0)
  return [
    ...roots.map((n) => ({ op: 'remove' as const, id: n.id })),
    ...Object.keys(current.assets).map((id) => ({ op: 'remove-asset' as const, id })),
    ...Object.values(next.assets).map((asset) => ({ op: 'add-asset' as const, asset })),
    ...Object.values(next.nodes)
      .sort((a, b) => depth(a.id, next.nodes) - depth(b.id, next.nodes))
      .map((node) => ({ op: 'add' as const, node })),
    { op: 'settings' as const, patch: next.settings },
  ]
}

export function VersionHistory({ onClose }: { onClose: () => void }) {
  const projectId = docStore.getState().projectId
  const [versions, setVersions] = useState<PublishedVersion[] | null>(null)
  const [error, setError] = useState<string | null>(null)
  useEffect(() => {
    api
      .get<{ data: PublishedVersion[] }>(`/experience/${projectId}/versions`)
      .then((res) => setVersions(res.data.data))
      .catch((e) => setError(errorMessage(e, 'The versions could not be loaded.')))
  }, [projectId])

  const restore = async (version: number) => {
    try {
      const res = await api.get<{ data: { scene: unknown } }>(`/experience/${projectId}/versions/${version}`)
      const next = loadScene(res.data.data.scene)
      const { doc, commit } = docStore.getState()
      commit(`Restore version ${version}`, replaceDocumentOps(doc, next))
      sessionStore.getState().select([])
      toast.success(`Version ${version} restored. Save or publish to keep it; Undo reverts.`)
      onClose()
    } catch (e) {
      toast.error(errorMessage(e, 'This version could not be restored.'))
    }
  }

  return (
    <Modal title="Version History" onClose={onClose} width={460}>
      {error && <p className="form-error">{error}</p>}
      {!versions && !error && <p className="muted">Loading versions…</p>}
      {versions?.length === 0 && <p className="muted">No published versions yet. Each Publish keeps one here.</p>}
      {versions && versions.length > 0 && (
        <ul className="versions-list" aria-label="Published versions">
          {versions.map((v) => (
            <li key={v.id}>
              <span>
                <strong>Version {v.version}</strong>
                <br />
                <span className="muted">{new Date(v.created_at).toLocaleString()}</span>
              </span>
              <button type="button" className="btn btn-outline btn-sm" onClick={() => restore(v.version)}>
                Restore
              </button>
            </li>
          ))}
        </ul>
      )}
    </Modal>
  )
}
