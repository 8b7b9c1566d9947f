import * as THREE from 'three'
import { ModelBuilder, box, rbox, cyl, cone, sphere, torus, extrude, lathe, flat, splitFaces, tube, type V3 } from '../mesh.ts'
import { noise3 } from '../rng.ts'
import type { ModelSpec } from './types.ts'

const GOLD = { color: '#E2B13C', roughness: 0.25, metallic: 1 }

export const props: ModelSpec[] = [
  {
    slug: 'coffee-mug',
    name: 'Coffee Mug',
    subtype: 'Props',
    description: 'A glossy teal ceramic coffee mug with a curved handle, filled with hot black coffee.',
    tags: ['mug', 'cup', 'coffee', 'tea', 'kitchen', 'desk', 'drink'],
    build: () => {
      const m = new ModelBuilder({ ceramic: { color: '#2A9D8F', roughness: 0.25 }, coffee: { color: '#3B2314', roughness: 0.15 } })
      m.add('ceramic', lathe([[0.001, 0], [0.038, 0], [0.042, 0.004], [0.045, 0.095], [0.041, 0.096], [0.039, 0.01], [0.001, 0.01]], 24))
      m.add('coffee', cyl(0.0395, 0.0395, 0.004, 24), [0, 0.08, 0])
      m.add('ceramic', torus(0.027, 0.008, 6, 12, Math.PI), [0.043, 0.05, 0], [0, 0, -Math.PI / 2])
      return m
    },
  },
  {
    slug: 'book-stack',
    name: 'Stack of Books',
    subtype: 'Props',
    description: 'A casual pile of five hardcover books in assorted colours with cream pages, for desks and libraries.',
    tags: ['books', 'stack', 'reading', 'library', 'study', 'desk', 'school'],
    build: (rand) => {
      const cols = ['#264653', '#E76F51', '#2A9D8F', '#E9C46A', '#8E44AD']
      const mats: Record<string, { color: string; roughness: number }> = { pages: { color: '#F3ECD8', roughness: 0.9 } }
      cols.forEach((c, i) => (mats[`cover${i}`] = { color: c, roughness: 0.6 }))
      const m = new ModelBuilder(mats)
      let y = 0
      for (let i = 0; i < 5; i++) {
        const w = 0.26 - i * 0.018 + rand() * 0.02
        const d = 0.19 - i * 0.01 + rand() * 0.02
        const t = 0.03 + rand() * 0.025
        const ry = (rand() - 0.5) * 0.5
        const c = `cover${i}`
        const parts: [string, THREE.BufferGeometry, V3][] = [
          [c, box(w, 0.004, d), [0, 0.002, 0]],
          [c, box(w, 0.004, d), [0, t - 0.002, 0]],
          [c, box(0.006, t, d), [-w / 2 + 0.003, t / 2, 0]],
          ['pages', box(w - 0.012, t - 0.008, d - 0.008), [0.002, t / 2, 0]],
        ]
        for (const [mat, geo, p] of parts) {
          geo.translate(...p)
          geo.rotateY(ry)
          m.add(mat, geo, [(rand() - 0.5) * 0.02, y, (rand() - 0.5) * 0.02])
        }
        y += t
      }
      return m
    },
  },
  {
    slug: 'gift-box',
    name: 'Gift Box',
    subtype: 'Props',
    description: 'A red present wrapped with a shiny gold ribbon and a big bow, for birthdays and holidays.',
    tags: ['gift', 'present', 'box', 'birthday', 'christmas', 'holiday', 'party'],
    build: () => {
      const m = new ModelBuilder({ paper: { color: '#C0392B', roughness: 0.5 }, ribbon: { color: '#F2C94C', roughness: 0.3, metallic: 0.6 } })
      m.add('paper', box(0.4, 0.3, 0.4), [0, 0.15, 0])
      m.add('paper', rbox(0.42, 0.07, 0.42, 0.01), [0, 0.3, 0])
      m.add('ribbon', box(0.07, 0.34, 0.424), [0, 0.17, 0])
      m.add('ribbon', box(0.424, 0.34, 0.07), [0, 0.17, 0])
      m.add('ribbon', box(0.07, 0.01, 0.43), [0, 0.337, 0])
      m.add('ribbon', box(0.43, 0.01, 0.07), [0, 0.337, 0])
      for (const s of [-1, 1]) {
        m.add('ribbon', torus(0.06, 0.018, 6, 16), [s * 0.06, 0.39, 0], [0, 0, s * 0.55], [1, 1, 0.5])
        m.add('ribbon', box(0.05, 0.008, 0.12), [s * 0.04, 0.342, 0.09], [0, s * 0.5, 0])
      }
      m.add('ribbon', sphere(0.03, 10, 8), [0, 0.355, 0])
      return m
    },
  },
  {
    slug: 'trophy',
    name: 'Gold Trophy',
    subtype: 'Props',
    description: 'A shiny gold trophy cup with two curved handles on a dark wooden plinth, for winners and awards.',
    tags: ['trophy', 'cup', 'award', 'winner', 'gold', 'prize', 'sport'],
    build: () => {
      const m = new ModelBuilder({ gold: GOLD, base: { color: '#3B2618', roughness: 0.5 }, plate: { color: '#D9D9D9', roughness: 0.3, metallic: 1 } })
      m.add('base', box(0.16, 0.06, 0.16), [0, 0.03, 0])
      m.add('base', box(0.13, 0.04, 0.13), [0, 0.08, 0])
      m.add('plate', box(0.08, 0.025, 0.004), [0, 0.03, 0.081])
      m.add('gold', lathe([[0.001, 0.1], [0.05, 0.1], [0.045, 0.115], [0.015, 0.13], [0.012, 0.19], [0.025, 0.205], [0.03, 0.21], [0.07, 0.24], [0.085, 0.29], [0.09, 0.33], [0.084, 0.33], [0.079, 0.29], [0.063, 0.245], [0.001, 0.225]], 24))
      for (const s of [-1, 1]) m.add('gold', torus(0.04, 0.007, 6, 12, Math.PI * 1.1), [s * 0.085, 0.28, 0], [0, 0, s > 0 ? -Math.PI / 2 - 0.1 : Math.PI / 2 - 0.1])
      return m
    },
  },
  {
    slug: 'desk-globe',
    name: 'Desk Globe',
    subtype: 'Props',
    description: 'A tilted world globe with blue oceans and green continents on a brass meridian stand.',
    tags: ['globe', 'world', 'earth', 'map', 'geography', 'school', 'desk', 'travel'],
    build: () => {
      const m = new ModelBuilder({ sea: { color: '#2E6DB4', roughness: 0.35 }, land: { color: '#5BA35B', roughness: 0.6 }, brass: { color: '#C9A45C', roughness: 0.3, metallic: 0.9 }, wood: { color: '#4A2F1E', roughness: 0.5 } })
      m.add('wood', lathe([[0.001, 0], [0.09, 0], [0.092, 0.015], [0.07, 0.03], [0.02, 0.04], [0.012, 0.06], [0.001, 0.06]], 24))
      m.add('brass', cyl(0.01, 0.012, 0.08, 8), [0, 0.09, 0])
      const tilt = (23.4 * Math.PI) / 180
      const c: V3 = [0, 0.3, 0]
      const globe = sphere(0.15, 28, 18)
      const [sea, land] = splitFaces(globe, 2, (p) => {
        const d = p.clone().normalize()
        const n = noise3(d.x * 2.2 + 5, d.y * 2.2 + 1, d.z * 2.2 + 9, 3) * 0.7 + noise3(d.x * 5, d.y * 5, d.z * 5, 4) * 0.3
        return n > 0.55 || d.y > 0.93 ? 1 : 0
      })
      for (const [mat, g] of [['sea', sea], ['land', land]] as const) m.add(mat, g, c, [0, 0, tilt])
      m.add('brass', torus(0.165, 0.006, 4, 28, Math.PI * 1.2), c, [0, 0, tilt - Math.PI * 0.1 - Math.PI / 2])
      m.add('brass', cyl(0.005, 0.005, 0.36, 6), c, [0, 0, tilt])
      m.add('brass', cyl(0.012, 0.012, 0.06, 8), [0, 0.135, 0])
      return m
    },
  },
  {
    slug: 'wooden-crate',
    name: 'Wooden Crate',
    subtype: 'Props',
    description: 'A sturdy shipping crate of pine planks with a dark braced frame, a staple of warehouses and game levels.',
    tags: ['crate', 'box', 'wood', 'container', 'warehouse', 'storage', 'cargo'],
    build: () => {
      const m = new ModelBuilder({ plank: { color: '#C99A62', roughness: 0.85 }, frame: { color: '#8A5A34', roughness: 0.8 } })
      const S = 0.8
      const b = 0.08
      const h = S / 2 - b / 2
      m.add('plank', box(S - 0.02, S - 0.02, S - 0.02), [0, S / 2, 0])
      for (const a of [-1, 1])
        for (const c of [-1, 1]) {
          m.add('frame', box(S, b, b), [0, S / 2 + a * h, c * h])
          m.add('frame', box(b, S, b), [a * h, S / 2, c * h])
          m.add('frame', box(b, b, S), [a * h, S / 2 + c * h, 0])
        }
      const diag = Math.SQRT2 * (S - 2 * b)
      for (const s of [-1, 1]) {
        m.add('frame', box(diag, b * 0.8, 0.03), [0, S / 2, s * (S / 2 - 0.005)], [0, 0, s * Math.PI / 4])
        m.add('frame', box(0.03, b * 0.8, diag), [s * (S / 2 - 0.005), S / 2, 0], [s * Math.PI / 4, 0, 0])
      }
      for (const z of [-0.2, 0, 0.2]) m.add('frame', box(S - 2 * b, 0.006, 0.004), [0, S - 0.009, z + 0.1], [0, 0, 0])
      return m
    },
  },
  {
    slug: 'barrel',
    name: 'Wooden Barrel',
    subtype: 'Props',
    description: 'An oak barrel with bulging staves and black iron hoops, for taverns, docks and pirate ships.',
    tags: ['barrel', 'cask', 'wood', 'tavern', 'pirate', 'storage', 'medieval'],
    build: () => {
      const m = new ModelBuilder({ wood: { color: '#9A6436', roughness: 0.8 }, lid: { color: '#7E5230', roughness: 0.85 }, iron: { color: '#2D2F33', roughness: 0.5, metallic: 0.7 } })
      const H = 0.9
      const r = (y: number) => 0.26 + 0.05 * Math.sin((Math.PI * y) / H)
      const prof: [number, number][] = [[0.001, 0.02]]
      for (let i = 0; i <= 8; i++) prof.push([r((H * i) / 8), (H * i) / 8])
      prof.push([r(H) - 0.02, H], [r(H) - 0.02, H - 0.02], [0.001, H - 0.02])
      m.add('wood', flat(lathe(prof, 14)))
      m.add('lid', cyl(r(H) - 0.02, r(H) - 0.02, 0.01, 14), [0, H - 0.025, 0])
      for (const y of [0.07, 0.28, 0.62, 0.83]) m.add('iron', cyl(r(y) + 0.006, r(y) + 0.006, 0.035, 28, true), [0, y, 0])
      return m
    },
  },
  {
    slug: 'signpost',
    name: 'Signpost',
    subtype: 'Props',
    description: 'A wooden crossroads signpost with three colourful arrow boards pointing different directions.',
    tags: ['sign', 'signpost', 'direction', 'arrow', 'path', 'crossroads', 'wayfinding'],
    build: () => {
      const m = new ModelBuilder({ post: { color: '#7A5230', roughness: 0.85 }, a: { color: '#E9C46A', roughness: 0.7 }, b: { color: '#2A9D8F', roughness: 0.7 }, c: { color: '#E76F51', roughness: 0.7 } })
      m.add('post', box(0.1, 2.2, 0.1), [0, 1.1, 0])
      m.add('post', cone(0.085, 0.12, 4), [0, 2.26, 0], [0, Math.PI / 4, 0])
      const arrow: [number, number][] = [[0.06, -0.11], [0.62, -0.11], [0.8, 0], [0.62, 0.11], [0.06, 0.11]]
      const boards: [string, number, number][] = [['a', 1.95, 0.3], ['b', 1.65, 3.74], ['c', 1.35, -0.6]]
      for (const [mat, y, ry] of boards) m.add(mat, extrude(arrow, 0.035, 0.008), [0, y, 0], [0, ry, 0])
      return m
    },
  },
  {
    slug: 'party-balloons',
    name: 'Party Balloons',
    subtype: 'Props',
    description: 'A bunch of three glossy red, yellow and blue party balloons on curly strings tied to a weight.',
    tags: ['balloon', 'party', 'birthday', 'celebration', 'festive', 'decoration'],
    build: () => {
      const m = new ModelBuilder({ red: { color: '#E53935', roughness: 0.2 }, yellow: { color: '#FDD835', roughness: 0.2 }, blue: { color: '#1E88E5', roughness: 0.2 }, string: { color: '#EEEEEE', roughness: 0.8 }, weight: { color: '#8E24AA', roughness: 0.4 } })
      const prof: [number, number][] = [[0.001, 0], [0.05, 0.02], [0.12, 0.08], [0.16, 0.16], [0.17, 0.22], [0.155, 0.29], [0.11, 0.35], [0.05, 0.38], [0.001, 0.385]]
      const balloons: [string, V3, V3][] = [
        ['red', [0, 1.45, 0], [0, 0, 0]],
        ['yellow', [0.3, 1.3, 0.05], [0, 0, -0.25]],
        ['blue', [-0.22, 1.25, 0.2], [0.2, 0, 0.25]],
      ]
      const anchor: V3 = [0.02, 0.06, 0.02]
      for (const [mat, p, r] of balloons) {
        m.add(mat, lathe(prof, 16), p, r)
        const knot = new THREE.Vector3(0, -0.02, 0).applyEuler(new THREE.Euler(...r)).add(new THREE.Vector3(...p))
        m.add(mat, cone(0.02, 0.03, 6), [knot.x, knot.y, knot.z], r)
        const mid: V3 = [(knot.x + anchor[0]) / 2 + 0.05, (knot.y + anchor[1]) / 2, (knot.z + anchor[2]) / 2 - 0.04]
        m.add('string', tube([[knot.x, knot.y - 0.01, knot.z], mid, anchor], 0.003, 20, 3))
      }
      m.add('weight', lathe([[0.001, 0], [0.05, 0], [0.06, 0.03], [0.04, 0.06], [0.001, 0.065]], 12))
      return m
    },
  },
]
