// MindAR 1.2.5 ships JavaScript without types; these are the parts this app calls.
declare module 'mind-ar/src/image-target/compiler-base.js' {
  export interface GreyTarget {
    data: Uint8Array
    width: number
    height: number
  }
  export class CompilerBase {
    data: unknown[] | null
    compileImageTargets(images: { width: number; height: number }[], progress: (percent: number) => void): Promise<unknown[]>
    exportData(): Uint8Array
    createProcessCanvas(img: { width: number; height: number }): OffscreenCanvas | HTMLCanvasElement
    compileTrack(args: { progressCallback: (percent: number) => void; targetImages: GreyTarget[]; basePercent: number }): Promise<unknown[]>
  }
}
declare module 'mind-ar/src/image-target/image-list.js' {
  export function buildTrackingImageList(image: { data: Uint8Array; width: number; height: number }): unknown[]
}
declare module 'mind-ar/src/image-target/tracker/extract-utils.js' {
  export function extractTrackingFeatures(imageList: unknown[], done: (index: number) => void): unknown
}
declare module 'mind-ar/dist/mindar-image.prod.js' {
  export interface MindTargetResult {
    type: 'updateMatrix' | 'processDone'
    targetIndex?: number
    worldMatrix?: number[] | null
  }
  export class Controller {
    constructor(options: {
      inputWidth: number
      inputHeight: number
      onUpdate?: (data: MindTargetResult) => void
      filterMinCF?: number | null
      filterBeta?: number | null
      warmupTolerance?: number | null
      missTolerance?: number | null
      maxTrack?: number
    })
    addImageTargetsFromBuffer(buffer: ArrayBuffer): { dimensions: [number, number][] }
    dummyRun(input: HTMLVideoElement): Promise<void>
    processVideo(input: HTMLVideoElement): void
    stopProcessVideo(): void
    getProjectionMatrix(): number[]
    dispose?(): void
  }
}
