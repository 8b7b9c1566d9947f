import { Camera, Glasses, Smartphone, QrCode, X } from 'lucide-react'
import { lazy, Suspense, useCallback, useEffect, useMemo, useRef, useState } from 'react'
import { toast } from 'react-toastify'
import { PUBLISH_MESSAGES, type ScenePreview } from '@shared/api/publish'
import { salvageScene } from '@shared/scene/load'
import type { SceneDocument } from '@shared/scene/schema'
import { WebGLBoundary } from '@app/components/webgl-guard'
import type { XRStore } from '@react-three/xr'
import { CoreStage, type CoreBoot } from './core-stage'
import { detectXrSupport, requestedXrMode, type XrSupport } from './xr-support'
import { xrFeatureSet, type XrFeatureSet } from './xr-features'
import { arModes, cameraTracking, projectWorld, qrCard, requestedSession, unavailableMessage, type ArHost, type ArMode } from './ar-modes'
import { leaveTo, loadingStatusClass, previewAddress, progressTransform, readInlineScene, retirePoster } from './inline-scene'
import './viewer.css'
import { API_BASE } from '@shared/api/base'
import * as localBeacon from './analytics-beacon'
import { onTriggerFired } from '../scene-render/events-runtime'

const QRCodeSVG = lazy(() => import('qrcode.react').then((m) => ({ default: m.QRCodeSVG })))
// Camera AR on the picture (MindAR and tfjs): only Image Target projects ever load it.
const loadImageAr = () => import('./image-ar/image-ar-view')
const ImageArView = lazy(loadImageAr)
/**
 * The AR view once its chunk is in, rendered as a plain component: React.lazy suspends on its first
 * render even when the chunk is loaded, and React holds a revealed fallback for 300 ms, which sat
 * between the tap on Start AR and the camera.
 */
let LoadedImageArView: (typeof import('./image-ar/image-ar-view'))['default'] | null = null
// Face AR (@vladmandic/human, tfjs, the face models from our origin): only Face Tracking projects load it.
const loadFaceAr = () => import('./face-ar/face-ar-view')
const FaceArView = lazy(loadFaceAr)
// Body AR (MoveNet through @vladmandic/human, the model from our origin): only Body Tracking projects load it.
const loadBodyAr = () => import('./body-ar/body-ar-view')
const BodyArView = lazy(loadBodyAr)
// Location-Based AR (camera, GPS, compass): only location projects load it.
const LocationArView = lazy(() => import('../location-ar/location-ar-view'))
/** The iPhone's compass permission: Safari grants it only inside the tap, before any await. */
const askCompass = () => (window.DeviceOrientationEvent as unknown as { requestPermission?: () => Promise<string> } | undefined)?.requestPermission?.().catch(() => 'denied')
// The R3F layer (and the XR runtime) load only for XR, or for scenes the core does not draw alone.
const ViewerCanvas = lazy(() => import('./viewer-canvas').then((m) => ({ default: m.ViewerCanvas })))
/**
 * The page's XR store, made for the features its project's kind asks for (xr-features.ts): a
 * page that goes on to show a project of another kind gets a new one, never the last one's.
 */
let xrStore: { features: XrFeatureSet; store: Promise<XRStore> } | null = null
function loadXrStore(features: XrFeatureSet) {
  if (xrStore?.features !== features) xrStore = { features, store: import('./viewer-canvas').then((m) => m.makeXrStore(features)) }
  return xrStore.store
}

/**
 * Enters a session once the R3F layer's <XR> has connected the store to its renderer (it mounts
 * after the tap when the core drew the scene): the store refuses until then.
 */
async function enterWhenConnected(store: XRStore, mode: 'ar' | 'vr') {
  for (let tries = 0; ; tries++) {
    try {
      return await (mode === 'ar' ? store.enterAR() : store.enterVR())
    } catch (error) {
      if (tries > 100 || !/not connected/.test((error as Error).message)) throw error
      await new Promise((r) => setTimeout(r, 100))
    }
  }
}

