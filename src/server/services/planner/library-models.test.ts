import fs from 'node:fs'
import { describe, expect, it } from 'vitest'
import { judge } from '../../../../tests/support/assistant/judge'
import { emptyScene } from '../../../shared/scene/defaults'
import { loadScene } from '../../../shared/scene/load'
import { applyOps } from '../../../shared/scene/ops'
import type { SceneDocument } from '../../../shared/scene/schema'
import { sceneBounds } from '../../../shared/scene/bounds'
import { LIBRARY_MODELS } from '../../../shared/scene/library-models'
import { planPrompt } from './planner'

const plan = (prompt: string, doc: SceneDocument = emptyScene()) => {
  const r = planPrompt(prompt, doc)
  return { r, doc: applyOps(doc, r.ops).doc }
}
const models = (doc: SceneDocument) => Object.values(doc.nodes).filter((n) => n.kind === 'model')

describe('library models first (issue 17)', () => {
  it('keeps sizes, bytes and triangles equal to the library catalogue', () => {
    const catalogue = JSON.parse(fs.readFileSync('src/server/services/library/library-catalog.json', 'utf8')) as { slug: string; file: string; dimensions: number[]; size: number; triangles: number }[]
    for (const m of LIBRARY_MODELS) {
      const item = catalogue.find((c) => c.slug === m.slug)!
      expect(item.file).toBe(`/library/models/${m.slug}.glb`)
      expect([item.dimensions, item.size, item.triangles]).toEqual([m.dims, m.bytes, m.triangles])
      expect(fs.existsSync(`public/library/models/${m.slug}.glb`)).toBe(true)
    }
  })

  it('a sofa facing a TV uses the Sofa model with its asset, at its real size, on the floor, facing the TV', () => {
    const { doc } = plan('a sofa facing a TV')
    const [sofa] = models(doc)
    expect(sofa).toMatchObject({ name: 'Sofa', assetId: 'library-sofa' })
    expect(doc.assets['library-sofa']).toMatchObject({ type: 'model', url: '/library/models/sofa.glb', mime: 'model/gltf-binary' })
    expect(() => loadScene(JSON.parse(JSON.stringify(doc)))).not.toThrow()
    const box = sceneBounds(doc).find((b) => b.id === sofa.id)!
    const size = [0, 1, 2].map((i) => Math.round((box.max[i] - box.min[i]) * 1000) / 1000).sort()
    expect(size).toEqual([0.848, 0.925, 2.1])
    expect(box.min[1]).toBeCloseTo(0, 3)
    const { verdicts, problems } = judge({ objects: [{ noun: 'sofa', count: 1 }], relations: [{ subject: 'sofa', rel: 'facing', object: 'tv' }] }, { doc })
    expect(verdicts.filter((v) => !v.ok)).toEqual([])
    expect(problems).toEqual([])
  })

  it('two cars share one asset; a car turns the model so it drives along x like the built-up one', () => {
    const { doc } = plan('two cars')
    const cars = models(doc)
    expect(cars.map((c) => c.assetId)).toEqual(['library-hatchback-car', 'library-hatchback-car'])
    expect(Object.keys(doc.assets)).toEqual(['library-hatchback-car'])
    const box = sceneBounds(doc).find((b) => b.id === cars[0].id)!
    expect(box.max[0] - box.min[0]).toBeCloseTo(4.362, 2)
  })

  it('a gift box and a barrel are the Gift Box and Wooden Barrel models, standing on the ground', () => {
    const { doc } = plan('a gift box and a barrel')
    expect(models(doc).map((m) => m.assetId).sort()).toEqual(['library-barrel', 'library-gift-box'])
    for (const b of sceneBounds(doc)) expect(b.min[1]).toBeCloseTo(0, 3)
  })

  it('a red car is the red built-up car: a model keeps its own paint, so the colour wins', () => {
    const { doc } = plan('a red car')
    expect(models(doc)).toEqual([])
    expect(Object.keys(doc.assets)).toEqual([])
    const { verdicts } = judge({ objects: [{ noun: 'car', count: 1, color: 'red' }] }, { doc })
    expect(verdicts.filter((v) => !v.ok)).toEqual([])
  })

  it('keeps the built-up sofa when something sits on it, and a trophy on a table rests on its top', () => {
    expect(models(plan('a cat on the sofa').doc)).toEqual([])
    const { doc } = plan('a trophy on a table')
    const [trophy] = models(doc)
    expect(trophy?.assetId).toBe('library-trophy')
    const { verdicts, problems } = judge({ relations: [{ subject: 'trophy', rel: 'on', object: 'table' }] }, { doc })
    expect(verdicts.filter((v) => !v.ok)).toEqual([])
    expect(problems).toEqual([])
  })
})

describe('recolouring a library model', () => {
  it('turns the Sofa model into the built-up sofa in the same place, facing the same way, painted', () => {
    const first = plan('a sofa facing a TV')
    const sofa = models(first.doc)[0]
    const before = sceneBounds(first.doc).find((b) => b.id === sofa.id)!
    const { doc } = plan('make the sofa blue', first.doc)
    expect(doc.nodes[sofa.id]).toMatchObject({ kind: 'group', name: 'Sofa' })
    expect(doc.assets).toEqual({})
    const after = sceneBounds(doc).find((b) => b.id === sofa.id)!
    for (const i of [0, 2]) expect(Math.abs((after.min[i] + after.max[i]) / 2 - (before.min[i] + before.max[i]) / 2)).toBeLessThan(0.05)
    expect(after.min[1]).toBeCloseTo(0, 3)
    const { verdicts, problems } = judge({ objects: [{ noun: 'sofa', count: 1, color: 'blue' }], relations: [{ subject: 'sofa', rel: 'facing', object: 'tv' }] }, { doc })
    expect(verdicts.filter((v) => !v.ok)).toEqual([])
    expect(problems).toEqual([])
  })
})

describe('putting something on a library model', () => {
  it('turns the model into the built-up sofa first, so the cat sits on its seat', () => {
    const first = plan('a sofa')
    const sofa = models(first.doc)[0]
    expect(sofa?.assetId).toBe('library-sofa')
    const { doc } = plan('add a cat on the sofa', first.doc)
    expect(doc.nodes[sofa.id]).toMatchObject({ kind: 'group', name: 'Sofa' })
    const { verdicts, problems } = judge({ objects: [{ noun: 'cat', count: 1 }, { noun: 'sofa', count: 1 }], relations: [{ subject: 'cat', rel: 'on', object: 'sofa' }] }, { doc })
    expect(verdicts.filter((v) => !v.ok)).toEqual([])
    expect(problems).toEqual([])
  })
})
