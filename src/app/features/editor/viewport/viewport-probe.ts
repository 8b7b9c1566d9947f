import type * as THREE from 'three'

/** Node id → its three object, for the gizmo, box select and focusing. Filled by SceneView's callback. */
export const nodeObjects = new Map<string, THREE.Object3D>()

export interface CameraState {
  type: 'perspective' | 'orthographic'
  position: [number, number, number]
  target: [number, number, number]
  /** The camera's own zoom (orthographic pixels per unit; 1 for perspective). */
  zoom: number
  /** Distance from the camera to the orbit target. */
  distance: number
}

/**
 * A read-only handle on the mounted canvas, for Export and the browser tests (which aim at
 * objects and check what focus and zoom did to the camera).
 */
export const viewportProbe: {
  project?: (id: string) => { x: number; y: number } | null
  /** A world point (a scan's corner) in canvas pixels. */
  projectPoint?: (point: [number, number, number]) => { x: number; y: number }
  /** `advance` draws one whole frame as the render loop would: every per-frame callback, then the render. */
  three?: () => { gl: THREE.WebGLRenderer; scene: THREE.Scene; camera: THREE.Camera; advance?: (timestamp: number) => void }
  cameraState?: () => CameraState | null
  /** Working frames (working-quality.ts): a full frame's GPU cost, and whether shadows wait now. */
  workingQuality?: () => { cost: number; shadowsHeld: boolean; scale: number }
} = {}
