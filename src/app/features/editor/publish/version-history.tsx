import { useEffect, useState } from 'react'
import { toast } from 'react-toastify'
import type { PublishedVersion } from '@shared/api/publish'
import { Modal } from '@app/components/modal'
import { api, errorMessage } from '@app/lib/api'
import { loadVersionScene } from '@app/lib/scene-api'
import { docStore, sessionStore } from '../editor-store'
import './publish.css'

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
      const next = await loadVersionScene(projectId, version)
      const { apply, begin } = docStore.getState()
      apply(begin().replaceWith(next).commit(`Restore version ${version}`))
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
