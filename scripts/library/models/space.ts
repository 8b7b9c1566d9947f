import { ModelBuilder, box, cyl, cone, sphere, torus, ico, lathe, displace, splitFaces } from '../mesh.ts'
import { sideExtrude } from './vehicles.ts'
import { noise3, rng } from '../rng.ts'
import * as THREE from 'three'
import type { ModelSpec } from './types.ts'

export const space: ModelSpec[] = [
  {
    slug: 'ringed-planet',
    name: 'Ringed Planet',
    subtype: 'Space',
    description: 'A Saturn-like gas giant with creamy cloud bands and a tilted ring system, as a 4 m display model.',
    tags: ['planet', 'saturn', 'rings', 'space', 'astronomy', 'solar system', 'sci-fi'],
    build: () => {
      const m = new ModelBuilder({ b1: { color: '#E8C99A', roughness: 0.8 }, b2: { color: '#C98E5A', roughness: 0.8 }, b3: { color: '#F3E6CC', roughness: 0.8 }, ring1: { color: '#D9C7A6', roughness: 0.7 }, ring2: { color: '#A68B6A', roughness: 0.7 } })
      const tilt: [number, number, number] = [0.35, 0, 0.3]
      const c: [number, number, number] = [0, 2.3, 0]
      const parts = splitFaces(sphere(1, 32, 20), 3, (p) => {
        const v = p.y * 4 + (noise3(p.x * 2, p.y * 2, p.z * 2, 7) - 0.5) * 0.8
        return ((Math.floor(v + 10) % 3) + 3) % 3
      })
      parts.forEach((g, i) => m.add(`b${i + 1}`, g, c, tilt))
      const ring = (r0: number, r1: number) => lathe([[r0, -0.012], [r1, -0.012], [r1, 0.012], [r0, 0.012], [r0, -0.012]], 64)
      m.add('ring1', ring(1.35, 1.75), c, tilt)
      m.add('ring2', ring(1.8, 2.25), c, tilt)
      return m
    },
  },
  {
    slug: 'moon',
    name: 'Cratered Moon',
    subtype: 'Space',
    description: 'A grey rocky moon covered in impact craters and dark maria, as a 2 m faceted display sphere.',
    tags: ['moon', 'lunar', 'craters', 'space', 'astronomy', 'night', 'sci-fi'],
    build: () => {
      const m = new ModelBuilder({ regolith: { color: '#AEACA6', roughness: 0.95 }, maria: { color: '#85837E', roughness: 0.95 }, crater: { color: '#96948E', roughness: 0.95 } })
      const r = rng(99)
      const craters = Array.from({ length: 34 }, () => {
        const d = new THREE.Vector3(r() * 2 - 1, r() * 2 - 1, r() * 2 - 1).normalize()
        return { d, size: 0.1 + r() * r() * 0.45 }
      })
      const g = displace(ico(1, 10), (v) => {
        const d = v.clone().normalize()
        let h = (noise3(d.x * 3, d.y * 3, d.z * 3, 2) - 0.5) * 0.04
        for (const c of craters) {
          const ang = Math.acos(Math.min(1, d.dot(c.d))) / c.size
          if (ang < 1) h -= 0.28 * c.size * (1 - ang * ang)
          else if (ang < 1.4) h += 0.08 * c.size * Math.sin(((ang - 1) / 0.4) * Math.PI)
        }
        return d.multiplyScalar(1 + h)
      })
      const [hi, lo, pit] = splitFaces(g, 3, (p) => {
        const d = p.clone().normalize()
        if (craters.some((c) => Math.acos(Math.min(1, d.dot(c.d))) / c.size < 0.8)) return 2
        return noise3(p.x * 1.4 + 3, p.y * 1.4, p.z * 1.4, 5) > 0.6 ? 1 : 0
      })
      m.add('regolith', hi)
      m.add('maria', lo)
      m.add('crater', pit)
      return m
    },
  },
  {
    slug: 'retro-rocket',
    name: 'Retro Rocket',
    subtype: 'Space',
    description: 'A classic retro sci-fi rocket with a red nose cone, round porthole and four swept fins, standing 6.5 m tall.',
    tags: ['rocket', 'spaceship', 'launch', 'space', 'retro', 'sci-fi', 'vehicle'],
    build: () => {
      const m = new ModelBuilder({ hull: { color: '#F2F2F0', roughness: 0.35, metallic: 0.3 }, red: { color: '#D63A2F', roughness: 0.4, metallic: 0.2 }, glass: { color: '#7FD3F7', roughness: 0.05, emissive: '#1D4F66' }, metal: { color: '#5B6068', roughness: 0.4, metallic: 0.9 } })
      const y0 = 0.7
      const prof: [number, number][] = [[0.001, 0], [0.5, 0], [0.66, 0.5], [0.74, 1.6], [0.72, 2.8], [0.6, 3.9], [0.38, 4.8], [0.14, 5.45], [0.001, 5.6]]
      const [white, nose] = splitFaces(lathe(prof, 24), 2, (c) => (c.y > 4.1 ? 1 : 0))
      m.add('hull', white, [0, y0, 0])
      m.add('red', nose, [0, y0, 0])
      m.add('red', cyl(0.745, 0.745, 0.18, 24), [0, y0 + 2.2, 0])
      m.add('metal', cyl(0.35, 0.52, 0.45, 16, true), [0, y0 - 0.2, 0])
      for (let i = 0; i < 4; i++) {
        const a = (i / 4) * Math.PI * 2
        const fin = sideExtrude([[0, 0.5], [0, 2.0], [0.25, 1.5], [0.9, -0.7], [0.75, -0.7], [0.55, 0.1]], 0.08, 0.02)
        fin.rotateY(Math.PI / 2)
        fin.translate(0.55, 0, 0)
        m.add('red', fin, [0, y0, 0], [0, a, 0])
      }
      m.add('metal', torus(0.26, 0.05, 6, 20), [0, y0 + 3.1, 0.68], [-0.08, 0, 0])
      m.add('glass', sphere(0.24, 12, 8), [0, y0 + 3.1, 0.64], [0, 0, 0], [1, 1, 0.4])
      return m
    },
  },
  {
    slug: 'satellite',
    name: 'Satellite',
    subtype: 'Space',
    description: 'An orbital communications satellite with gold-foil body, twin blue solar panel wings and a white dish antenna.',
    tags: ['satellite', 'orbit', 'space', 'antenna', 'solar panel', 'communications', 'sci-fi'],
    build: () => {
      const m = new ModelBuilder({ foil: { color: '#D9A521', roughness: 0.3, metallic: 0.9 }, panel: { color: '#1E3F8C', roughness: 0.2, metallic: 0.5 }, frame: { color: '#C8CCD2', roughness: 0.35, metallic: 0.9 }, dish: { color: '#F2F2F0', roughness: 0.5 } })
      const c: [number, number, number] = [0, 1.4, 0]
      m.add('foil', box(1.0, 1.2, 1.0), c)
      m.add('frame', box(1.04, 0.06, 1.04), [0, c[1] + 0.6, 0])
      m.add('frame', box(1.04, 0.06, 1.04), [0, c[1] - 0.6, 0])
      for (const s of [-1, 1]) {
        m.add('frame', cyl(0.03, 0.03, 0.6, 6), [s * 0.8, c[1], 0], [0, 0, Math.PI / 2])
        for (let k = 0; k < 3; k++) {
          const x = s * (1.2 + k * 0.78)
          m.add('panel', box(0.74, 0.03, 1.1), [x, c[1], 0])
          m.add('frame', box(0.76, 0.02, 0.03), [x, c[1], 0])
        }
        m.add('frame', box(2.36, 0.035, 0.03), [s * 1.98, c[1], 0.565])
        m.add('frame', box(2.36, 0.035, 0.03), [s * 1.98, c[1], -0.565])
      }
      const dishProf: [number, number][] = []
      for (let i = 0; i <= 6; i++) {
        const r = (i / 6) * 0.55
        dishProf.push([r + 0.001, (r * r) / 0.8])
      }
      for (let i = 6; i >= 0; i--) {
        const r = (i / 6) * 0.53
        dishProf.push([r + 0.001, (r * r) / 0.8 + 0.02])
      }
      m.add('dish', lathe(dishProf, 20), [0, c[1] + 0.75, 0.15], [0.5, 0, 0])
      m.rod('frame', [0, c[1] + 0.6, 0.05], [0, c[1] + 0.78, 0.14], 0.04)
      m.rod('frame', [0, c[1] + 0.78, 0.14], [0, c[1] + 1.05, 0.31], 0.015)
      m.add('frame', sphere(0.05, 8, 6), [0, c[1] + 1.07, 0.32])
      m.add('frame', cone(0.1, 0.2, 8), [0, c[1] - 0.7, 0], [Math.PI, 0, 0])
      m.rod('frame', [0.4, c[1] + 0.6, -0.4], [0.4, c[1] + 1.3, -0.4], 0.012)
      return m
    },
  },
]
