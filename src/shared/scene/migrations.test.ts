import { describe, expect, it } from 'vitest'
import { createShape, createText, emptyScene } from './defaults'
import { loadScene } from './load'
import { migrateDown, MIGRATIONS } from './migrations'
import { applyOps } from './ops'
import { SCENE_VERSION, type SceneDocument } from './schema'

/** A version-1 document as v1 wrote it: none of the five fields that v2 requires. */
function v1Doc() {
  const v2 = emptyScene()
  const plain = createShape(v2, 'cube')
  const shiny = { ...createShape(v2, 'sphere'), id: 'shiny', material: { ...plain.material, metallic: 0.8, smoothness: 0.9 } }
  const text = { ...createText(v2), id: 'words' }
  const strip = <T extends object>(value: T, ...keys: string[]) => Object.fromEntries(Object.entries(value).filter(([k]) => !keys.includes(k)))
  return {
    schemaVersion: 1,
    assets: {},
    settings: { ...v2.settings, environment: strip(v2.settings.environment, 'reflectionProbes') },
    nodes: {
      [plain.id]: { ...plain, order: 0, material: strip(plain.material, 'metallicEnabled', 'transparency'), events: [{ id: 'e1', trigger: 'click', action: 'disable', targetId: 'shiny', url: null }] },
      shiny: { ...shiny, order: 1, material: strip(shiny.material, 'metallicEnabled', 'transparency') },
      words: { ...text, order: 2, text: strip(text.text, 'fontStyle') },
    },
    plainId: plain.id,
  }
}

describe('scene migrations', () => {
  it('is at version 3 with one step per version', () => {
    expect(SCENE_VERSION).toBe(3)
    for (let v = 1; v < SCENE_VERSION; v++) expect(MIGRATIONS[v]).toBeDefined()
  })

  it('v1 → v2 fills the five fields the way v1 readers defaulted them', () => {
    const { plainId, ...v1 } = v1Doc()
    const doc = loadScene(JSON.stringify(v1))
    expect(doc.schemaVersion).toBe(3)
    const plain = doc.nodes[plainId]
    const shiny = doc.nodes.shiny
    expect(plain.kind === 'shape' && [plain.material.metallicEnabled, plain.material.transparency]).toEqual([false, 'Alpha'])
    // A metal look from before the toggle reads as on, so it keeps its look and its sliders.
    expect(shiny.kind === 'shape' && shiny.material.metallicEnabled).toBe(true)
    expect(plain.events[0].inputType).toBe('mouse')
    expect(doc.nodes.words.kind === 'text' && doc.nodes.words.text.fontStyle).toBe('normal')
    expect(doc.settings.environment.reflectionProbes).toEqual({ mode: 'sky', intensity: 1 })
  })

  it('v1 → v2 keeps values a v1 document already had', () => {
    const { plainId, ...v1 } = v1Doc()
    const node = v1.nodes[plainId] as Record<string, any>
    node.material.metallicEnabled = true
    node.material.transparency = 'Blend'
    node.events[0].inputType = 'touch'
    ;(v1.settings.environment as Record<string, unknown>).reflectionProbes = { mode: 'off', intensity: 0.4 }
    const doc = loadScene(v1)
    const plain = doc.nodes[plainId]
    expect(plain.kind === 'shape' && [plain.material.metallicEnabled, plain.material.transparency]).toEqual([true, 'Blend'])
    expect(plain.events[0].inputType).toBe('touch')
    expect(doc.settings.environment.reflectionProbes).toEqual({ mode: 'off', intensity: 0.4 })
  })

  it('v2 → v1 leaves out what v1 read by default, so down(up(v1)) is the v1 document and up(down(v2)) the v2 one', () => {
    const { plainId: _, ...v1 } = v1Doc()
    const up = { ...MIGRATIONS[1].up(v1), schemaVersion: 2 }
    expect(migrateDown(up, 1)).toEqual(v1)
    let v2: SceneDocument = loadScene(v1)
    v2 = applyOps(v2, [{ op: 'settings', patch: { environment: { ...v2.settings.environment, reflectionProbes: { mode: 'off', intensity: 0.5 } } } }]).doc
    const down = migrateDown(v2 as unknown as Record<string, unknown>, 1)
    expect(down.schemaVersion).toBe(1)
    expect((down.settings as SceneDocument['settings']).environment.reflectionProbes).toEqual({ mode: 'off', intensity: 0.5 })
    expect(loadScene(down)).toEqual(v2)
  })

  it('refuses a document that still lacks a required field after migrating', () => {
    const doc = emptyScene() as unknown as Record<string, any>
    delete doc.settings.environment.reflectionProbes
    expect(() => loadScene(doc)).toThrow(/settings.environment.reflectionProbes/)
  })
})
