import { Box3, Sphere, Vector3, type Object3D, type OrthographicCamera, type PerspectiveCamera } from 'three'
import { CAMERA_START, CAMERA_TARGET, FOV, framingDistance, framingOrthoZoom, ORTHO_ZOOM, zoomedDistance, zoomedOrtho } from './camera-math'

/**
 * Where the editor camera stands, kept apart from either camera object so that switching between
 * perspective and orthographic keeps position and target (spec), and each zoom step can be
 * applied to both.
 */
export interface CameraView {
  position: Vector3
  target: Vector3
  /** The orthographic camera's zoom, kept in step with the percentage while in perspective too. */
  orthoZoom: number
}

/** The subset of OrbitControls the view needs (three-stdlib's class, or a stand-in in tests). */
export interface ViewControls {
  object: PerspectiveCamera | OrthographicCamera
  target: Vector3
  enableDamping: boolean
  update: () => unknown
}

/** The starting view at a given zoom percentage (100 = the start distance). */
export function startView(percent: number): CameraView {
  const target = new Vector3(...CAMERA_TARGET)
  const offset = new Vector3(...CAMERA_START).sub(target)
  return {
    target,
    position: target.clone().add(offset.multiplyScalar(zoomedDistance(1, 100, percent))),
    orthoZoom: zoomedOrtho(ORTHO_ZOOM, 100, percent),
  }
}

/** Moves the view from one zoom percentage to another, keeping direction and target. */
export function zoomView(view: CameraView, from: number, to: number) {
  const offset = view.position.clone().sub(view.target)
  view.position.copy(view.target).add(offset.multiplyScalar(zoomedDistance(1, from, to)))
  view.orthoZoom = zoomedOrtho(view.orthoZoom, from, to)
}

/** The world bounding box of some objects; objects that draw nothing (lights, empty groups) count by their position. */
export function selectionBox(objects: Object3D[]): Box3 | null {
  if (!objects.length) return null
  const box = new Box3()
  for (const object of objects) {
    object.updateWorldMatrix(true, true)
    const own = new Box3().setFromObject(object)
    if (own.isEmpty()) own.setFromPoints([object.getWorldPosition(new Vector3())])
    box.union(own)
  }
  return box
}

export interface Frame {
  /** The perspective camera's aspect ratio, and the canvas size in CSS pixels. */
  aspect: number
  width: number
  height: number
}

/** Frames a box: the target moves to its centre, the camera keeps its view direction. */
export function focusView(view: CameraView, box: Box3, frame: Frame) {
  const sphere = box.getBoundingSphere(new Sphere())
  const direction = view.position.clone().sub(view.target)
  if (direction.lengthSq() < 1e-8) direction.set(0, 0.2, 1)
  direction.normalize()
  const distance = framingDistance(sphere.radius, FOV, frame.aspect)
  view.target.copy(sphere.center)
  view.position.copy(sphere.center).addScaledVector(direction, distance)
  view.orthoZoom = framingOrthoZoom(sphere.radius, frame.width, frame.height)
}

const isOrtho = (camera: ViewControls['object']): camera is OrthographicCamera => (camera as OrthographicCamera).isOrthographicCamera === true

/**
 * Lets a damped orbit finish at once, so that a command starts from where the camera is about
 * to rest rather than being dragged on by the glide afterwards.
 */
export function settle(controls: ViewControls) {
  const damping = controls.enableDamping
  controls.enableDamping = false
  controls.update()
  controls.enableDamping = damping
}

/** Reads the live camera into the view. */
export function capture(view: CameraView, controls: ViewControls) {
  view.position.copy(controls.object.position)
  view.target.copy(controls.target)
  if (isOrtho(controls.object)) view.orthoZoom = controls.object.zoom
}

/** Puts the view on the live camera. */
export function place(view: CameraView, controls: ViewControls) {
  const camera = controls.object
  camera.position.copy(view.position)
  controls.target.copy(view.target)
  if (isOrtho(camera)) camera.zoom = view.orthoZoom
  camera.lookAt(view.target)
  camera.updateProjectionMatrix()
  settle(controls)
}
