import { useFrame } from '@react-three/fiber'
import { BallCollider, CapsuleCollider, ConvexHullCollider, CuboidCollider, RigidBody, TrimeshCollider, type RapierRigidBody, type RigidBodyProps } from '@react-three/rapier'
import { cloneElement, createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactElement, type Ref } from 'react'
import * as THREE from 'three'
import { resolveBody, type ResolvedBody } from '@shared/scene/behaviours'
import type { PhysicsSettings, SceneNode } from '@shared/scene/schema'
import { boundsKey, colliderFor, fallbackCollider, measureBounds, type ColliderSpec } from './collider-shape'
import { useSimulation } from './simulation'

/**
 * Bodies whose shape is not known yet (a model still loading). The world waits for all of them,
 * so a cube above a loading floor does not fall through it; each body stops waiting on its own
 * after FALLBACK_MS, so a broken asset never holds the scene still for good.
 */
export interface Readiness {
  /** Call on mount; the returned function (idempotent) releases the hold. */
  hold: () => () => void
}
export const ReadinessContext = createContext<Readiness>({ hold: () => () => {} })

/** Measured bounds must stay the same this many frames before the shape is taken (loads settle). */
const STABLE_FRAMES = 4
/** A node still drawing nothing after this long gets a small box, and stops holding the world. */
const FALLBACK_MS = 4000
const ORIGIN: [number, number, number] = [0, 0, 0]
type RigidBodyState = Parameters<NonNullable<RigidBodyProps['transformState']>>[0]

function ColliderOf({ spec, body }: { spec: ColliderSpec; body: ResolvedBody }) {
  const common = { position: spec.position, mass: body.massKg, friction: body.friction, restitution: body.restitution }
  switch (spec.shape) {
    case 'cuboid':
      return <CuboidCollider args={spec.args} {...common} />
    case 'ball':
      return <BallCollider args={spec.args} {...common} />
    case 'capsule':
      return <CapsuleCollider args={spec.args} {...common} />
    case 'trimesh':
      return <TrimeshCollider args={spec.args} {...common} />
    case 'convexHull':
      return <ConvexHullCollider args={spec.args} {...common} />
  }
}

function assignRef<T>(ref: Ref<T> | undefined, value: T | null) {
  if (typeof ref === 'function') ref(value)
  else if (ref) (ref as { current: T | null }).current = value
}

const m1 = new THREE.Matrix4()
const m2 = new THREE.Matrix4()
const position = new THREE.Vector3()
const quaternion = new THREE.Quaternion()
const scale = new THREE.Vector3()
const ONE = new THREE.Vector3(1, 1, 1)

const nearlyEqual = (a: THREE.Matrix4, b: THREE.Matrix4) => a.elements.every((v, i) => Math.abs(v - b.elements[i]) < 1e-6)

/** Puts a body back where its object now is (after the object was reset or its parent moved). */
function syncBody(rb: RapierRigidBody, object: THREE.Object3D, state: RigidBodyState | null, carryVelocity: THREE.Quaternion | null) {
  object.updateWorldMatrix(true, false)
  object.matrixWorld.decompose(position, quaternion, scale)
  rb.setTranslation(position, true)
  rb.setRotation(quaternion, true)
  if (carryVelocity) {
    const v = new THREE.Vector3().copy(rb.linvel()).applyQuaternion(carryVelocity)
    const w = new THREE.Vector3().copy(rb.angvel()).applyQuaternion(carryVelocity)
    rb.setLinvel(v, true)
    rb.setAngvel(w, true)
  } else {
    rb.setLinvel({ x: 0, y: 0, z: 0 }, true)
    rb.setAngvel({ x: 0, y: 0, z: 0 }, true)
  }
  // Rapier's loop turns world poses into the object's local ones with the parent's inverse,
  // taken once at creation: keep it current.
  if (state && object.parent) state.invertedWorldMatrix.copy(object.parent.matrixWorld).invert()
}

/**
 * A simulated node: its group (scale kept, position and rotation handed to the body) inside a
 * Rapier rigid body, with one collider fitted to what the node draws. The body is kinematic (it
 * holds still) until that shape is known.
 */
