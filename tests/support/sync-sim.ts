import { commitBatch } from '../../src/shared/sync/commit-batch'
import { localBatch, receiveOps, receiveSnapshot, startSync, type ClientSyncState } from '../../src/shared/sync/client-sync'
import { toWire } from '../../src/shared/sync/wire-ops'
import type { SceneDocument } from '../../src/shared/scene/schema'
import { conflictingSteps, randomStep, treeProblems, type Rng } from './sync-fuzz'

interface Entry {
  seq: number
  clientId: string
  clientSeq: number
  ops: unknown[]
}
type ToServer = { kind: 'batch'; seq: number; baseSeq: number; ops: unknown[] }
type ToClient = { kind: 'ops'; entry: Entry }
interface Link<T> {
  queue: { at: number; msg: T }[]
  last: number
}

/**
 * A simulated server and network for the convergence fuzz: the server is `commitBatch` over an
 * in-memory log; each client has one ordered connection (a WebSocket is ordered) with random
 * latency, so messages of different clients interleave in random order; connections drop at
 * random (what was in flight is lost both ways) and come back with a snapshot and a resend.
 */
export function simulate(rng: Rng, start: SceneDocument, options: { clients: number; steps: number; dropRate?: number; only?: 'moves' }) {
  const server = { doc: start, seq: 0, log: [] as Entry[], last: new Map<string, number>() }
  const stats = { committed: 0, duplicates: 0, dropped: 0, conflicts: 0, reconnects: 0, docsChecked: 0 }
  const problems: string[] = []
  const check = (where: string, doc: SceneDocument) => {
    stats.docsChecked++
    const p = treeProblems(doc)
    if (p.length) problems.push(`${where}: ${p[0]}`)
  }
  const clients = Array.from({ length: options.clients }, (_, i) => ({
    id: `client${i}`,
    state: startSync(`client${i}`, start, 0) as ClientSyncState,
    up: { queue: [], last: 0 } as Link<ToServer>,
    down: { queue: [], last: 0 } as Link<ToClient>,
    counter: { n: 0 },
  }))
  let now = 0
  const send = <T>(link: Link<T>, msg: T) => {
    const at = Math.max(link.last, now + 1 + rng.int(6))
    link.last = at
    link.queue.push({ at, msg })
  }
  const serverReceive = (clientIndex: number, msg: ToServer) => {
    const client = clients[clientIndex]
    const result = commitBatch({ doc: server.doc, seq: server.seq }, { clientId: client.id, ...msg, ops: msg.ops as never }, server.last.get(client.id) ?? 0, true)
    if (result.kind === 'duplicate') return void stats.duplicates++
    if (result.kind !== 'commit') throw new Error(`unexpected ${result.kind}`)
    stats.committed++
    stats.dropped += result.dropped.length
    server.doc = result.doc
    server.seq = result.seq
    server.last.set(client.id, msg.seq)
    check('server', server.doc)
    const entry = { seq: result.seq, clientId: client.id, clientSeq: msg.seq, ops: result.ops.map(toWire) }
    server.log.push(entry)
    for (const c of clients) send(c.down, { kind: 'ops', entry })
  }
  const reconnect = (i: number) => {
    const c = clients[i]
    stats.reconnects++
    // Half the time the old connection's last batches still reach the server just after the new
    // connection's snapshot was taken (a race between nodes): the resend then duplicates them.
    const late = rng.chance(0.5) ? c.up.queue.map((q) => q.msg) : []
    c.up = { queue: [], last: now }
    c.down = { queue: [], last: now }
    c.state = receiveSnapshot(c.state, { doc: server.doc, seq: server.seq, acked: server.last.get(c.id) ?? 0 })
    check(c.id, c.state.doc)
    for (const msg of late) serverReceive(i, msg)
    for (const p of c.state.pending) send(c.up, { kind: 'batch', seq: p.seq, baseSeq: c.state.seq, ops: p.ops.map(toWire) })
  }
  const step = (i: number, ops: ReturnType<typeof randomStep>) => {
    const c = clients[i]
    const { state, batch } = localBatch(c.state, ops)
    c.state = state
    check(c.id, state.doc)
    send(c.up, { kind: 'batch', seq: batch.seq, baseSeq: state.seq, ops: ops.map(toWire) })
  }
  const deliver = () => {
    clients.forEach((c, i) => {
      while (c.up.queue.length && c.up.queue[0].at <= now) serverReceive(i, c.up.queue.shift()!.msg)
      while (c.down.queue.length && c.down.queue[0].at <= now) {
        c.state = receiveOps(c.state, c.down.queue.shift()!.msg.entry)
        check(c.id, c.state.doc)
      }
    })
  }
  for (; now < options.steps; now++) {
    if (options.clients >= 2 && rng.chance(0.15)) {
      // Two clients act on the same picture of the scene at once (both look at client 0's view).
      const pair = conflictingSteps(rng, clients[0].state.doc)
      const a = rng.int(options.clients)
      const b = (a + 1 + rng.int(options.clients - 1)) % options.clients
      if (pair) {
        try {
          step(a, pair[0])
          step(b, pair[1])
          stats.conflicts++
        } catch {
          // b's view differed from a's enough that its half does not fit there: an ordinary step then
        }
      }
    }
    clients.forEach((c, i) => {
      if (rng.chance(0.5)) step(i, randomStep(rng, c.state.doc, c.id, c.counter, options.only))
      if (rng.chance(options.dropRate ?? 0.02)) reconnect(i)
    })
    deliver()
  }
  // Settle: nothing new, everything in flight arrives.
  for (let guard = 0; guard < 10_000 && clients.some((c) => c.up.queue.length || c.down.queue.length); guard++, now++) deliver()
  return { server, clients: clients.map((c) => c.state), stats, problems }
}
