import { Billboard } from '@react-three/drei'
import { useFrame, useThree } from '@react-three/fiber'
import { useEffect, useMemo, useRef, useState } from 'react'
import * as THREE from 'three'
import { contentAspect, planeSize, videoLayout } from '@shared/scene/media-layout'
import { isPlayableVideoUrl, MEDIA_MESSAGES, readVideoSettings, type VideoSettings } from '@shared/scene/media-settings'
import type { NodeOf, SceneAsset } from '@shared/scene/schema'
import { mediaControls, mediaStatus, onFirstGesture } from './media-controls'
import { assetDimensions, FailedPlane } from './media-common'

const MEDIA_ERRORS: Record<number, string> = { 1: 'loading was aborted', 2: 'a network error', 3: 'the file could not be decoded', 4: 'the format or address is not supported' }

/** Which address plays: the upload, the typed URL (falling back to the upload while empty), or the camera. */
export function videoSource(settings: VideoSettings, assetUrl: string | undefined): { url?: string; camera: boolean } {
  if (settings.source === 'Stream') return { camera: true }
  if (settings.source === 'URL' && isPlayableVideoUrl(settings.clipUrl)) return { url: settings.clipUrl.trim(), camera: false }
  return { url: assetUrl, camera: false }
}

function applyFlags(video: HTMLVideoElement, s: VideoSettings) {
  video.loop = s.loop
  video.muted = s.mute
  video.volume = s.volume
  video.playbackRate = s.playbackSpeed
}

interface Loaded {
  ready: boolean
  error: string | null
  natural: [number, number] | null
}

/**
 * A video: a plane showing an HTMLVideoElement through a VideoTexture. The element lives as
 * long as its source; settings apply to it in place; playback answers to the panel's state and
 * to mediaControls (events). Layout follows the node's world scale each frame, through refs.
 */