/** The spec's loading counter: 1 % every 50 ms; it jumps to 100 once the scene has drawn. */
function useGeneratingPercent(done: boolean) {
  const [percent, setPercent] = useState(0)
  useEffect(() => {
    if (done) return setPercent(100)
    const timer = window.setInterval(() => setPercent((p) => Math.min(p + 1, 99)), 50)
    return () => window.clearInterval(timer)
  }, [done])
  return percent
}

type Loaded = { preview: ScenePreview; doc: SceneDocument }
type PageState = { status: 'loading' } | { status: 'error'; message: string } | ({ status: 'ready' } & Loaded)

function loaded(preview: ScenePreview): PageState {
  const { doc, skipped } = salvageScene(preview.sceneData)
  if (skipped.length) console.warn(`Skipped ${skipped.length} objects that could not be read`)
  return { status: 'ready', preview, doc }
}

/** A public call: no token, whoever is (or is not) signed in. fetch, not axios: the viewer stays small. */
async function fetchPreview(id: string): Promise<ScenePreview> {
  const res = await fetch(`${API_BASE}/scene-preview/${encodeURIComponent(id)}`)
  if (res.status === 404) throw Object.assign(new Error(PUBLISH_MESSAGES.sceneNotFound), { notFound: true })
  if (!res.ok) throw new Error(`HTTP ${res.status}`)
  const body = (await res.json()) as { data?: ScenePreview }
  if (!body.data?.sceneData) throw Object.assign(new Error(PUBLISH_MESSAGES.sceneNotFound), { notFound: true })
  return body.data
}

