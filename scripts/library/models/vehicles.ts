import { ModelBuilder, box, rbox, cyl, cone, sphere, torus, extrude, lathe, hemisphere, displace, splitFaces, arc, xf, type V3 } from '../mesh.ts'
import type { ModelSpec } from './types.ts'
import type * as THREE from 'three'

type P2 = [number, number]

/** A side profile (z, y) extruded across the width (x), centred on x = 0. */
export function sideExtrude(profile: P2[], width: number, bevel = 0): THREE.BufferGeometry {
  return xf(extrude(profile, width, bevel), [0, 0, 0], [0, -Math.PI / 2, 0])
}

/** A thin strip lying along segment a→b of a side profile, pushed `off` outward (for windscreens). */
function strip(a: P2, b: P2, inset: number, off: number, thick: number): P2[] {
  const dx = b[0] - a[0]
  const dy = b[1] - a[1]
  const l = Math.hypot(dx, dy)
  const ux = dx / l
  const uy = dy / l
  const nx = uy
  const ny = -ux
  const p = (t: number, o: number): P2 => [a[0] + ux * t + nx * o, a[1] + uy * t + ny * o]
  return [p(inset, off - thick), p(l - inset, off - thick), p(l - inset, off), p(inset, off)]
}

const TIRE = { color: '#1E1F22', roughness: 0.9 }
const CHROME = { color: '#D5D9DE', roughness: 0.25, metallic: 1 }
const GLASS = { color: '#1C2B3A', roughness: 0.1, metallic: 0.6 }
const HEADLIGHT = { color: '#FFF8E0', roughness: 0.2, emissive: '#FFF0B0' }
const TAILLIGHT = { color: '#D0202A', roughness: 0.3, emissive: '#801018' }

