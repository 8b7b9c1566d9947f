import { applyAlignment, type Vec3 } from '../../src/shared/area/align'

/**
 * A test room for Area Tracking: its scan (a 4 × 4 m floor and a table top 75 cm up, in the scan's
 * frame) and the same room as the emulated phone finds it (the scan turned and moved by `truth`).
 * Every face points up, so a ray from above hits it (three.js and iwer cull back faces).
 */
const quad = (x0: number, x1: number, y: number, z0: number, z1: number) => [x0, y, z0, x1, y, z0, x1, y, z1, x0, y, z1]
// Corners 0..3 run (x0,z0) (x1,z0) (x1,z1) (x0,z1): 0-3-2 and 0-2-1 face +y.
const upFaces = (first: number) => [0, 3, 2, 0, 2, 1].map((i) => i + first)

export const roomScan = {
  vertices: [...quad(-2, 2, 0, -2, 2), ...quad(-0.1, 1.1, 0.75, -1.3, -0.7)],
  indices: [...upFaces(0), ...upFaces(4)],
}

/** The author's reference points, in tapping order: two floor corners far apart and the table. */
export const referencePoints: { label: string; position: Vec3 }[] = [
  { label: 'Door corner', position: [-1.6, 0, 1.6] },
  { label: 'Table corner', position: [1, 0.75, -1.2] },
  { label: 'Window corner', position: [-1.5, 0, -1.7] },
]

/** The content the author places: a small cube standing on the table. */
export const markedObject: Vec3 = [0.4, 0.85, -1]

/** Where the scan lies in the visitor's room (local-floor): turned 35° and moved. */
export const truth = { yaw: (35 * Math.PI) / 180, translation: [0.8, 0.03, -0.5] as Vec3 }
export const inRoom = (p: Vec3): Vec3 => applyAlignment(truth, p)

/** The phone held 1.2 m above `p`, looking straight down (its -z turned onto -y). */
export function lookingDownAt(p: Vec3): { position: Vec3; quaternion: [number, number, number, number] } {
  return { position: [p[0], p[1] + 1.2, p[2]], quaternion: [-Math.SQRT1_2, 0, 0, Math.SQRT1_2] }
}

export const distance = (a: readonly number[], b: readonly number[]) => Math.hypot(a[0] - b[0], a[1] - b[1], a[2] - b[2])

/** The scan's bounding box corners (x -2..2, y 0..0.75, z -2..2), for measuring how it is framed. */
export const scanCorners: Vec3[] = [-2, 2].flatMap((x) => [0, 0.75].flatMap((y) => [-2, 2].map((z): Vec3 => [x, y, z])))

type Rect = { x: number; y: number; width: number; height: number }
/** The pairs (1-based) of on-screen boxes that intersect. */
export function intersecting(rects: Rect[]): string[] {
  const out: string[] = []
  for (let i = 0; i < rects.length; i++)
    for (let j = i + 1; j < rects.length; j++) {
      const [a, b] = [rects[i], rects[j]]
      if (a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height) out.push(`${i + 1}-${j + 1}`)
    }
  return out
}
