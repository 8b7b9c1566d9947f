import { toast, type CloseButtonProps } from 'react-toastify'
import { create } from 'zustand'
import { checkUploadFile, classifyUpload, MEDIA_MESSAGES, type UploadedAsset, type UploadType } from '@shared/api/assets'
import { uploadFiles } from './media-api'

export interface UploadJob {
  id: string
  name: string
  /** 0 to 1: the bytes sent. At 1 the server is still checking (and, for models, optimizing). */
  progress: number
  status: 'uploading' | 'processing' | 'done' | 'failed'
  message?: string
}

interface UploadsState {
  jobs: UploadJob[]
}

/** Upload progress lives outside React, so it outlives the dialog (choosing a file closes it). */
export const useUploads = create<UploadsState>()(() => ({ jobs: [] }))
export const selectUploading = (s: UploadsState) => s.jobs.some((j) => j.status === 'uploading' || j.status === 'processing')

const DONE_LINGER_MS = 2500
const patch = (id: string, change: Partial<UploadJob>) =>
  useUploads.setState((s) => ({ jobs: s.jobs.map((j) => (j.id === id ? { ...j, ...change } : j)) }))
const drop = (id: string) => useUploads.setState((s) => ({ jobs: s.jobs.filter((j) => j.id !== id) }))

/** The spec's image-size toast stays until closed, with a Close button. */
function CloseButton({ closeToast }: CloseButtonProps) {
  return (
    <button type="button" className="btn btn-sm btn-ghost upload-toast-close" onClick={closeToast}>
      Close
    </button>
  )
}

export function showUploadError(message: string) {
  if (message === MEDIA_MESSAGES.imageTooLarge) {
    toast.error(message, { toastId: 'upload-image-size', autoClose: false, closeButton: CloseButton })
  } else {
    toast.error(message, { toastId: `upload-${message}` })
  }
}

/**
 * Checks, uploads with a progress entry per file, toasts each failure with its message (and the
 * spec's "{n} assets failed to upload." when several files went and some failed), and hands the
 * saved items to `onUploaded`.
 */
export async function startUploads(
  projectId: string,
  files: File[],
  onUploaded: (items: UploadedAsset[]) => void,
  type?: UploadType,
): Promise<void> {
  // The spec's checks first, so a refused file is told at once and never gets a progress bar.
  const good: File[] = []
  for (const file of files) {
    const error = type ? checkUploadFile(type, file) : classifyUpload(file).error
    if (error) showUploadError(error)
    else good.push(file)
  }
  let failures = files.length - good.length
  if (good.length > 0) {
    const ids = new Map<File, string>()
    const added: UploadJob[] = good.map((file) => {
      const id = `${Date.now()}-${Math.random().toString(36).slice(2)}`
      ids.set(file, id)
      return { id, name: file.name, progress: 0, status: 'uploading' }
    })
    useUploads.setState((s) => ({ jobs: [...s.jobs, ...added] }))
    const outcome = await uploadFiles(
      projectId,
      good,
      (file, fraction) => patch(ids.get(file)!, { progress: fraction, status: fraction >= 1 ? 'processing' : 'uploading' }),
      { type },
    )
    failures += outcome.failures.length
    const failed = new Set(outcome.failures.map((f) => f.file))
    for (const failure of outcome.failures) {
      const id = ids.get(failure.file)!
      patch(id, { status: 'failed', message: failure.message })
      showUploadError(failure.message)
      setTimeout(() => drop(id), DONE_LINGER_MS * 2)
    }
    for (const file of good) {
      if (failed.has(file)) continue
      const id = ids.get(file)!
      patch(id, { status: 'done', progress: 1 })
      setTimeout(() => drop(id), DONE_LINGER_MS)
    }
    if (outcome.items.length > 0) onUploaded(outcome.items)
  }
  if (failures > 0 && files.length > 1) toast.error(MEDIA_MESSAGES.partialFailure(failures), { toastId: 'upload-partial' })
}