export function VideoContent({ node, asset }: { node: NodeOf<'video'>; asset: SceneAsset | undefined }) {
  const settings = useMemo(() => readVideoSettings(node.settings), [node.settings])
  const latest = useRef(settings)
  latest.current = settings
  const { url, camera } = videoSource(settings, asset?.url)
  const [media, setMedia] = useState<{ video: HTMLVideoElement; texture: THREE.VideoTexture } | null>(null)
  const [loaded, setLoaded] = useState<Loaded>({ ready: false, error: null, natural: null })

  useEffect(() => {
    const id = node.id
    setLoaded({ ready: false, error: null, natural: null })
    if (!url && !camera) {
      const message = `missing asset ${node.assetId}`
      setLoaded({ ready: false, error: message, natural: null })
      mediaStatus.set(id, { state: 'error', message: MEDIA_MESSAGES.videoError(message) })
      return () => mediaStatus.clear(id)
    }
    const video = document.createElement('video')
    video.crossOrigin = 'anonymous'
    video.playsInline = true
    video.preload = 'auto'
    applyFlags(video, latest.current)
    const texture = new THREE.VideoTexture(video)
    texture.colorSpace = THREE.SRGBColorSpace
    let stream: MediaStream | null = null
    let cancelGesture = () => {}
    let live = true
    const fail = (reason: string) => {
      if (!live) return
      setLoaded((l) => ({ ...l, error: reason }))
      mediaStatus.set(id, { state: 'error', message: MEDIA_MESSAGES.videoError(reason) })
    }
    const play = () => {
      cancelGesture()
      video.play().catch((err: unknown) => {
        // Spec: autoplay blocked is only logged; the first gesture on the page tries again.
        if (err instanceof DOMException && err.name === 'NotAllowedError') {
          console.info(`Autoplay blocked for video ${id}; it starts on the first click.`)
          cancelGesture = onFirstGesture(() => void video.play().catch(() => {}))
        } else if (!(err instanceof DOMException && err.name === 'AbortError')) console.warn('Video play failed', err)
      })
    }
    video.addEventListener('loadedmetadata', () => live && setLoaded((l) => ({ ...l, natural: [video.videoWidth, video.videoHeight] })))
    video.addEventListener('loadeddata', () => {
      if (!live) return
      setLoaded((l) => ({ ...l, ready: true }))
      mediaStatus.set(id, { state: 'ready' })
    })
    video.addEventListener('error', () => fail(video.error?.message || MEDIA_ERRORS[video.error?.code ?? 0] || 'unknown error'))
    mediaStatus.set(id, { state: 'loading' })
    if (camera) {
      const devices = navigator.mediaDevices
      if (!devices?.getUserMedia) fail('this browser cannot open a camera stream')
      else
        devices.getUserMedia({ video: true, audio: false }).then(
          (s) => {
            if (!live) return s.getTracks().forEach((t) => t.stop())
            stream = video.srcObject = s
          },
          (err: unknown) => fail(err instanceof Error ? err.message : String(err)),
        )
    } else video.src = url!
    // Spec: video objects start paused unless play on awake.
    if (latest.current.playOnAwake && latest.current.playbackState === 'Play') play()
    const unregister = mediaControls.register(id, {
      kind: 'video',
      play,
      pause: () => video.pause(),
      stop: () => {
        video.pause()
        video.currentTime = 0
      },
      isPlaying: () => !video.paused && !video.ended,
    })
    setMedia({ video, texture })
    return () => {
      live = false
      unregister()
      cancelGesture()
      video.pause()
      stream?.getTracks().forEach((t) => t.stop())
      video.srcObject = null
      video.removeAttribute('src')
      video.load()
      texture.dispose()
      mediaStatus.clear(id)
      setMedia(null)
    }
  }, [node.id, node.assetId, url, camera])

  useEffect(() => {
    if (media) applyFlags(media.video, settings)
  }, [media, settings])

  // A demand canvas draws again when the video starts (a click, a gesture, play on awake) or seeks.
  const invalidate = useThree((s) => s.invalidate)
  useEffect(() => {
    if (!media) return
    const wake = () => invalidate()
    const events = ['playing', 'seeked', 'loadeddata'] as const
    events.forEach((e) => media.video.addEventListener(e, wake))
    return () => events.forEach((e) => media.video.removeEventListener(e, wake))
  }, [media, invalidate])

  // The panel's Play / Pause / Stop: applied when it changes, not on mount (play on awake rules that).
  const shownState = useRef(settings.playbackState)
  useEffect(() => {
    if (shownState.current === settings.playbackState) return
    shownState.current = settings.playbackState
    const control = mediaControls.get(node.id)
    if (settings.playbackState === 'Play') control?.play()
    else if (settings.playbackState === 'Pause') control?.pause()
    else control?.stop()
  }, [settings.playbackState, node.id])

  const natural = loaded.natural ?? assetDimensions(asset)
  const naturalAspect = natural[0] && natural[1] ? natural[0] / natural[1] : 1
  const mode = settings.aspectRatio
  const [w, h] = mode === '16:9' ? planeSize(16, 9) : mode === '4:3' ? planeSize(4, 3) : planeSize(natural[0], natural[1])

  const picture = useRef<THREE.Mesh>(null)
  const last = useRef('')
  const scale = useMemo(() => new THREE.Vector3(), [])
  const shownTime = useRef(-1)
  useFrame(({ invalidate }) => {
    const mesh = picture.current
    if (!mesh || !media) return
    // VideoTexture waits for requestVideoFrameCallback, which Chromium barely fires for a video
    // outside the page; a new frame is also a new currentTime, so upload when that moves.
    const { video, texture } = media
    // A playing video asks for the next frame (a demand canvas draws nothing otherwise).
    if (!video.paused && !video.ended) invalidate()
    if (video.readyState >= video.HAVE_CURRENT_DATA && video.currentTime !== shownTime.current) {
      shownTime.current = video.currentTime
      texture.needsUpdate = true
    }
    mesh.parent!.getWorldScale(scale)
    const frame = (w * Math.abs(scale.x)) / (h * Math.abs(scale.y) || 1)
    const key = `${mesh.id}|${media.texture.id}|${frame.toFixed(4)}|${mode}|${naturalAspect}`
    if (key === last.current) return
    last.current = key
    const layout = videoLayout(mode, frame, contentAspect(mode, naturalAspect))
    mesh.scale.set(layout.fx, layout.fy, 1)
    media.texture.repeat.set(...layout.repeat)
    media.texture.offset.set(...layout.offset)
  })

  if (loaded.error) return <FailedPlane width={w} height={h} label={MEDIA_MESSAGES.videoLoadFailed} reason={loaded.error} />
  const screen = settings.renderMode === 'Screen Space'
  // Wait for first frame: nothing shows until a frame is decoded; otherwise a black frame holds its place.
  const hidden = settings.waitForFirstFrame && !loaded.ready
  const overlay = screen ? { depthTest: false, depthWrite: false } : {}
  const body = (
    <group visible={!hidden}>
      <mesh name="video-frame" renderOrder={screen ? 999 : 0}>
        <planeGeometry args={[w, h]} />
        <meshBasicMaterial color="#000000" side={THREE.DoubleSide} polygonOffset polygonOffsetFactor={1} polygonOffsetUnits={1} {...overlay} />
      </mesh>
      <mesh ref={picture} renderOrder={screen ? 1000 : 0} castShadow={settings.renderMode === 'World Space'}>
        <planeGeometry args={[w, h]} />
        {/* Keys make each variant a fresh material: R3F would otherwise keep the black colour. */}
        {!media || !loaded.ready ? (
          <meshBasicMaterial key="waiting" color="#000000" side={THREE.DoubleSide} {...overlay} />
        ) : settings.renderMode === 'World Space' ? (
          <meshStandardMaterial key="lit" map={media.texture} side={THREE.DoubleSide} roughness={0.8} />
        ) : (
          <meshBasicMaterial key={`flat-${screen}`} map={media.texture} side={THREE.DoubleSide} toneMapped={false} {...overlay} />
        )}
      </mesh>
    </group>
  )
  // Screen Space turns the picture to face the viewer and draws it over the scene.
  return screen ? <Billboard>{body}</Billboard> : body
}
