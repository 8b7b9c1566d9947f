import { ModelBuilder, rbox, cyl, cone, sphere, capsule, torus, tube, extrude, splitFaces, rodBetween } from '../mesh.ts'
import { sideExtrude } from './vehicles.ts'
import type { ModelSpec } from './types.ts'

const EYE = { color: '#15171A', roughness: 0.15 }

export const animals: ModelSpec[] = [
  {
    slug: 'cat',
    name: 'Sitting Cat',
    subtype: 'Animals',
    description: 'A stylized ginger tabby cat sitting upright with pointy ears, white muzzle and a curled tail.',
    tags: ['cat', 'kitten', 'pet', 'animal', 'feline', 'cute'],
    build: () => {
      const m = new ModelBuilder({ fur: { color: '#E08A3C', roughness: 0.9 }, white: { color: '#F5EDE0', roughness: 0.9 }, pink: { color: '#E88FA0', roughness: 0.6 }, eye: { color: '#3C8C3A', roughness: 0.15 }, pupil: EYE })
      m.add('fur', sphere(0.13, 16, 12), [0, 0.1, -0.02], [0, 0, 0], [1.05, 0.78, 1.2])
      m.add('fur', sphere(0.1, 16, 12), [0, 0.2, 0.02], [-0.25, 0, 0], [1, 1.25, 0.95])
      m.add('white', sphere(0.07, 12, 8), [0, 0.2, 0.08], [0, 0, 0], [1, 1.3, 0.6])
      m.add('fur', sphere(0.085, 16, 12), [0, 0.34, 0.06], [0, 0, 0], [1.12, 0.95, 1])
      m.add('white', sphere(0.036, 10, 8), [0, 0.315, 0.13], [0, 0, 0], [1.45, 0.85, 0.9])
      m.add('pink', sphere(0.011, 8, 6), [0, 0.333, 0.158])
      for (const s of [-1, 1]) {
        m.add('fur', cone(0.034, 0.07, 4), [s * 0.052, 0.415, 0.05], [0, Math.PI / 4, s * -0.35])
        m.add('pink', cone(0.02, 0.045, 4), [s * 0.052, 0.41, 0.058], [0, Math.PI / 4, s * -0.35])
        m.add('eye', sphere(0.015, 10, 8), [s * 0.033, 0.352, 0.128])
        m.add('pupil', sphere(0.008, 8, 6), [s * 0.034, 0.353, 0.14], [0, 0, 0], [0.5, 1.2, 0.6])
        m.add('fur', capsule(0.024, 0.13, 4, 8), [s * 0.045, 0.09, 0.09])
        m.add('white', sphere(0.028, 10, 8), [s * 0.045, 0.018, 0.1], [0, 0, 0], [1, 0.65, 1.3])
        m.add('fur', sphere(0.05, 10, 8), [s * 0.085, 0.06, -0.02], [0, 0, 0], [0.8, 1, 1.4])
      }
      m.add('fur', tube([[0.02, 0.03, -0.15], [0.12, 0.025, -0.12], [0.17, 0.025, 0.0], [0.13, 0.03, 0.1], [0.09, 0.045, 0.13]], 0.02, 24, 8))
      return m
    },
  },
  {
    slug: 'dog',
    name: 'Dog',
    subtype: 'Animals',
    description: 'A friendly brown dog standing on four legs with floppy ears, a wagging tail and a red collar.',
    tags: ['dog', 'puppy', 'pet', 'animal', 'canine', 'cute'],
    build: () => {
      const m = new ModelBuilder({ fur: { color: '#A0672F', roughness: 0.9 }, light: { color: '#EAD3AE', roughness: 0.9 }, dark: { color: '#5A3519', roughness: 0.9 }, collar: { color: '#D32F2F', roughness: 0.5 }, eye: EYE })
      m.add('fur', capsule(0.12, 0.34, 6, 12), [0, 0.44, 0], [Math.PI / 2, 0, 0])
      m.add('light', sphere(0.1, 12, 8), [0, 0.39, 0.1], [0, 0, 0], [0.9, 0.8, 1.5])
      for (const sx of [-1, 1])
        for (const sz of [-1, 1]) {
          m.add('fur', cyl(0.035, 0.03, 0.36, 8), [sx * 0.07, 0.2, sz * 0.18])
          m.add('light', sphere(0.038, 8, 6), [sx * 0.07, 0.025, sz * 0.18 + 0.02], [0, 0, 0], [1, 0.7, 1.3])
        }
      m.add('fur', rodBetween([0, 0.48, 0.2], [0, 0.62, 0.28], 0.07, 10))
      m.add('collar', torus(0.068, 0.015, 6, 16), [0, 0.56, 0.25], [Math.PI / 2 + 0.6, 0, 0])
      m.add('fur', sphere(0.095, 14, 10), [0, 0.67, 0.31], [0, 0, 0], [1, 0.95, 1.05])
      m.add('light', rbox(0.09, 0.075, 0.12, 0.03), [0, 0.635, 0.4])
      m.add('eye', sphere(0.018, 8, 6), [0, 0.665, 0.465])
      for (const s of [-1, 1]) {
        m.add('dark', sphere(0.05, 10, 8), [s * 0.085, 0.64, 0.3], [0, 0, s * 0.3], [0.35, 1.3, 0.75])
        m.add('eye', sphere(0.013, 8, 6), [s * 0.04, 0.7, 0.39])
      }
      m.add('fur', rodBetween([0, 0.5, -0.27], [0, 0.66, -0.4], 0.022, 8))
      m.add('fur', sphere(0.022, 8, 6), [0, 0.66, -0.4])
      return m
    },
  },
  {
    slug: 'mallard-duck',
    name: 'Mallard Duck',
    subtype: 'Animals',
    description: 'A mallard drake with an iridescent green head, white neck ring, yellow bill and orange webbed feet.',
    tags: ['duck', 'mallard', 'bird', 'pond', 'animal', 'farm', 'lake'],
    build: () => {
      const m = new ModelBuilder({ body: { color: '#B9B2A6', roughness: 0.8 }, chest: { color: '#7A4A2A', roughness: 0.8 }, head: { color: '#1F6B3A', roughness: 0.3, metallic: 0.2 }, ring: { color: '#F7F7F2', roughness: 0.8 }, bill: { color: '#E8C33A', roughness: 0.5 }, feet: { color: '#F08A24', roughness: 0.7 }, wing: { color: '#6E6A64', roughness: 0.8 }, eye: EYE })
      m.add('body', sphere(0.12, 16, 12), [0, 0.17, -0.01], [0, 0, 0], [0.9, 0.72, 1.4])
      m.add('chest', sphere(0.09, 12, 10), [0, 0.18, 0.09], [0, 0, 0], [1.0, 0.95, 0.9])
      m.add('body', cone(0.05, 0.1, 8), [0, 0.21, -0.18], [-Math.PI / 2 - 0.6, 0, 0])
      for (const s of [-1, 1]) m.add('wing', sphere(0.08, 12, 8), [s * 0.085, 0.2, -0.04], [0.2, 0, 0], [0.35, 0.6, 1.4])
      m.add('head', cyl(0.035, 0.045, 0.1, 10), [0, 0.26, 0.1], [0.2, 0, 0])
      m.add('ring', torus(0.038, 0.008, 6, 16), [0, 0.255, 0.1], [Math.PI / 2 + 0.2, 0, 0])
      m.add('head', sphere(0.055, 14, 10), [0, 0.33, 0.12], [0, 0, 0], [0.95, 1, 1.15])
      m.add('bill', rbox(0.045, 0.018, 0.07, 0.008), [0, 0.32, 0.19], [0.15, 0, 0])
      for (const s of [-1, 1]) {
        m.add('eye', sphere(0.009, 8, 6), [s * 0.043, 0.345, 0.15])
        m.rod('feet', [s * 0.04, 0.1, 0.0], [s * 0.045, 0.01, 0.02], 0.008)
        m.add('feet', extrude([[-0.035, 0.06], [0, 0], [0.035, 0.06]], 0.008), [s * 0.045, 0.004, 0.0], [Math.PI / 2, 0, 0])
      }
      return m
    },
  },
  {
    slug: 'clownfish',
    name: 'Clownfish',
    subtype: 'Animals',
    description: 'A bright orange clownfish with white stripes and rounded fins, perfect for coral reefs and aquariums.',
    tags: ['fish', 'clownfish', 'ocean', 'sea', 'reef', 'aquarium', 'underwater', 'animal'],
    build: () => {
      const m = new ModelBuilder({ orange: { color: '#F26B1D', roughness: 0.35 }, white: { color: '#FAFAF5', roughness: 0.35 }, black: { color: '#1A1A1A', roughness: 0.3 }, eye: EYE })
      // poles along z so latitude rings become clean vertical stripes
      const rings = 24
      const body = sphere(0.1, 18, rings)
      body.rotateX(Math.PI / 2)
      const bands: [number, number][] = [[5, 7], [11, 13], [18, 19]]
      const [orange, white] = splitFaces(body, 2, (c) => {
        const ring = Math.floor((Math.acos(Math.max(-1, Math.min(1, c.z / c.length()))) / Math.PI) * rings)
        return bands.some(([a, b]) => ring >= a && ring < b) ? 1 : 0
      })
      for (const g of [orange, white]) g.scale(0.55, 0.75, 1.4)
      const y = 0.1
      m.add('orange', orange, [0, y, 0])
      m.add('white', white, [0, y, 0])
      m.add('orange', sideExtrude([[-0.12, 0], [-0.2, 0.06], [-0.22, 0.04], [-0.21, 0], [-0.22, -0.04], [-0.2, -0.06]], 0.012, 0.004), [0, y, 0])
      m.add('orange', sideExtrude([[-0.08, 0.06], [-0.03, 0.1], [0.02, 0.11], [0.05, 0.07]], 0.01, 0.003), [0, y, 0])
      m.add('orange', sideExtrude([[-0.07, -0.06], [-0.04, -0.1], [0.0, -0.09], [0.01, -0.06]], 0.01, 0.003), [0, y, 0])
      for (const s of [-1, 1]) {
        m.add('orange', sphere(0.03, 8, 6), [s * 0.05, y - 0.02, 0.04], [0, s * 0.5, 0], [0.2, 0.8, 1.2])
        m.add('white', sphere(0.018, 10, 8), [s * 0.038, y + 0.02, 0.1])
        m.add('eye', sphere(0.011, 8, 6), [s * 0.049, y + 0.02, 0.104])
      }
      return m
    },
  },
]
