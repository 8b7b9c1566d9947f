import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createShape, emptyScene } from '@shared/scene/defaults'
import { applyOps } from '@shared/scene/ops'
import { apiCaller, createTestApp, registerUser, type TestApp } from '../../../../tests/support/test-app'
import { assertProjectOwner, ownedProject, retrySceneWrite, SCENE_WRITE_ATTEMPTS, writeSceneAt } from './scene-repository'

let t: TestApp
const call = apiCaller(() => t.app)
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(() => t?.close())

describe('the scene repository', () => {
  it('writes at a revision or not at all, reads only the owner’s project, and retries a lost race', async () => {
    const alice = await registerUser(t.app, 'Alice')
    const bob = await registerUser(t.app, 'Bob')
    const id = (await call('POST', '/experience/world/create', alice.token, { project_name: 'Repo' })).json().data._id as string
    const db = t.db.kysely
    const start = await ownedProject(db, alice.userId, id)
    await expect(ownedProject(db, bob.userId, id)).rejects.toMatchObject({ statusCode: 404 })
    await expect(assertProjectOwner(db, alice.userId, id)).resolves.toBeUndefined()
    await expect(assertProjectOwner(db, bob.userId, id)).rejects.toMatchObject({ statusCode: 404 })
    await expect(assertProjectOwner(db, alice.userId, 'f'.repeat(24))).rejects.toMatchObject({ statusCode: 404 })

    const doc = applyOps(emptyScene(), [{ op: 'add', node: createShape(emptyScene(), 'cube') }]).doc
    const revision = await writeSceneAt(db, { projectId: id, ownerId: alice.userId, baseRevision: start.scene_revision, scene: doc })
    expect(revision).toBe(start.scene_revision + 1)
    // The same base again lost the race; another owner never writes.
    expect(await writeSceneAt(db, { projectId: id, ownerId: alice.userId, baseRevision: start.scene_revision, scene: emptyScene() })).toBeNull()
    expect(await writeSceneAt(db, { projectId: id, ownerId: bob.userId, baseRevision: revision!, scene: emptyScene() })).toBeNull()
    expect(Object.keys((await ownedProject(db, alice.userId, id)).scene as object)).toContain('nodes')
    expect(Object.keys(((await ownedProject(db, alice.userId, id)).scene as { nodes: object }).nodes)).toHaveLength(1)

    let tries = 0
    const second = await retrySceneWrite('busy', async () => (++tries < 2 ? undefined : 'done'))
    expect([second, tries]).toEqual(['done', 2])
    tries = 0
    await expect(retrySceneWrite('Try again in a moment.', async () => void tries++)).rejects.toMatchObject({ statusCode: 409, message: 'Try again in a moment.' })
    expect(tries).toBe(SCENE_WRITE_ATTEMPTS)
  })
})
