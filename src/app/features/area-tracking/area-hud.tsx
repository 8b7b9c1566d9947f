import { useFrame, useThree } from '@react-three/fiber'
import { useXR } from '@react-three/xr'
import { lazy, Suspense, useEffect, useRef } from 'react'
import * as THREE from 'three'
import { exposePartForTests } from '@app/test-hook'
import { areaPrompt, residualLine, showsDomOverlay, useAreaSession } from './area-session'

const TextLabel = lazy(() => import('../scene-render/text-label'))
/** Where the words float in the viewer's frame: ahead, below the centre (where the reticle is aimed). */
const AHEAD = new THREE.Vector3(0, -0.17, -0.7)
const eye = new THREE.Vector3()
const turn = new THREE.Quaternion()
const scale = new THREE.Vector3()
/** The bundled font's glyphs only (any other would be fetched from a CDN): straight quotes. */
const plain = (text: string) => text.replace(/[“”]/g, '"')

type TroikaText = { textRenderInfo?: { blockBounds: [number, number, number, number] } }
/** Fits the card to the laid-out block, with a margin. */
function fitBackdrop(card: THREE.Mesh | null, text: TroikaText) {
  const bounds = text.textRenderInfo?.blockBounds
  if (!card || !bounds) return
  const [x0, y0, x1, y1] = bounds
  card.scale.set(x1 - x0 + 0.03, y1 - y0 + 0.02, 1)
  card.position.set((x0 + x1) / 2, (y0 + y1) / 2, -0.002)
  card.visible = true
}

/**
 * The Area Tracking prompt and residual drawn in the session, kept in front of the viewer, for a
 * session the page's DOM overlay does not reach (showsDomOverlay): without it the visitor would
 * not know which point to tap or how well the room lined up. With the overlay, nothing is drawn.
 */
export function AreaHud() {
  const session = useXR((s) => s.session)
  const camera = useThree((s) => s.camera)
  const group = useRef<THREE.Group>(null)
  const backdrop = useRef<THREE.Mesh>(null)
  const state = useAreaSession((s) => s)
  const shown = session != null && !showsDomOverlay(session)
  const text = [areaPrompt(state), residualLine(state)].filter(Boolean).map((t) => plain(t!)).join('\n')

  useEffect(() => exposePartForTests('areaTracking', 'hud', () => ({ shown, text: shown ? text : null })), [shown, text])
  useFrame(() => {
    const g = group.current
    if (!g) return
    // The XR camera's pose as last drawn: the words follow the head (or the phone) every frame.
    camera.matrixWorld.decompose(eye, turn, scale)
    g.position.copy(AHEAD).applyQuaternion(turn).add(eye)
    g.quaternion.copy(turn)
  })
  if (!shown) return null
  return (
    <group ref={group} name="area-hud">
      {/* A dark card behind the words, sized to them once laid out, so they read over a bright room. */}
      <mesh ref={backdrop} position-z={-0.002} renderOrder={19} visible={false}>
        <planeGeometry />
        <meshBasicMaterial color="#000000" transparent opacity={0.6} depthTest={false} />
      </mesh>
      <Suspense fallback={null}>
        <TextLabel fontSize={0.022} maxWidth={0.42} lineHeight={1.3} textAlign="center" anchorX="center" anchorY="middle" color="#ffffff" outlineWidth={0.002} outlineColor="#000000" renderOrder={20} onSync={(text: TroikaText) => fitBackdrop(backdrop.current, text)}>
          {text}
        </TextLabel>
      </Suspense>
    </group>
  )
}
