import { TransformControls } from '@react-three/drei'
import { useThree } from '@react-three/fiber'
import { redrawShadows } from '../../scene-render/core/look'
import { useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react'
import { Matrix4, Quaternion, Vector3 } from 'three'
import type * as THREE from 'three'
import type { SceneOp } from '@shared/scene/ops'
import { docStore, sessionStore, useDoc, useSessionState } from '../editor-store'
import { carriedTransform, modeVerb, pivotOf, roundedTransform, sameTransform, selectionRoots } from './selection-math'
import { nodeObjects } from './viewport-probe'
import { useAccess } from '../read-only'

/** Set while a gizmo handle is held, so a Shift+drag that starts on a handle is not a box select. */
export const gizmoState = { dragging: false }

/** The gizmo's snapping props from the session's snap settings (rotation steps are in degrees there). */
function useSnapProps() {
  const snap = useSessionState((s) => s.snap)
  return snap.enabled
    ? { translationSnap: snap.translate || null, rotationSnap: snap.rotate ? (snap.rotate * Math.PI) / 180 : null, scaleSnap: snap.scale || null }
    : { translationSnap: null, rotationSnap: null, scaleSnap: null }
}

/** One gizmo for the selection: on the object itself for one node, on a shared pivot for several. */
export function SelectionGizmo() {
  const selection = useSessionState((s) => s.selection)
  const nodes = useDoc((s) => s.doc.nodes)
  const roots = useMemo(() => selectionRoots(nodes, selection), [nodes, selection])
  // A viewer's editor shows the selection but offers no handles to drag.
  const readOnly = useAccess((s) => s.readOnly)
  if (readOnly) return null
  if (selection.length === 1 && roots.length === 1) return <SingleGizmo id={roots[0]} />
  if (roots.length > 0) return <MultiGizmo ids={roots} />
  return null
}

function SingleGizmo({ id }: { id: string }) {
  const mode = useSessionState((s) => s.mode)
  const space = useSessionState((s) => s.space)
  const doc = useDoc((s) => s.doc)
  const snapProps = useSnapProps()
  const [object, setObject] = useState<THREE.Object3D>()
  const gl = useThree((s) => s.gl)
  useEffect(() => setObject(nodeObjects.get(id)), [id, doc])
  useEffect(() => () => void (gizmoState.dragging = false), [])
  if (!object) return null
  // A drag moves the three object directly; one commit at pointer-up makes it one undo step.
  const commit = () => {
    gizmoState.dragging = false
    const node = docStore.getState().doc.nodes[id]
    if (!node) return
    const transform = roundedTransform(object)
    docStore.getState().commit(`${modeVerb(mode)} ${node.name}`, [{ op: 'update', id, patch: { transform } }])
  }
  return <TransformControls object={object} mode={mode} space={space} {...snapProps} onMouseDown={() => (gizmoState.dragging = true)} onObjectChange={() => redrawShadows(gl)} onMouseUp={commit} />
}

interface DragStart {
  pivot: Matrix4
  nodes: { id: string; object: THREE.Object3D; world: Matrix4; parentWorld: Matrix4 }[]
}

/**
 * Several nodes move, turn and scale together about their common centre. The drag carries the
 * three objects along directly (no React state per frame); pointer-up commits one undo step.
 */
function MultiGizmo({ ids }: { ids: string[] }) {
  const mode = useSessionState((s) => s.mode)
  const space = useSessionState((s) => s.space)
  const doc = useDoc((s) => s.doc)
  const snapProps = useSnapProps()
  const [pivot, setPivot] = useState<THREE.Group | null>(null)
  const gl = useThree((s) => s.gl)
  const start = useRef<DragStart | null>(null)

  // Between drags the pivot sits at the nodes' centre, turned like the first node in local space.
  const placePivot = () => {
    if (!pivot || start.current) return
    const objects = ids.map((id) => nodeObjects.get(id)).filter((o): o is THREE.Object3D => !!o)
    objects.forEach((o) => o.updateWorldMatrix(true, false))
    pivot.position.copy(pivotOf(objects.map((o) => o.getWorldPosition(new Vector3()))))
    if (space === 'local' && objects[0]) pivot.quaternion.copy(objects[0].getWorldQuaternion(new Quaternion()))
    else pivot.quaternion.identity()
    pivot.scale.set(1, 1, 1)
    pivot.updateMatrixWorld(true)
  }
  useLayoutEffect(placePivot, [pivot, ids, space, doc]) // eslint-disable-line react-hooks/exhaustive-deps
  useEffect(() => () => void (gizmoState.dragging = false), [])

  const onMouseDown = () => {
    if (!pivot) return
    gizmoState.dragging = true
    pivot.updateMatrixWorld(true)
    const nodes = ids.flatMap((id) => {
      const object = nodeObjects.get(id)
      if (!object?.parent) return []
      object.updateWorldMatrix(true, false)
      return [{ id, object, world: object.matrixWorld.clone(), parentWorld: object.parent.matrixWorld.clone() }]
    })
    start.current = { pivot: pivot.matrixWorld.clone(), nodes }
  }
  const onObjectChange = () => {
    if (!pivot || !start.current) return
    // The dragged objects' shadows follow them (shadow maps are otherwise drawn only after edits).
    redrawShadows(gl)
    pivot.updateMatrixWorld(true)
    for (const n of start.current.nodes) {
      const t = carriedTransform(start.current.pivot, pivot.matrixWorld, n.world, n.parentWorld)
      n.object.position.copy(t.position)
      n.object.quaternion.copy(t.quaternion)
      n.object.scale.copy(t.scale)
    }
  }
  const onMouseUp = () => {
    gizmoState.dragging = false
    const drag = start.current
    start.current = null
    if (!drag) return
    const { nodes } = docStore.getState().doc
    const ops: SceneOp[] = []
    const names: string[] = []
    for (const n of drag.nodes) {
      const node = nodes[n.id]
      const transform = roundedTransform(n.object)
      if (!node || sameTransform(node.transform, transform)) continue
      ops.push({ op: 'update', id: n.id, patch: { transform } })
      names.push(node.name)
    }
    const what = names.length === 1 ? names[0] : `${names.length} objects`
    if (ops.length) docStore.getState().commit(`${modeVerb(sessionStore.getState().mode)} ${what}`, ops)
    placePivot()
  }

  return (
    <>
      <group ref={setPivot} name="selection-pivot" />
      {pivot && (
        <TransformControls object={pivot} mode={mode} space={space} {...snapProps} onMouseDown={onMouseDown} onObjectChange={onObjectChange} onMouseUp={onMouseUp} />
      )}
    </>
  )
}