export const vehicles: ModelSpec[] = [
  {
    slug: 'hatchback-car',
    name: 'Compact Car',
    subtype: 'Vehicles',
    description: 'A cherry-red compact hatchback car with tinted windows, chrome hubcaps and glowing headlights.',
    tags: ['car', 'vehicle', 'automobile', 'hatchback', 'street', 'road', 'transport'],
    build: () => {
      const m = new ModelBuilder({ paint: { color: '#C62828', roughness: 0.3, metallic: 0.5 }, glass: GLASS, tire: TIRE, chrome: CHROME, trim: { color: '#2A2C30', roughness: 0.7 }, head: HEADLIGHT, tail: TAILLIGHT })
      const W = 1.74
      const body: P2[] = [
        [-2.1, 0.35],
        ...arc(-1.35, 0.35, 0.41, Math.PI, 0, 10),
        ...arc(1.35, 0.35, 0.41, Math.PI, 0, 10),
        [2.1, 0.35],
        [2.14, 0.62],
        [2.05, 0.84],
        [1.1, 0.98],
        [0.3, 1.42],
        [-0.95, 1.45],
        [-1.6, 1.02],
        [-2.05, 0.96],
        [-2.14, 0.7],
      ]
      m.add('paint', sideExtrude(body, W, 0.04))
      m.add('glass', sideExtrude([[-1.48, 1.03], [-0.92, 1.39], [0.26, 1.37], [0.98, 1.0]], W + 0.02))
      m.add('paint', box(W + 0.03, 0.4, 0.09), [0, 1.2, -0.28])
      m.add('glass', sideExtrude(strip([1.1, 0.98], [0.3, 1.42], 0.06, 0.012, 0.02), W - 0.24))
      m.add('glass', sideExtrude(strip([-0.95, 1.45], [-1.6, 1.02], 0.06, 0.012, 0.02), W - 0.24))
      m.add('trim', rbox(W + 0.04, 0.16, 0.16, 0.05), [0, 0.42, 2.1])
      m.add('trim', rbox(W + 0.04, 0.16, 0.16, 0.05), [0, 0.42, -2.1])
      for (const x of [-1, 1]) {
        m.add('head', sphere(0.11, 10, 6), [x * 0.6, 0.72, 2.08], [0, 0, 0], [1.2, 0.6, 0.5])
        m.add('tail', box(0.28, 0.12, 0.04), [x * 0.62, 0.84, -2.13])
        m.add('trim', box(0.08, 0.1, 0.14), [x * (W / 2 + 0.04), 1.03, 0.9])
        for (const z of [-1.35, 1.35]) {
          m.add('tire', cyl(0.33, 0.33, 0.22, 18), [x * 0.78, 0.33, z], [0, 0, Math.PI / 2])
          m.add('chrome', cyl(0.19, 0.19, 0.226, 12), [x * 0.78, 0.33, z], [0, 0, Math.PI / 2])
        }
      }
      return m
    },
  },
  {
    slug: 'box-truck',
    name: 'Delivery Truck',
    subtype: 'Vehicles',
    description: 'A blue-cab box truck with a large white cargo body and tandem rear wheels, ready for city deliveries.',
    tags: ['truck', 'lorry', 'delivery', 'vehicle', 'cargo', 'transport', 'city'],
    build: () => {
      const m = new ModelBuilder({ cab: { color: '#1F5FAF', roughness: 0.35, metallic: 0.4 }, cargo: { color: '#F2F2EE', roughness: 0.6 }, stripe: { color: '#F5A623', roughness: 0.5 }, glass: GLASS, tire: TIRE, chrome: CHROME, trim: { color: '#2A2C30', roughness: 0.7 }, head: HEADLIGHT, tail: TAILLIGHT })
      const W = 2.3
      m.add('trim', box(1.2, 0.3, 6.2), [0, 0.65, 0])
      const cab: P2[] = [[1.9, 0.7], [3.25, 0.7], [3.3, 1.55], [3.15, 2.55], [2.6, 2.8], [1.9, 2.8]]
      m.add('cab', sideExtrude(cab, W, 0.05))
      m.add('glass', sideExtrude(strip([3.15, 2.55], [2.6, 2.8], -0.02, 0.01, 0.02), W - 0.2))
      m.add('glass', sideExtrude(strip([3.3, 1.55], [3.15, 2.55], 0.08, 0.012, 0.02), W - 0.2))
      m.add('glass', sideExtrude([[2.3, 1.7], [3.08, 1.7], [2.98, 2.45], [2.3, 2.6]], W + 0.02))
      m.add('cargo', rbox(2.4, 2.65, 4.9, 0.04), [0, 2.1, -0.75])
      for (const x of [-1, 1]) m.add('stripe', box(0.02, 0.35, 4.6), [x * 1.205, 1.6, -0.75])
      m.add('trim', rbox(W + 0.06, 0.25, 0.2, 0.06), [0, 0.62, 3.3])
      m.add('chrome', box(1.4, 0.45, 0.04), [0, 1.15, 3.29])
      for (const x of [-1, 1]) {
        m.add('head', box(0.3, 0.2, 0.05), [x * 0.85, 1.15, 3.28])
        m.add('tail', box(0.2, 0.3, 0.04), [x * 1.0, 1.0, -3.21])
        m.add('trim', box(0.06, 0.35, 0.12), [x * (W / 2 + 0.12), 2.0, 3.0])
        for (const z of [2.55, -1.75, -2.8]) {
          m.add('tire', cyl(0.5, 0.5, 0.34, 18), [x * 0.95, 0.5, z], [0, 0, Math.PI / 2])
          m.add('chrome', cyl(0.28, 0.28, 0.345, 12), [x * 0.95, 0.5, z], [0, 0, Math.PI / 2])
        }
      }
      return m
    },
  },
  {
    slug: 'bicycle',
    name: 'Bicycle',
    subtype: 'Vehicles',
    description: 'A teal city bicycle with spoked wheels, a black saddle and straight handlebars.',
    tags: ['bicycle', 'bike', 'cycling', 'vehicle', 'sport', 'transport'],
    build: () => {
      const m = new ModelBuilder({ frame: { color: '#17A589', roughness: 0.35, metallic: 0.4 }, tire: TIRE, chrome: CHROME, saddle: { color: '#222222', roughness: 0.6 } })
      const R = 0.34
      const rear: V3 = [0, R, -0.52]
      const front: V3 = [0, R, 0.52]
      const bb: V3 = [0, 0.3, -0.08]
      const seatTop: V3 = [0, 0.82, -0.25]
      const headTop: V3 = [0, 0.86, 0.36]
      const headBot: V3 = [0, 0.72, 0.4]
      for (const c of [rear, front]) {
        m.add('tire', torus(R - 0.02, 0.022, 6, 28), c, [0, Math.PI / 2, 0])
        m.add('chrome', torus(R - 0.045, 0.008, 4, 28), c, [0, Math.PI / 2, 0])
        m.add('chrome', cyl(0.025, 0.025, 0.1, 8), c, [0, 0, Math.PI / 2])
        for (let i = 0; i < 8; i++) {
          const a = (i / 8) * Math.PI
          const dy = Math.sin(a) * (R - 0.05)
          const dz = Math.cos(a) * (R - 0.05)
          m.rod('chrome', [0, c[1] + dy, c[2] + dz], [0, c[1] - dy, c[2] - dz], 0.003, 3)
        }
      }
      const t = 0.018
      m.rod('frame', bb, seatTop, t)
      m.rod('frame', seatTop, headTop, t)
      m.rod('frame', bb, headBot, t * 1.2)
      m.rod('frame', headBot, headTop, t * 1.3)
      for (const x of [-0.05, 0.05]) {
        m.rod('frame', [0, seatTop[1] - 0.03, seatTop[2]], [x, rear[1], rear[2]], 0.011)
        m.rod('frame', bb, [x, rear[1], rear[2]], 0.012)
        m.rod('frame', headBot, [x, front[1], front[2]], 0.013)
      }
      m.rod('chrome', seatTop, [0, 0.93, -0.29], 0.012)
      m.add('saddle', rbox(0.14, 0.05, 0.26, 0.02), [0, 0.95, -0.3])
      m.rod('chrome', headTop, [0, 0.96, 0.33], 0.014)
      m.add('chrome', cyl(0.012, 0.012, 0.56, 8), [0, 0.96, 0.33], [0, 0, Math.PI / 2])
      for (const x of [-1, 1]) m.add('saddle', cyl(0.017, 0.017, 0.1, 8), [x * 0.25, 0.96, 0.33], [0, 0, Math.PI / 2])
      m.add('chrome', torus(0.09, 0.008, 4, 20), [0.045, bb[1], bb[2]], [0, Math.PI / 2, 0])
      m.rod('chrome', [0.06, bb[1] + 0.16, bb[2] + 0.05], [0.06, bb[1] - 0.16, bb[2] - 0.05], 0.01)
      m.add('saddle', box(0.08, 0.02, 0.05), [0.1, bb[1] + 0.16, bb[2] + 0.05])
      m.add('saddle', box(0.08, 0.02, 0.05), [-0.02, bb[1] - 0.16, bb[2] - 0.05])
      return m
    },
  },
  {
    slug: 'sailboat',
    name: 'Sailboat',
    subtype: 'Vehicles',
    description: 'A six-metre sailing yacht with a white hull, navy keel, wooden deck and two crisp sails.',
    tags: ['boat', 'sailboat', 'yacht', 'sail', 'sea', 'harbor', 'ocean', 'water'],
    build: () => {
      const m = new ModelBuilder({ hull: { color: '#F4F4F0', roughness: 0.4 }, bottom: { color: '#1F3A68', roughness: 0.5 }, deck: { color: '#B98A5A', roughness: 0.7 }, sail: { color: '#FBFAF5', roughness: 0.9, doubleSided: true }, mast: { color: '#C9CDD2', roughness: 0.3, metallic: 0.8 } })
      const L = 3
      const pointy = (v: THREE.Vector3) => {
        const t = Math.max(0, v.z / L)
        v.x *= 1 - 0.75 * Math.pow(t, 1.6)
      }
      const hull = displace(hemisphere(1, 20, 6, true), (v) => {
        v.set(v.x * 1.15, v.y * 0.9, v.z * L)
        pointy(v)
      })
      const [low, high] = splitFaces(hull, 2, (c) => (c.y < -0.45 ? 0 : 1))
      const deckY = 1.2
      m.add('bottom', low, [0, deckY, 0])
      m.add('hull', high, [0, deckY, 0])
      m.add('deck', displace(cyl(1, 1, 0.06, 24), (v) => {
        v.set(v.x * 1.12, v.y, v.z * (L - 0.03))
        pointy(v)
      }), [0, deckY - 0.02, 0])
      m.add('bottom', sideExtrude([[-0.6, 0], [0.5, 0], [0.9, 0.45], [-0.9, 0.45]], 0.12, 0.02), [0, 0, 0])
      m.add('hull', rbox(1.1, 0.45, 1.6, 0.1), [0, deckY + 0.2, -0.5])
      m.add('mast', cyl(0.05, 0.06, 7.2, 8), [0, deckY + 3.6, 0.6])
      m.rod('mast', [0, deckY + 1.2, 0.6], [0, deckY + 1.2, -2.3], 0.04)
      m.add('sail', sideExtrude([[0.55, deckY + 1.28], [0.55, deckY + 7.0], [-2.25, deckY + 1.28]], 0.02))
      m.add('sail', sideExtrude([[0.7, deckY + 6.3], [2.75, deckY + 0.55], [0.7, deckY + 0.9]], 0.02))
      m.rod('mast', [0, deckY + 7.1, 0.6], [0, deckY + 0.05, 2.85], 0.008)
      return m
    },
  },
  {
    slug: 'propeller-plane',
    name: 'Propeller Plane',
    subtype: 'Vehicles',
    description: 'A small single-engine propeller airplane in white and red, with fixed landing gear and a bubble cockpit.',
    tags: ['airplane', 'plane', 'aircraft', 'propeller', 'flight', 'sky', 'aviation', 'transport'],
    build: () => {
      const m = new ModelBuilder({ body: { color: '#F2F3F5', roughness: 0.35, metallic: 0.2 }, accent: { color: '#D32F2F', roughness: 0.35, metallic: 0.2 }, glass: GLASS, tire: TIRE, prop: { color: '#2A2C30', roughness: 0.5 } })
      const y0 = 1.35
      const fus = lathe([[0.04, 0], [0.22, 0.5], [0.45, 2.4], [0.6, 4.3], [0.6, 5.6], [0.5, 6.6], [0.32, 7.1], [0.001, 7.15]], 14)
      m.add('body', fus, [0, y0, -3.8], [Math.PI / 2, 0, 0])
      m.add('accent', cone(0.3, 0.45, 12), [0, y0, 3.55], [Math.PI / 2, 0, 0])
      m.add('prop', box(0.16, 2.0, 0.05), [0, y0, 3.45], [0, 0, 0.3])
      m.add('glass', sphere(0.5, 14, 8), [0, y0 + 0.45, 0.9], [0, 0, 0], [0.9, 0.7, 1.6])
      for (const x of [-1, 1]) {
        m.add('body', rbox(5.2, 0.14, 1.5, 0.06), [x * 2.75, y0 - 0.3 + 0.12, 0.9], [0, 0, x * 0.05])
        m.add('accent', rbox(0.5, 0.15, 1.5, 0.06), [x * 5.2, y0 - 0.3 + 0.34, 0.9], [0, 0, x * 0.05])
        m.rod('prop', [x * 0.4, y0 - 0.4, 1.1], [x * 1.1, 0.25, 1.2], 0.04)
        m.add('tire', cyl(0.25, 0.25, 0.16, 14), [x * 1.1, 0.25, 1.2], [0, 0, Math.PI / 2])
      }
      m.add('body', rbox(3.6, 0.09, 0.9, 0.04), [0, y0 + 0.15, -3.35])
      m.add('accent', sideExtrude([[-3.85, y0 + 0.15], [-2.95, y0 + 0.15], [-3.55, y0 + 1.45], [-3.9, y0 + 1.45]], 0.1, 0.02))
      m.rod('prop', [0, y0 - 0.1, -3.4], [0, 0.1, -3.5], 0.03)
      m.add('tire', cyl(0.1, 0.1, 0.08, 10), [0, 0.1, -3.5], [0, 0, Math.PI / 2])
      return m
    },
  },
]

