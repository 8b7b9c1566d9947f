import { FileArchive, UploadCloud } from 'lucide-react'
import { useRef, useState, type DragEvent } from 'react'
import { AREA_MESSAGES, PROJECT_MESSAGES } from '@shared/api/projects'

/** What each uploading project type takes: its extension, its picker filter and its messages. */
export const UPLOADS = {
  vps: { label: 'Location scan (.zip)', extension: '.zip', accept: '.zip,application/zip', testId: 'zip-input', required: PROJECT_MESSAGES.fileRequired, wrongType: PROJECT_MESSAGES.zipOnly },
  area: { label: 'Room scan (.glb)', extension: '.glb', accept: '.glb,model/gltf-binary', testId: 'scan-input', required: AREA_MESSAGES.scanRequired, wrongType: AREA_MESSAGES.glbOnly },
} as const
export type UploadKind = keyof typeof UPLOADS

/** Picks the one file a project type needs, with the spec's messages for everything else. */
export function checkFiles(kind: UploadKind, files: FileList | File[]): { file?: File; error?: string } {
  const list = Array.from(files)
  const rules = UPLOADS[kind]
  if (list.length === 0) return { error: rules.required }
  if (list.length > 1) return { error: PROJECT_MESSAGES.oneFile }
  if (!list[0].name.toLowerCase().endsWith(rules.extension)) return { error: rules.wrongType }
  return { file: list[0] }
}

/**
 * A drop zone that is also a button opening the file picker; the hidden input stays reachable by
 * its test id so a test (or an assistive tool) can hand it a file directly.
 */
export function FileDropField({ kind, file, error, onFiles }: { kind: UploadKind; file?: File; error?: string; onFiles: (files: FileList | File[]) => void }) {
  const [dragging, setDragging] = useState(false)
  const input = useRef<HTMLInputElement>(null)
  const rules = UPLOADS[kind]
  const onDrop = (event: DragEvent) => {
    event.preventDefault()
    setDragging(false)
    onFiles(event.dataTransfer.files)
  }
  return (
    <div className="field">
      <span className="field-label">{rules.label}</span>
      <div
        className={`np-drop${dragging ? ' dragging' : ''}${error ? ' has-error' : ''}`}
        onDragOver={(e) => {
          e.preventDefault()
          setDragging(true)
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
        onClick={() => input.current?.click()}
        role="button"
        tabIndex={0}
        onKeyDown={(e) => (e.key === 'Enter' || e.key === ' ') && input.current?.click()}
      >
        {file ? <FileArchive size={22} /> : <UploadCloud size={22} />}
        <span>{file ? `${file.name} (${(file.size / 1024 / 1024).toFixed(1)} MB)` : `Drop one ${rules.extension} here or click to choose`}</span>
      </div>
      <input ref={input} type="file" accept={rules.accept} hidden data-testid={rules.testId} onChange={(e) => e.target.files && onFiles(e.target.files)} />
      {error && <span className="field-error" role="alert">{error}</span>}
    </div>
  )
}
