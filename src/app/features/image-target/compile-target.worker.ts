/// <reference lib="webworker" />
import { CompilerBase, type GreyTarget } from 'mind-ar/src/image-target/compiler-base.js'
import { buildTrackingImageList } from 'mind-ar/src/image-target/image-list.js'
import { extractTrackingFeatures } from 'mind-ar/src/image-target/tracker/extract-utils.js'

/**
 * MindAR's browser Compiler, run whole inside this worker: its own Compiler draws the picture on a
 * document canvas and runs the matching half on the page's thread (tfjs), then starts a second
 * worker for the tracking half. Here the canvas is an OffscreenCanvas, tfjs gets a worker context,
 * and the tracking half runs in this same worker, so the page never stalls.
 */
class WorkerCompiler extends CompilerBase {
  createProcessCanvas(img: { width: number; height: number }) {
    return new OffscreenCanvas(img.width, img.height)
  }

  compileTrack({ progressCallback, targetImages, basePercent }: { progressCallback: (p: number) => void; targetImages: GreyTarget[]; basePercent: number }) {
    const list: unknown[] = []
    let percent = basePercent
    for (const target of targetImages) {
      const images = buildTrackingImageList(target)
      const step = (100 - basePercent) / targetImages.length / images.length
      list.push(
        extractTrackingFeatures(images, () => {
          percent += step
          progressCallback(percent)
        }),
      )
    }
    return Promise.resolve(list)
  }
}

export type CompileRequest = { bitmap: ImageBitmap }
export type CompileMessage = { type: 'progress'; percent: number } | { type: 'done'; buffer: ArrayBuffer; ms: number } | { type: 'error'; message: string }

const post = (message: CompileMessage, transfer: Transferable[] = []) => (self as unknown as DedicatedWorkerGlobalScope).postMessage(message, transfer)

self.onmessage = async (event: MessageEvent<CompileRequest>) => {
  const started = performance.now()
  try {
    const compiler = new WorkerCompiler()
    await compiler.compileImageTargets([event.data.bitmap], (percent) => post({ type: 'progress', percent: Math.min(100, percent) }))
    const bytes = compiler.exportData()
    const buffer = bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer
    post({ type: 'done', buffer, ms: performance.now() - started }, [buffer])
  } catch (error) {
    post({ type: 'error', message: error instanceof Error ? error.message : String(error) })
  }
}
