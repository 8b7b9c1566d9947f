import { Redo2, Undo2 } from 'lucide-react'
import { lazy, Suspense, useCallback, useEffect, useState } from 'react'
import { useNavigate, useParams } from 'react-router-dom'
import { emptyScene } from '@shared/scene/defaults'
import type { SceneDiff } from '@shared/scene/ops'
import { Modal } from '@app/components/modal'
import { PageLoading } from '@app/components/page-loading'
import { api, errorMessage } from '@app/lib/api'
import { loadProjectScene } from '@app/lib/scene-api'
import { useSession } from '@app/lib/session-store'
import { UploadDialog, UploadProgressList, startUploads, useViewportDrop } from '../media'
import PreviewWindow from './preview-window/preview-window'
import { AddMenu } from './panels/add-menu'
import { addMediaItems } from './actions/media-actions'
import { deleteSelection, redo, saveScene, undo } from './actions/editor-actions'
import { docStore, sessionStore, useDoc, useSessionState } from './editor-store'
import { LeftPanel, RightPanel } from './panels/side-panels'
import { TransformToolbar } from './viewport/transform-toolbar'
import { KEYS, toggleUi, useEditorShortcuts } from './actions/use-editor-shortcuts'
import { Viewport, viewportProbe } from './viewport/viewport'
import './editor.css'
import { CommentsPanel } from './comments/comments-panel'
import { useAccess, useProjectAccess, VIEW_ONLY_BANNER } from './read-only'
import { exposeForTests } from '@app/test-hook'
import { LiveBar } from '../live/live-bar'
import { liveBackend } from '../live/live-backend'
import { useLive } from '../live/live-store'
import { followSelection } from '../live/own-presence'
import { TargetKeeper } from './panels/target-panel'
import { setProjectCategory } from '../quick-look/project-category'

// CodeMirror is heavy and only the code window needs it: it loads when that window first opens.
const CodeWindow = lazy(() => import('./code-window/code-window'))

interface StepsResponse {
  data: { revision: number; steps: { messageId: string; label: string; diff: unknown }[] }
}

function useProject(id: string) {
  const [state, setState] = useState<{ status: 'loading' | 'ready' | 'error'; message?: string }>({ status: 'loading' })
  useEffect(() => {
    let live = true
    const stopFollowing = followSelection({ doc: docStore, session: sessionStore })
    sessionStore.setState({ selection: [], windowType: 'design', previewType: 'default', previewSize: null, uiHidden: false, renaming: null })
    const project = loadProjectScene(id)
    // The assistant's steps on this experience become undoable here (none for other projects). The
    // scene does not wait for them; they join the history only while it is still empty.
    const steps = api.get<StepsResponse>(`/chat/experience/${id}/steps`).catch(() => null)
    project
      .then((data) => {
        if (!live) return
        const scene = data.doc
        // Live co-editing: edits go to the server as batches, and a queue keeps them while offline.
        docStore.getState().load(id, data.name, scene, data.revision, liveBackend(id, data.revision))
        setProjectCategory(id, data.category)
        setState({ status: 'ready' })
        void steps.then((res) => {
          const { projectId, revision, canUndo, canRedo, pushSteps } = docStore.getState()
          if (!live || !res || projectId !== id || canUndo || canRedo || res.data.data.revision !== data.revision || revision !== data.revision) return
          pushSteps(res.data.data.steps as { label: string; diff: SceneDiff }[])
        })
      })
      .catch((error) => live && setState({ status: 'error', message: errorMessage(error, 'This project could not be opened.') }))
    return () => {
      live = false
      stopFollowing()
      // The live session closes; the store holds an empty local document until the next project.
      docStore.getState().load('', '', emptyScene(), 0)
    }
  }, [id])
  return state
}

/** Closing or reloading the tab while changes wait for the server asks first (they are kept on this device either way). */
function useLeaveGuard() {
  const waiting = useLive((s) => s.waiting > 0)
  useEffect(() => {
    if (!waiting) return
    const warn = (e: BeforeUnloadEvent) => e.preventDefault()
    window.addEventListener('beforeunload', warn)
    return () => window.removeEventListener('beforeunload', warn)
  }, [waiting])
  return waiting
}

