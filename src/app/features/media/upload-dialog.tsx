import { AlertCircle, Box, CheckCircle2, CloudUpload, Film, Image, Music, Orbit, PenTool, Sparkles, X, type LucideIcon } from 'lucide-react'
import { useRef, useState } from 'react'
import { createPortal } from 'react-dom'
import { UPLOAD_ACCEPT, UPLOAD_TYPES, type UploadedAsset, type UploadType } from '@shared/api/assets'
import { Modal } from '@app/components/modal'
import { startUploads, useUploads } from './upload-store'
import { useViewportDrop } from './use-viewport-drop'
import './media.css'

interface Tile {
  label: string
  formats: string
  icon: LucideIcon
  type?: UploadType
}

/** The spec's tiles, in its order, with Splat beside 3D Asset. */
export const UPLOAD_TILES: Tile[] = [
  { label: '3D Asset', formats: 'GLB, OBJ', icon: Box, type: 'mesh' },
  // Gaussian splats (captured places and products), beside the meshes they share limits with.
  { label: 'Splat', formats: 'PLY, SPLAT, SPZ, SOG', icon: Orbit, type: 'splat' },
  { label: 'Image', formats: 'JPG, PNG', icon: Image, type: 'image' },
  { label: 'Video', formats: 'MP4', icon: Film, type: 'video' },
  { label: 'Sound', formats: 'MP3, WAV', icon: Music, type: 'audio' },
  { label: 'Vector', formats: 'SVG', icon: PenTool, type: 'vector' },
  { label: 'Sprite', formats: 'GIF', icon: Sparkles, type: 'sprite' },
]

const ALL_ACCEPT = UPLOAD_TYPES.map((t) => UPLOAD_ACCEPT[t]).join(',')

export interface UploadDialogProps {
  projectId: string
  /** Keep the dialog mounted and toggle this: the progress list outlives the dialog. */
  open?: boolean
  onClose: () => void
  /** The server's saved items, ready to become scene assets (url is the optimized GLB for models). */
  onUploaded: (items: UploadedAsset[]) => void
}

/**
 * 'Upload or Drag & Drop': a tile opens the file picker for its type; files dropped anywhere on
 * the dialog go by their extension. Choosing or dropping files closes the dialog (spec §2) and
 * the uploads carry on in the progress list at the bottom of the window.
 */
export function UploadDialog({ projectId, open = true, onClose, onUploaded }: UploadDialogProps) {
  const input = useRef<HTMLInputElement>(null)
  // Set by a tile; files put on the input any other way (a test's setInputFiles) go by their extension.
  const [pickType, setPickType] = useState<UploadType>()
  const begin = (files: File[], type?: UploadType) => {
    if (files.length === 0) return
    onClose()
    void startUploads(projectId, files, onUploaded, type)
  }
  const { dragging, dropProps } = useViewportDrop((files) => begin(files))

  const pick = (type: UploadType) => {
    setPickType(type)
    // The accept filter must be set before the picker opens; React would set it a render late.
    if (input.current) {
      input.current.accept = UPLOAD_ACCEPT[type]
      input.current.click()
    }
  }

  return (
    <>
      {open && (
        <Modal title="Upload or Drag & Drop" onClose={onClose} width={520}>
          <button type="button" className="icon-btn upload-close" aria-label="Close" onClick={onClose}>
            <X size={18} />
          </button>
          <div className={`upload-drop${dragging ? ' dragging' : ''}`} data-testid="upload-drop" {...dropProps}>
            <div className="upload-tiles">
              {UPLOAD_TILES.map((tile) => (
                <button
                  key={tile.label}
                  type="button"
                  className="upload-tile"
                  disabled={!tile.type}
                  aria-label={tile.type ? `${tile.label} (${tile.formats})` : `${tile.label} (${tile.formats}), Coming Soon`}
                  data-testid={`upload-tile-${tile.type ?? tile.label.toLowerCase()}`}
                  onClick={() => tile.type && pick(tile.type)}
                >
                  <tile.icon size={24} aria-hidden="true" />
                  <span className="upload-tile-label">{tile.label}</span>
                  <span className="upload-tile-formats">{tile.formats}</span>
                  {!tile.type && <span className="upload-soon">Coming Soon</span>}
                </button>
              ))}
            </div>
            <p className="upload-hint">
              <CloudUpload size={16} aria-hidden="true" /> {dragging ? 'Drop to upload' : 'Or drop files here'}
            </p>
          </div>
          <input
            ref={input}
            type="file"
            multiple
            hidden
            data-testid="upload-input"
            accept={pickType ? UPLOAD_ACCEPT[pickType] : ALL_ACCEPT}
            onChange={(event) => {
              const files = Array.from(event.target.files ?? [])
              event.target.value = ''
              setPickType(undefined)
              begin(files, pickType)
            }}
          />
        </Modal>
      )}
      <UploadProgressList />
    </>
  )
}

/** One row per file being sent: a bar while bytes go, 'Processing…' while the server checks and optimizes. */
export function UploadProgressList() {
  const jobs = useUploads((s) => s.jobs)
  if (jobs.length === 0) return null
  return createPortal(
    <div className="upload-progress" role="status" aria-label="Uploads">
      {jobs.map((job) => (
        <div key={job.id} className={`upload-job ${job.status}`}>
          <div className="upload-job-head">
            <span className="upload-job-name" title={job.name}>
              {job.name}
            </span>
            <span className="upload-job-state">
              {job.status === 'uploading' && `${Math.round(job.progress * 100)}%`}
              {job.status === 'processing' && 'Processing…'}
              {job.status === 'done' && <CheckCircle2 size={14} aria-label="Uploaded" />}
              {job.status === 'failed' && <AlertCircle size={14} aria-label="Failed" />}
            </span>
          </div>
          <div
            className="upload-bar"
            role="progressbar"
            aria-label={`Uploading ${job.name}`}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={Math.round(job.progress * 100)}
          >
            <span style={{ width: `${Math.round(job.progress * 100)}%` }} />
          </div>
          {job.message && <p className="upload-job-error">{job.message}</p>}
        </div>
      ))}
    </div>,
    document.body,
  )
}
