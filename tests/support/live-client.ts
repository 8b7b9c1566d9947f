import WebSocket from 'ws'
import type { SceneOp } from '../../src/shared/scene/ops'
import type { SceneDocument } from '../../src/shared/scene/schema'
import { integrityProblems } from '../../src/shared/scene/load'
import { localBatch, receiveOps, receiveReject, receiveSnapshot, startSync, type ClientSyncState } from '../../src/shared/sync/client-sync'
import { LIVE_PROTOCOL_VERSION, type PeerInfo, type ServerMessage } from '../../src/shared/sync/protocol'
import { toWire } from '../../src/shared/sync/wire-ops'

/**
 * A live co-editing client for API tests and the bench, on the same pure sync state the editor
 * uses, over a real WebSocket. It keeps its pending batches across connections (as the editor's
 * offline queue does), so a test can drop a node and connect it to another.
 */
export class LiveTestClient {
  state: ClientSyncState | null = null
  ws: WebSocket | null = null
  peers = new Map<string, PeerInfo>()
  rejects: { clientSeq: number; code: number; reason: string }[] = []
  dropped: { index: number; reason: string }[] = []
  problems: string[] = []
  closed: { code: number; reason: string } | null = null
  /** Every batch seq the server acknowledged, with how often: an exactly-once check counts these. */
  acks = new Map<number, number>()
  received = 0
  /** How many "comments changed" notices arrived. */
  commentNotices = 0
  onEntry?: (entry: Extract<ServerMessage, { type: 'ops' }>) => void
  private waiters: (() => void)[] = []
  /** A name to claim in `hello` (the server shows the account's name whatever this says). */
  helloName?: string

  /** Random latency per message, each way, keeping each direction in order (as one socket does). */
  latency?: () => number
  private outChain: Promise<void> = Promise.resolve()
  private inChain: Promise<void> = Promise.resolve()

  constructor(
    readonly clientId: string,
    readonly token: string,
    private readonly checkTree = true,
  ) {}

  /** `tls`: for an https base, the certificate to trust (the server's self-signed one). */
  async connect(baseUrl: string, projectId: string, tls?: { ca: string }): Promise<void> {
    const url = `${baseUrl.replace(/^http/, 'ws')}/api/v1/scenes/${projectId}/live`
    const ws = new WebSocket(url, tls ? { ca: tls.ca, servername: 'localhost' } : undefined)
    this.ws = ws
    this.closed = null
    await new Promise<void>((resolve, reject) => {
      ws.once('open', () => resolve())
      ws.once('error', reject)
    })
    ws.on('error', () => undefined)
    ws.on('close', (code, reason) => {
      if (this.ws === ws) this.ws = null
      this.closed = { code, reason: reason.toString() }
      this.wake()
    })
    const welcomed = new Promise<void>((resolve, reject) => {
      ws.once('close', (code) => reject(new Error(`closed ${code} before welcome`)))
      ws.on('message', (raw) => {
        const message = JSON.parse(raw.toString()) as ServerMessage
        const run = () => {
          if (this.ws !== ws) return // a late message of a connection already replaced
          this.handle(message)
          if (message.type === 'welcome') resolve()
        }
        if (!this.latency) return run()
        const wait = this.latency()
        this.inChain = this.inChain.then(() => new Promise<void>((r) => setTimeout(() => (run(), r()), wait)))
      })
    })
    ws.send(JSON.stringify({ type: 'hello', v: LIVE_PROTOCOL_VERSION, token: this.token, clientId: this.clientId, ...(this.helloName !== undefined && { name: this.helloName }) }))
    await welcomed
  }

  private handle(message: ServerMessage) {
    switch (message.type) {
      case 'welcome':
        this.state = this.state ? receiveSnapshot(this.state, { doc: message.doc as SceneDocument, seq: message.seq, acked: message.acked }) : startSync(this.clientId, message.doc as SceneDocument, message.seq)
        for (const peer of message.peers) this.peers.set(peer.clientId, peer)
        this.check()
        for (const batch of this.state.pending) this.sendBatch(batch.seq, batch.ops)
        break
      case 'ops':
        this.received++
        if (message.clientId === this.clientId) {
          this.acks.set(message.clientSeq, (this.acks.get(message.clientSeq) ?? 0) + 1)
          if (message.dropped) this.dropped.push(...message.dropped)
        }
        this.state = receiveOps(this.state!, message)
        this.check()
        this.onEntry?.(message)
        break
      case 'reset':
        this.state = receiveSnapshot(this.state!, { doc: message.doc as SceneDocument, seq: message.seq })
        this.check()
        break
      case 'reject':
        this.rejects.push(message)
        this.state = receiveReject(this.state!, message.clientSeq)
        break
      case 'presence':
        this.peers.set(message.peer.clientId, message.peer)
        break
      case 'leave':
        this.peers.delete(message.clientId)
        break
      case 'comments':
        this.commentNotices++
        break
    }
    this.wake()
  }

  /** One user step: applied here at once, sent when connected, kept until acknowledged. */
  edit(ops: SceneOp[]) {
    const { state, batch } = localBatch(this.state!, ops)
    this.state = state
    this.check()
    this.sendBatch(batch.seq, batch.ops)
    return batch.seq
  }

  presence(selection: string[], pointer: [number, number, number] | null = null) {
    this.ws?.send(JSON.stringify({ type: 'presence', selection, pointer }))
  }

  get doc(): SceneDocument {
    return this.state!.doc
  }

  get settled() {
    return !!this.state && this.state.pending.length === 0
  }

  /** Resolves when `predicate` holds, checked after every message (rejects after `ms`). */
  async until(predicate: () => boolean, ms = 10_000, what = 'condition'): Promise<void> {
    const deadline = Date.now() + ms
    while (!predicate()) {
      const left = deadline - Date.now()
      if (left <= 0) throw new Error(`${this.clientId}: timed out waiting for ${what}`)
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, Math.min(left, 200))
        this.waiters.push(() => {
          clearTimeout(timer)
          resolve()
        })
      })
    }
  }

  /** Ends the connection abruptly (no close handshake), as a dying node or network does. */
  drop() {
    this.ws?.terminate()
    this.ws = null
  }

  close() {
    this.ws?.close()
    this.ws = null
  }

  private sendBatch(seq: number, ops: SceneOp[]) {
    const text = JSON.stringify({ type: 'batch', seq, baseSeq: this.state!.seq, ops: ops.map(toWire) })
    const ws = this.ws
    const send = () => {
      if (ws && this.ws === ws && ws.readyState === WebSocket.OPEN) ws.send(text)
    }
    if (!this.latency) return send()
    const wait = this.latency()
    this.outChain = this.outChain.then(() => new Promise<void>((r) => setTimeout(() => (send(), r()), wait)))
  }

  private check() {
    if (!this.checkTree) return
    const problems = integrityProblems(this.state!.doc)
    if (problems.length) this.problems.push(problems[0])
  }

  private wake() {
    const waiters = this.waiters
    this.waiters = []
    for (const w of waiters) w()
  }
}
