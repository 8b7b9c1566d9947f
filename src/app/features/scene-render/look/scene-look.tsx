import { ContactShadows } from '@react-three/drei'
import { useFrame, useThree } from '@react-three/fiber'
import { useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react'
import * as THREE from 'three'
import type { SceneDocument } from '@shared/scene/schema'
import { groundExtent } from '../core/content-extent'
import { emittersOf, MAX_EMISSIVE_LIGHTS, nearestEmitters } from '../core/emitters'

/**
 * Renderer-wide settings of the studio look. PCFSoftShadowMap is gone in three r187 (R3F's
 * `shadows` still asks for it, and three warns and falls back): PCF with a radius is the soft one.
 */
function RendererLook() {
  const gl = useThree((s) => s.gl)
  const invalidate = useThree((s) => s.invalidate)
  useLayoutEffect(() => {
    gl.toneMapping = THREE.NeutralToneMapping
    gl.toneMappingExposure = 1
    gl.outputColorSpace = THREE.SRGBColorSpace
    if (gl.shadowMap.type === THREE.PCFSoftShadowMap) gl.shadowMap.type = THREE.PCFShadowMap
    gl.shadowMap.needsUpdate = true
    invalidate()
  }, [gl, invalidate])
  return null
}

/**
 * Night: moonlight and a dark blue sky fill, so the scene is dim but readable; the night sky
 * image is lifted a little, and a moonlit ground keeps the scene from floating in black.
 */
function NightFill({ ground }: { ground: boolean }) {
  const scene = useThree((s) => s.scene)
  useLayoutEffect(() => {
    const before = scene.backgroundIntensity
    scene.backgroundIntensity = 2.5
    return () => void (scene.backgroundIntensity = before)
  }, [scene])
  return (
    <>
      <hemisphereLight args={['#7E95D6', '#1A2030', 1.4]} />
      <directionalLight color="#C4D2FF" intensity={0.9} position={[-6, 10, 5]} />
      {ground && (
        // Just under y = 0, so a floor or ground the scene brings itself covers it.
        <mesh rotation-x={-Math.PI / 2} position-y={-0.02} receiveShadow>
          <circleGeometry args={[150, 48]} />
          <meshStandardMaterial color="#3A4566" roughness={1} />
        </mesh>
      )}
    </>
  )
}

/**
 * Glowing objects light what is around them: one point light per glowing object, only the
 * nearest few to the camera (a fixed count, so moving never recompiles shaders and 50 lamps cost
 * what 8 do).
 */
function EmissiveLights({ doc }: { doc: SceneDocument }) {
  const emitters = useMemo(() => emittersOf(doc), [doc])
  const count = Math.min(MAX_EMISSIVE_LIGHTS, emitters.length)
  const lights = useRef<(THREE.PointLight | null)[]>([])
  const lastFrom = useRef(new THREE.Vector3(Infinity, 0, 0))
  const lastList = useRef<typeof emitters | null>(null)
  useFrame(({ camera }) => {
    if (!count) return
    // Re-pick only after the camera has moved a metre or the list changed.
    if (lastList.current === emitters && lastFrom.current.distanceToSquared(camera.position) < 1) return
    lastList.current = emitters
    lastFrom.current.copy(camera.position)
    nearestEmitters(emitters, camera.position, count).forEach((e, i) => {
      const light = lights.current[i]
      if (!light) return
      light.position.copy(e.position)
      light.color.set(e.color)
    })
  })
  return (
    <>
      {Array.from({ length: count }, (_, i) => (
        <pointLight key={i} ref={(l) => void (lights.current[i] = l)} intensity={3} distance={7} decay={1.6} position={emitters[i].position} color={emitters[i].color} />
      ))}
    </>
  )
}

/**
 * When the contact shadow is drawn again after a change of the document: the objects, models and
 * fonts that arrive after it (a node that suspends is not in the scene at the first frame) get
 * their shadow too.
 */
const SHADOW_PASSES_MS = [400, 1500, 3500, 7000, 12_000]

/**
 * A soft shadow where objects meet the ground, drawn a few times per change of the document
 * (frames=1, and again on each pass): free while the camera orbits.
 */
function GroundShadow({ doc, night }: { doc: SceneDocument; night: boolean }) {
  const extent = useMemo(() => groundExtent(doc), [doc])
  const invalidate = useThree((s) => s.invalidate)
  // drei's ContactShadows counts its frames from each render: a new pass renders it, so it draws once more.
  const [pass, setPass] = useState(0)
  useEffect(() => {
    const timers = SHADOW_PASSES_MS.map((ms) => window.setTimeout(() => (setPass((p) => p + 1), invalidate()), ms))
    return () => timers.forEach((t) => window.clearTimeout(t))
  }, [doc.nodes, invalidate])
  if (!extent?.grounded) return null
  return (
    <>
      {/* Its camera looks up from the plane: 1 cm under the ground, so a bottom face lying at y = 0
          is in front of it (at y = 0 the camera sat inside every box and drew no shadow at all).
          Centred on the origin: drei blurs with a plane fixed there, so a ContactShadows moved
          sideways draws its shadows displaced and cropped (pmndrs/drei#2758). */}
      <ContactShadows
        key={nodesKey(doc)}
        name={`contact-shadow-${pass}`}
        frames={1}
        resolution={extent.size > 24 ? 512 : 256}
        position={[0, -0.01, 0]}
        scale={Math.min(200, extent.size + 2 * Math.max(Math.abs(extent.x), Math.abs(extent.z)))}
        blur={2.4}
        far={Math.max(1.5, extent.size / 8)}
        opacity={0.75}
        color="#0a0c12"
      />
      {/* An invisible floor that only shows the sun's soft shadow, as model-viewer's does. */}
      {!night && (
        <mesh name="shadow-catcher" rotation-x={-Math.PI / 2} position={[extent.x, -0.005, extent.z]} receiveShadow>
          <planeGeometry args={[extent.size * 2, extent.size * 2]} />
          <shadowMaterial transparent opacity={0.28} color="#0a0c12" depthWrite={false} />
        </mesh>
      )}
    </>
  )
}

const keys = new WeakMap<object, number>()
let nextKey = 0
/** A new key per nodes map: the contact shadow redraws when the document's objects change. */
function nodesKey(doc: SceneDocument): number {
  let k = keys.get(doc.nodes)
  if (k === undefined) keys.set(doc.nodes, (k = nextKey++))
  return k
}

export interface SceneLookProps {
  doc: SceneDocument
}

/** The studio look's parts that live in the scene graph: every host gets them through SceneView. */
export function SceneLook({ doc }: SceneLookProps) {
  const { environment } = doc.settings
  const night = environment.skybox === 'night'
  const onGround = !environment.elements.includes('terrain') && !environment.elements.includes('water')
  return (
    <>
      <RendererLook />
      {night && <NightFill ground={onGround} />}
      <EmissiveLights doc={doc} />
      {onGround && <GroundShadow doc={doc} night={night} />}
    </>
  )
}
