import type { Vec3 } from '../../../shared/scene/schema'
import { partBox } from './catalog/dsl'
import { boxToWorld } from './layout-support'
import { boxAt } from '../../../shared/scene/space-index'
import type { Job, LayoutRun, Slot, TargetInfo } from './layout-run'

/**
 * 'a lantern hanging from the tree', 'a bell hung from the post': against the front of the
 * target's tallest upright piece (a trunk, a pole, a post), as a thing hangs on a nail, at about
 * head height and below anything that spreads above it. Null when it has no such piece or the
 * thing is wider than it (the caller then places it as before).
 */
export function hangOnUpright(run: LayoutRun, job: Job, target: TargetInfo): Slot[] | null {
  const spec = target.spec
  // (What hangs on a wall goes where walls put it: above what it is over.)
  if (!spec || !target.frame || job.count !== 1 || spec.key === 'wall' || job.spec?.wallMount) return null
  const uprights = spec.parts
    .filter((p) => (p.shape === 'cylinder' || p.shape === 'cube') && !p.rot?.some((r) => Math.abs(r) > 1e-6))
    .map((p) => boxToWorld(partBox(p), target.frame!))
    .filter((b) => b.max[1] - b.min[1] >= 1 && Math.min(b.max[0] - b.min[0], b.max[2] - b.min[2]) <= 0.5 && b.min[1] <= 0.05)
    .sort((a, b) => b.max[1] - a.max[1])
  const post = uprights[0]
  if (!post || job.size[0] > post.max[0] - post.min[0]) return null
  const top = Math.min(post.max[1], 2) - 0.1
  const y = Math.max(0.3, Math.min(1.5, top - job.size[1]))
  const centre: Vec3 = [(post.min[0] + post.max[0]) / 2, y, post.max[2] + job.size[2] / 2 + 0.005]
  const box = boxAt(centre, job.size)
  if (!run.occupancy.free(box, 0, run.occupancy.boxes.filter((b) => b.min[0] <= post.min[0] + 1e-6 && b.max[0] >= post.max[0] - 1e-6 && b.min[2] <= post.min[2] + 1e-6))) return null
  run.occupancy.add(box)
  return [{ centre, rotY: 0 }]
}
