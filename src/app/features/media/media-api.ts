import { bulkUploadEnvelope, classifyUpload, checkUploadFile, type UploadedAsset, type UploadType } from '@shared/api/assets'
import type * as z from 'zod'
import { api, errorMessage } from '@app/lib/api'

export interface UploadFailure {
  file: File
  message: string
  /** True when the dialog refused it before sending (the spec's client-side checks). */
  local: boolean
}

export interface UploadOutcome {
  items: UploadedAsset[]
  failures: UploadFailure[]
}

export interface UploadOptions {
  /** The tile the files were chosen from; without it each file goes by its extension. */
  type?: UploadType
  /** Files sent at once; each file is its own request so one bad file does not sink the others. */
  concurrency?: number
}

/** Uploads are slow on phones and big models take a while to optimize: no 30 s limit here. */
const UPLOAD_TIMEOUT_MS = 15 * 60 * 1000

/** One file to POST /assets/{type}/bulk; answers the saved item. */
export async function uploadOne(projectId: string, type: UploadType, file: File, onProgress?: (fraction: number) => void): Promise<UploadedAsset> {
  const form = new FormData()
  // Fields before the file: the server checks the project before it accepts any bytes.
  form.append('projectId', projectId)
  form.append('assets', JSON.stringify([{ tempId: `temp-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`, name: file.name, fileIndex: 0 }]))
  form.append('files', file, file.name)
  const response = await api.post<z.infer<typeof bulkUploadEnvelope>>(`/assets/${type}/bulk`, form, {
    timeout: UPLOAD_TIMEOUT_MS,
    onUploadProgress: (event) => onProgress?.(event.total ? event.loaded / event.total : (event.progress ?? 0)),
  })
  return response.data.data.data[0]
}

/**
 * Checks every file with the spec's rules, sends the good ones (a few at a time, each with its own
 * progress), and answers what was saved and what failed with the message to show.
 */
export async function uploadFiles(
  projectId: string,
  files: File[],
  onProgress?: (file: File, fraction: number) => void,
  options: UploadOptions = {},
): Promise<UploadOutcome> {
  const items: (UploadedAsset | undefined)[] = []
  const failures: UploadFailure[] = []
  const queue: { file: File; type: UploadType; slot: number }[] = []
  files.forEach((file, slot) => {
    const checked = options.type ? { type: options.type, error: checkUploadFile(options.type, file) } : classifyUpload(file)
    if (checked.error || !checked.type) failures.push({ file, message: checked.error ?? '', local: true })
    else queue.push({ file, type: checked.type, slot })
  })
  const worker = async () => {
    for (let next = queue.shift(); next; next = queue.shift()) {
      const { file, type, slot } = next
      try {
        items[slot] = await uploadOne(projectId, type, file, (fraction) => onProgress?.(file, fraction))
      } catch (error) {
        failures.push({ file, message: errorMessage(error, `${file.name} could not be uploaded.`), local: false })
      }
    }
  }
  await Promise.all(Array.from({ length: Math.min(options.concurrency ?? 2, Math.max(queue.length, 1)) }, worker))
  return { items: items.filter((i): i is UploadedAsset => Boolean(i)), failures }
}
