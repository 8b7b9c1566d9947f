// The page that scripts/bench-environment.ts builds and drives: the real SceneView and
// SceneEnvironment in a Canvas whose frames the bench advances itself (frameloop "never"),
// so each measured frame is exactly one run of the useFrame callbacks plus one render.
import { advance, Canvas, useFrame, useThree } from '@react-three/fiber'
import { useEffect, useState } from 'react'
import { createRoot } from 'react-dom/client'
import * as THREE from 'three'
import { createShape, emptyScene } from '../../../src/shared/scene/defaults'
import type { SceneDocument, SceneSettings } from '../../../src/shared/scene/schema'
import { SceneEnvironment } from '../../../src/app/features/scene-render/environment'
import { SceneView } from '../../../src/app/features/scene-render/scene-view'

function authorScene(): SceneDocument {
  let doc = emptyScene()
  const add = (node: SceneDocument['nodes'][string]) => (doc = { ...doc, nodes: { ...doc.nodes, [node.id]: node } })
  const cube = createShape(doc, 'cube', [-1.6, 0.5, 0], '#E0683A')
  add(cube)
  const sphere = createShape(doc, 'sphere', [0, 0.5, 0.6], '#F2F2F2')
  add({ ...sphere, material: { ...sphere.material, metallic: 1, smoothness: 0.92 } })
  add(createShape(doc, 'cylinder', [1.6, 0.5, 0], '#3A7BE0'))
  return doc
}

interface Probe {
  gl: THREE.WebGLRenderer
  scene: THREE.Scene
  camera: THREE.Camera
}
const probe: { current?: Probe } = {}

function Expose() {
  const gl = useThree((s) => s.gl)
  const scene = useThree((s) => s.scene)
  const camera = useThree((s) => s.camera)
  useEffect(() => {
    probe.current = { gl, scene, camera }
    camera.lookAt(0, 1.2, 0)
  }, [gl, scene, camera])
  return null
}

let setSettings: (s: SceneSettings) => void = () => {}
/** ?demand: the editor's frameloop, to check that animated elements keep it drawing. */
const demand = new URLSearchParams(location.search).has('demand')
let framesDrawn = 0
function CountFrames() {
  useFrame(() => void framesDrawn++)
  return null
}

function App() {
  const [doc] = useState(authorScene)
  const [settings, set] = useState<SceneSettings>(doc.settings)
  setSettings = set
  return (
    <Canvas
      shadows
      frameloop={demand ? 'demand' : 'never'}
      dpr={1}
      gl={{ preserveDrawingBuffer: true, antialias: true }}
      camera={{ fov: 60, near: 0.01, far: 5000, position: [0, 2.5, 12] }}
    >
      <SceneView doc={{ ...doc, settings }} />
      <SceneEnvironment settings={settings} />
      <Expose />
      <CountFrames />
    </Canvas>
  )
}

const pixel = new Uint8Array(4)
/** Reading a pixel back waits for the frame to be drawn (finish() alone may not, in Chromium). */
function sync(context: WebGLRenderingContext | WebGL2RenderingContext) {
  context.readPixels(0, 0, 1, 1, context.RGBA, context.UNSIGNED_BYTE, pixel)
}

const bench = {
  defaults: () => emptyScene().settings,
  /** Frames drawn in `ms` of wall time, with settings applied first (demand mode). */
  async framesIn(settings: SceneSettings, ms: number) {
    setSettings(settings)
    await new Promise((r) => setTimeout(r, 500))
    const before = framesDrawn
    await new Promise((r) => setTimeout(r, ms))
    return framesDrawn - before
  },
  ready: () => !!probe.current,
  /** Applies settings and draws until the sky image (if any) is on screen. */
  async apply(settings: SceneSettings) {
    setSettings(settings)
    const wantsImage = !['none', 'color'].includes(settings.environment.skybox)
    for (let i = 0; i < 600; i++) {
      await new Promise((r) => setTimeout(r, 20))
      advance(i / 60)
      const background = probe.current?.scene.background as THREE.Texture | null
      if (!wantsImage || background?.isTexture) break
    }
  },
  /** Draws one frame at `seconds` of environment time. */
  frame(seconds: number) {
    advance(seconds)
    sync(probe.current!.gl.getContext())
  },
  /**
   * N frames after a warm-up. cpu: the time advance() takes (useFrame callbacks, scene
   * traversal, WebGL calls issued); total: the same until the frame's pixels can be read back
   * (software WebGL here, so the GPU's share is CPU time too, in another process).
   */
  measure(frames: number) {
    const { gl } = probe.current!
    const context = gl.getContext()
    let t = 0
    for (let i = 0; i < 5; i++) {
      advance((t += 1 / 60))
      sync(context)
    }
    let cpu = 0
    let total = 0
    for (let i = 0; i < frames; i++) {
      const start = performance.now()
      advance((t += 1 / 60))
      const issued = performance.now()
      sync(context)
      const done = performance.now()
      cpu += issued - start
      total += done - start
    }
    const info = gl.info.render
    return { cpu: cpu / frames, total: total / frames, calls: info.calls, triangles: info.triangles, points: info.points }
  },
}
;(window as unknown as { __envBench: typeof bench }).__envBench = bench

createRoot(document.getElementById('root')!).render(<App />)
