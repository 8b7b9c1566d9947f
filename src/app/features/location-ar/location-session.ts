import { Group, PerspectiveCamera, Scene, Vector3, WebGLRenderer } from 'three'
import type { LocationSettings, SceneDocument } from '@shared/scene/schema'
import { exposeForTests } from '@app/test-hook'
import { createSceneCore } from '../scene-render/core/scene-core'
import { EYE_HEIGHT_M, placeContent, type Placed } from './placement'
import { watchLocationSensors, type LocationStatus } from './location-sensors'

export type { LocationStatus }

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
      holder.position.set(p.position[0], p.position[1] - EYE_HEIGHT_M * p.scale, p.position[2])
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

  const stopSensors = watchLocationSensors((reading, source) => {
    status.fix = reading.fix
    status.heading = reading.heading
    status.problem = reading.problem
    pitch = reading.pitch
    if (source === 'fix') place()
    report()
    draw()
  })
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
      stopSensors()
      window.removeEventListener('resize', onResize)
      cancelAnimationFrame(frame)
      core.dispose()
      renderer.dispose()
    },
  }
}
