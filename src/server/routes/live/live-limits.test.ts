import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import type { AddressInfo } from 'node:net'
import type https from 'node:https'
import WebSocket from 'ws'
import { sql } from 'kysely'
import { afterAll, describe, expect, it } from 'vitest'
import { createShape, emptyScene } from '@shared/scene/defaults'
import { SCENE_MAX_NODES } from '@shared/scene/limits'
import { indexKey } from '@shared/scene/order-keys'
import { LIVE_PROTOCOL_VERSION, MAX_BATCH_OPS } from '@shared/sync/protocol'
import { toWire } from '@shared/sync/wire-ops'
import { useTestApp } from '../../../../tests/support/api-fixture'
import { LiveTestClient } from '../../../../tests/support/live-client'
import { ensureCertificate } from '../../lib/certs'
import { listenHttps } from '../../lib/https-listener'
import { liveDb } from './live-db'

/** The live socket keeps the same limits and identities as the REST doors, on http and https. */
describe('live socket: https, the node cap, who peers are', () => {
  const { t, alice, createProject, call } = useTestApp()
  let secure: https.Server | undefined
  let certsDir: string | undefined
  afterAll(() => {
    secure?.close()
    if (certsDir) fs.rmSync(certsDir, { recursive: true, force: true })
  })
  const base = async () => {
    if (!t.app.server.listening) await t.app.listen({ port: 0, host: '127.0.0.1' })
    return `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`
  }
  const shapes = (prefix: string, n: number) => {
    const template = createShape(emptyScene(), 'cube')
    return Array.from({ length: n }, (_, i) => ({ op: 'add' as const, node: { ...template, id: `${prefix}${i}`, name: `Cube ${i}`, order: indexKey(i) } }))
  }

  it('opens on the https port (the way `npm start` serves it) and carries an edit to a second editor', async () => {
    await base()
    certsDir = fs.mkdtempSync(path.join(os.tmpdir(), 'live-certs-'))
    const { cert, key } = await ensureCertificate(certsDir)
    secure = await listenHttps(t.app, { cert, key }, 0, '127.0.0.1')
    const httpsBase = `https://localhost:${(secure.address() as AddressInfo).port}`
    const project = await createProject('Over TLS')
    const a = new LiveTestClient('tab-tls-00001', alice.token)
    const b = new LiveTestClient('tab-tls-00002', alice.token)
    await a.connect(httpsBase, project, { ca: cert })
    await b.connect(httpsBase, project, { ca: cert })
    a.edit(shapes('tls', 1))
    await b.until(() => !!b.doc.nodes.tls0, 5000, 'the edit at b')
    await a.until(() => a.settled, 5000, 'ack')
    const read = await call('GET', `/assets/project/${project}/assets`, alice.token)
    expect(read.json().data.scene.nodes.tls0.name).toBe('Cube 0')
    a.close()
    b.close()
  })

  it(`refuses with 413 a batch that would take the scene past ${SCENE_MAX_NODES} objects, and stores none of it`, async () => {
    const project = await createProject('Full house')
    const a = new LiveTestClient('tab-cap-00001', alice.token, false)
    await a.connect(await base(), project)
    const batches = SCENE_MAX_NODES / MAX_BATCH_OPS
    for (let i = 0; i < batches; i++) {
      a.edit(shapes(`b${i}n`, MAX_BATCH_OPS))
      await a.until(() => a.settled, 30_000, `batch ${i}`)
    }
    expect(a.rejects).toEqual([])
    // A client of its own making (the editor's own door would refuse this before sending it).
    const over = batches + 1
    a.ws!.send(JSON.stringify({ type: 'batch', seq: over, baseSeq: a.state!.seq, ops: shapes('over', MAX_BATCH_OPS).map(toWire) }))
    await a.until(() => a.rejects.length === 1, 30_000, 'the refusal')
    expect(a.rejects[0]).toMatchObject({ clientSeq: over, code: 413 })
    expect(a.rejects[0].reason).toContain(String(SCENE_MAX_NODES))
    const stored = await call('GET', `/assets/project/${project}/assets`, alice.token)
    expect(Object.keys(stored.json().data.scene.nodes)).toHaveLength(SCENE_MAX_NODES)
    const log = await liveDb(t.db.kysely).selectFrom('scene_ops').select('seq').where('project_id', '=', project).execute()
    expect(log).toHaveLength(batches)
    // One more still fits after a removal: the cap counts what the scene holds.
    a.ws!.send(JSON.stringify({ type: 'batch', seq: over + 1, baseSeq: a.state!.seq, ops: [{ op: 'remove' as const, id: 'b0n0' }, ...shapes('last', 1)].map(toWire) }))
    await a.until(() => a.state!.seq === batches + 1, 10_000, 'the swap')
    expect(a.rejects).toHaveLength(1)
    a.close()
  }, 120_000)

  it('a project whose stored scene no longer loads answers Duplicate File with 4xx and a message, not 500', async () => {
    const project = await createProject('Broken')
    const nodes = Object.fromEntries(shapes('x', SCENE_MAX_NODES + 1).map(({ node }) => [node.id, node]))
    await sql`UPDATE projects SET scene = ${JSON.stringify({ ...emptyScene(), nodes })} WHERE id = ${project}`.execute(t.db.kysely)
    const res = await call('POST', `/experience/duplicate/${project}`, alice.token)
    expect(res.statusCode).toBe(413)
    expect(res.json()).toMatchObject({ success: false, message: expect.stringContaining('cannot be duplicated') })
    await sql`UPDATE projects SET scene = ${JSON.stringify({ schemaVersion: 1, nodes: 'not a table' })} WHERE id = ${project}`.execute(t.db.kysely)
    const invalid = await call('POST', `/experience/duplicate/${project}`, alice.token)
    expect(invalid.statusCode).toBe(422)
    expect(invalid.json().message).toContain('cannot be duplicated')
  })

  it("shows peers by their account's name, whatever their hello claims", async () => {
    const project = await createProject('Names')
    const a = new LiveTestClient('tab-name-0001', alice.token)
    a.helloName = 'Ada (owner)'
    const b = new LiveTestClient('tab-name-0002', alice.token)
    await a.connect(await base(), project)
    await b.connect(await base(), project)
    await b.until(() => b.peers.has('tab-name-0001'), 5000, 'presence of a')
    expect(b.peers.get('tab-name-0001')!.name).toBe('Alice')
    a.close()
    b.close()
  })
})

