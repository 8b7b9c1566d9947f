import { Grid } from '@react-three/drei'
import { useMemo } from 'react'
import { sceneBounds } from '@shared/scene/bounds'
import type { SceneDocument } from '@shared/scene/schema'

/** A floor: something flat at ground level, at least this wide and deep (metres). */
const FLOOR_SIDE = 4

/**
 * The grid hides where the scene has a ground of its own: terrain, water, or a floor (a flat
 * object covering ground level), so it never draws over grass or boards.
 */
export function gridHidden(doc: SceneDocument): boolean {
  // A face project has no floor: the grid would cut through the reference head.
  if (doc.settings.faceTracking) return true
  const elements = doc.settings.environment.elements
  if (elements.includes('terrain') || elements.includes('water')) return true
  return sceneBounds(doc).some((b) => b.max[0] - b.min[0] >= FLOOR_SIDE && b.max[2] - b.min[2] >= FLOOR_SIDE && b.max[1] - b.min[1] <= 0.6 && b.max[1] >= -0.05 && b.max[1] <= 0.3)
}

/** The editor's ground grid: neutral, fading out with distance from the camera. Editor only. */
export function EditorGrid({ doc }: { doc: SceneDocument }) {
  const hidden = useMemo(() => gridHidden(doc), [doc])
  if (hidden) return null
  return (
    <Grid
      name="editor-grid"
      infiniteGrid
      followCamera={false}
      cellSize={0.5}
      sectionSize={2.5}
      cellThickness={0.6}
      sectionThickness={1}
      cellColor="#5a606e"
      sectionColor="#7a8396"
      fadeDistance={45}
      fadeStrength={1.6}
      position-y={-0.001}
    />
  )
}
