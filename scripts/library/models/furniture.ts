import { ModelBuilder, box, rbox, cyl, sphere, torus, lathe, rodBetween } from '../mesh.ts'
import type { ModelSpec } from './types.ts'

const WOOD = { color: '#9C6B3F', roughness: 0.65 }
const DARK_WOOD = { color: '#5A3A22', roughness: 0.6 }

export const furniture: ModelSpec[] = [
  {
    slug: 'wooden-chair',
    name: 'Wooden Chair',
    subtype: 'Furniture',
    description: 'A classic slat-back dining chair in warm oak with a red seat cushion, 0.9 m tall.',
    tags: ['chair', 'seat', 'wood', 'dining', 'kitchen', 'interior'],
    build: () => {
      const m = new ModelBuilder({ wood: WOOD, cushion: { color: '#B8443A', roughness: 0.9 } })
      const s = 0.44
      const leg = 0.038
      m.add('wood', box(s, 0.035, s), [0, 0.45, 0])
      for (const x of [-1, 1]) {
        m.add('wood', box(leg, 0.45, leg), [x * (s / 2 - leg / 2), 0.225, s / 2 - leg / 2])
        m.add('wood', box(leg, 0.9, leg), [x * (s / 2 - leg / 2), 0.45, -(s / 2 - leg / 2)])
        m.add('wood', box(0.022, 0.022, s - 2 * leg), [x * (s / 2 - leg / 2), 0.16, 0])
      }
      m.add('wood', box(s - 2 * leg, 0.022, 0.022), [0, 0.16, s / 2 - leg / 2])
      // back: top rail + vertical slats
      m.add('wood', rbox(s, 0.09, 0.03, 0.01), [0, 0.84, -(s / 2 - leg / 2)])
      for (let i = -1; i <= 1; i++) m.add('wood', box(0.05, 0.3, 0.02), [i * 0.11, 0.64, -(s / 2 - leg / 2)])
      m.add('cushion', rbox(s - 0.04, 0.05, s - 0.05, 0.02), [0, 0.49, 0.01])
      return m
    },
  },
  {
    slug: 'dining-table',
    name: 'Dining Table',
    subtype: 'Furniture',
    description: 'A rectangular six-seat dining table with a thick walnut top and tapered legs.',
    tags: ['table', 'dining', 'wood', 'walnut', 'kitchen', 'interior'],
    build: () => {
      const m = new ModelBuilder({ top: { color: '#7B4B2A', roughness: 0.45 }, legs: DARK_WOOD })
      const W = 1.6
      const D = 0.9
      m.add('top', rbox(W, 0.05, D, 0.015), [0, 0.735, 0])
      m.add('legs', box(W - 0.2, 0.08, 0.03), [0, 0.67, D / 2 - 0.09])
      m.add('legs', box(W - 0.2, 0.08, 0.03), [0, 0.67, -(D / 2 - 0.09)])
      m.add('legs', box(0.03, 0.08, D - 0.2), [W / 2 - 0.09, 0.67, 0])
      m.add('legs', box(0.03, 0.08, D - 0.2), [-(W / 2 - 0.09), 0.67, 0])
      for (const x of [-1, 1]) for (const z of [-1, 1]) m.add('legs', cyl(0.035, 0.022, 0.71, 8), [x * (W / 2 - 0.1), 0.355, z * (D / 2 - 0.1)])
      return m
    },
  },
  {
    slug: 'sofa',
    name: 'Sofa',
    subtype: 'Furniture',
    description: 'A plush three-seat sofa in denim-blue fabric with soft cushions and short wooden feet.',
    tags: ['sofa', 'couch', 'seat', 'living room', 'fabric', 'interior'],
    build: () => {
      const m = new ModelBuilder({ fabric: { color: '#3F6E9A', roughness: 0.95 }, cushion: { color: '#4C7DAB', roughness: 0.95 }, feet: DARK_WOOD })
      const W = 2.1
      const D = 0.9
      m.add('fabric', rbox(W, 0.25, D, 0.04), [0, 0.23, 0])
      m.add('fabric', rbox(W, 0.55, 0.22, 0.06), [0, 0.55, -D / 2 + 0.11], [-0.12, 0, 0])
      for (const x of [-1, 1]) m.add('fabric', rbox(0.22, 0.5, D, 0.08), [x * (W / 2 - 0.11), 0.36, 0])
      for (let i = -1; i <= 1; i++) {
        m.add('cushion', rbox(0.54, 0.16, 0.66, 0.06), [i * 0.555, 0.42, 0.08])
        m.add('cushion', rbox(0.52, 0.42, 0.14, 0.06), [i * 0.555, 0.64, -0.22], [-0.18, 0, 0])
      }
      for (const x of [-1, 1]) for (const z of [-1, 1]) m.add('feet', cyl(0.025, 0.02, 0.1, 8), [x * (W / 2 - 0.08), 0.05, z * (D / 2 - 0.08)])
      return m
    },
  },
  {
    slug: 'double-bed',
    name: 'Double Bed',
    subtype: 'Furniture',
    description: 'A double bed with a tall wooden headboard, white mattress, two pillows and a mustard duvet.',
    tags: ['bed', 'bedroom', 'sleep', 'mattress', 'pillow', 'interior'],
    build: () => {
      const m = new ModelBuilder({ frame: { color: '#8A5A36', roughness: 0.6 }, sheet: { color: '#F1EEE8', roughness: 0.95 }, duvet: { color: '#D9A43B', roughness: 0.95 } })
      const W = 1.6
      const L = 2.1
      m.add('frame', box(W, 0.25, L), [0, 0.2, 0])
      for (const x of [-1, 1]) for (const z of [-1, 1]) m.add('frame', box(0.08, 0.1, 0.08), [x * (W / 2 - 0.05), 0.05, z * (L / 2 - 0.05)])
      m.add('frame', rbox(W + 0.08, 1.05, 0.07, 0.02), [0, 0.525, -L / 2 - 0.035])
      m.add('frame', rbox(W + 0.08, 0.55, 0.06, 0.02), [0, 0.275, L / 2 + 0.03])
      m.add('sheet', rbox(W - 0.06, 0.22, L - 0.06, 0.05), [0, 0.42, 0])
      for (const x of [-1, 1]) m.add('sheet', rbox(0.62, 0.13, 0.38, 0.06), [x * 0.36, 0.58, -L / 2 + 0.3], [0.25, 0, 0])
      m.add('duvet', rbox(W - 0.02, 0.08, L * 0.62, 0.035), [0, 0.54, L / 2 - (L * 0.62) / 2 - 0.01])
      m.add('duvet', rbox(0.05, 0.3, L * 0.62, 0.02), [W / 2 - 0.02, 0.4, L / 2 - (L * 0.62) / 2 - 0.01])
      m.add('duvet', rbox(0.05, 0.3, L * 0.62, 0.02), [-W / 2 + 0.02, 0.4, L / 2 - (L * 0.62) / 2 - 0.01])
      return m
    },
  },
  {
    slug: 'bookshelf',
    name: 'Bookshelf',
    subtype: 'Furniture',
    description: 'A tall five-shelf bookcase filled with colourful books of different heights.',
    tags: ['bookshelf', 'bookcase', 'books', 'library', 'study', 'storage', 'interior'],
    build: (rand) => {
      const cols = ['#C0392B', '#2E86C1', '#27AE60', '#F1C40F', '#8E44AD', '#E67E22']
      const mats: Record<string, { color: string; roughness: number }> = { wood: { color: '#A47148', roughness: 0.7 } }
      cols.forEach((c, i) => (mats[`book${i}`] = { color: c, roughness: 0.8 }))
      const m = new ModelBuilder(mats)
      const W = 0.9
      const H = 1.8
      const D = 0.32
      const t = 0.025
      for (const x of [-1, 1]) m.add('wood', box(t, H, D), [x * (W / 2 - t / 2), H / 2, 0])
      m.add('wood', box(W, H, 0.012), [0, H / 2, -D / 2 + 0.006])
      const shelves = 5
      const gap = (H - t) / shelves
      for (let i = 0; i <= shelves; i++) m.add('wood', box(W - 2 * t, t, D), [0, t / 2 + i * gap + (i === 0 ? 0.06 : 0), 0])
      m.add('wood', box(W - 2 * t, 0.06, 0.02), [0, 0.03, D / 2 - 0.01])
      for (let s = 0; s < shelves; s++) {
        const y0 = t + s * gap + (s === 0 ? 0.06 : 0)
        let x = -W / 2 + t + 0.01
        const end = W / 2 - t - 0.01 - (rand() < 0.5 ? 0.25 : 0.05)
        while (x < end) {
          const bw = 0.025 + rand() * 0.03
          const bh = Math.min(gap - t - 0.03, 0.19 + rand() * 0.12)
          const bd = 0.2 + rand() * 0.06
          if (x + bw > end) break
          const lean = rand() < 0.08 ? 0.15 : 0
          m.add(`book${Math.floor(rand() * cols.length)}`, box(bw, bh, bd), [x + bw / 2 + lean * 0.3, y0 + bh / 2, 0.02], [0, 0, -lean])
          x += bw + 0.002 + lean * 0.08
        }
      }
      return m
    },
  },
  {
    slug: 'floor-lamp',
    name: 'Floor Lamp',
    subtype: 'Furniture',
    description: 'A slim brass floor lamp with a round base and a glowing cream fabric shade.',
    tags: ['lamp', 'light', 'floor lamp', 'brass', 'living room', 'interior'],
    build: () => {
      const m = new ModelBuilder({
        metal: { color: '#C9A45C', roughness: 0.3, metallic: 0.9 },
        shade: { color: '#F4E6C8', roughness: 0.9, emissive: '#6B5A3A', doubleSided: true },
        bulb: { color: '#FFF6D8', roughness: 0.2, emissive: '#FFE9A8' },
      })
      m.add('metal', cyl(0.15, 0.16, 0.03, 24), [0, 0.015, 0])
      m.add('metal', cyl(0.012, 0.012, 1.45, 8), [0, 0.75, 0])
      m.add('metal', cyl(0.02, 0.02, 0.05, 8), [0, 1.47, 0])
      m.add('shade', cyl(0.13, 0.22, 0.3, 24, true), [0, 1.6, 0])
      m.add('bulb', sphere(0.045, 10, 8), [0, 1.52, 0])
      return m
    },
  },
  {
    slug: 'desk-lamp',
    name: 'Desk Lamp',
    subtype: 'Furniture',
    description: 'An articulated red desk lamp with a hinged arm and a cone-shaped metal head.',
    tags: ['lamp', 'desk', 'office', 'study', 'light', 'task lamp'],
    build: () => {
      const m = new ModelBuilder({
        paint: { color: '#D9453B', roughness: 0.35, metallic: 0.2 },
        joint: { color: '#2B2D33', roughness: 0.4, metallic: 0.6 },
        bulb: { color: '#FFF6D8', roughness: 0.2, emissive: '#FFE9A8' },
      })
      m.add('paint', cyl(0.09, 0.1, 0.025, 24), [0, 0.0125, 0])
      const a: [number, number, number] = [0, 0.03, 0]
      const b: [number, number, number] = [0, 0.27, -0.08]
      const c: [number, number, number] = [0, 0.42, 0.12]
      m.add('joint', sphere(0.022, 10, 8), a)
      m.add('paint', rodBetween(a, b, 0.011))
      m.add('joint', sphere(0.02, 10, 8), b)
      m.add('paint', rodBetween(b, c, 0.011))
      m.add('joint', sphere(0.02, 10, 8), c)
      // shade: narrow end at the top joint, opening down and forward
      const dir = [0, -Math.cos(0.6), Math.sin(0.6)]
      const at = (d: number): [number, number, number] => [c[0] + dir[0] * d, c[1] + dir[1] * d, c[2] + dir[2] * d]
      m.add('paint', cyl(0.035, 0.08, 0.12, 20, true), at(0.075), [-0.6, 0, 0])
      m.add('paint', sphere(0.036, 12, 6), at(0.02))
      m.add('bulb', sphere(0.03, 10, 8), at(0.1))
      return m
    },
  },
  {
    slug: 'bar-stool',
    name: 'Bar Stool',
    subtype: 'Furniture',
    description: 'A tall round bar stool with a padded leather seat, splayed wooden legs and a chrome foot ring.',
    tags: ['stool', 'bar', 'seat', 'kitchen', 'counter', 'interior'],
    build: () => {
      const m = new ModelBuilder({ wood: WOOD, seat: { color: '#3A2A22', roughness: 0.5 }, chrome: { color: '#D8DCE0', roughness: 0.2, metallic: 1 } })
      m.add('wood', cyl(0.18, 0.17, 0.035, 24), [0, 0.7, 0])
      m.add('seat', lathe([[0, 0], [0.17, 0], [0.175, 0.025], [0.15, 0.05], [0, 0.055]], 24), [0, 0.715, 0])
      for (let i = 0; i < 4; i++) {
        const a = (i / 4) * Math.PI * 2 + Math.PI / 4
        m.add('wood', rodBetween([Math.cos(a) * 0.12, 0.69, Math.sin(a) * 0.12], [Math.cos(a) * 0.2, 0, Math.sin(a) * 0.2], 0.018, 8))
      }
      m.add('chrome', torus(0.165, 0.01, 6, 32), [0, 0.28, 0], [Math.PI / 2, 0, 0])
      return m
    },
  },
]
