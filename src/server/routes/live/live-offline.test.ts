import type { AddressInfo } from 'node:net'
import WebSocket from 'ws'
import { describe, expect, it } from 'vitest'
import { createShape } from '@shared/scene/defaults'
import { jsonEqual } from '@shared/scene/diff'
import type { SceneOp } from '@shared/scene/ops'
import { LiveSession, type SocketFactory } from '@app/features/live/live-session'
import { memoryQueueStore } from '@app/features/live/queue-store'
import { useTestApp } from '../../../../tests/support/api-fixture'
import { LiveTestClient } from '../../../../tests/support/live-client'
import { fuzzStartScene } from '../../../../tests/support/sync-fuzz'
import { liveDb } from './live-db'

/**
 * Issue 28, offline: the editor's own live session (the code the browser runs, over `ws`) makes
 * 100 changes without a connection, is reloaded while still offline (a new session on the same
 * queue store, as a reload reads IndexedDB), and reconnects while someone else kept editing, part
 * of it deleting what the offline changes touched.
 */
describe('offline editing, reload and reconnect', () => {
  const { t, alice, createProject } = useTestApp()

  it('converges within 5 s of reconnecting, with a notice for changes on deleted objects', async () => {
    if (!t.app.server.listening) await t.app.listen({ port: 0, host: '127.0.0.1' })
    const base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`
    const project = await createProject('Offline')
    await t.db.kysely.updateTable('projects').set({ scene: JSON.stringify(fuzzStartScene()) }).where('id', '=', project).execute()
    const url = `${base.replace('http', 'ws')}/api/v1/scenes/${project}/live`
    let online = true
    // Offline: every connection attempt fails, as with no network.
    const socket: SocketFactory = (u) => new WebSocket(online ? u : 'ws://127.0.0.1:9/') as never
    const store = memoryQueueStore()
    const notices: string[] = []
    const make = () => new LiveSession({ projectId: project, urls: [url], token: () => alice.token, store, socket, onNotice: (n) => notices.push(n) })

    const a = make()
    await a.start(null)
    const other = new LiveTestClient('other-editor-1', alice.token)
    await other.connect(base, project)
    await waitFor(() => a.status === 'online')

    online = false
    a.dropConnection()
    await waitFor(() => a.status === 'offline')
    // 100 changes offline: edits of the children of group g1 (which the other person deletes) and new cubes.
    for (let i = 0; i < 100; i++) {
      const ops: SceneOp[] =
        i % 4 === 0 ? [{ op: 'add', node: { ...createShape(fuzzStartScene(), 'cube'), id: `off${i}`, name: `Offline ${i}` } }] : [{ op: 'update', id: i % 4 === 1 ? 'g1c0' : i % 4 === 2 ? 'g1c1' : 'g0c0', patch: { name: `Edit ${i}` } }]
      a.commit(`Edit ${i}`, ops)
    }
    expect(a.waiting).toBe(100)
    const seenBefore = a.sync!.doc
    await a.flush()
    a.stop()

    // Reload while offline: a new session reads the queue and shows the same document.
    const reloaded = make()
    await reloaded.start(null)
    expect(reloaded.waiting).toBe(100)
    expect(jsonEqual(reloaded.sync!.doc, seenBefore)).toBe(true)

    // Meanwhile the other person deletes group g1 and keeps editing.
    other.edit([{ op: 'remove', id: 'g1' }])
    for (let i = 0; i < 20; i++) other.edit([{ op: 'update', id: 'g2c0', patch: { name: `Theirs ${i}` } }])
    await other.until(() => other.settled)

    online = true
    const back = Date.now()
    await waitFor(() => reloaded.status === 'online' && reloaded.waiting === 0 && other.state!.seq === reloaded.sync!.seq, 5000)
    const took = Date.now() - back
    expect(jsonEqual(reloaded.sync!.doc, other.doc)).toBe(true)
    expect(Object.keys(other.doc.nodes).filter((id) => id.startsWith('off'))).toHaveLength(25)
    expect(other.doc.nodes.g1c0).toBeUndefined()
    expect(other.doc.nodes.g0c0.name).toBe('Edit 99')
    expect(notices.some((n) => /deleted by someone else/.test(n))).toBe(true)
    expect(took).toBeLessThan(5000)
    console.log(`offline: 100 queued changes, reload, reconnect: converged in ${took} ms; ${notices.length} notices, e.g. "${notices[0]}"`)
    reloaded.stop()
    other.close()
  })
})

describe('a continuous edit', () => {
  const { t, alice, createProject } = useTestApp()
  it("goes to the server as few batches, and undoes as one step", async () => {
    if (!t.app.server.listening) await t.app.listen({ port: 0, host: '127.0.0.1' })
    const base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`
    const project = await createProject('Slider')
    await t.db.kysely.updateTable('projects').set({ scene: JSON.stringify(fuzzStartScene()) }).where('id', '=', project).execute()
    const session = new LiveSession({ projectId: project, urls: [`${base.replace('http', 'ws')}/api/v1/scenes/${project}/live`], token: () => alice.token, store: memoryQueueStore(), socket: (u) => new WebSocket(u) as never })
    await session.start(null)
    await waitFor(() => session.status === 'online')
    // A slider dragged through 30 values in a burst, as the panel commits it (one merge key).
    for (let i = 1; i <= 30; i++) session.commit('Position', [{ op: 'update', id: 'g0', patch: { transform: { position: [i, 0, 0], rotation: [0, 0, 0], scale: [1, 1, 1] } } }], 'slider:g0')
    await waitFor(() => session.waiting === 0)
    const { count } = await liveDb(t.db.kysely).selectFrom('scene_ops').select((eb) => eb.fn.countAll<number>().as('count')).where('project_id', '=', project).executeTakeFirstOrThrow()
    expect(Number(count)).toBeLessThan(5)
    const stored = (await t.db.kysely.selectFrom('projects').select('scene').where('id', '=', project).executeTakeFirstOrThrow()).scene as { nodes: Record<string, { transform: { position: number[] } }> }
    expect(stored.nodes.g0.transform.position).toEqual([30, 0, 0])
    expect(session.step('undo')?.label).toBe('Position')
    await waitFor(() => session.waiting === 0)
    expect(session.sync!.doc.nodes.g0.transform.position).toEqual(fuzzStartScene().nodes.g0.transform.position)
    session.stop()
  })
})

async function waitFor(predicate: () => boolean, ms = 5000) {
  const deadline = Date.now() + ms
  while (!predicate()) {
    if (Date.now() > deadline) throw new Error('timed out')
    await new Promise((r) => setTimeout(r, 20))
  }
}
