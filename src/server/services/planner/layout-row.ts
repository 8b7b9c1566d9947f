import type { Vec3 } from '../../../shared/scene/schema'
import { boxAt, VIEW, WIDE } from '../../../shared/scene/space-index'
import type { Job, LayoutRun, Slot } from './layout-run'

/**
 * 'a sofa, a lamp and a bookcase side by side': one line, left to right in the order said, the
 * same gap between every pair of neighbouring edges whatever their widths, centred on one line
 * front to back. The whole row is found a free place at once; null when it finds none (each is
 * then placed on its own as before).
 */
const GAP = 0.3

export function placeRow(run: LayoutRun, members: Job[]): Slot[] | null {
  if (members.length < 2) return null
  const items = members.flatMap((job) => Array.from({ length: job.count }, () => job))
  const width = items.reduce((w, j) => w + j.size[0], 0) + GAP * (items.length - 1)
  const size: Vec3 = [width, Math.max(...items.map((j) => j.size[1])), Math.max(...items.map((j) => j.size[2]))]
  const c = run.occupancy.search([0, 0], size, 0, VIEW, 0.3, WIDE)
  if (!c) return null
  let x = c[0] - width / 2
  const all: Slot[] = []
  for (const job of members) {
    const list: Slot[] = []
    for (let i = 0; i < job.count; i++) {
      const centre: Vec3 = [x + job.size[0] / 2, 0, c[2]]
      x += job.size[0] + GAP
      run.occupancy.add(boxAt(centre, job.size))
      list.push({ centre, rotY: 0 })
    }
    run.slots.set(job.index, list)
    all.push(...list)
  }
  return all
}
