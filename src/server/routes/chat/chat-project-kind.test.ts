import { describe, expect, it } from 'vitest'
import type { SceneDocument } from '@shared/scene/schema'
import { useTestApp } from '../../../../tests/support/api-fixture'

const api = useTestApp()
const { alice, call } = api

/** The project an assistant prompt creates is of the kind the prompt asks for, not always a world. */
describe('the kind of project a first prompt creates', () => {
  it.each([
    ['a face filter with sunglasses', 'FACE', (s: SceneDocument) => !!s.settings.faceTracking],
    ['a poster that comes alive with a dinosaur', 'IMAGE', (s: SceneDocument) => !!s.settings.imageTarget && !!s.assets[s.settings.imageTarget.assetId]],
    ['a red cube', 'WORLD', (s: SceneDocument) => !s.settings.faceTracking && !s.settings.imageTarget],
  ])('%s makes a %s project', async (query, category, check) => {
    const res = await call('POST', '/chat/query', alice.token, { query })
    expect(res.statusCode).toBe(200)
    const id = res.json().response.experienceId as string
    const list = (await call('GET', '/experience', alice.token)).json().data as { _id: string; category: string }[]
    expect(list.find((p) => p._id === id)?.category).toBe(category)
    const stored = (await api.load(id)) as { scene: SceneDocument }
    expect(check(stored.scene)).toBe(true)
  })
})
