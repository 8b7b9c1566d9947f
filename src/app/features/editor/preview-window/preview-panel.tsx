import { Download, Loader2, RotateCcw, Share2 } from 'lucide-react'
import { useEffect, useState } from 'react'
import { toast } from 'react-toastify'
import { PUBLISH_MESSAGES } from '@shared/api/publish'
import { docStore, sessionStore, useSessionState, type PreviewType } from '../editor-store'
import { exportDownloads } from '../publish/export-downloads'
import { ShareDialog } from '../publish/share-dialog'
import { PREVIEW_TYPES, presetSize, sizeOnBlur, type Size } from './preview-size'
import { browserWindow, usePreviewArea } from './preview-stage'
import { createScenePreview } from './share-preview'
import './preview-window.css'

/** A width or height field: typing is free, the spec's rules apply on blur (and on Enter). */
function SizeInput({ label, value, max, onCommit }: { label: 'Width' | 'Height'; value: number; max: () => number; onCommit: (v: number) => void }) {
  const [text, setText] = useState(String(Math.round(value)))
  useEffect(() => setText(String(Math.round(value))), [value])
  const commit = () => {
    const next = sizeOnBlur(text, max())
    if (next === null) setText(String(Math.round(value)))
    else {
      setText(String(next))
      if (next !== Math.round(value)) onCommit(next)
    }
  }
  return (
    <label className="num-input preview-size-input">
      <span>{label === 'Width' ? 'W' : 'H'}</span>
      <input
        type="number"
        aria-label={label}
        data-testid={`preview-${label.toLowerCase()}`}
        min={300}
        value={text}
        onChange={(e) => setText(e.target.value)}
        onBlur={commit}
        onKeyDown={(e) => e.key === 'Enter' && e.currentTarget.blur()}
      />
      <em>px</em>
    </label>
  )
}

/** The preview panel (spec §2): Replay, Export, Share; Preview Experience On; width and height. */
export function PreviewPanel() {
  const type = useSessionState((s) => s.previewType)
  const size = useSessionState((s) => s.previewSize)
  const area = usePreviewArea()
  const shown: Size = size ?? area
  const [sharing, setSharing] = useState(false)
  const [shared, setShared] = useState<string | null>(null)

  const choose = (next: PreviewType) => sessionStore.setState({ previewType: next, previewSize: presetSize(next, browserWindow()) })
  const resize = (patch: Partial<Size>) => sessionStore.setState({ previewSize: { ...shown, ...patch } })
  const share = async () => {
    setSharing(true)
    try {
      const { doc, projectId } = docStore.getState()
      setShared((await createScenePreview(doc, projectId)).url)
    } catch (error) {
      console.warn('Share failed', error)
      toast.error(PUBLISH_MESSAGES.shareFailed)
    } finally {
      setSharing(false)
    }
  }

  return (
    <div className="preview-panel" data-testid="preview-panel">
      <div className="panel-heading">Preview</div>
      <div className="preview-actions">
        <button type="button" className="btn btn-outline btn-sm" onClick={() => sessionStore.getState().replay()}>
          <RotateCcw size={14} /> Replay
        </button>
        <button type="button" className="btn btn-outline btn-sm" onClick={() => void exportDownloads()}>
          <Download size={14} /> Export
        </button>
        <button type="button" className="btn btn-outline btn-sm" onClick={share} disabled={sharing} aria-busy={sharing}>
          {sharing ? <Loader2 size={14} className="spin" /> : <Share2 size={14} />} Share
        </button>
      </div>
      <label className="prop-field">
        <span>Preview Experience On</span>
        <select className="prop-input" aria-label="Preview Experience On" value={type} onChange={(e) => choose(e.target.value as PreviewType)}>
          {PREVIEW_TYPES.map((t) => (
            <option key={t.value} value={t.value}>{t.label}</option>
          ))}
        </select>
      </label>
      <div className="panel-row-title">Size</div>
      <div className="preview-size-row">
        <SizeInput label="Width" value={shown.width} max={() => browserWindow().width} onCommit={(width) => resize({ width })} />
        <SizeInput label="Height" value={shown.height} max={() => browserWindow().height} onCommit={(height) => resize({ height })} />
      </div>
      <p className="muted preview-note">Drag the frame's edges to resize it. Clicks, double clicks and taps run the scene's events here; the design is not changed by them.</p>
      {shared && (
        <ShareDialog link={shared} embedLink={`${shared}${shared.includes('?') ? '&' : '?'}embed=1`} title={docStore.getState().projectName || 'Shared preview'} onClose={() => setShared(null)} />
      )}
    </div>
  )
}