export function PhysicsBody({ node, settings, group }: { node: SceneNode; settings: PhysicsSettings; group: ReactElement }) {
  const body = useMemo(() => resolveBody(settings), [settings])
  const { replayKey } = useSimulation()
  const readiness = useContext(ReadinessContext)
  const rigid = useRef<RapierRigidBody>(null)
  const state = useRef<RigidBodyState | null>(null)
  const content = useRef<THREE.Object3D | null>(null)
  const [collider, setCollider] = useState<{ spec: ColliderSpec; key: string } | null>(null)
  const measure = useRef({ key: '', stable: 0, since: performance.now(), done: false, fallback: false })
  const applied = useRef('')
  const release = useRef<() => void>(() => {})
  const parentSeen = useRef<THREE.Matrix4 | null>(null)

  useEffect(() => {
    release.current = readiness.hold()
    return () => release.current()
  }, [readiness])

  // A different collider choice (or what the node draws changed): measure again.
  useEffect(() => {
    Object.assign(measure.current, { key: '', stable: 0, done: false })
  }, [body.collider, node])

  useEffect(() => {
    rigid.current?.setEnabled(node.visible)
  }, [node.visible, collider])

  const firstReplay = useRef(replayKey)
  useEffect(() => {
    if (replayKey === firstReplay.current) return
    const object = content.current?.parent
    if (!rigid.current || !object) return
    object.position.fromArray(node.transform.position)
    object.rotation.fromArray(node.transform.rotation)
    syncBody(rigid.current, object, state.current, null)
  }, [replayKey]) // eslint-disable-line react-hooks/exhaustive-deps

  useFrame(() => {
    const object = content.current?.parent
    if (!object || !content.current) return
    const m = measure.current
    if (!m.done) {
      const key = boundsKey(measureBounds(content.current, object))
      if (key === m.key) m.stable++
      else Object.assign(m, { key, stable: 0 })
      if (key && m.stable >= STABLE_FRAMES) {
        // The same shape again (a re-measure after a visibility change) keeps the collider it has.
        const id = `${body.collider}:${key}`
        const spec = id === applied.current ? null : colliderFor(body.collider, content.current, object)
        if (spec) {
          applied.current = id
          setCollider({ spec, key: id })
        }
        m.done = true
        release.current()
      } else if (!key && !m.fallback && performance.now() - m.since > FALLBACK_MS) {
        m.fallback = true
        applied.current = 'fallback'
        setCollider({ spec: fallbackCollider(), key: 'fallback' })
        release.current()
      }
    }
    // The content root moved (AR placement, a VR session, two-finger gestures): carry the body along.
    const parent = object.parent
    const rb = rigid.current
    if (!parent || !rb || !state.current) return
    parent.updateWorldMatrix(true, false)
    // Start from the parent pose the body was created against (what Rapier's loop converts with).
    if (!parentSeen.current) parentSeen.current = state.current.invertedWorldMatrix.clone().invert()
    if (!nearlyEqual(parent.matrixWorld, parentSeen.current)) {
      m1.copy(parentSeen.current).invert().premultiply(parent.matrixWorld)
      m1.decompose(position, quaternion, scale)
      const turn = quaternion.clone()
      m2.compose(position.copy(rb.translation()), quaternion.copy(rb.rotation()), ONE).premultiply(m1)
      m2.decompose(position, quaternion, scale)
      // The object keeps its local pose, so it is drawn where the body now is.
      rb.setTranslation(position, true)
      rb.setRotation(quaternion, true)
      rb.setLinvel(new THREE.Vector3().copy(rb.linvel()).applyQuaternion(turn), true)
      rb.setAngvel(new THREE.Vector3().copy(rb.angvel()).applyQuaternion(turn), true)
      state.current.invertedWorldMatrix.copy(parent.matrixWorld).invert()
      parentSeen.current.copy(parent.matrixWorld)
    }
  })

  const original = (group.props as { ref?: Ref<THREE.Object3D> }).ref
  const setContent = useCallback(
    (object: THREE.Object3D | null) => {
      content.current = object
      assignRef(original, object)
    },
    [original],
  )
  const transformState = useCallback((s: RigidBodyState) => (state.current = s), [])

  return (
    <RigidBody
      ref={rigid}
      type={collider ? body.type : 'kinematicPosition'}
      position={node.transform.position}
      rotation={node.transform.rotation}
      linearDamping={body.linearDamping}
      angularDamping={body.angularDamping}
      gravityScale={body.gravityScale}
      ccd={body.type === 'dynamic'}
      transformState={transformState}
    >
      {collider && <ColliderOf key={collider.key} spec={collider.spec} body={body} />}
      {cloneElement(group as ReactElement<{ ref?: Ref<THREE.Object3D>; position?: unknown; rotation?: unknown }>, { ref: setContent, position: ORIGIN, rotation: ORIGIN })}
    </RigidBody>
  )
}
