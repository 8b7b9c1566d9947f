import { AlertTriangle, ExternalLink, RotateCw } from 'lucide-react'
import { lazy, Suspense, useEffect, useRef, useState } from 'react'
import { Link } from 'react-router-dom'
import { toast } from 'react-toastify'
import type { SceneNode } from '@shared/scene/schema'
import { errorMessage } from '@app/lib/api'
import { removeSceneObject } from './chat-api'
import { useChat } from './chat-store'
import { ProjectNameEditor } from './project-name-editor'
import { SceneChips } from './scene-chips'

// three.js and the renderer load only when a preview is shown: the home page stays small.
const PreviewCanvas = lazy(() => import('./preview-canvas'))

/** Spec §4 and §9: 'Generating Experience' with a percentage, 1 % every 50 ms up to 100. */
const TICK_MS = 50
function useGeneratingPercent(active: boolean) {
  const [percent, setPercent] = useState(0)
  useEffect(() => {
    if (!active) return
    setPercent(0)
    const timer = window.setInterval(() => setPercent((p) => (p >= 100 ? 100 : p + 1)), TICK_MS)
    return () => window.clearInterval(timer)
  }, [active])
  return percent
}

/** The active experience on the right: editable name, the 3D preview, its content chips. */
export function ExperiencePreview() {
  const experienceId = useChat((s) => s.experienceId)
  const preview = useChat((s) => s.preview)
  const sending = useChat((s) => s.sending)
  const reloadPreview = useChat((s) => s.reloadPreview)
  const setPreviewName = useChat((s) => s.setPreviewName)
  const projectsChanged = useChat((s) => s.projectsChanged)
  const panel = useRef<HTMLElement>(null)
  const [focusId, setFocusId] = useState<string | null>(null)
  const [removingId, setRemovingId] = useState<string | null>(null)
  const [canvasReady, setCanvasReady] = useState(false)
  const project = preview.project

  const seenId = useRef(experienceId)
  useEffect(() => {
    setFocusId(null)
    // Stacked under the chat (narrow screens), a newly chosen preview would open out of sight.
    if (experienceId && experienceId !== seenId.current) requestAnimationFrame(() => panel.current?.scrollIntoView({ block: 'nearest', behavior: 'smooth' }))
    seenId.current = experienceId
  }, [experienceId])
  // A canvas mounted afresh (after the preview was closed) must draw again before it shows.
  const hasProject = project !== null
  useEffect(() => {
    if (!hasProject) setCanvasReady(false)
  }, [hasProject])
  useEffect(() => {
    if (focusId && project && !project.doc.nodes[focusId]) setFocusId(null)
  }, [focusId, project])

  const busy = !preview.error && (preview.loading || sending || !canvasReady)
  const percent = useGeneratingPercent(busy)
  if (!experienceId) return null

  const remove = async (node: SceneNode) => {
    setRemovingId(node.id)
    try {
      await removeSceneObject(experienceId, node.id)
      toast.success(`${node.name} was removed`, { toastId: `removed-${node.id}` })
    } catch (error) {
      toast.error(errorMessage(error, `${node.name} could not be removed.`))
    } finally {
      await reloadPreview()
      setRemovingId(null)
    }
  }

  return (
    <aside className="assistant-preview" aria-label="Experience preview" data-testid="assistant-preview" ref={panel}>
      <header className="preview-head">
        {project ? (
          <ProjectNameEditor experienceId={project.id} name={project.name} onSaved={setPreviewName} onStored={projectsChanged} />
        ) : (
          <span className="preview-name-placeholder" aria-hidden="true" />
        )}
        <Link to={`/gridpage/${experienceId}`} className="btn btn-outline btn-sm preview-open">
          <ExternalLink size={15} /> Open in editor
        </Link>
      </header>
      <div className="preview-stage">
        {project && (
          <Suspense fallback={null}>
            <PreviewCanvas doc={project.doc} focusId={focusId} onReady={() => setCanvasReady(true)} />
          </Suspense>
        )}
        {busy && (
          <div className="preview-generating" role="status">
            <div className="preview-generating-orb" aria-hidden="true" />
            <strong>Generating Experience</strong>
            <span className="preview-generating-percent">{percent}%</span>
            <div className="preview-generating-bar" aria-hidden="true">
              <span style={{ width: `${percent}%` }} />
            </div>
          </div>
        )}
        {preview.error && (
          <div className="preview-error" role="alert">
            <AlertTriangle size={22} aria-hidden="true" />
            <p>{preview.error}</p>
            <button type="button" className="btn btn-outline btn-sm" onClick={() => void reloadPreview()}>
              <RotateCw size={14} /> Try again
            </button>
          </div>
        )}
        {project && !busy && <p className="preview-hint">Drag to orbit · scroll to zoom</p>}
      </div>
      {project && (
        <SceneChips doc={project.doc} focusId={focusId} removingId={removingId} onToggle={(id) => setFocusId((f) => (f === id ? null : id))} onRemove={remove} />
      )}
    </aside>
  )
}
