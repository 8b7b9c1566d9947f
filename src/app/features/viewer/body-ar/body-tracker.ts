import { Human, type Config } from '@vladmandic/human'
import type { Keypoints } from './body-pose'

/** Where MoveNet is served from: our own origin (vendor-assets-plugin copies it out of @vladmandic/human's package). */
export const BODY_MODELS_PATH = '/vendor/human/'

/**
 * Only MoveNet Lightning (one person, 17 keypoints, about 4.6 MB): face, hands, gestures and the
 * rest stay off. The webgl backend as for faces (it runs in headless Chromium on SwiftShader); the
 * warm-up on human's own sample body compiles the model's GL programs before the tap. The input
 * filter is off (a pass that changes nothing for keypoints); no model cache (HTTP caches the files).
 */
const CONFIG: Partial<Config> = {
  backend: 'webgl',
  warmup: 'body',
  cacheModels: false,
  debug: false,
  filter: { enabled: false },
  gesture: { enabled: false },
  face: { enabled: false },
  hand: { enabled: false },
  object: { enabled: false },
  segmentation: { enabled: false },
  body: { enabled: true, modelPath: 'movenet-lightning.json', maxDetected: 1, minConfidence: 0.25, skipFrames: 0, skipTime: 0 },
}

export interface BodyFrame {
  /** The body's keypoints by name (feed pixels), or null when no body was found. */
  keypoints: Keypoints | null
  score: number
}

async function createBodyTracker() {
  const human = new Human({ ...CONFIG, modelBasePath: new URL(BODY_MODELS_PATH, location.origin).href })
  await human.load()
  await human.warmup()
  return {
    backend: () => human.tf.getBackend() as string,
    async detect(video: HTMLVideoElement): Promise<BodyFrame> {
      const result = await human.detect(video)
      const body = result.body[0]
      if (!body || body.score < (CONFIG.body?.minConfidence ?? 0.25)) return { keypoints: null, score: 0 }
      const keypoints: Keypoints = {}
      for (const k of body.keypoints) keypoints[k.part] = { x: k.position[0], y: k.position[1], score: k.score }
      return { keypoints, score: body.score }
    },
  }
}

export type BodyTracker = Awaited<ReturnType<typeof createBodyTracker>>

let prepared: Promise<BodyTracker> | null = null
/** MoveNet loaded and warmed once per page (the viewer starts it when a body project's page is up); a failure is retried on the next call. */
export function prepareBodyTracker(): Promise<BodyTracker> {
  prepared ??= createBodyTracker().catch((error) => {
    prepared = null
    throw error
  })
  return prepared
}
