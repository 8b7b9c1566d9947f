import { beforeEach, describe, expect, it, vi } from 'vitest'
import { createShape, emptyScene } from '@shared/scene/defaults'
import { SCENE_VERSION } from '@shared/scene/schema'
import { sceneAnswer } from '../../../tests/support/scene-fixtures'

const api = vi.hoisted(() => ({ get: vi.fn(), put: vi.fn() }))
vi.mock('./api', () => ({ api }))

const { loadProjectScene, saveProjectScene } = await import('./scene-api')

describe('the client scene API', () => {
  beforeEach(() => {
    api.get.mockReset()
    api.put.mockReset()
  })

  it('reads the answer through the shared schema and loads (migrates) the document', async () => {
    const doc = emptyScene()
    const cube = createShape(doc, 'cube')
    // A version 1 document: the migration fills what version 2 requires.
    const { metallicEnabled: _m, transparency: _t, ...v1Material } = cube.material
    const v1 = { ...doc, schemaVersion: 1, nodes: { [cube.id]: { ...cube, material: v1Material } } }
    api.get.mockResolvedValue({ data: sceneAnswer('Cubes', v1 as never, 7) })
    const project = await loadProjectScene('p1')
    expect(api.get).toHaveBeenCalledWith('/assets/project/p1/assets')
    expect(project).toMatchObject({ id: 'p1', name: 'Cubes', revision: 7 })
    expect(project.doc.schemaVersion).toBe(SCENE_VERSION)
    expect(project.doc.nodes[cube.id]).toMatchObject({ material: { metallicEnabled: expect.any(Boolean), transparency: expect.any(String) } })
  })

  it('refuses an answer that is not the scene answer', async () => {
    api.get.mockResolvedValue({ data: { success: true, data: { project_name: 'x', scene: emptyScene() } } })
    await expect(loadProjectScene('p1')).rejects.toThrow(/revision/)
  })

  it('saves at the base revision and answers the new one', async () => {
    api.put.mockResolvedValue({ data: { success: true, message: 'Scene saved', data: { revision: 8 } } })
    expect(await saveProjectScene('p1', emptyScene(), 7)).toBe(8)
    expect(api.put).toHaveBeenCalledWith('/assets/project/p1/scene', { scene: emptyScene(), baseRevision: 7 })
  })
})
