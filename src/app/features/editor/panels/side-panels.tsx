import { ArrowLeft, Keyboard, Loader2 } from 'lucide-react'
import { lazy, Suspense, useState } from 'react'
import { useSession } from '@app/lib/session-store'
import { useDoc, useSessionState, sessionStore, type WindowType } from '../editor-store'
import { NodeComponents } from './components-list'
import { EditMenu } from './edit-menu'
import { AssetList } from './asset-list'
import { ProjectName } from './inline-rename'
import { PreviewPanel } from '../preview-window/preview-panel'
import { PropertiesPanel } from './properties-panel'
import { TargetPanel } from './target-panel'
import { LocationPanel, LocationPinPanel } from './location-panel'
import { AreaPointsPanel } from './area-points-panel'
import { TransformPanel } from './transform-panel'
import { SHORTCUTS } from '../actions/use-editor-shortcuts'
import { publishProject, type PublishOutcome } from '../publish/publish-action'
import { exportDownloads } from '../publish/export-downloads'
import '../publish/publish.css'

const PublishedDialog = lazy(() => import('../publish/published-dialog').then((m) => ({ default: m.PublishedDialog })))
const VersionHistory = lazy(() => import('../publish/version-history').then((m) => ({ default: m.VersionHistory })))

const MODES: [WindowType, string][] = [['design', 'Design'], ['preview', 'Preview'], ['code', 'Code']]

export function LeftPanel({ onBack, onImport }: { onBack: () => void; onImport: () => void }) {
  const [history, setHistory] = useState(false)
  const windowType = useSessionState((s) => s.windowType)
  return (
    <aside className="editor-left">
      <div className="editor-left-head">
        <button type="button" className="icon-btn" aria-label="Back" onClick={onBack}><ArrowLeft size={18} /></button>
        <ProjectName />
        <EditMenu onImport={onImport} onVersionHistory={() => setHistory(true)} />
      </div>
      {history && <Suspense fallback={null}><VersionHistory onClose={() => setHistory(false)} /></Suspense>}
      <div className="mode-tabs" role="tablist" aria-label="Window">
        {MODES.map(([type, label]) => (
          <button key={type} type="button" role="tab" aria-selected={windowType === type} className={`mode-tab${windowType === type ? ' active' : ''}`} onClick={() => sessionStore.getState().setWindowType(type)}>{label}</button>
        ))}
      </div>
      <div className="editor-section-title">Scenes</div>
      <div className="asset-row active-scene">Scene 1</div>
      <div className="editor-section-title">Assets</div>
      <AssetList />
    </aside>
  )
}

export function RightPanel({ polyCount }: { polyCount: number }) {
  const user = useSession((s) => s.user)
  const nodes = useDoc((s) => s.doc.nodes)
  const selection = useSessionState((s) => s.selection)
  const node = selection.length === 1 ? nodes[selection[0]] : undefined
  const windowType = useSessionState((s) => s.windowType)
  const objectCount = Object.values(nodes).filter((n) => n.kind !== 'light' && n.kind !== 'group').length
  const [publishing, setPublishing] = useState(false)
  const [published, setPublished] = useState<PublishOutcome | null>(null)
  const publish = async () => {
    setPublishing(true)
    const result = await publishProject()
    setPublishing(false)
    if (result) setPublished(result)
  }
  return (
    <aside className="editor-right">
      <div className="editor-right-head">
        <span className="avatar avatar-sm">{(user?.name?.trim()[0] ?? 'S').toUpperCase()}</span>
        <button className="btn btn-outline btn-sm" onClick={() => void exportDownloads()}>Export</button>
        <button className="btn btn-primary btn-sm" onClick={publish} disabled={publishing} aria-busy={publishing}>
          {publishing ? <Loader2 size={16} className="spin" aria-label="Publishing" /> : 'Publish'}
        </button>
      </div>
      {/* Closing the published dialog reloads, as the spec says: the editor then shows the saved state. */}
      {published && <Suspense fallback={null}><PublishedDialog result={published} onClose={() => window.location.reload()} /></Suspense>}
      <div className="editor-right-body">
        {windowType === 'preview' ? (
          <PreviewPanel />
        ) : node ? (
          <>
            <div className="panel-heading" data-testid="selected-name">{node.name}</div>
            <NodeComponents key={node.id} node={node}>
              <details open className="panel-details">
                <summary>Transform Controls</summary>
                <TransformPanel key={node.id} node={node} />
              </details>
              <PropertiesPanel key={node.id} node={node} />
              <LocationPinPanel node={node} />
            </NodeComponents>
          </>
        ) : selection.length > 1 ? (
          <p className="muted panel-empty">{selection.length} objects selected. Drag the gizmo to move, turn or scale them together, or Group them.</p>
        ) : (
          <div className="panel-empty">
            <TargetPanel />
            <LocationPanel />
            <AreaPointsPanel />
            <p className="muted">Select an object to edit it, or add one with the Add menu.</p>
            <div className="panel-heading" style={{ marginTop: 16 }}><Keyboard size={14} /> Shortcuts</div>
            <dl className="shortcut-list">
              {SHORTCUTS.map(([keys, what]) => (
                <div key={keys}><dt>{keys}</dt><dd>{what}</dd></div>
              ))}
            </dl>
          </div>
        )}
      </div>
      <div className="editor-status" data-testid="status-line">Objects: {objectCount} | Poly Count: {polyCount}</div>
    </aside>
  )
}
