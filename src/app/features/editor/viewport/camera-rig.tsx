import { OrbitControls, OrthographicCamera, PerspectiveCamera } from '@react-three/drei'
import { useFrame, useThree } from '@react-three/fiber'
import { useEffect, useRef } from 'react'
import type * as THREE from 'three'
import type { OrbitControls as OrbitControlsImpl } from 'three-stdlib'
import { FOV, stepZoom, ZOOM_DEFAULT } from './camera-math'
import { capture, focusView, place, selectionBox, settle, startView, zoomView, type CameraView } from './camera-view'
import { docStore, sessionStore, useSessionState } from '../editor-store'
import { fitView, sceneContentBox } from './camera-fit-view'
import { registerViewportCommands } from './viewport-commands'
import { nodeObjects, viewportProbe } from './viewport-probe'

/**
 * The editor's two cameras and their orbit controls, and the camera commands (zoom, reset,
 * focus). Both cameras take their pose from one shared view, so switching keeps position and target.
 */
export function CameraRig() {
  const type = useSessionState((s) => s.camera)
  const invalidate = useThree((s) => s.invalidate)
  const get = useThree((s) => s.get)
  const controlsRef = useRef<OrbitControlsImpl>(null)
  const view = useRef<CameraView>(startView(sessionStore.getState().zoom))
  const placedOn = useRef<THREE.Camera | null>(null)
  /** The opening fit, owed to the next frame: drawn from where the camera will rest, not before it moves. */
  const fitBeforeFrame = useRef<(() => void) | null>(null)

  // A new camera (and with it new controls) takes the view before the controls first update it;
  // doing this in the frame loop avoids depending on the order in which React commits them.
  useFrame(() => {
    const controls = controlsRef.current
    if (controls && controls.object !== placedOn.current) {
      placedOn.current = controls.object
      place(view.current, controls)
    }
    // Before the project's first frame: among 1,000 objects on software GL, a first frame from the
    // start view then one from the fit cost two full frames with shadows (over a second each).
    const fit = fitBeforeFrame.current
    fitBeforeFrame.current = null
    fit?.()
  }, -2)

  useEffect(() => {
    // Commands start from where the camera rests now; they change the view, then put it on the camera.
    const live = () => {
      const controls = controlsRef.current
      if (controls && controls.object === placedOn.current) {
        settle(controls)
        capture(view.current, controls)
      }
      return controls
    }
    // Inside a frame (the opening fit), that frame shows the new view: nothing more to draw.
    const apply = (controls: OrbitControlsImpl | null, inFrame = false) => {
      if (controls && controls.object === placedOn.current) place(view.current, controls)
      if (!inFrame) invalidate()
    }
    // Zoom follows the percentage whoever sets it (menu, shortcut, toolbar).
    const unsubscribe = sessionStore.subscribe((s, prev) => {
      if (s.zoom === prev.zoom) return
      const controls = live()
      zoomView(view.current, prev.zoom, s.zoom)
      apply(controls)
    })
    const unregister = registerViewportCommands({
      zoomIn: () => sessionStore.setState((s) => ({ zoom: stepZoom(s.zoom, 1) })),
      zoomOut: () => sessionStore.setState((s) => ({ zoom: stepZoom(s.zoom, -1) })),
      resetCamera: () => {
        const controls = live()
        sessionStore.setState({ zoom: ZOOM_DEFAULT })
        view.current = startView(ZOOM_DEFAULT)
        // With content, the start is the shared fit of all of it; an empty scene gets the spec's start.
        const box = sceneContentBox(get().scene)
        if (box) fitView(view.current, box, frameOf(), FOV)
        apply(controls)
      },
      focusSelection: () => {
        const objects = sessionStore.getState().selection.map((id) => nodeObjects.get(id)).filter((o): o is THREE.Object3D => !!o)
        const box = selectionBox(objects)
        if (!box) {
          // F with nothing selected frames the whole scene.
          const all = sceneContentBox(get().scene)
          if (!all) return
          const controls = live()
          fitView(view.current, all, frameOf(), FOV)
          apply(controls)
          return
        }
        const controls = live()
        const { size, camera } = get()
        const aspect = (camera as THREE.PerspectiveCamera).aspect ?? size.width / Math.max(1, size.height)
        focusView(view.current, box, { aspect, width: size.width, height: size.height })
        apply(controls)
      },
    })
    const frameOf = () => {
      const { size, camera } = get()
      const aspect = (camera as THREE.PerspectiveCamera).aspect ?? size.width / Math.max(1, size.height)
      return { aspect, width: size.width, height: size.height }
    }
    // A project that opens with content is framed once its objects (and models) are in, unless
    // the user has already moved the camera.
    let touched = false
    let timers: number[] = []
    const onStart = () => (touched = true)
    const fitOnOpen = () => {
      timers.forEach((t) => window.clearTimeout(t))
      touched = false
      controlsRef.current?.addEventListener('start', onStart)
      // Measured again as models and fonts arrive (seconds on a slow device), refitted when the bounds change.
      // Only while the project is as opened: once the user edits, the camera is theirs.
      // Measuring stops 12 s after the bounds last changed (a bevelled 3D title on a busy device can
      // arrive well after the models), or after a minute in any case.
      const opened = docStore.getState().doc
      let last: THREE.Box3 | null = null
      let changed = performance.now()
      const started = changed
      const measure = (inFrame = false) => {
        const now = performance.now()
        if (touched || docStore.getState().doc !== opened || now - changed > 12_000 || now - started > 60_000) return
        timers = [window.setTimeout(measure, 400)]
        const box = sceneContentBox(get().scene)
        if (!box || (last && last.equals(box))) return
        last = box
        changed = now
        const controls = live()
        fitView(view.current, box, frameOf(), FOV)
        apply(controls, inFrame)
      }
      timers = [window.setTimeout(measure, 120)]
      fitBeforeFrame.current = () => {
        timers.forEach((t) => window.clearTimeout(t))
        measure(true)
      }
      invalidate()
    }
    if (docStore.getState().projectId) fitOnOpen()
    const unsubscribeDoc = docStore.subscribe((s, prev) => {
      if (s.projectId !== prev.projectId) fitOnOpen()
    })
    viewportProbe.cameraState = () => {
      const controls = controlsRef.current
      if (!controls) return null
      const camera = controls.object
      return {
        type: (camera as THREE.OrthographicCamera).isOrthographicCamera ? 'orthographic' : 'perspective',
        position: camera.position.toArray() as [number, number, number],
        target: controls.target.toArray() as [number, number, number],
        zoom: camera.zoom,
        distance: camera.position.distanceTo(controls.target),
      }
    }
    return () => {
      timers.forEach((t) => window.clearTimeout(t))
      fitBeforeFrame.current = null
      controlsRef.current?.removeEventListener('start', onStart)
      unsubscribeDoc()
      unsubscribe()
      unregister()
      viewportProbe.cameraState = undefined
    }
  }, [get, invalidate])

  // Orbiting updates the shared view, so the other camera picks it up on a switch.
  const onChange = () => {
    const controls = controlsRef.current
    if (controls && controls.object === placedOn.current) capture(view.current, controls)
  }
  useEffect(() => invalidate(), [type, invalidate])

  return (
    <>
      {type === 'perspective' ? (
        <PerspectiveCamera makeDefault fov={FOV} near={0.01} far={5000} />
      ) : (
        <OrthographicCamera makeDefault near={-5000} far={5000} />
      )}
      <OrbitControls ref={controlsRef} makeDefault enablePan={false} enableDamping dampingFactor={0.07} rotateSpeed={0.5} onChange={onChange} />
    </>
  )
}
