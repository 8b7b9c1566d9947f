import { Group, PerspectiveCamera, Scene, Vector3, WebGLRenderer } from 'three'
import type { LocationSettings, SceneDocument } from '@shared/scene/schema'
import { exposeForTests } from '@app/test-hook'
import { createSceneCore } from '../scene-render/core/scene-core'
import { compassHeading, placeContent, type Fix, type Placed } from './placement'

export interface LocationStatus {
  fix: Fix | null
  heading: number | null
  /** A sensor refused or missing, in words. */
  problem: string | null
}

/**
 * Location-Based AR without WebXR: the camera feed behind a transparent three.js canvas whose
 * camera turns with the compass and tilts with the phone, content placed from GPS. Draws only
 * when a reading changes (nothing while idle). Self-contained so it can move onto a shared stage.
 */
export function startLocationSession(canvas: HTMLCanvasElement, doc: SceneDocument, location: LocationSettings, onStatus: (s: LocationStatus) => void) {
  // Declared before the core: it asks for a draw while it is being set up (setPassthrough).
  const status: LocationStatus = { fix: null, heading: null, problem: null }
  let pitch = 0
  let placed: Placed[] = []
  let frame = 0
  const renderer = new WebGLRenderer({ canvas, alpha: true, antialias: true })
  renderer.setPixelRatio(Math.min(devicePixelRatio, 2))
  const scene = new Scene()
  const camera = new PerspectiveCamera(60, 1, 0.1, 1000)
  camera.rotation.order = 'YXZ'
  const core = createSceneCore({ renderer, scene, studio: true, onChange: () => draw() })
  core.setPassthrough(true)
  scene.add(core.look)
  core.setDocument(doc)
  const holders = new Map<string, Group>()
  for (const node of Object.values(doc.nodes)) {
    if (node.parentId) continue
    const group = core.hold(node.id)
    if (!group) continue
    const holder = new Group()
    holder.add(group)
    group.position.set(0, 0, 0)
    group.rotation.set(...node.transform.rotation)
    scene.add(holder)
    holders.set(node.id, holder)
  }

  const report = () => onStatus({ ...status })

  function place() {
    if (!status.fix) return
    placed = placeContent(doc, location, status.fix)
    for (const p of placed) {
      const holder = holders.get(p.id)
      if (!holder) continue
      // Eye level: GPS altitude is rough, so the anchor's ground is taken as 1.5 m below the phone.
      holder.position.set(p.position[0], p.position[1] - 1.5 * p.scale, p.position[2])
      holder.rotation.y = p.yaw
      holder.scale.setScalar(p.scale)
    }
  }
  function draw() {
    if (frame) return
    frame = requestAnimationFrame(() => {
      frame = 0
      const width = canvas.clientWidth, height = canvas.clientHeight
      if (canvas.width !== Math.round(width * renderer.getPixelRatio())) renderer.setSize(width, height, false)
      camera.aspect = width / Math.max(1, height)
      camera.updateProjectionMatrix()
      camera.rotation.y = (-(status.heading ?? 0) * Math.PI) / 180
      camera.rotation.x = pitch
      core.beforeRender(camera)
      renderer.render(scene, camera)
    })
  }

  const watch = navigator.geolocation?.watchPosition(
    (p) => {
      status.fix = { latitude: p.coords.latitude, longitude: p.coords.longitude, altitude: p.coords.altitude ?? undefined, accuracy: p.coords.accuracy }
      status.problem = null
      place()
      report()
      draw()
    },
    (error) => {
      status.problem = error.code === error.PERMISSION_DENIED ? 'Location is blocked: allow it for this site to see the content at its place.' : 'Your position is not known yet.'
      report()
    },
    { enableHighAccuracy: true, maximumAge: 1000 },
  )
  if (watch === undefined) status.problem = 'This browser cannot tell where you are.'

  let absoluteSeen = false
  const orient = (absolute: boolean) => (e: DeviceOrientationEvent) => {
    if (absolute) absoluteSeen = true
    else if (absoluteSeen) return
    const heading = compassHeading(e as DeviceOrientationEvent & { webkitCompassHeading?: number }, absolute)
    if (heading === null) return
    status.heading = heading
    // Upright phone (beta 90°) looks at the horizon; tilting it back looks up.
    if (e.beta !== null) pitch = (((e.beta - 90) * Math.PI) / 180) * (Math.abs(e.gamma ?? 0) > 90 ? -1 : 1)
    report()
    draw()
  }
  const onAbsolute = orient(true)
  const onRelative = orient(false)
  window.addEventListener('deviceorientationabsolute', onAbsolute as EventListener)
  window.addEventListener('deviceorientation', onRelative)
  const onResize = () => draw()
  window.addEventListener('resize', onResize)
  report()
  draw()

  const hfov = () => (2 * Math.atan(Math.tan((camera.fov * Math.PI) / 360) * camera.aspect) * 180) / Math.PI
  const stopHook = exposeForTests('locationAr', {
    placed: () =>
      placed.map((p) => {
        const v = new Vector3()
        holders.get(p.id)?.getWorldPosition(v)
        camera.updateMatrixWorld()
        v.project(camera)
        const screen = v.z < 1 && v.z > -1 ? { x: ((v.x + 1) / 2) * canvas.clientWidth, y: ((1 - v.y) / 2) * canvas.clientHeight } : null
        return { id: p.id, bearing: p.bearing, distance: p.distance, screen }
      }),
    heading: () => status.heading,
    fix: () => status.fix,
    view: () => ({ hfov: hfov(), width: canvas.clientWidth }),
  })

  return {
    placed: () => placed,
    hfov,
    dispose() {
      stopHook()
      if (watch !== undefined) navigator.geolocation.clearWatch(watch)
      window.removeEventListener('deviceorientationabsolute', onAbsolute as EventListener)
      window.removeEventListener('deviceorientation', onRelative)
      window.removeEventListener('resize', onResize)
      cancelAnimationFrame(frame)
      core.dispose()
      renderer.dispose()
    },
  }
}