describe('live socket: a message over the size limit', () => {
  const lines: { level: number; msg: string }[] = []
  const stream = { write: (line: string) => void lines.push(JSON.parse(line)) }
  const { t, alice, createProject } = useTestApp({}, { logger: { level: 'warn', stream } })

  it('closes that connection and logs one warn line for it, not an error per message', async () => {
    const project = await createProject('Loud')
    if (!t.app.server.listening) await t.app.listen({ port: 0, host: '127.0.0.1' })
    const url = `ws://127.0.0.1:${(t.app.server.address() as AddressInfo).port}/api/v1/scenes/${project}/live`
    for (let i = 0; i < 3; i++) {
      const ws = new WebSocket(url)
      await new Promise<void>((resolve) => ws.once('open', () => resolve()))
      ws.send(JSON.stringify({ type: 'hello', v: LIVE_PROTOCOL_VERSION, token: alice.token, clientId: `tab-loud-000${i}` }))
      const closed = new Promise<number>((resolve) => ws.once('close', (code) => resolve(code)))
      ws.on('error', () => undefined)
      for (let k = 0; k < 3; k++) ws.send(Buffer.alloc(5 * 1024 * 1024, 32))
      expect(await closed).toBe(1009)
    }
    await new Promise((resolve) => setTimeout(resolve, 200))
    const about = lines.filter((l) => /live socket|Max payload/i.test(l.msg))
    expect(about.map((l) => l.level)).toEqual([40, 40, 40])
    expect(lines.filter((l) => l.level >= 50)).toEqual([])
  })
})
