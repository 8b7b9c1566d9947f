import * as THREE from 'three'

/**
 * A clean copy of the drawn document for the exporters: only objects that belong to scene nodes,
 * no gizmos, grid or helpers; SDF text (glyph instancing) and non-standard materials are replaced
 * or skipped so AR Quick Look and Scene Viewer get plain meshes with PBR materials. Hidden nodes
 * are left out, but those in `keepHidden` (what a Quick Look Enable shows) come in visible.
 */
export function exportableScene(scene: THREE.Scene, { keepHidden = new Set<string>() }: { keepHidden?: ReadonlySet<string> } = {}): THREE.Scene {
  const out = new THREE.Scene()
  scene.updateMatrixWorld(true)
  const roots: THREE.Object3D[] = []
  scene.traverse((o) => {
    if (o.userData.nodeId && !hasNodeAncestor(o)) roots.push(o)
  })
  for (const root of roots) {
    if (!root.visible && !keepHidden.has(root.userData.nodeId)) continue
    const copy = cloneWithoutSplats(root)
    copy.applyMatrix4(root.parent?.matrixWorld ?? new THREE.Matrix4())
    const drop: THREE.Object3D[] = []
    copy.traverse((o) => {
      if (!o.visible && keepHidden.has(o.userData.nodeId)) o.visible = true
      const mesh = o as THREE.Mesh
      if (!o.visible || (o as THREE.Light).isLight || (o as THREE.Points).isPoints || (mesh.isMesh && !exportable(mesh))) return drop.push(o)
      if (mesh.isMesh) mesh.material = o.userData.spriteSheet ? firstFrameOf(mesh.material as THREE.MeshBasicMaterial, o.userData.spriteSheet) : toStandard(mesh.material)
    })
    for (const o of drop) o.removeFromParent()
    out.add(copy)
  }
  return out
}

/** Object3D.clone(true), leaving out splats (marked userData.splat): no exporter can write them. */
function cloneWithoutSplats(o: THREE.Object3D): THREE.Object3D {
  const copy = o.clone(false)
  for (const child of o.children) if (!child.userData.splat) copy.add(cloneWithoutSplats(child))
  return copy
}

function hasNodeAncestor(o: THREE.Object3D) {
  for (let p = o.parent; p; p = p.parent) if (p.userData.nodeId) return true
  return false
}

function exportable(mesh: THREE.Mesh) {
  const geometry = mesh.geometry as THREE.BufferGeometry & { isInstancedBufferGeometry?: boolean }
  return Boolean(geometry?.attributes?.position) && !geometry.isInstancedBufferGeometry && !(mesh as THREE.InstancedMesh).isInstancedMesh
}

/**
 * The exporters cannot read a playing video: a video plane exports the frame shown now (or its
 * poster colour when no frame has decoded yet).
 */
function stillOf(map: THREE.Texture | null | undefined): THREE.Texture | null {
  if (!map || !(map as THREE.VideoTexture).isVideoTexture) return map ?? null
  const video = map.image as HTMLVideoElement
  if (!video.videoWidth) return null
  const canvas = document.createElement('canvas')
  canvas.width = video.videoWidth
  canvas.height = video.videoHeight
  canvas.getContext('2d')?.drawImage(video, 0, 0)
  const still = new THREE.CanvasTexture(canvas)
  still.colorSpace = THREE.SRGBColorSpace
  return still
}

function toStandard(material: THREE.Material | THREE.Material[]): THREE.Material | THREE.Material[] {
  if (Array.isArray(material)) return material.map((m) => toStandard(m) as THREE.Material)
  const source = material as THREE.MeshStandardMaterial
  if (source.isMeshStandardMaterial && !(source.map as THREE.VideoTexture | null)?.isVideoTexture) return material
  return new THREE.MeshStandardMaterial({
    color: source.color ?? new THREE.Color('#FFFFFF'),
    map: stillOf(source.map),
    transparent: source.transparent,
    opacity: source.opacity,
    side: source.side,
  })
}

/**
 * A sprite's plane in the GLB and the USDZ: the sheet's first frame cut onto a canvas of its own
 * (neither file can play a sheet, and not every reader honours a texture transform).
 */
function firstFrameOf(source: THREE.MeshBasicMaterial, sheet: { columns: number; rows: number }): THREE.Material {
  const image = source.map?.image as CanvasImageSource & { width: number; height: number } | undefined
  let map: THREE.Texture | null = null
  if (image?.width) {
    const canvas = document.createElement('canvas')
    canvas.width = Math.max(1, Math.floor(image.width / sheet.columns))
    canvas.height = Math.max(1, Math.floor(image.height / sheet.rows))
    canvas.getContext('2d')?.drawImage(image, 0, 0, canvas.width, canvas.height, 0, 0, canvas.width, canvas.height)
    map = new THREE.CanvasTexture(canvas)
    map.colorSpace = THREE.SRGBColorSpace
  }
  return new THREE.MeshStandardMaterial({ map, alphaTest: 0.5, transparent: true, side: source.side, roughness: 1, metalness: 0 })
}
