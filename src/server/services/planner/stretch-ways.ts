import type { Vec3 } from '../../../shared/scene/schema'
import type { Prototype } from './build'
import type { Entity } from './entities'
import type { Job } from './layout-run'

/**
 * 'a row of ten trees along the road': a way made in the same prompt (a road, a path, a river,
 * anything low, flat and long) runs as far as the row along it needs, instead of the row running
 * on past its ends. The way is stretched along its length only, as 'a long road' would be; a way
 * whose size was asked, or one already in the scene, keeps its length.
 */
export function stretchWays(jobs: Job[], entities: Entity[], protos: Map<number, Prototype>): void {
  for (const job of jobs) {
    if (job.rel?.spread !== 'along' || job.rel.target.entity === undefined) continue
    const way = jobs.find((j) => j.index === job.rel!.target.entity)
    const proto = way && protos.get(way.index)
    const e = way && entities[way.index]
    if (!way || !proto || !e || way.sized || e.dims || e.sizes.length || !way.spec) continue
    const [w, h, d] = way.size
    const ax = w >= d ? 0 : 2
    const len = way.size[ax]
    const across = way.size[2 - ax]
    if (h > 0.3 || len < 1.5 * across) continue
    // The row's own pitch (layout-parts.ts 'along'): each thing's width and a gap, more for lights.
    const need = job.count * (Math.max(job.size[0], job.size[2]) + (job.spec?.light ? 1.1 : 0.4))
    if (need <= len) continue
    const f = Math.min(need / len, 40 / Math.max(1e-6, proto.nodes[0].transform.scale[ax]))
    const times = (v: Vec3): Vec3 => v.map((x, i) => (i === ax ? x * f : x)) as Vec3
    proto.nodes[0] = { ...proto.nodes[0], transform: { ...proto.nodes[0].transform, scale: times(proto.nodes[0].transform.scale) } }
    proto.size = times(proto.size)
    proto.pivot = times(proto.pivot)
    proto.scale = times(proto.scale)
    way.size = proto.size
    way.scale = proto.scale
  }
}
