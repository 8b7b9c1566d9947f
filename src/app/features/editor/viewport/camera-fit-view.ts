import { Box3, Sphere, Vector3, type Object3D } from 'three'
import { contentBox, fitBox } from '../../scene-render/core/camera-fit'
import { framingOrthoZoom } from './camera-math'
import type { CameraView, Frame } from './camera-view'
import { docStore } from '../editor-store'
import { nodeObjects } from './viewport-probe'
import { targetSize } from '../../image-target/target-geometry'
import { HEAD } from '../../face-tracking/head-geometry'
import { SCAN_NAME } from '../../location-ar/scan-model'

/**
 * The bounds of everything the document draws (its top-level objects as the viewport holds them),
 * with the place's or room's scan in `scene` once it has loaded, or null.
 */
export function sceneContentBox(scene?: Object3D): Box3 | null {
  const { nodes, settings, assets } = docStore.getState().doc
  const box = new Box3()
  for (const [id, object] of nodeObjects) if (nodes[id] && nodes[id].parentId === null) box.union(contentBox(object as Object3D))
  // The scan is no node, yet it is what an Area or VPS author places things in: the first view
  // shows all of it, not just the objects (often none yet) standing somewhere inside it.
  const scan = (settings.area || settings.location?.scanUrl) && scene?.getObjectByName(SCAN_NAME)
  if (scan) box.union(new Box3().setFromObject(scan))
  // An image project's card is framed too: it is where everything stands.
  const target = settings.imageTarget
  if (target && assets[target.assetId]) {
    const { width, height } = targetSize(target.widthCm, assets[target.assetId])
    box.union(new Box3(new Vector3(-width / 2, 0, -height / 2), new Vector3(width / 2, width / 4, height / 2)))
  }
  // A face project frames the reference head with what is on it (a real head: about 20 cm).
  if (settings.faceTracking) box.union(new Box3(new Vector3(-HEAD.halfWidth - 0.02, HEAD.chin - 0.03, -HEAD.halfDepth), new Vector3(HEAD.halfWidth + 0.02, HEAD.crown, HEAD.halfDepth)))
  // A body project frames the whole reference body (1.75 m) with what it wears.
  if (settings.bodyTracking) box.union(new Box3(new Vector3(-0.45, 0, -0.25), new Vector3(0.45, 2, 0.25)))
  return box.isEmpty() ? null : box
}

/** The shared fit as the editor's view: the whole box in both fields of view, from the fitted angle. */
export function fitView(view: CameraView, box: Box3, frame: Frame, fov: number) {
  const fit = fitBox(box, { fov, aspect: frame.aspect })
  view.target.copy(fit.target)
  view.position.copy(fit.position)
  view.orthoZoom = framingOrthoZoom(box.getBoundingSphere(new Sphere()).radius, frame.width, frame.height, 1.1)
}
