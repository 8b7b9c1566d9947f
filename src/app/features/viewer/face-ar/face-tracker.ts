import { Human, type Config } from '@vladmandic/human'

/**
 * Where the face models are served from: our own origin (scripts/vendor-assets-plugin.ts copies
 * blazeface and facemesh out of @vladmandic/human's package at build). Nothing is fetched elsewhere.
 */
export const FACE_MODELS_PATH = '/vendor/human/'

/**
 * Only what a head pose needs: blazeface finds the face, facemesh gives its 468 landmarks. Iris,
 * emotion, description, liveness, body, hands and gestures stay off (each is another model and
 * another pass per frame). The webgl backend: it runs in headless Chromium on SwiftShader (about
 * 0.65 s a frame there, tens of ms on a phone); human's wasm backend needs tfjs's .wasm binaries,
 * which its package does not ship. The input filter is off: it costs a pass and changes nothing for
 * the mesh. No model cache (IndexedDB): the files are cached by HTTP. The warm-up (human's own
 * sample face, inside its bundle) runs in prepareFaceTracker() before the tap: it compiles the
 * models' GL programs, most of the first frame's time (seconds on software GL).
 */
const CONFIG: Partial<Config> = {
  backend: 'webgl',
  warmup: 'face',
  cacheModels: false,
  debug: false,
  filter: { enabled: false },
  gesture: { enabled: false },
  body: { enabled: false },
  hand: { enabled: false },
  object: { enabled: false },
  segmentation: { enabled: false },
  face: {
    enabled: true,
    // The box is kept between frames (the mesh re-centres it); a new detection every 10 frames or 1 s.
    detector: { rotation: false, maxDetected: 1, skipFrames: 10, skipTime: 1000, minConfidence: 0.5, return: false },
    mesh: { enabled: true },
    iris: { enabled: false },
    attention: { enabled: false },
    emotion: { enabled: false },
    description: { enabled: false },
    antispoof: { enabled: false },
    liveness: { enabled: false },
  },
}

export interface FaceFrame {
  /** 468 landmarks in feed pixels ([x, y, z]), or null when no face was found. */
  mesh: number[][] | null
  /** The face box in feed pixels ([x, y, width, height]). */
  box: [number, number, number, number] | null
  score: number
}

async function createFaceTracker() {
  const human = new Human({ ...CONFIG, modelBasePath: new URL(FACE_MODELS_PATH, location.origin).href })
  await human.load()
  const warm = performance.now()
  await human.warmup()
  const warmMs = performance.now() - warm
  return {
    warmMs,
    backend: () => human.tf.getBackend() as string,
    async detect(video: HTMLVideoElement): Promise<FaceFrame> {
      const result = await human.detect(video)
      const face = result.face[0]
      if (!face || face.mesh.length < 468) return { mesh: null, box: null, score: 0 }
      return { mesh: face.mesh as number[][], box: face.box as [number, number, number, number], score: face.score }
    },
    dispose() {
      human.tf.engine().disposeVariables()
    },
  }
}

export type FaceTracker = Awaited<ReturnType<typeof createFaceTracker>>

let prepared: Promise<FaceTracker> | null = null
/**
 * The models loaded and warmed once per page: the viewer starts it as soon as a face project's page
 * is up (so Start goes straight to tracking), and each session takes it. A failure is retried on
 * the next call.
 */
export function prepareFaceTracker(): Promise<FaceTracker> {
  prepared ??= createFaceTracker().catch((error) => {
    prepared = null
    throw error
  })
  return prepared
}
