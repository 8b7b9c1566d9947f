import { beforeAll, describe, expect, it } from 'vitest'
import { COMMENT_MESSAGES, type CommentThread } from '@shared/api/comments'
import { createGroup, createShape, emptyScene } from '@shared/scene/defaults'
import { applyOps } from '@shared/scene/ops'
import type { SceneDocument } from '@shared/scene/schema'
import { useTestApp } from '../../../../tests/support/api-fixture'
import { registerUser } from '../../../../tests/support/test-app'

const { t, alice, bob, call, createProject, load, saveScene } = useTestApp()
let dave: Awaited<ReturnType<typeof registerUser>>
beforeAll(async () => {
  dave = await registerUser(t.app, 'Dave')
})

async function save(id: string, doc: SceneDocument) {
  const res = await saveScene(id, doc, (await load(id)).revision)
  expect(res.statusCode, res.body).toBe(200)
}
const threads = async (id: string, token = alice.token): Promise<CommentThread[]> => (await call('GET', `/experience/${id}/comments`, token)).json().data

describe('comments', () => {
  it('a viewer pins a thread to an object; it follows the object and stays, marked, when the object is deleted', async () => {
    const id = await createProject('Reviewed')
    let doc = emptyScene()
    const group = createGroup(doc, [10, 0, 0])
    doc = applyOps(doc, [{ op: 'add', node: group }]).doc
    const cube = createShape(doc, 'cube', [1, 2, 3])
    doc = applyOps(doc, [{ op: 'add', node: cube }]).doc
    await save(id, doc)
    expect((await call('POST', `/experience/${id}/shares`, alice.token, { email: bob.email, role: 'viewer' })).statusCode).toBe(200)

    // A viewer may comment, though not edit; a stranger sees nothing.
    const posted = await call('POST', `/experience/${id}/comments`, bob.token, { body: ' Make it red? ', nodeId: cube.id })
    expect(posted.statusCode, posted.body).toBe(201)
    const thread = posted.json().data as CommentThread
    expect(thread).toMatchObject({ body: 'Make it red?', nodeId: cube.id, nodeName: cube.name, nodeDeleted: false, position: [1, 2, 3], resolved: false, author: { id: bob.userId, name: 'Bob' } })
    expect((await call('GET', `/experience/${id}/comments`, dave.token)).statusCode).toBe(404)
    expect((await call('POST', `/experience/${id}/comments`, dave.token, { body: 'hi' })).statusCode).toBe(404)
    expect((await call('POST', `/experience/${id}/comments`, bob.token, { body: 'x', nodeId: 'not-a-node' })).json().message).toBe(COMMENT_MESSAGES.nodeMissing)
    expect((await call('POST', `/experience/${id}/comments`, bob.token, { body: '   ' })).statusCode).toBe(400)
    // The owner hears of it.
    expect((await call('GET', '/notifications', alice.token)).json().data.items[0]).toMatchObject({ type: 'Comment', projectId: id, mess: `Bob commented on 'Reviewed'` })

    // Reparented into the group (at +10 x), the pin goes with it.
    doc = applyOps(doc, [{ op: 'update', id: cube.id, patch: { parentId: group.id } }]).doc
    await save(id, doc)
    expect((await threads(id))[0].position).toEqual([11, 2, 3])
    doc = applyOps(doc, [{ op: 'update', id: group.id, patch: { transform: { ...group.transform, position: [0, 5, 0] } } }]).doc
    await save(id, doc)
    expect((await threads(id))[0].position).toEqual([1, 7, 3])

    doc = applyOps(doc, [{ op: 'remove', id: cube.id }]).doc
    await save(id, doc)
    const after = (await threads(id, bob.token))[0]
    expect(after).toMatchObject({ id: thread.id, nodeId: cube.id, nodeDeleted: true, position: null, body: 'Make it red?' })
  })

  it('threads take replies and resolve; only the author edits, the author or the owner deletes', async () => {
    const id = await createProject('Thread')
    expect((await call('POST', `/experience/${id}/shares`, alice.token, { email: bob.email, role: 'viewer' })).statusCode).toBe(200)
    const root = (await call('POST', `/experience/${id}/comments`, alice.token, { body: 'Here', point: [0.5, 0, -2] })).json().data as CommentThread
    expect(root.position).toEqual([0.5, 0, -2])
    const replied = await call('POST', `/experience/${id}/comments/${root.id}/replies`, bob.token, { body: 'Agreed' })
    expect(replied.statusCode).toBe(201)
    const reply = (replied.json().data as CommentThread).replies[0]
    expect(reply).toMatchObject({ body: 'Agreed', author: { id: bob.userId } })
    // A reply to a reply joins the same thread.
    await call('POST', `/experience/${id}/comments/${reply.id}/replies`, alice.token, { body: 'Done' })
    expect((await threads(id)).map((th) => [th.body, th.replies.map((r) => r.body)])).toEqual([['Here', ['Agreed', 'Done']]])
    expect((await call('GET', '/notifications', bob.token)).json().data.items[0]).toMatchObject({ type: 'Comment', mess: `Alice replied to a comment on 'Thread'` })

    const resolved = await call('PATCH', `/experience/${id}/comments/${reply.id}`, bob.token, { resolved: true })
    expect(resolved.json().data).toMatchObject({ id: root.id, resolved: true, resolvedBy: { id: bob.userId } })
    expect((await call('PATCH', `/experience/${id}/comments/${root.id}`, alice.token, { resolved: false })).json().data.resolved).toBe(false)

    expect((await call('PATCH', `/experience/${id}/comments/${root.id}`, bob.token, { body: 'Mine now' })).statusCode).toBe(403)
    expect((await call('PATCH', `/experience/${id}/comments/${reply.id}`, bob.token, { body: 'Agreed!' })).json().data.replies[0].body).toBe('Agreed!')
    expect((await call('DELETE', `/experience/${id}/comments/${root.id}`, bob.token)).statusCode).toBe(403)
    expect((await call('DELETE', `/experience/${id}/comments/${root.id}`, dave.token)).statusCode).toBe(404)
    expect((await call('DELETE', `/experience/${id}/comments/${root.id}`, alice.token)).statusCode).toBe(200)
    expect(await threads(id)).toEqual([])
  })
})