export default function ViewerPage({ core = null }: { core?: CoreBoot | null }) {
  const { id, search } = useMemo(previewAddress, [])
  const embed = new URLSearchParams(search).get('embed') === '1'
  const wanted = requestedXrMode(search)
  // The server's page carries the scene inline: then the canvas mounts on the first render.
  const [state, setState] = useState<PageState>(() => {
    const inline = core?.preview ?? readInlineScene(id)
    return inline ? loaded(inline) : { status: 'loading' }
  })
  // The poster (the published thumbnail) the HTML showed before any script ran; null in dev.
  const [poster] = useState(() => document.getElementById('viewer-poster'))
  // Once, not on each of the counter's ticks.
  const loadingClass = useMemo(() => loadingStatusClass(poster), [poster])
  // The core has drawn the first frame before this page loaded.
  const [drawn, setDrawn] = useState(core !== null)
  // Whether the R3F layer draws (XR, or a scene the core leaves to it); then the core steps aside.
  const [r3f, setR3f] = useState(core === null)
  const [support, setSupport] = useState<XrSupport | null>(null)
  const [showQr, setShowQr] = useState(false)
  const [store, setStore] = useState<XRStore | null>(null)
  // Known once the project is: the inline scene has it at once, a fetched one a moment later.
  const features = state.status === 'ready' ? xrFeatureSet(state.preview.category) : null
  useEffect(() => {
    if (!r3f || !features) return
    let current = true
    void loadXrStore(features).then((s) => current && setStore(s))
    return () => {
      current = false
    }
  }, [r3f, features])
  const [noWebgl, setNoWebgl] = useState(false)
  // The core page started analytics in its own build: report through its beacon, one queue.
  const beacon = core?.beacon ?? localBeacon
  useEffect(() => (store ? beacon.watchXrSessions(store) : undefined), [store, beacon])
  const percent = useGeneratingPercent(drawn || state.status === 'error' || noWebgl)

  useEffect(() => {
    let cancelled = false
    // Clicks run in the core's runtime until XR hands the scene to the R3F layer: hear both (the
    // core page already hears its own when it handed over its beacon).
    const stopTriggers = onTriggerFired(beacon.reportTrigger)
    let stopCoreTriggers: (() => void) | undefined
    if (!core?.beacon) {
      localBeacon.startAnalytics(id)
      stopCoreTriggers = core?.viewer.onTriggerFired(localBeacon.reportTrigger)
      // The core drew the first frame before this page loaded: report the time it marked.
      const coreFrame = core && performance.getEntriesByName('viewer-first-frame')[0]
      if (coreFrame) localBeacon.reportFirstFrame(coreFrame.startTime)
    }
    const inline = state.status === 'ready' ? Promise.resolve(null) : fetchPreview(id)
    inline
      .then((preview) => {
        if (cancelled || !preview) return
        setState(loaded(preview))
        document.title = `${preview.project_name} · Spatial Studio`
      })
      .catch((error) => {
        if (cancelled) return
        const notFound = (error as { notFound?: boolean }).notFound
        const message = notFound ? PUBLISH_MESSAGES.sceneNotFound : PUBLISH_MESSAGES.sceneLoadFailed
        toast.error(message)
        setState({ status: 'error', message })
      })
    void detectXrSupport().then((s) => !cancelled && setSupport(s))
    return () => {
      cancelled = true
      stopTriggers()
      stopCoreTriggers?.()
    }
    // Read once per address; the inline scene is already in the state.
  }, [id])

  // The 3D fades in over the poster; with no scene to draw, the poster gives way to the message.
  useEffect(() => {
    if (drawn || state.status === 'error' || noWebgl) retirePoster()
  }, [drawn, state.status, noWebgl])

  const ready = state.status === 'ready' ? state : null
  const onFirstFrame = useCallback(() => {
    if (performance.getEntriesByName('viewer-first-frame').length === 0) {
      performance.mark('viewer-first-frame')
      localBeacon.reportFirstFrame()
    }
    setDrawn(true)
    // The R3F layer has drawn: one renderer at a time.
    core?.viewer.dispose()
  }, [core])
  // Read at the tap, so that entering never waits on (or re-runs for) a change of identity.
  const featuresNow = useRef(features)
  featuresNow.current = features
  const enter = useCallback(
    async (mode: 'ar' | 'vr') => {
      try {
        if (!featuresNow.current) throw new Error('the project is still loading')
        setR3f(true)
        await enterWhenConnected(await loadXrStore(featuresNow.current), mode)
      } catch (error) {
        toast.error(`Could not start ${mode.toUpperCase()}: ${(error as Error).message}`)
      }
    },
    [],
  )
  // The core page's AR or VR tap, or its 'on your phone' card, is done as soon as this page is up.
  useEffect(() => {
    if (core?.intent === 'qr') setShowQr(true)
    else if (core?.intent) void enter(core.intent)
  }, [core, enter])

  const onRedirect = useCallback((url: string) => leaveTo(url, embed), [embed])

  const pageUrl = `${location.origin}/preview-page/${id}`
  const tracking = ready ? cameraTracking(ready.preview.category, ready.doc) : null
  const [imageAr, setImageAr] = useState(false)
  // The tracking code, the compiled target and tfjs's GL backend load while the visitor looks at
  // the scene; Start AR waits for them, so the tap goes straight to the camera.
  const [imageArReady, setImageArReady] = useState(false)
  const imageDoc = tracking === 'image' && ready ? ready.doc : null
  useEffect(() => {
    if (!imageDoc) return
    const done = () => setImageArReady(true)
    void loadImageAr()
      .then((m) => {
        LoadedImageArView = m.default
        return m.prepareImageAr(imageDoc)
      })
      .then(done, done)
  }, [imageDoc])
  const faceProject = tracking === 'face'
  const [faceAr, setFaceAr] = useState(false)
  const [faceArReady, setFaceArReady] = useState(false)
  useEffect(() => {
    // The code, then the models warmed up (their GL programs compiled), before Start is offered.
    if (faceProject)
      void loadFaceAr()
        .then((m) => m.prepareFaceTracker())
        .catch((error) => console.warn('Face tracking was not prepared; Start tries again:', error))
        .finally(() => setFaceArReady(true))
  }, [faceProject])
  const bodyProject = tracking === 'body'
  const [bodyAr, setBodyAr] = useState(false)
  const [bodyArReady, setBodyArReady] = useState(false)
  useEffect(() => {
    // The code, then MoveNet warmed up (its GL programs compiled), before Start is offered.
    if (bodyProject)
      void loadBodyAr()
        .then((m) => m.prepareBodyTracker())
        .catch((error) => console.warn('Body tracking was not prepared; Start tries again:', error))
        .finally(() => setBodyArReady(true))
  }, [bodyProject])
  const place = tracking === 'location' ? ready?.doc.settings.location : undefined
  const [locationAr, setLocationAr] = useState(false)
  const world = ready ? projectWorld(ready.preview.category, ready.doc) : null
  const modes = useMemo(
    () => (ready && support ? arModes(support, { category: ready.preview.category, doc: ready.doc, name: ready.preview.project_name, usdzUrl: ready.preview.usdzUrl, glbUrl: ready.preview.glbUrl }) : []),
    [ready, support],
  )
  const host: ArHost = useMemo(
    () => ({
      session: (mode) => void enter(mode),
      camera: (tracking) => {
        performance.mark(`${tracking}-ar-tap`)
        if (tracking === 'face') setFaceAr(true)
        else if (tracking === 'body') setBodyAr(true)
        else if (tracking === 'location') {
          // Safari grants the compass only inside the tap, before any await.
          void askCompass()
          setLocationAr(true)
        } else setImageAr(true)
      },
      qr: () => setShowQr(true),
      report: beacon.reportHandOff,
    }),
    [enter, beacon],
  )
  const control = (mode: ArMode) => {
    const icon = { phone: <Smartphone size={18} />, glasses: <Glasses size={18} />, camera: <Camera size={18} />, qr: <QrCode size={18} /> }[mode.icon]
    const className = `viewer-xr-button${mode.secondary ? ' is-secondary' : ''}`
    if (mode.link)
      return (
        <a key={mode.id} className={className} rel={mode.link.rel} href={mode.link.href} onClick={() => mode.start(host)}>
          {/* Quick Look opens only for an anchor whose first child is an image. */}
          {mode.link.rel === 'ar' && <img src="/favicon.svg" alt="" width={1} height={1} style={{ position: 'absolute', opacity: 0 }} />}
          {icon} {mode.label}
        </a>
      )
    // A camera mode waits for its tracker, readied while the visitor looks at the scene.
    const preparing = mode.tracking ? !{ face: faceArReady, body: bodyArReady, image: imageArReady, location: true }[mode.tracking] : false
    return (
      <button
        key={mode.id}
        type="button"
        className={className}
        title={mode.title}
        disabled={preparing}
        aria-busy={mode.tracking ? preparing : undefined}
        style={preparing ? { opacity: 0.7 } : undefined}
        onClick={() => mode.start(host)}
      >
        {icon} {preparing ? (mode.tracking === 'image' ? 'Preparing AR…' : 'Preparing…') : mode.label}
      </button>
    )
  }
  // ?xr=ar|vr: offer the session as soon as the scene is drawn. Browsers that need a tap first
  // refuse quietly; the big button below then does it.
  const [offered, setOffered] = useState(Boolean(core?.intent))
  useEffect(() => {
    if (!wanted || !drawn || !support || offered) return
    setOffered(true)
    // A camera-tracked project's AR is its own camera view (Start), never a WebXR session.
    const session = requestedSession(wanted, modes)
    if (session) void enter(session).catch(() => undefined)
  }, [wanted, drawn, support, offered, enter, modes])

  const unavailable = ready && support ? unavailableMessage(support, { category: ready.preview.category, doc: ready.doc, name: ready.preview.project_name, usdzUrl: ready.preview.usdzUrl }) : null
  const card = qrCard(world ?? 'phone')

  return (
    <main className={`viewer ${embed ? 'is-embed' : ''} ${drawn ? 'is-drawn' : ''}`} style={{ background: poster && !drawn ? 'transparent' : (ready?.doc.settings.background ?? '#0b0d12') }}>
      {/* The core's canvas stays until the R3F layer has drawn its first frame over it. */}
      {ready && core && <CoreStage core={core} />}
      {ready && r3f && store && (
        <WebGLBoundary onUnavailable={() => setNoWebgl(true)}>
          <Suspense fallback={null}>
            <ViewerCanvas
              doc={ready.doc}
              store={store}
              surface={ready.preview.category !== 'WORLD'}
              world={world ?? 'phone'}
              area={ready.preview.category === 'AREA' && ready.doc.settings.area ? { settings: ready.doc.settings.area, projectKey: id } : undefined}
              location={place?.anchor ? place : undefined}
              onFirstFrame={onFirstFrame}
              onRedirect={onRedirect}
            />
          </Suspense>
        </WebGLBoundary>
      )}
      {!embed && ready && (
        <header className="viewer-title">
          <span className="viewer-brand">Spatial Studio</span>
          <h1>{ready.preview.project_name}</h1>
        </header>
      )}
      {ready && drawn && (
        <div className="viewer-actions">
          {modes.map(control)}
          {unavailable && <p className="viewer-xr-note">{unavailable}</p>}
        </div>
      )}
      {faceAr && ready && (
        <Suspense fallback={<div className="viewer-loading" role="status"><div className="viewer-spinner" /><p>Starting the camera</p></div>}>
          <FaceArView doc={ready.doc} onClose={() => setFaceAr(false)} onRedirect={onRedirect} />
        </Suspense>
      )}
      {bodyAr && ready && (
        <Suspense fallback={<div className="viewer-loading" role="status"><div className="viewer-spinner" /><p>Starting the camera</p></div>}>
          <BodyArView doc={ready.doc} onClose={() => setBodyAr(false)} onRedirect={onRedirect} />
        </Suspense>
      )}
      {locationAr && ready && place && (
        <Suspense fallback={<div className="viewer-loading" role="status"><div className="viewer-spinner" /><p>Starting the camera</p></div>}>
          <LocationArView doc={ready.doc} location={place} onClose={() => setLocationAr(false)} />
        </Suspense>
      )}
      {imageAr && ready && (
        <Suspense fallback={<div className="viewer-loading" role="status"><div className="viewer-spinner" /><p>Starting AR</p></div>}>
          {LoadedImageArView ? (
            <LoadedImageArView doc={ready.doc} onClose={() => setImageAr(false)} onRedirect={onRedirect} />
          ) : (
            <ImageArView doc={ready.doc} onClose={() => setImageAr(false)} onRedirect={onRedirect} />
          )}
        </Suspense>
      )}
      {percent < 100 && state.status !== 'error' && (
        <div className={loadingClass} role="status">
          <div className="viewer-loading-card">
            <p>Generating Experience</p>
            <strong>{percent}%</strong>
            <div className="viewer-progress">
              <span style={{ transform: progressTransform(percent) }} />
            </div>
          </div>
        </div>
      )}
      {state.status === 'error' && (
        <div className="viewer-error" role="alert">
          <h1>{state.message}</h1>
          <p>{state.message === PUBLISH_MESSAGES.sceneNotFound ? 'The link may be wrong, or the experience has not been published yet.' : 'Check your connection and reload the page.'}</p>
        </div>
      )}
      {showQr && (
        <div className="viewer-qr" role="dialog" aria-label={card.title} onClick={() => setShowQr(false)}>
          <div className="viewer-qr-card" onClick={(e) => e.stopPropagation()}>
            <button type="button" className="viewer-qr-close" aria-label="Close" onClick={() => setShowQr(false)}>
              <X size={18} />
            </button>
            <h2>{card.title}</h2>
            <p>{card.text}</p>
            <Suspense fallback={<div style={{ width: 200, height: 200 }} />}>
              <QRCodeSVG value={`${pageUrl}?xr=${card.xr}`} size={200} marginSize={2} />
            </Suspense>
          </div>
        </div>
      )}
    </main>
  )
}
