import { describe, expect, it } from 'vitest'
import { emptyScene } from '../../../shared/scene/defaults'
import { applyOps } from '../../../shared/scene/ops'
import { nodeId, sceneSchema, SHAPES_3D, type SceneDocument } from '../../../shared/scene/schema'
import { childrenIndex, nodeBounds } from '../../../shared/scene/bounds'
import { CATALOG } from './catalog'
import { CHAINS } from '../../../../tests/support/assistant/chains'
import { HELP_REPLY, planPrompt, type PlannerMemory } from './planner'
import { prototype } from './build'
import { PROMPT_SET } from '../../../../tests/support/assistant/prompt-set'
import type { Entity } from './parse'

const everyStep = (): { steps: string[] }[] => [...PROMPT_SET.map((c) => ({ steps: [c.prompt] })), ...CHAINS]

describe('planPrompt', () => {
  // Every prompt of every set: a few seconds of planning, more on a loaded two-core machine.
  it('answers with ops that apply and a document that passes the scene schema, for every prompt and follow-up', { timeout: 60_000 }, () => {
    for (const { steps } of everyStep()) {
      let doc = emptyScene()
      let memory: PlannerMemory = {}
      for (const step of steps) {
        const r = planPrompt(step, doc, memory)
        expect(() => (doc = applyOps(doc, r.ops).doc), step).not.toThrow()
        const parsed = sceneSchema.safeParse(doc)
        expect(parsed.success, `${step}: ${parsed.success ? '' : JSON.stringify(parsed.error.issues.slice(0, 2))}`).toBe(true)
        expect(JSON.parse(JSON.stringify(r.memory))).toEqual(r.memory)
        expect(r.changed).toBe(r.ops.length > 0)
        expect(r.reply.length).toBeGreaterThan(0)
        memory = r.memory
      }
    }
  })

  it('gives valid, unique ids (ai-<counter>-<rand>) and names of at most 120 characters', () => {
    for (const { steps } of everyStep()) {
      let doc = emptyScene()
      let memory: PlannerMemory = {}
      for (const step of steps) {
        const r = planPrompt(step, doc, memory)
        for (const op of r.ops) {
          if (op.op !== 'add') continue
          expect(nodeId.safeParse(op.node.id).success).toBe(true)
          expect(op.node.id).toMatch(/^ai-\d+-[0-9a-z]{4}$/)
          expect(op.node.name.length).toBeLessThanOrEqual(120)
          for (const e of op.node.events) expect(nodeId.safeParse(e.id).success).toBe(true)
        }
        doc = applyOps(doc, r.ops).doc
        memory = r.memory
      }
    }
  })

  it('never reuses an id already in the document', () => {
    let doc: SceneDocument = emptyScene()
    // Ids the planner would make next, planted in advance.
    const first = planPrompt('three trees', doc)
    doc = applyOps(doc, first.ops).doc
    const again = planPrompt('three trees', doc)
    for (const op of again.ops) if (op.op === 'add') expect(doc.nodes[op.node.id]).toBeUndefined()
    const planted = applyOps(emptyScene(), first.ops.filter((o) => o.op === 'add').map((o) => ({ ...o, node: { ...(o as { node: SceneDocument['nodes'][string] }).node, name: 'Cube', parentId: null } })) as never).doc
    const r = planPrompt('three trees', planted)
    expect(() => applyOps(planted, r.ops)).not.toThrow()
  })

  it('is deterministic for the same prompt and document', () => {
    expect(planPrompt('a red car next to a house at night', emptyScene())).toEqual(planPrompt('a red car next to a house at night', emptyScene()))
  })

  it('asks helpfully, changing nothing, when it understands nothing', () => {
    for (const prompt of ['', '   ', 'hello there', 'what is the meaning of life']) {
      const r = planPrompt(prompt, emptyScene(), { subject: 'Tree' })
      expect(r).toMatchObject({ ops: [], changed: false, title: null, memory: { subject: 'Tree' } })
      expect(r.reply).toBe(HELP_REPLY)
    }
  })

  it('says when a follow-up names something that is not there', () => {
    const doc = applyOps(emptyScene(), planPrompt('a tree', emptyScene()).ops).doc
    const r = planPrompt('remove the car', doc)
    expect(r.changed).toBe(false)
    expect(r.reply).toMatch(/no car/)
  })

  it('names a new experience and not a changed one', () => {
    const first = planPrompt('a forest picnic', emptyScene())
    expect(first.title).toBe('Forest Picnic')
    expect(planPrompt('a red car at night', emptyScene()).title).toBe('Night Car')
    const doc = applyOps(emptyScene(), first.ops).doc
    expect(planPrompt('add a car', doc, first.memory).title).toBeNull()
  })

  it('says in words what it did', () => {
    expect(planPrompt('a lamp on the table', emptyScene()).reply).toMatch(/lamp on the table/)
    expect(planPrompt('a red car next to a house at night', emptyScene()).reply).toMatch(/red car next to a house.*night/i)
  })
})

describe('catalog', () => {
  it('knows at least 150 everyday objects, each built from the scene shapes as a group named after it', () => {
    expect(CATALOG.length).toBeGreaterThanOrEqual(150)
    const shapes = new Set<string>(SHAPES_3D)
    for (const spec of CATALOG) {
      const e: Entity = { index: 0, kind: 'object', spec, count: 1, countGiven: false, sizes: [], partColours: [], definite: false, all: false, more: false, plural: false, item: 0 }
      const proto = prototype(e)!
      const root = proto.nodes[0]
      expect(root.name).toBe(spec.name)
      if (spec.single) expect(root.kind).toBe('shape')
      else {
        expect(root.kind).toBe('group')
        expect(proto.nodes.filter((n) => n.kind === 'shape').length).toBe(spec.parts.length)
      }
      for (const n of proto.nodes) if (n.kind === 'shape') expect(shapes.has(n.shape)).toBe(true)
      // A known, real-world bounding box: the one the renderer's geometry gives.
      const nodes = Object.fromEntries(proto.nodes.map((n) => [n.id, n]))
      const box = nodeBounds(root, childrenIndex({ nodes } as SceneDocument))!
      for (let i = 0; i < 3; i++) expect(box.max[i] - box.min[i]).toBeCloseTo(spec.size[i], 1)
      // Groups stand on their origin; a bare shape is centred on it.
      expect(box.min[1]).toBeCloseTo(spec.single ? -spec.size[1] / 2 : 0, 6)
      expect(Math.max(...spec.size)).toBeGreaterThan(0.005)
      expect(Math.max(...spec.size)).toBeLessThan(20)
    }
  })

  it('builds recognisable things at sensible sizes', () => {
    const size = (key: string) => CATALOG.find((o) => o.key === key)!.size
    expect(size('tree')[1]).toBeGreaterThan(3)
    expect(size('chair')[1]).toBeGreaterThan(0.8)
    expect(size('chair')[1]).toBeLessThan(1.2)
    expect(size('table')[1]).toBeGreaterThan(0.7)
    expect(size('car')[0]).toBeGreaterThan(3.5)
    expect(size('cup')[1]).toBeLessThan(0.2)
    expect(size('house')[1]).toBeGreaterThan(4)
    expect(size('person')[1]).toBeGreaterThan(1.6)
    expect(size('person')[1]).toBeLessThan(2)
  })
})
