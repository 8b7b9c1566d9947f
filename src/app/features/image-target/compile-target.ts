import type { CompileMessage } from './compile-target.worker'

/** Longest side the target is compiled at: MindAR's cost grows with the pixels, not its accuracy past this. */
export const COMPILE_MAX_SIZE = 1000

export interface CompiledTarget {
  bytes: Uint8Array
  ms: number
}

/**
 * Extracts the tracking features of a picture once, in a Web Worker (MindAR's Compiler), reporting
 * progress 0..100. Aborting terminates the worker.
 */
export async function compileTarget(picture: Blob, onProgress: (percent: number) => void, signal?: AbortSignal): Promise<CompiledTarget> {
  const probe = await createImageBitmap(picture)
  const scale = Math.min(1, COMPILE_MAX_SIZE / Math.max(probe.width, probe.height))
  const bitmap = scale < 1 ? await createImageBitmap(picture, { resizeWidth: Math.round(probe.width * scale), resizeHeight: Math.round(probe.height * scale), resizeQuality: 'high' }) : probe
  if (bitmap !== probe) probe.close()
  const worker = new Worker(new URL('./compile-target.worker.ts', import.meta.url), { type: 'module', name: 'compile-target' })
  try {
    return await new Promise<CompiledTarget>((resolve, reject) => {
      signal?.addEventListener('abort', () => reject(new DOMException('Compiling stopped', 'AbortError')), { once: true })
      worker.onerror = (event) => reject(new Error(event.message || 'The target compiler failed'))
      worker.onmessage = (event: MessageEvent<CompileMessage>) => {
        const message = event.data
        if (message.type === 'progress') onProgress(message.percent)
        else if (message.type === 'done') resolve({ bytes: new Uint8Array(message.buffer), ms: message.ms })
        else reject(new Error(message.message))
      }
      worker.postMessage({ bitmap }, [bitmap])
    })
  } finally {
    worker.terminate()
  }
}
