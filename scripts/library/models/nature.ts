import * as THREE from 'three'
import { ModelBuilder, cyl, cone, sphere, ico, lathe, capsule, torus, flat, displace, rodBetween, type V3 } from '../mesh.ts'
import { noise3 } from '../rng.ts'
import type { ModelSpec } from './types.ts'

const BARK = { color: '#6B4A2E', roughness: 0.9 }

/** A lumpy faceted blob (foliage, rocks): icosphere displaced by 3D noise. */
function blob(r: number, detail: number, amount: number, seed: number, freq = 1.6): THREE.BufferGeometry {
  return flat(
    displace(ico(r, detail), (v) => {
      const n = noise3(v.x * freq / r + 11, v.y * freq / r + 7, v.z * freq / r + 3, seed) - 0.5
      return v.multiplyScalar(1 + n * amount)
    }),
  )
}

export const nature: ModelSpec[] = [
  {
    slug: 'pine-tree',
    name: 'Pine Tree',
    subtype: 'Nature',
    description: 'A tall evergreen conifer with layered needles, good for forests and winter scenes.',
    tags: ['tree', 'pine', 'conifer', 'evergreen', 'forest', 'christmas', 'plant'],
    build: (rand) => {
      const m = new ModelBuilder({ bark: BARK, needles: { color: '#2F6B3A', roughness: 0.85 }, needles2: { color: '#3C8046', roughness: 0.85 } })
      m.add('bark', cyl(0.11, 0.18, 1.4, 8), [0, 0.7, 0])
      const tiers = 4
      for (let i = 0; i < tiers; i++) {
        const r = 1.35 - i * 0.27
        const h = 1.5 - i * 0.12
        const y = 0.9 + i * 0.78 + h / 2
        const g = flat(
          displace(cone(r, h, 9), (v) => {
            if (v.y < h / 2 - 0.01) {
              v.x *= 0.92 + rand() * 0.16
              v.z *= 0.92 + rand() * 0.16
            }
          }),
        )
        m.add(i % 2 ? 'needles2' : 'needles', g, [0, y, 0], [0, i * 0.35, 0])
      }
      return m
    },
  },
  {
    slug: 'oak-tree',
    name: 'Oak Tree',
    subtype: 'Nature',
    description: 'A broad deciduous shade tree with a sturdy trunk and a round, leafy green crown.',
    tags: ['tree', 'oak', 'deciduous', 'park', 'forest', 'summer', 'plant'],
    build: (rand) => {
      const m = new ModelBuilder({ bark: BARK, leaves: { color: '#4E8F3A', roughness: 0.85 }, leaves2: { color: '#63A544', roughness: 0.85 } })
      m.add('bark', cyl(0.17, 0.28, 2.2, 9), [0, 1.1, 0])
      m.add('bark', rodBetween([0, 1.8, 0], [0.8, 2.7, 0.2], 0.09, 7))
      m.add('bark', rodBetween([0, 1.9, 0], [-0.7, 2.8, -0.3], 0.09, 7))
      m.add('bark', rodBetween([0, 2.0, 0], [0.1, 3.0, -0.8], 0.08, 7))
      const clumps: [V3, number][] = [
        [[0, 3.3, 0], 1.35],
        [[0.95, 2.9, 0.3], 0.95],
        [[-0.9, 3.0, -0.2], 1.0],
        [[0.2, 2.8, 0.95], 0.9],
        [[-0.25, 2.9, -0.95], 0.9],
        [[0.3, 4.1, 0.1], 0.85],
      ]
      clumps.forEach(([p, r], i) => m.add(i % 2 ? 'leaves2' : 'leaves', blob(r, 1, 0.35, 40 + i), p, [rand(), rand(), rand()]))
      return m
    },
  },
  {
    slug: 'round-bush',
    name: 'Berry Bush',
    subtype: 'Nature',
    description: 'A low rounded shrub of faceted leaf clumps dotted with red berries, for gardens and hedges.',
    tags: ['bush', 'shrub', 'hedge', 'garden', 'berries', 'plant'],
    build: (rand) => {
      const m = new ModelBuilder({ leaves: { color: '#3E7D36', roughness: 0.85 }, leaves2: { color: '#4F9442', roughness: 0.85 }, berry: { color: '#C8283A', roughness: 0.35 } })
      const clumps: [V3, number][] = [
        [[0, 0.42, 0], 0.5],
        [[0.45, 0.32, 0.1], 0.38],
        [[-0.42, 0.33, -0.05], 0.4],
        [[0.05, 0.32, 0.42], 0.36],
        [[-0.1, 0.3, -0.42], 0.36],
      ]
      clumps.forEach(([p, r], i) => m.add(i % 2 ? 'leaves2' : 'leaves', blob(r, 1, 0.3, 90 + i), p, [rand(), rand(), rand()]))
      for (let i = 0; i < 22; i++) {
        const [c, r] = clumps[i % clumps.length]
        const a = rand() * Math.PI * 2
        const e = 0.1 + rand() * 1.1
        const d = new THREE.Vector3(Math.cos(a) * Math.cos(e), Math.sin(e), Math.sin(a) * Math.cos(e))
        // keep berries on the outside of the bush
        if (d.x * c[0] + d.z * c[2] < 0 && i % clumps.length !== 0) d.x *= -1
        m.add('berry', sphere(0.035, 6, 4), [c[0] + d.x * r * 1.12, c[1] + d.y * r * 1.12, c[2] + d.z * r * 1.12])
      }
      return m
    },
  },
  {
    slug: 'boulder',
    name: 'Boulder',
    subtype: 'Nature',
    description: 'A weathered grey granite boulder with chunky facets and two small pebbles beside it.',
    tags: ['rock', 'stone', 'boulder', 'granite', 'terrain', 'nature'],
    build: () => {
      const m = new ModelBuilder({ rock: { color: '#8A8D91', roughness: 0.95 }, rock2: { color: '#6F7378', roughness: 0.95 } })
      const rock = (r: number, seed: number, sx: number, sy: number, sz: number) =>
        flat(
          displace(ico(r, 2), (v) => {
            const n = noise3(v.x * 1.8 / r, v.y * 1.8 / r, v.z * 1.8 / r, seed) - 0.5
            v.multiplyScalar(1 + n * 0.55)
            v.set(v.x * sx, Math.max(v.y * sy, -r * sy * 0.55), v.z * sz)
          }),
        )
      m.add('rock', rock(0.6, 5, 1.15, 0.75, 0.95), [0, 0.33, 0])
      m.add('rock2', rock(0.16, 8, 1.2, 0.7, 1), [0.78, 0.06, 0.35])
      m.add('rock2', rock(0.11, 9, 1, 0.8, 1.2), [-0.6, 0.05, 0.55])
      return m
    },
  },
  {
    slug: 'potted-plant',
    name: 'Potted Snake Plant',
    subtype: 'Nature',
    description: 'A snake plant with upright sword-shaped leaves in a terracotta pot, a fresh houseplant for interiors.',
    tags: ['plant', 'houseplant', 'pot', 'terracotta', 'snake plant', 'interior', 'decor'],
    build: (rand) => {
      const m = new ModelBuilder({ pot: { color: '#C0673E', roughness: 0.85 }, soil: { color: '#3B2A1E', roughness: 1 }, leaf: { color: '#3E7F45', roughness: 0.6 }, leaf2: { color: '#5E9C4E', roughness: 0.6 } })
      m.add('pot', lathe([[0.001, 0], [0.11, 0], [0.14, 0.26], [0.155, 0.265], [0.16, 0.31], [0.145, 0.31], [0.13, 0.28]], 20))
      m.add('soil', cyl(0.13, 0.13, 0.01, 20), [0, 0.275, 0])
      const n = 9
      for (let i = 0; i < n; i++) {
        const a = (i / n) * Math.PI * 2 + rand() * 0.4
        const h = 0.45 + rand() * 0.35
        const tilt = 0.08 + rand() * 0.22
        const d = 0.02 + rand() * 0.05
        const g = cone(0.07, h, 4)
        g.scale(1, 1, 0.22)
        g.translate(0, h / 2, 0)
        m.add(i % 3 === 0 ? 'leaf2' : 'leaf', flat(g), [Math.cos(a) * d, 0.27, Math.sin(a) * d], [Math.sin(a) * tilt, rand() * Math.PI, -Math.cos(a) * tilt])
      }
      return m
    },
  },
  {
    slug: 'mushrooms',
    name: 'Toadstool Mushrooms',
    subtype: 'Nature',
    description: 'A little cluster of red fly-agaric toadstools with white spots, straight out of a fairy-tale forest floor.',
    tags: ['mushroom', 'toadstool', 'fungi', 'forest', 'fairy tale', 'fantasy'],
    build: (rand) => {
      const m = new ModelBuilder({ stem: { color: '#EFE6D2', roughness: 0.8 }, cap: { color: '#D23A2E', roughness: 0.45 }, spot: { color: '#FFFFFF', roughness: 0.6 } })
      const shroom = (x: number, z: number, s: number, lean: number) => {
        const h = 0.16 * s
        const r = 0.09 * s
        m.add('stem', lathe([[0.001, 0], [0.028 * s, 0], [0.022 * s, h * 0.5], [0.02 * s, h], [0.001, h]], 12), [x, 0, z], [lean, 0, lean * 0.5])
        const cap = lathe(
          Array.from({ length: 8 }, (_, i) => {
            const t = (i / 7) * (Math.PI / 2)
            return [Math.cos(t) * r + 0.001, Math.sin(t) * r * 0.75] as [number, number]
          }).concat([[0.001, r * 0.75]]),
          16,
        )
        const capPos: V3 = [x + Math.sin(lean * 0.5) * -h, h * 0.95, z + Math.sin(lean) * h]
        m.add('cap', cap, capPos, [lean, 0, lean * 0.5])
        for (let k = 0; k < 6; k++) {
          const a = rand() * Math.PI * 2
          const e = 0.35 + rand() * 0.7
          const p = new THREE.Vector3(Math.cos(a) * Math.cos(e) * r, Math.sin(e) * r * 0.75, Math.sin(a) * Math.cos(e) * r)
          p.applyEuler(new THREE.Euler(lean, 0, lean * 0.5))
          m.add('spot', sphere(0.012 * s, 6, 4), [capPos[0] + p.x, capPos[1] + p.y, capPos[2] + p.z], [0, 0, 0], [1, 0.5, 1])
        }
      }
      shroom(0, 0, 1.4, 0)
      shroom(0.13, 0.07, 0.9, 0.15)
      shroom(-0.1, 0.1, 0.7, -0.2)
      return m
    },
  },
  {
    slug: 'cactus',
    name: 'Saguaro Cactus',
    subtype: 'Nature',
    description: 'A tall desert saguaro cactus with two upturned arms and a pink blossom on top.',
    tags: ['cactus', 'desert', 'saguaro', 'western', 'plant', 'succulent'],
    build: () => {
      const m = new ModelBuilder({ cactus: { color: '#4C8C4A', roughness: 0.7 }, flower: { color: '#F06292', roughness: 0.6 } })
      m.add('cactus', capsule(0.2, 1.7, 4, 10), [0, 1.05, 0])
      // right arm: elbow + upright
      m.add('cactus', torus(0.22, 0.12, 8, 10, Math.PI / 2), [0.22, 0.95, 0], [0, 0, -Math.PI / 2])
      m.add('cactus', capsule(0.12, 0.45, 4, 10), [0.44, 1.2, 0])
      // left arm, higher and shorter
      m.add('cactus', torus(0.18, 0.11, 8, 10, Math.PI / 2), [-0.18, 1.35, 0], [0, Math.PI, -Math.PI / 2])
      m.add('cactus', capsule(0.11, 0.3, 4, 10), [-0.36, 1.55, 0])
      for (let i = 0; i < 5; i++) {
        const a = (i / 5) * Math.PI * 2
        m.add('flower', sphere(0.05, 6, 4), [Math.cos(a) * 0.05, 2.07, Math.sin(a) * 0.05], [0, 0, 0], [1, 0.6, 1])
      }
      return m
    },
  },
]