export default function EditorPage() {
  const { id = '' } = useParams()
  const navigate = useNavigate()
  const token = useSession((s) => s.token)
  const project = useProject(id)
  useProjectAccess(id)
  const readOnly = useAccess((s) => s.readOnly)
  const [entering, setEntering] = useState(true)
  const [polyCount, setPolyCount] = useState(0)
  const [confirm, setConfirm] = useState<'delete' | null>(null)
  const waiting = useLeaveGuard()
  const canUndo = useDoc((s) => s.canUndo)
  const canRedo = useDoc((s) => s.canRedo)
  const undoLabel = useDoc((s) => s.undoLabel)
  const redoLabel = useDoc((s) => s.redoLabel)
  const camera = useSessionState((s) => s.camera)
  const windowType = useSessionState((s) => s.windowType)
  const uiHidden = useSessionState((s) => s.uiHidden)
  const [uploading, setUploading] = useState(false)
  const drop = useViewportDrop((files) => void startUploads(id, files, (items) => addMediaItems(items)))
  useEffect(() => {
    const timer = setTimeout(() => setEntering(false), 200)
    return () => clearTimeout(timer)
  }, [])
  const askDelete = useCallback(() => setConfirm('delete'), [])
  const openImport = useCallback(() => setUploading(true), [])
  useEditorShortcuts({ onDelete: askDelete, onImport: openImport })

  const onBack = () => (window.history.length > 1 ? navigate(-1) : navigate('/dashboard'))

  if (!token) {
    return <PageLoading label="Sign in to open this project in the editor." />
  }
  if (project.status === 'error') {
    return (
      <main className="not-found not-found-page">
        <h1>Project unavailable</h1>
        <p>{project.message}</p>
        <button className="btn btn-primary" onClick={() => navigate('/dashboard/myprojects')}>My Projects</button>
      </main>
    )
  }
  return (
    <div className={`editor${uiHidden ? ' ui-hidden' : ''}${readOnly ? ' is-read-only' : ''}`}>
      {(entering || project.status === 'loading') && <div className="editor-loading"><PageLoading label="Loading project…" /></div>}
      <LeftPanel onBack={onBack} onImport={openImport} />
      {uiHidden && <button type="button" className="btn btn-outline btn-sm show-ui-btn" title={`Show UI (${KEYS.toggleUi})`} onClick={toggleUi}>Show UI</button>}
      <main className="editor-center">
        {windowType === 'preview' && project.status === 'ready' && <PreviewWindow />}
        {windowType === 'code' && project.status === 'ready' && (
          <Suspense fallback={<PageLoading label="Opening the code window…" />}>
            <CodeWindow />
          </Suspense>
        )}
        {windowType === 'design' && <>
        {readOnly && <div className="view-only-banner" role="status" data-testid="view-only">{VIEW_ONLY_BANNER}</div>}
        <div className={`editor-toolbar${readOnly ? ' is-read-only' : ''}`} inert={readOnly} aria-disabled={readOnly || undefined}>
          <AddMenu onUpload={() => setUploading(true)} />
          <div className="toolbar-group" role="group" aria-label="History">
            <button type="button" className="icon-btn" aria-label="Undo" title={`Undo ${undoLabel ?? ''}`} disabled={!canUndo} onClick={undo}><Undo2 size={18} /></button>
            <button type="button" className="icon-btn" aria-label="Redo" title={`Redo ${redoLabel ?? ''}`} disabled={!canRedo} onClick={redo}><Redo2 size={18} /></button>
          </div>
          <TransformToolbar />
          <button type="button" className="btn btn-outline btn-sm toolbar-save" onClick={() => void saveScene()}>Save{waiting ? ' •' : ''}</button>
        </div>
        <div className={`editor-viewport${drop.dragging ? ' is-dropping' : ''}`} {...drop.dropProps}>
          {project.status === 'ready' && <Viewport onPolyCount={setPolyCount} />}
          <LiveBar />
          {project.status === 'ready' && <TargetKeeper />}
          {drop.dragging && <div className="viewport-drop-hint">Drop files to add them to the scene</div>}
          <UploadProgressList />
          {project.status === 'ready' && <CommentsPanel projectId={id} />}
        </div>
        <div className="camera-toggle" role="group" aria-label="Camera">
          {(['orthographic', 'perspective'] as const).map((c) => (
            <button key={c} type="button" className={camera === c ? 'active' : ''} onClick={() => sessionStore.setState({ camera: c })}>{c === 'orthographic' ? 'Orthographic' : 'Perspective'}</button>
          ))}
        </div>
        </>}
      </main>
      <RightPanel polyCount={polyCount} />
      <UploadDialog projectId={id} open={uploading} onClose={() => setUploading(false)} onUploaded={(items) => addMediaItems(items)} />
      {confirm === 'delete' && (
        <Modal title="Delete object?" onClose={() => setConfirm(null)} actions={<>
          <button className="btn btn-outline" onClick={() => setConfirm(null)}>Cancel</button>
          <button className="btn btn-danger" onClick={() => { deleteSelection(); setConfirm(null) }}>Delete</button>
        </>}>
          <p className="muted">The selected object will be removed from the scene. You can undo this with Ctrl+Z.</p>
        </Modal>
      )}
    </div>
  )
}

// For the browser tests, which check the document itself (a no-op unless a test opened the page).
exposeForTests('spatialEditor', { docStore, sessionStore, viewportProbe })
