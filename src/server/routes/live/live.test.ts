import type { AddressInfo } from 'node:net'
import WebSocket from 'ws'
import { describe, expect, it, vi } from 'vitest'
import { createShape, emptyScene } from '@shared/scene/defaults'
import { CLOSE, LIVE_PROTOCOL_VERSION, type ServerMessage } from '@shared/sync/protocol'
import { useTestApp } from '../../../../tests/support/api-fixture'
import { LiveTestClient } from '../../../../tests/support/live-client'
import { newConnection } from './live-hub'
import { liveDb } from './live-db'
import { accessRevoked } from '../../lib/project-access'

/** Issue 28: the live co-editing socket on one node (both databases). */
describe('live scene socket', () => {
  const { t, alice, bob, createProject, call } = useTestApp()
  const base = async () => {
    if (!t.app.server.listening) await t.app.listen({ port: 0, host: '127.0.0.1' })
    return `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`
  }
  const shape = (id: string) => ({ ...createShape(emptyScene(), 'cube'), id, name: `Cube ${id}` })
  const rawSocket = async (projectId: string) => {
    const ws = new WebSocket(`${(await base()).replace('http', 'ws')}/api/v1/scenes/${projectId}/live`)
    await new Promise<void>((resolve) => ws.once('open', () => resolve()))
    const closed = new Promise<number>((resolve) => ws.once('close', (code) => resolve(code)))
    return { ws, closed }
  }

  it('refuses a socket without a valid hello, and a project that is not yours (as not found)', async () => {
    const project = await createProject('Live')
    const noHello = await rawSocket(project)
    noHello.ws.send(JSON.stringify({ type: 'batch', seq: 1, baseSeq: 0, ops: [{ op: 'remove', id: 'x' }] }))
    expect(await noHello.closed).toBe(4401)
    const badToken = await rawSocket(project)
    badToken.ws.send(JSON.stringify({ type: 'hello', v: LIVE_PROTOCOL_VERSION, token: 'nope', clientId: 'client-bad-1' }))
    expect(await badToken.closed).toBe(4401)
    const stranger = await rawSocket(project)
    stranger.ws.send(JSON.stringify({ type: 'hello', v: LIVE_PROTOCOL_VERSION, token: bob.token, clientId: 'client-bob-1' }))
    expect(await stranger.closed).toBe(4404)
  })

  it('tells an editor of another protocol version to reload (4426), with or without a version in its hello', async () => {
    const project = await createProject('Live versions')
    for (const v of [undefined, LIVE_PROTOCOL_VERSION - 1, LIVE_PROTOCOL_VERSION + 1]) {
      const old = await rawSocket(project)
      const reason = new Promise<string>((resolve) => old.ws.once('close', (_code, why) => resolve(String(why))))
      old.ws.send(JSON.stringify({ type: 'hello', ...(v !== undefined && { v }), token: alice.token, clientId: 'client-old-1' }))
      expect(await old.closed).toBe(CLOSE.outdated)
      expect(await reason).toMatch(/^Reload/)
    }
    const current = new LiveTestClient('tab-current-1', alice.token)
    await current.connect(await base(), project)
    current.close()
  })

  it('tells every open editor of the project when its comments change, and only them', async () => {
    const project = await createProject('Live comments')
    const other = await createProject('Elsewhere')
    const here = new LiveTestClient('tab-comments-1', alice.token)
    const away = new LiveTestClient('tab-comments-2', alice.token)
    await here.connect(await base(), project)
    await away.connect(await base(), other)
    const posted = await call('POST', `/experience/${project}/comments`, alice.token, { body: 'A note' })
    expect(posted.statusCode, posted.body).toBe(201)
    await here.until(() => here.commentNotices === 1, 5000, 'the notice of a new thread')
    const resolved = await call('PATCH', `/experience/${project}/comments/${posted.json().data.id}`, alice.token, { resolved: true })
    expect(resolved.statusCode).toBe(200)
    await here.until(() => here.commentNotices === 2, 5000, 'the notice of a resolve')
    expect(away.commentNotices).toBe(0)
    here.close()
    away.close()
  })

  it('carries an edit to the other editor, applies a resent batch once, and stores it with the scene', async () => {
    const project = await createProject('Live 2')
    const a = new LiveTestClient('tab-a-000001', alice.token)
    const b = new LiveTestClient('tab-b-000001', alice.token)
    await a.connect(await base(), project)
    await b.connect(await base(), project)
    await b.until(() => b.peers.has('tab-a-000001'), 5000, 'presence of a')
    const seq = a.edit([{ op: 'add', node: shape('n1') }])
    await b.until(() => !!b.doc.nodes.n1, 5000, 'n1 at b')
    await a.until(() => a.settled, 5000, 'ack')
    // The same batch again (a resend after a lost ack): acknowledged already, applied once.
    a.ws!.send(JSON.stringify({ type: 'batch', seq, baseSeq: 0, ops: [{ op: 'update', id: 'n1', patch: { name: 'Twice' } }] }))
    a.edit([{ op: 'update', id: 'n1', patch: { name: 'Renamed' } }])
    await b.until(() => b.doc.nodes.n1?.name === 'Renamed', 5000, 'rename at b')
    expect(a.acks.get(seq)).toBe(1)
    const log = await liveDb(t.db.kysely).selectFrom('scene_ops').select(['seq', 'client_seq']).where('project_id', '=', project).orderBy('seq').execute()
    expect(log).toEqual([
      { seq: 1, client_seq: 1 },
      { seq: 2, client_seq: 2 },
    ])
    // The scene row is the snapshot: the REST read sees the live edits.
    const read = await call('GET', `/assets/project/${project}/assets`, alice.token)
    expect(read.json().data.scene.nodes.n1.name).toBe('Renamed')
    expect(a.problems).toEqual([])
    a.close()
    b.close()
  })

  it("refuses a batch that poses as another person's client id", async () => {
    const project = await createProject('Live 7')
    const a = new LiveTestClient('tab-a-000007', alice.token)
    await a.connect(await base(), project)
    a.edit([{ op: 'add', node: shape('p1') }])
    await a.until(() => a.settled)
    const sent: ServerMessage[] = []
    const impostor = newConnection({ send: (m) => sent.push(m), close: () => undefined, userId: bob.userId, clientId: 'tab-a-000007', name: 'Bob', role: 'editor' })
    await t.app.liveHub!.batch(project, impostor, { type: 'batch', seq: 2, baseSeq: 1, ops: [{ op: 'remove', id: 'p1' }] })
    expect(sent).toEqual([{ type: 'reject', clientSeq: 2, code: 409, reason: 'This client id belongs to someone else; reload the editor.' }])
    a.edit([{ op: 'update', id: 'p1', patch: { name: 'Still here' } }])
    await a.until(() => a.settled)
    expect(a.doc.nodes.p1.name).toBe('Still here')
    a.close()
  })

  it("refuses a viewer's batch with 403 and applies nothing", async () => {
    const project = await createProject('Live 3')
    const sent: ServerMessage[] = []
    const viewer = newConnection({ send: (m) => sent.push(m), close: () => undefined, userId: bob.userId, clientId: 'viewer-0001', name: 'Bob', role: 'viewer' })
    await t.app.liveHub!.batch(project, viewer, { type: 'batch', seq: 1, baseSeq: 0, ops: [{ op: 'add', node: shape('v1') }] })
    expect(sent).toEqual([{ type: 'reject', clientSeq: 1, code: 403, reason: 'You can view this scene but not edit it.' }])
    const read = await call('GET', `/assets/project/${project}/assets`, alice.token)
    expect(read.json().data.scene.nodes.v1).toBeUndefined()
  })

  it('drops an op whose node was deleted meanwhile and says so; a REST save reaches live editors', async () => {
    const project = await createProject('Live 4')
    const a = new LiveTestClient('tab-a-000004', alice.token)
    await a.connect(await base(), project)
    a.edit([{ op: 'add', node: shape('k1') }, { op: 'add', node: shape('k2') }])
    await a.until(() => a.settled)
    // A batch built on an older picture: k1 is gone by the time it arrives.
    a.ws!.send(JSON.stringify({ type: 'batch', seq: 50, baseSeq: 1, ops: [{ op: 'remove', id: 'k1' }, { op: 'update', id: 'k1', patch: { name: 'Late' } }, { op: 'update', id: 'k2', patch: { name: 'Kept' } }] }))
    await a.until(() => a.acks.has(50))
    expect(a.dropped).toEqual([{ index: 1, reason: expect.stringContaining('no such node') }])
    expect(a.doc.nodes.k2.name).toBe('Kept')
    // A save through the REST route (the old editor, the assistant) arrives as a reset within the poll.
    const read = (await call('GET', `/assets/project/${project}/assets`, alice.token)).json().data
    const next = { ...read.scene, nodes: { ...read.scene.nodes, k3: shape('k3') } }
    const saved = await call('PUT', `/assets/project/${project}/scene`, alice.token, { scene: next, baseRevision: read.revision })
    expect(saved.statusCode).toBe(200)
    await a.until(() => !!a.doc.nodes.k3, 5000, 'reset with k3')
    a.close()
  })

  it("closes a socket within 5 s once its user's access is gone", async () => {
    const project = await createProject('Live 5')
    const a = new LiveTestClient('tab-a-000005', alice.token)
    await a.connect(await base(), project)
    const started = Date.now()
    await t.db.kysely.updateTable('projects').set({ owner_id: bob.userId }).where('id', '=', project).execute()
    await a.until(() => !!a.closed, 5000, 'close')
    expect(a.closed!.code).toBe(4403)
    expect(Date.now() - started).toBeLessThan(5000)
  })

  it('closes at once when the access module announces a removal', async () => {
    const project = await createProject('Live 6')
    const a = new LiveTestClient('tab-a-000006', alice.token)
    await a.connect(await base(), project)
    const started = Date.now()
    // The access module's announcement (the project moved to Bob: Alice has no role left).
    await t.db.kysely.updateTable('projects').set({ owner_id: bob.userId }).where('id', '=', project).execute()
    const recheck = vi.spyOn(t.app.liveHub!, 'recheck')
    accessRevoked(alice.userId, { projectId: project })
    expect(recheck).toHaveBeenCalledWith(alice.userId, project)
    await a.until(() => !!a.closed, 1000, 'close')
    expect(a.closed!.code).toBe(4403)
    expect(Date.now() - started).toBeLessThan(1000)
  })
})
