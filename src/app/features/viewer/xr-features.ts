/**
 * Which optional WebXR features a project's sessions ask for, by its kind. A browser may prompt
 * for each (Quest Browser asks leave to use "spatial data" for anchors, planes and meshes), so a
 * project asks only for what it uses: anchors for an Area Tracking project, which keeps its
 * alignment to the room as one; planes and meshes for none (placement uses hit test).
 */
export type XrFeatureSet = 'area' | 'plain'

export function xrFeatureSet(category: string | null | undefined): XrFeatureSet {
  return category === 'AREA' ? 'area' : 'plain'
}

/** The session features as @react-three/xr's store options (false leaves a feature out of the request). */
export function xrFeatureOptions(set: XrFeatureSet) {
  return {
    hitTest: true,
    domOverlay: true,
    anchors: set === 'area',
    planeDetection: false,
    meshDetection: false,
  } as const
}
