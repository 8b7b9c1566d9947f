import { ModelBuilder, box, rbox, cyl, cone, sphere, torus, extrude } from '../mesh.ts'
import { sideExtrude } from './vehicles.ts'
import type { ModelSpec } from './types.ts'

const WHITE_PAINT = { color: '#F4F1EA', roughness: 0.6 }
const IRON = { color: '#2C3330', roughness: 0.5, metallic: 0.6 }

export const buildings: ModelSpec[] = [
  {
    slug: 'cottage',
    name: 'Cottage House',
    subtype: 'Buildings',
    description: 'A cosy one-storey cottage with cream walls, a red gable roof, a brick chimney and a green front door.',
    tags: ['house', 'home', 'cottage', 'building', 'village', 'architecture', 'exterior'],
    build: () => {
      const m = new ModelBuilder({
        wall: { color: '#EFE2C6', roughness: 0.85 },
        roof: { color: '#9B3A2E', roughness: 0.75 },
        base: { color: '#8E8B86', roughness: 0.9 },
        trim: WHITE_PAINT,
        door: { color: '#2E5E4E', roughness: 0.5 },
        glass: { color: '#7FB3D5', roughness: 0.1, metallic: 0.3, emissive: '#1A2A38' },
        brick: { color: '#A0522D', roughness: 0.9 },
      })
      const W = 8
      const D = 6
      const H = 3
      const rise = 2
      m.add('base', box(W + 0.2, 0.3, D + 0.2), [0, 0.15, 0])
      m.add('wall', box(W, H, D), [0, 0.3 + H / 2, 0])
      m.add('wall', sideExtrude([[-D / 2, 0], [D / 2, 0], [0, rise]], W), [0, 0.3 + H, 0])
      const over = 0.45
      const run = D / 2 + over
      const ang = Math.atan2(rise, D / 2)
      const len = run / Math.cos(ang)
      for (const s of [-1, 1]) {
        const cz = s * (run / 2 - 0.0)
        const cy = 0.3 + H + rise - (run / 2) * Math.tan(ang) + 0.1
        m.add('roof', box(W + 0.7, 0.16, len), [0, cy, cz], [s * ang, 0, 0])
      }
      m.add('roof', cyl(0.1, 0.1, W + 0.7, 6), [0, 0.3 + H + rise + 0.12, 0], [0, 0, Math.PI / 2])
      m.add('brick', box(0.6, 2.7, 0.6), [2.4, 0.3 + H + 1.65, -1.2])
      m.add('base', box(0.7, 0.12, 0.7), [2.4, 0.3 + H + 3.06, -1.2])
      // front (+z): door, porch step, windows
      m.add('door', box(1.0, 2.1, 0.08), [-1.6, 0.3 + 1.05, D / 2 + 0.02])
      m.add('trim', box(1.2, 2.25, 0.05), [-1.6, 0.3 + 1.1, D / 2 + 0.005])
      m.add('trim', sphere(0.05, 8, 6), [-1.25, 1.35, D / 2 + 0.08])
      m.add('base', box(1.6, 0.15, 0.7), [-1.6, 0.075, D / 2 + 0.35])
      const windowAt = (x: number, y: number, z: number, ry: number) => {
        m.add('trim', box(1.3, 1.3, 0.06), [x, y, z], [0, ry, 0])
        m.add('glass', box(1.1, 1.1, 0.08), [x, y, z], [0, ry, 0])
        m.add('trim', box(0.06, 1.1, 0.1), [x, y, z], [0, ry, 0])
        m.add('trim', box(1.1, 0.06, 0.1), [x, y, z], [0, ry, 0])
        const dz = Math.cos(ry) * 0.12
        const dx = Math.sin(ry) * 0.12
        m.add('trim', box(1.45, 0.08, 0.18), [x + dx, y - 0.68, z + dz], [0, ry, 0])
      }
      windowAt(1.6, 0.3 + 1.6, D / 2, 0)
      windowAt(-1.8, 0.3 + 1.6, -D / 2, Math.PI)
      windowAt(1.8, 0.3 + 1.6, -D / 2, Math.PI)
      windowAt(W / 2, 0.3 + 1.6, 0, Math.PI / 2)
      windowAt(-W / 2, 0.3 + 1.6, 0, -Math.PI / 2)
      m.add('glass', cyl(0.35, 0.35, 0.08, 16), [W / 2 + 0.01, 0.3 + H + 0.75, 0], [0, 0, Math.PI / 2])
      m.add('glass', cyl(0.35, 0.35, 0.08, 16), [-W / 2 - 0.01, 0.3 + H + 0.75, 0], [0, 0, Math.PI / 2])
      return m
    },
  },
  {
    slug: 'lighthouse',
    name: 'Lighthouse',
    subtype: 'Buildings',
    description: 'A twelve-metre coastal lighthouse with red and white stripes, a railed gallery and a glowing lantern room.',
    tags: ['lighthouse', 'tower', 'coast', 'sea', 'harbor', 'beacon', 'building'],
    build: () => {
      const m = new ModelBuilder({
        red: { color: '#C62F2F', roughness: 0.6 },
        white: WHITE_PAINT,
        stone: { color: '#7D7A75', roughness: 0.95 },
        iron: IRON,
        lamp: { color: '#FFF3C4', roughness: 0.1, emissive: '#FFD966' },
        door: { color: '#3B2F2A', roughness: 0.6 },
      })
      m.add('stone', cyl(2.0, 2.2, 0.6, 16), [0, 0.3, 0])
      const bands = 5
      const H = 9.6
      const r0 = 1.55
      const r1 = 1.05
      for (let i = 0; i < bands; i++) {
        const ya = 0.6 + (H * i) / bands
        const yb = 0.6 + (H * (i + 1)) / bands
        const ra = r0 + ((r1 - r0) * i) / bands
        const rb = r0 + ((r1 - r0) * (i + 1)) / bands
        m.add(i % 2 ? 'white' : 'red', cyl(rb, ra, yb - ya, 20), [0, (ya + yb) / 2, 0])
      }
      const top = 0.6 + H
      m.add('door', box(0.8, 1.6, 0.2), [0, 1.4, r0 - 0.02])
      for (const y of [4.2, 7.2]) m.add('door', box(0.4, 0.6, 0.2), [0, y, r0 - 0.1 - (y / top) * (r0 - r1)])
      m.add('iron', cyl(1.5, 1.3, 0.25, 20), [0, top + 0.125, 0])
      m.add('iron', torus(1.42, 0.035, 4, 28), [0, top + 1.05, 0], [Math.PI / 2, 0, 0])
      for (let i = 0; i < 16; i++) {
        const a = (i / 16) * Math.PI * 2
        m.add('iron', cyl(0.025, 0.025, 0.8, 4), [Math.cos(a) * 1.42, top + 0.65, Math.sin(a) * 1.42])
      }
      m.add('white', cyl(0.9, 0.9, 0.3, 16), [0, top + 0.4, 0])
      m.add('lamp', cyl(0.78, 0.78, 1.2, 12), [0, top + 1.15, 0])
      for (let i = 0; i < 6; i++) {
        const a = (i / 6) * Math.PI * 2
        m.add('iron', box(0.06, 1.2, 0.06), [Math.cos(a) * 0.8, top + 1.15, Math.sin(a) * 0.8])
      }
      m.add('red', cone(1.05, 0.9, 16), [0, top + 2.2, 0])
      m.add('iron', sphere(0.15, 8, 6), [0, top + 2.7, 0])
      return m
    },
  },
  {
    slug: 'camping-tent',
    name: 'Camping Tent',
    subtype: 'Buildings',
    description: 'An orange two-person A-frame camping tent with an open door flap, poles and guy ropes.',
    tags: ['tent', 'camping', 'outdoor', 'camp', 'adventure', 'shelter'],
    build: () => {
      const m = new ModelBuilder({ fabric: { color: '#E8772E', roughness: 0.85 }, inner: { color: '#5A2A12', roughness: 0.9 }, ground: { color: '#4A5A3C', roughness: 1 }, pole: { color: '#B0B5BA', roughness: 0.3, metallic: 0.9 }, rope: { color: '#E8E2D0', roughness: 0.9 } })
      const L = 2.2
      m.add('ground', box(1.9, 0.02, L + 0.2), [0, 0.01, 0])
      m.add('fabric', extrude([[-0.8, 0], [0.8, 0], [0, 1.2]], L), [0, 0.02, 0])
      m.add('inner', extrude([[-0.5, 0], [0.5, 0], [0, 0.85]], 0.02), [0, 0.021, L / 2 + 0.005])
      m.add('fabric', extrude([[0, 0], [0.5, 0], [0.12, 0.75]], 0.015), [0.02, 0.021, L / 2 + 0.06], [0, -0.5, 0])
      for (const z of [-1, 1]) {
        m.add('pole', cyl(0.015, 0.015, 1.35, 6), [0, 0.69, z * (L / 2 + 0.01)])
        m.rod('rope', [0, 1.3, z * (L / 2 + 0.01)], [0, 0.02, z * (L / 2 + 0.9)], 0.006)
        m.add('pole', cone(0.02, 0.1, 4), [0, 0.05, z * (L / 2 + 0.9)], [Math.PI, 0, 0])
        for (const x of [-1, 1]) m.rod('rope', [x * 0.55, 0.4, z * (L / 2 - 0.3)], [x * 1.1, 0.02, z * (L / 2 - 0.3)], 0.005)
      }
      return m
    },
  },
  {
    slug: 'picket-fence',
    name: 'Picket Fence',
    subtype: 'Buildings',
    description: 'A two-metre section of white wooden picket fence with pointed pickets between two capped posts; tile it to line a garden.',
    tags: ['fence', 'picket', 'garden', 'yard', 'wood', 'boundary', 'modular'],
    build: () => {
      const m = new ModelBuilder({ paint: WHITE_PAINT })
      for (const x of [-1, 1]) {
        m.add('paint', box(0.09, 1.05, 0.09), [x * 0.955, 0.525, 0])
        m.add('paint', cone(0.075, 0.1, 4), [x * 0.955, 1.1, 0], [0, Math.PI / 4, 0])
      }
      for (const y of [0.28, 0.72]) m.add('paint', box(1.84, 0.07, 0.025), [0, y, -0.02])
      const n = 11
      for (let i = 0; i < n; i++) {
        const x = -0.8 + (1.6 * i) / (n - 1)
        m.add('paint', extrude([[-0.04, 0], [0.04, 0], [0.04, 0.86], [0, 0.93], [-0.04, 0.86]], 0.02), [x, 0.04, 0.005])
      }
      return m
    },
  },
  {
    slug: 'park-bench',
    name: 'Park Bench',
    subtype: 'Buildings',
    description: 'A classic park bench with wooden slats on dark cast-iron frames and armrests.',
    tags: ['bench', 'park', 'seat', 'street furniture', 'garden', 'outdoor'],
    build: () => {
      const m = new ModelBuilder({ wood: { color: '#A0683A', roughness: 0.7 }, iron: IRON })
      const L = 1.8
      for (const x of [-1, 1].map((s) => s * 0.8)) {
        const r = 0.025
        m.rod('iron', [x, 0, 0.25], [x, 0.44, 0.25], r)
        m.rod('iron', [x, 0, -0.25], [x, 0.44, -0.22], r)
        m.rod('iron', [x, 0.44, -0.22], [x, 0.92, -0.33], r)
        m.rod('iron', [x, 0.43, 0.29], [x, 0.43, -0.24], r)
        m.rod('iron', [x, 0.44, 0.25], [x, 0.66, 0.28], r)
        m.add('iron', rbox(0.06, 0.04, 0.56, 0.015), [x, 0.67, 0.02])
        m.add('iron', box(0.1, 0.02, 0.1), [x, 0.01, 0.25])
        m.add('iron', box(0.1, 0.02, 0.1), [x, 0.01, -0.25])
      }
      for (let i = 0; i < 4; i++) m.add('wood', rbox(L, 0.035, 0.11, 0.012), [0, 0.465, 0.24 - i * 0.135])
      const ang = Math.atan2(0.11, 0.48)
      for (let i = 0; i < 3; i++) {
        const t = 0.25 + i * 0.26
        m.add('wood', rbox(L, 0.11, 0.035, 0.012), [0, 0.44 + t * 0.48, -0.22 - t * 0.11 + 0.03], [-ang, 0, 0])
      }
      return m
    },
  },
  {
    slug: 'streetlight',
    name: 'Streetlight',
    subtype: 'Buildings',
    description: 'A six-metre street lamp post with a long curved arm and a warm glowing LED head.',
    tags: ['streetlight', 'lamp post', 'street', 'city', 'road', 'light', 'urban'],
    build: () => {
      const m = new ModelBuilder({ metal: { color: '#5A636E', roughness: 0.45, metallic: 0.6 }, light: { color: '#FFF4D0', roughness: 0.2, emissive: '#FFE2A0' } })
      m.add('metal', cyl(0.16, 0.2, 0.5, 12), [0, 0.25, 0])
      m.add('metal', cyl(0.05, 0.08, 4.8, 10), [0, 2.9, 0])
      m.add('metal', torus(0.5, 0.045, 6, 12, Math.PI / 2), [0, 5.3, 0.5], [0, Math.PI / 2, 0])
      m.add('metal', cyl(0.045, 0.045, 0.7, 8), [0, 5.8, 0.85], [Math.PI / 2, 0, 0])
      m.add('metal', rbox(0.42, 0.14, 0.85, 0.05), [0, 5.8, 1.45])
      m.add('light', box(0.34, 0.02, 0.7), [0, 5.725, 1.48])
      m.add('metal', sphere(0.07, 8, 6), [0, 5.32, 0])
      return m
    },
  },
]
