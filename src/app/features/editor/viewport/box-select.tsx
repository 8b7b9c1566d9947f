import { useThree } from '@react-three/fiber'
import { useEffect, type RefObject } from 'react'
import { Raycaster, Vector2, Vector3, type Camera, type Object3D } from 'three'
import { selectionBox } from './camera-view'
import { docStore, sessionStore } from '../editor-store'
import { gizmoState } from './selection-gizmo'
import { boxCandidates, idsInRect, mergeSelection, rectBetween, type ScreenPoint, type ScreenRect } from './selection-math'
import { nodeObjects } from './viewport-probe'

/** A drag shorter than this is a click (Shift+click toggles one object), not a box. */
const DRAG_THRESHOLD = 4

function drawRect(element: HTMLElement | null, rect: ScreenRect | null) {
  if (!element) return
  element.hidden = !rect
  if (!rect) return
  element.style.left = `${rect.left}px`
  element.style.top = `${rect.top}px`
  element.style.width = `${rect.right - rect.left}px`
  element.style.height = `${rect.bottom - rect.top}px`
}

/** Canvas pixels of each candidate's bounding-box centre, for the box to test. */
function projectCandidates(camera: Camera, width: number, height: number) {
  return boxCandidates(docStore.getState().doc.nodes).flatMap((id) => {
    const object = nodeObjects.get(id)
    const box = object && selectionBox([object])
    if (!box) return []
    const v = box.getCenter(new Vector3()).project(camera)
    return [{ id, x: ((v.x + 1) / 2) * width, y: ((1 - v.y) / 2) * height, behind: v.z > 1 || v.z < -1 }]
  })
}

function hitsNode(camera: Camera, point: ScreenPoint, width: number, height: number) {
  const raycaster = new Raycaster()
  raycaster.setFromCamera(new Vector2((point.x / width) * 2 - 1, 1 - (point.y / height) * 2), camera)
  const roots = boxCandidates(docStore.getState().doc.nodes).map((id) => nodeObjects.get(id)).filter((o): o is Object3D => !!o)
  return raycaster.intersectObjects(roots, true).length > 0
}

/**
 * Shift+drag on empty space draws a selection box (a plain drag keeps orbiting: the orbit
 * controls ignore Shift when panning is off). On release, every visible top-level node whose
 * bounding-box centre falls inside is selected; Ctrl/Cmd+Shift adds them to the selection.
 * The rectangle is a DOM element moved by style updates, never React state per pointer move.
 */
export function BoxSelect({ overlay }: { overlay: RefObject<HTMLDivElement | null> }) {
  const gl = useThree((s) => s.gl)
  const get = useThree((s) => s.get)
  useEffect(() => {
    const canvas = gl.domElement
    let start: (ScreenPoint & { add: boolean }) | null = null
    let active = false
    const local = (e: PointerEvent): ScreenPoint => {
      const r = canvas.getBoundingClientRect()
      return { x: e.clientX - r.left, y: e.clientY - r.top }
    }
    const down = (e: PointerEvent) => {
      if (e.button !== 0 || !e.shiftKey) return
      start = { ...local(e), add: e.ctrlKey || e.metaKey }
      active = false
    }
    const move = (e: PointerEvent) => {
      if (!start) return
      const p = local(e)
      if (!active) {
        if (Math.hypot(p.x - start.x, p.y - start.y) < DRAG_THRESHOLD) return
        // Decided late, once the gizmo has had its say on this pointer-down.
        const { camera, size } = get()
        if (gizmoState.dragging || hitsNode(camera, start, size.width, size.height)) return void (start = null)
        active = true
      }
      drawRect(overlay.current, rectBetween(start, p))
    }
    const up = (e: PointerEvent) => {
      if (start && active && e.type === 'pointerup') {
        const { camera, size } = get()
        const boxed = idsInRect(projectCandidates(camera, size.width, size.height), rectBetween(start, local(e)))
        const { selection, select } = sessionStore.getState()
        select(mergeSelection(selection, boxed, start.add))
      }
      start = null
      active = false
      drawRect(overlay.current, null)
    }
    canvas.addEventListener('pointerdown', down)
    window.addEventListener('pointermove', move)
    window.addEventListener('pointerup', up)
    window.addEventListener('pointercancel', up)
    return () => {
      canvas.removeEventListener('pointerdown', down)
      window.removeEventListener('pointermove', move)
      window.removeEventListener('pointerup', up)
      window.removeEventListener('pointercancel', up)
      drawRect(overlay.current, null)
    }
  }, [gl, get, overlay])
  return null
}
