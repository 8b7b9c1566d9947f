import { BoxGeometry, Mesh, Object3D, OrthographicCamera, PerspectiveCamera, Sphere, Vector3 } from 'three'
import { describe, expect, it } from 'vitest'
import { CAMERA_START, clampZoom, FOCUS_DISTANCE, framingDistance, ORTHO_ZOOM, stepZoom, zoomedDistance } from './camera-math'
import { capture, focusView, place, selectionBox, startView, zoomView, type ViewControls } from './camera-view'

describe('zoom percentage', () => {
  it('steps by 10 within 10-200', () => {
    expect(stepZoom(100, 1)).toBe(110)
    expect(stepZoom(100, -1)).toBe(90)
    expect(stepZoom(200, 1)).toBe(200)
    expect(stepZoom(10, -1)).toBe(10)
    expect(clampZoom(250)).toBe(200)
    expect(clampZoom(0)).toBe(10)
  })

  it('lands on the 10 % grid from an odd value', () => {
    expect(stepZoom(104, 1)).toBe(110)
    expect(stepZoom(104, -1)).toBe(100)
    expect(stepZoom(106, -1)).toBe(100)
  })

  it('scales the distance by 100/zoom relative to 100 %', () => {
    expect(zoomedDistance(12, 100, 200)).toBe(6)
    expect(zoomedDistance(zoomedDistance(12, 100, 150), 150, 100)).toBeCloseTo(12, 12)
  })
})

describe('camera view', () => {
  it('starts at the start position at 100 %, and closer when zoomed in', () => {
    expect(startView(100).position.toArray()).toEqual(CAMERA_START)
    expect(startView(100).orthoZoom).toBe(ORTHO_ZOOM)
    const zoomed = startView(200)
    expect(zoomed.position.length()).toBeCloseTo(new Vector3(...CAMERA_START).length() / 2, 9)
    expect(zoomed.orthoZoom).toBe(ORTHO_ZOOM * 2)
  })

  it('zooms along the view direction, keeping the target', () => {
    const view = startView(100)
    view.target.set(1, 0, 0)
    view.position.set(1, 0, 10)
    zoomView(view, 100, 50)
    expect(view.position.toArray()).toEqual([1, 0, 20])
    expect(view.target.toArray()).toEqual([1, 0, 0])
    expect(view.orthoZoom).toBe(ORTHO_ZOOM / 2)
  })

  it('frames the selection: target at its centre, same view direction, far enough to fit', () => {
    const big = new Mesh(new BoxGeometry(20, 20, 20))
    big.position.set(10, 0, 0)
    const light = new Object3D()
    light.position.set(-10, 0, 0)
    const box = selectionBox([big, light])!
    expect(box.min.x).toBe(-10)
    expect(box.max.x).toBe(20)
    const view = startView(100)
    const direction = view.position.clone().sub(view.target).normalize()
    focusView(view, box, { aspect: 16 / 9, width: 1600, height: 900 })
    expect(view.target.toArray()).toEqual([5, 0, 0])
    expect(view.position.clone().sub(view.target).normalize().distanceTo(direction)).toBeLessThan(1e-9)
    const radius = box.getBoundingSphere(new Sphere()).radius
    expect(view.position.distanceTo(view.target)).toBeGreaterThan(radius)
    expect(view.orthoZoom).toBeLessThan(ORTHO_ZOOM)
  })

  it('stands at the focus distance for small things, and no selection gives no box', () => {
    expect(framingDistance(0.1, 60, 1.5)).toBe(FOCUS_DISTANCE)
    expect(framingDistance(10, 60, 0.5)).toBeGreaterThan(framingDistance(10, 60, 2))
    expect(selectionBox([])).toBeNull()
  })

  it('moves a camera onto the view and reads it back, orthographic zoom included', () => {
    const camera = new OrthographicCamera()
    const controls: ViewControls = { object: camera, target: new Vector3(), enableDamping: true, update: () => true }
    const view = startView(150)
    view.target.set(0, 1, 0)
    place(view, controls)
    expect(camera.position.toArray()).toEqual(view.position.toArray())
    expect(camera.zoom).toBe(ORTHO_ZOOM * 1.5)
    expect(controls.enableDamping).toBe(true)
    const other = startView(100)
    capture(other, controls)
    expect(other).toEqual(view)
    const perspective: ViewControls = { ...controls, object: new PerspectiveCamera() }
    place(other, perspective)
    expect(perspective.object.position.distanceTo(new Vector3(0, 1, 0))).toBeCloseTo(view.position.distanceTo(view.target), 9)
  })
})
