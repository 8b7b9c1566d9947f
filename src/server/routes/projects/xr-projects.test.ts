import { describe, expect, it } from 'vitest'
import { useTestApp } from '../../../../tests/support/api-fixture'

const { alice, bob, call, load } = useTestApp()

/** The Virtual Reality, Web 3D and AR Glasses categories: JSON creates like Face Tracking's. */
describe.each([
  ['vr', 'VR', 'immersive-vr'],
  ['web3d', 'WEB3D', 'none'],
  ['glasses', 'GLASSES', 'immersive-ar'],
] as const)('POST /experience/%s/create', (route, category, mode) => {
  it(`creates a ${category} project, listed under its own category filter only`, async () => {
    const res = await call('POST', `/experience/${route}/create`, alice.token, { project_name: `My ${route}`, comment: 'hello' })
    expect(res.statusCode, res.body).toBe(201)
    expect(res.json()).toMatchObject({ success: true, message: 'Project created successfully' })
    const id = res.json().data._id as string
    expect(id).toMatch(/^[0-9a-f]{24}$/)
    const listed = (await call('GET', `/experience?category=${category}`, alice.token)).json()
    expect(listed.data.map((p: { _id: string; category: string; project_name: string; comment: string }) => [p._id, p.category, p.project_name, p.comment])).toEqual([[id, category, `My ${route}`, 'hello']])
    expect((await call('GET', '/experience?category=FACE', alice.token)).json().data).toEqual([])
    expect((await call('GET', `/experience?category=${category}`, bob.token)).json().data).toEqual([])
    const { scene } = await load(id)
    expect(scene.settings.xr).toEqual({ mode })
    // VR starts with a floor (the terrain element) and a sky; the others keep the empty scene's environment.
    if (category === 'VR') expect(scene.settings.environment).toMatchObject({ skybox: 'sunset', elements: ['terrain'] })
    else expect(scene.settings.environment.elements).toEqual([])
  })

  it('refuses a blank or missing name and a long comment, and creates nothing', async () => {
    const blank = await call('POST', `/experience/${route}/create`, alice.token, { project_name: '   ', comment: 'x' })
    expect(blank.statusCode).toBe(400)
    expect(blank.json().message).toContain('project name is required')
    const missing = await call('POST', `/experience/${route}/create`, alice.token, { comment: 'no name' })
    expect(missing.statusCode).toBe(400)
    const long = await call('POST', `/experience/${route}/create`, alice.token, { project_name: 'X', comment: 'c'.repeat(1001) })
    expect(long.statusCode).toBe(400)
    expect(long.json().message).toContain('comment must be at most 1000 characters')
    const names = (await call('GET', `/experience?category=${category}`, alice.token)).json().data.map((p: { project_name: string }) => p.project_name)
    expect(names).not.toContain('X')
    expect(names).not.toContain('   ')
  })
})
