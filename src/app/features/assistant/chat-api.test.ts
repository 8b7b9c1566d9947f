import { beforeEach, describe, expect, it, vi } from 'vitest'
import { loadScene } from '@shared/scene/load'
import { penguinScene, sceneAnswer } from '../../../../tests/support/scene-fixtures'

const api = vi.hoisted(() => ({ get: vi.fn(), put: vi.fn() }))
vi.mock('@app/lib/api', () => ({ api }))

const { removeSceneObject } = await import('./chat-api')

describe('the home preview chip X', () => {
  beforeEach(() => {
    api.get.mockReset().mockResolvedValue({ data: sceneAnswer('Penguins', penguinScene().doc, 4) })
    api.put.mockReset().mockResolvedValue({ data: { data: { revision: 5 } } })
  })

  it('removes an event target with its children and saves a scene that loads, at the revision read (bug 4)', async () => {
    await removeSceneObject('p1', 'penguin-2')
    expect(api.put).toHaveBeenCalledTimes(1)
    const [url, body] = api.put.mock.calls[0]
    expect(url).toBe('/assets/project/p1/scene')
    expect(body.baseRevision).toBe(4)
    const saved = loadScene(body.scene)
    expect(saved.nodes['penguin-2']).toBeUndefined()
    expect(saved.nodes['body-2']).toBeUndefined()
    expect(saved.nodes.ice.events).toEqual([])
  })
})
